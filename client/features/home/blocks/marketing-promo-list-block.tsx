/** Marketing promo list (spec 001 §2): cards with image, text and a link; 3 in 3 columns (spec 001 §2 "Lists show 3 cards"). */
import { useId } from "react";
import { css } from "styled-system/css";
import type { MarketingPromoListBlock as Block } from "#shared/contract/cms";
import { CmsImage } from "../../cms";
import { SectionTitle } from "../../cms";

/** Cards a list shows (spec 001 §2 "Lists show 3 cards by default, in 3 columns"). */
export const LIST_CARDS = 3;

export function MarketingPromoListBlock(props: { block: Block }) {
  const id = useId();
  return (
    <section aria-labelledby={id} data-block="marketingPromoList">
      <SectionTitle id={id}>{props.block.title}</SectionTitle>
      <ul className={css({ listStyle: "none", p: 0, m: 0, display: "grid", gap: "6", gridTemplateColumns: { base: "1fr", md: "repeat(3, 1fr)" } })}>
        {props.block.items.slice(0, LIST_CARDS).map((item) => (
          <li key={item.title} className={css({ display: "flex" })}>
            <article className={card}>
              <div className={css({ position: "relative" })}>
                <CmsImage src={item.imageUrl} alt={item.imageAlt} width={640} height={360} widths={[320, 480, 640, 960]} sizes="(min-width: 48em) 33vw, 100vw" className={css({ display: "block", width: "100%", height: "auto", aspectRatio: "16 / 9", objectFit: "cover" })} />
                {item.badge && <span className={badge}>{item.badge}</span>}
              </div>
              <div className={css({ p: "5", display: "flex", flexDirection: "column", gap: "2", flex: 1 })}>
                <h3 className={css({ fontSize: "lg", fontWeight: "bold", m: 0 })}>{item.title}</h3>
                <p className={css({ color: "fg.muted", m: 0, flex: 1 })}>{item.text}</p>
                <a href={item.url} className={link}>{item.label} <span aria-hidden="true">→</span></a>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

const card = css({ flex: 1, display: "flex", flexDirection: "column", bg: "bg.surface", borderRadius: "lg", overflow: "hidden", boxShadow: "card" });
const badge = css({ position: "absolute", top: "3", left: "3", bg: "accent", color: "accent.fg", fontWeight: "semibold", fontSize: "sm", px: "2", py: "1", borderRadius: "sm" });
const link = css({ color: "link", fontWeight: "bold", textDecoration: "none", alignSelf: "flex-start", _hover: { textDecoration: "underline" } });
