/**
 * Promo bar of the homepage (spec 001 §2 "promo bar with optional flow tabs", §3 "Promo bar", §5
 * "Promo bar CTA only if url and label exist"): the flow tabs (booking, gifting) when the document
 * asks for them, then the links of the promo bar document it names (documentId = internalCode)
 * and its own CTAs. Variant black is the highlighted link. Renders nothing when empty.
 */
import { useQuery } from "@tanstack/react-query";
import { css } from "styled-system/css";
import type { CmsFlow, HomepageDocument } from "#shared/contract/cms";
import { useApi, useShop, useT } from "../../shop/use-shop";
import { cmsPromoBarsQuery } from "./api/cms-promo-bars";
import { visibleCtas } from "./lib/cms";

const TABS = [
  { flow: "booking", href: "/" },
  { flow: "gifting", href: "/?flow=gifting" },
] as const;

export function PromoBar(props: { promoBar: HomepageDocument["promoBar"]; flow: CmsFlow }) {
  const t = useT();
  const api = useApi();
  const shop = useShop();
  const bars = useQuery(cmsPromoBarsQuery(api, shop.market.pointOfSale)).data ?? [];
  if (!props.promoBar) return null;
  const named = props.promoBar.documentId ? bars.find((b) => b.internalCode === props.promoBar!.documentId) : undefined;
  const links = visibleCtas([...(named?.links ?? []), ...props.promoBar.ctas]);
  if (!props.promoBar.showFlowTabs && links.length === 0) return null;
  return (
    <div className={bar} data-testid="promo-bar">
      <div className={inner}>
        {props.promoBar.showFlowTabs && (
          <nav aria-label={t("homeCms.flowTabs")} className={css({ maxW: "100%", minW: 0 })}>
            <ul className={css({ listStyle: "none", display: "flex", gap: "1", p: 0, m: 0, whiteSpace: "nowrap", maxW: "100%", overflowX: "auto", scrollbarWidth: "none" })}>
              {TABS.map((tab) => (
                <li key={tab.flow}>
                  <a href={tab.href} aria-current={tab.flow === props.flow ? "page" : undefined} className={tabLink} data-flow-tab={tab.flow}>
                    {t(`flow.${tab.flow}.tab`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {links.length > 0 && (
          <nav aria-label={t("homeCms.promoBar")} className={css({ overflowX: "auto", scrollbarWidth: "none" })}>
            <ul className={css({ listStyle: "none", display: "flex", gap: "2", p: 0, m: 0, whiteSpace: "nowrap" })}>
              {links.map((l) => (
                <li key={`${l.url}|${l.label}`}>
                  <a href={l.url} target={l.newTab ? "_blank" : undefined} rel={l.newTab ? "noopener" : undefined} className={l.variant === "black" ? blackLink : defaultLink}>
                    {l.label}
                    {l.newTab && <span className={css({ srOnly: true })}> {t("homeCms.newTab")}</span>}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </div>
  );
}

const bar = css({ bg: "bg.surface", borderBottomWidth: "1px", borderBottomStyle: "solid", borderBottomColor: "border" });
const inner = css({ maxW: "7xl", mx: "auto", px: { base: "4", md: "6" }, py: "2", display: "flex", alignItems: "center", gap: { base: "3", md: "6" }, flexWrap: { base: "wrap", md: "nowrap" }, justifyContent: "space-between" });
const tabLink = css({
  display: "inline-flex", alignItems: "center", h: "9", px: "4", borderRadius: "full", fontWeight: "semibold", fontSize: "sm", color: "fg", textDecoration: "none",
  _hover: { bg: "primary.subtle" },
  "&[aria-current=page]": { bg: "primary", color: "primary.fg" },
});
const defaultLink = css({ display: "inline-flex", alignItems: "center", h: "8", px: "3", borderRadius: "full", fontSize: "sm", color: "primary", textDecoration: "none", borderWidth: "1px", borderStyle: "solid", borderColor: "border", _hover: { bg: "primary.subtle" } });
const blackLink = css({ display: "inline-flex", alignItems: "center", h: "8", px: "3", borderRadius: "full", fontSize: "sm", fontWeight: "bold", bg: "fg", color: "bg.surface", textDecoration: "none", _hover: { opacity: 0.9 } });
