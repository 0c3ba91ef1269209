/** Main USP block (spec 001 §2 "main USP (secondary or bordered variant)"): three selling points with icons. */
import { useId } from "react";
import { css } from "styled-system/css";
import type { MainUspBlock as Block } from "#shared/contract/cms";
import { UspIcon } from "../usp-icon";

export function MainUspBlock(props: { block: Block }) {
  const id = useId();
  const bordered = props.block.variant === "bordered";
  return (
    <section aria-labelledby={id} data-block="mainUsp" className={bordered ? borderedBox : secondaryBox}>
      <h2 id={id} className={css({ srOnly: true })}>{props.block.title}</h2>
      <ul className={css({ listStyle: "none", p: 0, m: 0, display: "grid", gap: { base: "5", md: "8" }, gridTemplateColumns: { base: "1fr", md: "repeat(3, 1fr)" } })}>
        {props.block.items.map((item) => (
          <li key={item.title} className={css({ display: "flex", gap: "4", alignItems: "flex-start" })}>
            <span aria-hidden="true" className={icon}><UspIcon kind={item.icon} /></span>
            <div>
              <h3 className={css({ fontSize: "lg", fontWeight: "bold", m: 0 })}>{item.title}</h3>
              <p className={css({ color: "fg.muted", m: 0, mt: "1" })}>{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

const borderedBox = css({ borderWidth: "1px", borderStyle: "solid", borderColor: "border", borderRadius: "xl", bg: "bg.surface", p: { base: "5", md: "8" } });
const secondaryBox = css({ bg: "primary.subtle", borderRadius: "xl", p: { base: "5", md: "8" } });
const icon = css({ flexShrink: 0, width: "12", height: "12", borderRadius: "full", bg: "accent.subtle", color: "primary", display: "flex", alignItems: "center", justifyContent: "center" });
