/**
 * The announcement banner and promo bar of a search or product page (spec 001 §2 "Other shell
 * pieces: Announcement banner on home, search and product pages", Header "Three page families
 * (home, product, search) feed the promo bar"). A lazy chunk: the page renders it through
 * a lazy FamilyBars inside HydrateWhenVisible on="interaction" (results-page, stay-page, hotel-page). Both read
 * queries the route loader started (prefetch-top-bars.ts); the banner is suppressed on the care host.
 */
import { useGatedQuery } from "../../shop/gated-queries";
import { AnnouncementBanner } from "./announcement-banner";
import { useApi, useShop } from "../../shop/use-shop";
import { promoLinksFor, type PromoFamily } from "./promo-bar-for";
import { cmsPromoBarsQuery } from "./promo-bars-query";
import { PromoBarFrame, PromoLinks } from "./promo-bar-view";

const ANNOUNCEMENT_PAGE = { search: "searchPages", product: "productPages" } as const;

export function FamilyBars(props: { family: Exclude<PromoFamily, "home">; flow: string }) {
  return (
    <>
      <AnnouncementBanner page={ANNOUNCEMENT_PAGE[props.family]} flow={props.flow} />
      <FamilyPromoBar family={props.family} flow={props.flow} />
    </>
  );
}

/** The family's promo bar for the page's flow and point of sale; nothing when it has no link to show. */
export function FamilyPromoBar(props: { family: PromoFamily; flow: string }) {
  const api = useApi();
  const shop = useShop();
  const bars = useGatedQuery(cmsPromoBarsQuery(api, shop.market.pointOfSale)).data ?? [];
  const links = promoLinksFor(bars, props.family, props.flow);
  if (links.length === 0) return null;
  return (
    <PromoBarFrame family={props.family}>
      <PromoLinks links={links} />
    </PromoBarFrame>
  );
}
