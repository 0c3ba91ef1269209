/**
 * Homepage from CMS content (spec 001 §2 Homepage): the document of the page's flow (`?flow=`,
 * falling back to booking; the built-in page when the CMS has none), with its announcement banner,
 * promo bar with flow tabs, jumbotron with the search box, its blocks in order, then the gift
 * block of the point of sale.
 */
import { useSuspenseQuery } from "@tanstack/react-query";
import { useSearch } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { useApi, useShop, useT } from "../../shop/use-shop";
import { AnnouncementBanner } from "../shell/announcement-banner";
import { container } from "../shell/layout";
import { cmsHomepageQuery } from "./api/cms-homepage";
import { BlockList } from "./blocks/block-list";
import { GiftBlock } from "./blocks/gift-block";
import { HomeHero } from "./home-hero";
import { builtInHomepage } from "./lib/built-in";
import { homeFlow, pickHomepage } from "./lib/cms";
import { PromoBar } from "./promo-bar";

export function HomePage() {
  const t = useT();
  const api = useApi();
  const shop = useShop();
  const search = useSearch({ strict: false }) as { flow?: unknown };
  const flow = homeFlow(search.flow);
  const query = useSuspenseQuery(cmsHomepageQuery(api, shop.market.pointOfSale));
  const doc = pickHomepage(query.data, flow) ?? builtInHomepage(t);
  const docFlow = query.data[flow] ? flow : "booking";
  return (
    <>
      <AnnouncementBanner page="homePages" flow={flow} fallback={doc.announcementBanner} />
      <PromoBar promoBar={doc.promoBar} flow={flow} />
      <HomeHero jumbotron={doc.jumbotron} flow={flow} />
      <BlockList blocks={doc.blocks} flow={docFlow} renderedAt={query.dataUpdatedAt} />
      <GiftBlock className={`${container} ${css({ contentVisibility: "auto", containIntrinsicSize: "auto 400px", my: { base: "10", md: "14" } })}`} />
    </>
  );
}
