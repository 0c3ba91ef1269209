/**
 * Promo bar of the homepage (spec 001 §2 "promo bar with optional flow tabs", §3 "Promo bar", §5
 * "Promo bar CTA only if url and label exist"): the flow tabs (booking, gifting) when the document
 * asks for them, then the links of the promo bar document it names (documentId = internalCode)
 * and its own CTAs. Variant black is the highlighted link. Renders nothing when empty. The look is
 * the shell's (shell/promo/promo-bar-view.tsx), shared with the search and product pages' bar.
 */
import { useQuery } from "@tanstack/react-query";
import { css } from "styled-system/css";
import type { CmsFlow, HomepageDocument } from "#shared/contract/cms";
import { useApi, useShop, useT } from "../../shop/use-shop";
import { cmsPromoBarsQuery } from "../promo";
import { visiblePromoLinks } from "../promo";
import { PromoBarFrame, PromoLinks } from "../promo";

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
  const links = visiblePromoLinks([...(named?.links ?? []), ...props.promoBar.ctas]);
  if (!props.promoBar.showFlowTabs && links.length === 0) return null;
  return (
    <PromoBarFrame family="home">
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
      {links.length > 0 && <PromoLinks links={links} />}
    </PromoBarFrame>
  );
}

const tabLink = css({
  display: "inline-flex", alignItems: "center", h: "9", px: "4", borderRadius: "full", fontWeight: "semibold", fontSize: "sm", color: "fg", textDecoration: "none",
  _hover: { bg: "primary.subtle" },
  "&[aria-current=page]": { bg: "primary", color: "primary.fg" },
});
