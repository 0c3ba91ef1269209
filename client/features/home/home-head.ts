/**
 * Home head (spec 001 §2 Homepage): the document's SEO meta (title, description, robots) and the
 * alternate links per locale. Synchronous and small: the router runs it while it hydrates; the
 * loader (home-loader.ts) loads on demand.
 */
import { createTranslator } from "#shared/i18n";
import type { HomepageDocument } from "#shared/contract/cms";
import type { ShopContext } from "../../shop/context";
import { robotsContent } from "./lib/home-flow";
import type { PageHead, WithHead } from "../../shop/route-head";
import { alternateLinks, canonicalLink } from "../shell/canonical-link";

/** What the head needs from the loader: the SEO of the document shown (null: the built-in page). */
export interface HomeLoaderData extends WithHead {
  seo: HomepageDocument["seo"] | null;
}

export function homeHead(shop: ShopContext, data: Omit<HomeLoaderData, "head"> | undefined, flow: "booking" | "gifting" | "activity" = "booking"): PageHead {
  const t = createTranslator(shop.market.bcp47, shop.messages);
  const seo = data?.seo ?? { title: t("home.metaTitle"), description: t("home.metaDescription"), index: true, follow: true };
  return {
    meta: [{ title: seo.title }, { name: "description", content: seo.description }, { name: "robots", content: robotsContent(seo) }],
    links: [
      canonicalLink(shop, "/", { flow: flow !== "booking" ? flow : undefined }),
      ...alternateLinks(shop, "/", { flow: flow !== "booking" ? flow : undefined }),
    ],
  };
}
