/**
 * Home head (spec 001 §2 Homepage): the document's SEO meta (title, description, robots) and the
 * alternate links per locale. Synchronous and small: the router runs it while it hydrates; the
 * loader (home-loader.ts) loads on demand.
 */
import { createTranslator } from "#shared/i18n";
import type { HomepageDocument } from "#shared/contract/cms";
import type { ShopContext } from "../../shop/context";
import { robotsContent } from "../cms";
import type { PageHead, WithHead } from "../../shop/route-head";
import type { WithChrome } from "../../shop/page-chrome";
import { alternateLinks, canonicalLink } from "../../shop/canonical-link";
import { shopOrganizationJsonLd } from "../../shop/shop-rating";

/** What the head needs from the loader: the SEO of the document shown (null: the built-in page). */
export interface HomeLoaderData extends WithHead, WithChrome {
  seo: HomepageDocument["seo"] | null;
}

export function homeHead(shop: ShopContext, data: Omit<HomeLoaderData, "head"> | undefined, flow: "booking" | "gifting" | "activity" = "booking"): PageHead {
  const t = createTranslator(shop.market.bcp47, shop.messages);
  const seo = data?.seo ?? { title: t("home.metaTitle"), description: t("home.metaDescription"), index: true, follow: true };
  const canonical = canonicalLink(shop, "/", { flow: flow !== "booking" ? flow : undefined });
  // The shop's own fixed rating (spec 001 §9), as the Organization of the market's home.
  const organization = shopOrganizationJsonLd(t("brand.name"), canonicalLink(shop, "/").href);
  return {
    meta: [{ title: seo.title }, { name: "description", content: seo.description }, { name: "robots", content: robotsContent(seo) }],
    links: [
      canonical,
      ...alternateLinks(shop, "/", { flow: flow !== "booking" ? flow : undefined }),
    ],
    scripts: [{ type: "application/ld+json", children: JSON.stringify(organization).replace(/</g, "\\u003c") }],
  };
}
