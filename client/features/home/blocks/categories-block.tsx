/** Categories block (spec 001 §2): theme tiles linking to the theme's search (criteria in the hash). */
import { useId } from "react";
import { css } from "styled-system/css";
import type { CategoriesBlock as Block } from "#shared/contract/cms";
import type { CmsFlow } from "#shared/contract/cms";
import { CmsImage } from "../../cms";
import { SectionTitle } from "../../cms";

export function CategoriesBlock(props: { block: Block; flow: CmsFlow }) {
  const id = useId();
  const query = props.flow === "gifting" ? "?flow=gifting" : "";
  return (
    <section aria-labelledby={id} data-block="categories">
      <SectionTitle id={id}>{props.block.title}</SectionTitle>
      <ul className={css({ listStyle: "none", p: 0, m: 0, display: "grid", gap: { base: "3", md: "4" }, gridTemplateColumns: { base: "repeat(2, 1fr)", md: "repeat(4, 1fr)" } })}>
        {props.block.items.map((item) => (
          <li key={item.themeId}>
            <a href={`/search${query}#theme=${item.themeId}`} className={tile}>
              <CmsImage src={item.imageUrl} alt="" width={400} height={300} widths={[320, 400, 640]} sizes="(min-width: 48em) 25vw, 50vw" className={image} />
              <span className={label}>{item.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

const tile = css({
  position: "relative", display: "block", borderRadius: "lg", overflow: "hidden", aspectRatio: "4 / 3", color: "white", textDecoration: "none",
  _hover: { "& img": { transform: "scale(1.04)" } },
  _focusVisible: { outline: "3px solid", outlineColor: "focus", outlineOffset: "2px" },
});
const image = css({ position: "absolute", inset: 0, width: "100%", height: "100%", objectFit: "cover", transition: "transform 0.3s ease", _motionReduce: { transition: "none" } });
const label = css({
  position: "absolute", left: 0, right: 0, bottom: 0, px: "3", pt: "8", pb: "3", fontWeight: "bold", fontSize: { base: "md", md: "lg" },
  backgroundImage: "linear-gradient(180deg, rgba(6,29,33,0) 0%, rgba(6,29,33,0.85) 100%)",
});
