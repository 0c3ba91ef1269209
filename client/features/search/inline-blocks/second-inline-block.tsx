/**
 * The block between the results' second part and the rest (spec 000 §2 "inline gift or banner
 * blocks between"; docs/decisions/070): in the booking and hotel flows the point of sale's
 * targeted banner (GET /content/targetedBanner.json) when it has one, else the CMS box carousel;
 * in gifting the box carousel (a gift shopper's block). Nothing while loading or on failure.
 */
import { useGatedQuery } from "../../../shop/gated-queries";
import type { Flow } from "#shared/criteria";
import { useApi, useShop } from "../../../shop/use-shop";
import { BannerBlock } from "../../cms";
import { BoxCarousel } from "./box-carousel";
import { targetedBannerQuery } from "./targeted-banner-query";

/** The CMS flow whose targeted banner a results flow shows, or null for none (gifting). */
export function targetedBannerFlow(flow: Flow): "booking" | null {
  return flow === "booking" || flow === "hotel" ? "booking" : null;
}

export function SecondInlineBlock(props: { flow: Flow }) {
  const api = useApi();
  const shop = useShop();
  const bannerFlow = targetedBannerFlow(props.flow);
  const banner = useGatedQuery({ ...targetedBannerQuery(api, shop.market.pointOfSale, bannerFlow ?? "booking"), enabled: bannerFlow !== null });
  if (bannerFlow && banner.data) return <BannerBlock block={{ type: "banner", banner: banner.data }} />;
  if (bannerFlow && banner.isPending) return null;
  return <BoxCarousel />;
}
