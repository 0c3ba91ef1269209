/**
 * How a promo bar looks (spec 001 §3 "Promo bar": links with variant default | black; §2 "promo
 * bar with optional flow tabs"), shared by the homepage's bar (home/promo-bar.tsx) and the search
 * and product families' bar (family-promo-bar.tsx). Links and text only: it works unhydrated.
 * `PromoBarFrame` is the full-width strip under the header; `PromoLinks` the row of links, wrapped
 * on phones (every link in view: a sideways scroll hid the last one at 390 px) and one line from md.
 */
import type { ReactNode } from "react";
import { css } from "styled-system/css";
import { useT } from "../../shop/use-shop";
import type { VisiblePromoLink } from "./promo-bar-for";

export function PromoBarFrame(props: { children: ReactNode; family: string }) {
  return (
    <div className={bar} data-testid="promo-bar" data-promo-family={props.family}>
      <div className={inner}>{props.children}</div>
    </div>
  );
}

export function PromoLinks(props: { links: readonly VisiblePromoLink[] }) {
  const t = useT();
  return (
    <nav aria-label={t("homeCms.promoBar")} className={css({ overflowX: { md: "auto" }, scrollbarWidth: "none", maxW: "100%", minW: 0 })}>
      <ul className={css({ listStyle: "none", display: "flex", flexWrap: { base: "wrap", md: "nowrap" }, gap: "2", p: 0, m: 0, whiteSpace: "nowrap" })}>
        {props.links.map((l) => (
          <li key={`${l.url}|${l.label}`}>
            <a href={l.url} target={l.newTab ? "_blank" : undefined} rel={l.newTab ? "noopener" : undefined} className={l.variant === "black" ? blackLink : defaultLink}>
              {l.label}
              {l.newTab && <span className={css({ srOnly: true })}> {t("homeCms.newTab")}</span>}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const bar = css({ bg: "bg.surface", borderBottomWidth: "1px", borderBottomStyle: "solid", borderBottomColor: "border" });
const inner = css({ maxW: "7xl", mx: "auto", px: { base: "4", md: "6" }, py: "2", display: "flex", alignItems: "center", gap: { base: "3", md: "6" }, flexWrap: { base: "wrap", md: "nowrap" }, justifyContent: "space-between" });
const defaultLink = css({ display: "inline-flex", alignItems: "center", h: "8", px: "3", borderRadius: "full", fontSize: "sm", color: "primary", textDecoration: "none", borderWidth: "1px", borderStyle: "solid", borderColor: "border", _hover: { bg: "primary.subtle" } });
const blackLink = css({ display: "inline-flex", alignItems: "center", h: "8", px: "3", borderRadius: "full", fontSize: "sm", fontWeight: "bold", bg: "fg", color: "bg.surface", textDecoration: "none", _hover: { opacity: 0.9 } });
