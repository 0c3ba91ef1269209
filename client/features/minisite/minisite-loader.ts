/**
 * Loader of a partner minisite (spec 001 §2 "Minisite pages for partners", §3 Partner minisite;
 * decision 035): the minisite of the market's point of sale by its minisiteUrl, and the page of
 * its offers asked by `page` (the search scoped with `minisite`). Unknown, another market's, or
 * malformed: 'missing' (404 page); upstream failure: 'error' (503). Partner pages are noindex,
 * follow: members' prices, not for search engines. Never a 500.
 */
import { ApiError } from "#shared/api-fetch";
import type { Minisite, MinisiteOffers } from "#shared/content-contract";
import { createTranslator } from "#shared/i18n";
import { parseSlug } from "#shared/content-routes";
import type { RouterContext } from "../../shop/context";
import { outageHead, type WithHead } from "../../shop/route-head";
import { fetchMinisite, fetchMinisiteOffers } from "../cms";

export interface MinisiteLoaderData extends WithHead {
  status: "ok" | "missing" | "error";
  site: Minisite | null;
  offers: MinisiteOffers | null;
}

export async function minisiteLoader(context: RouterContext, rawUrl: string, page: number): Promise<MinisiteLoaderData> {
  const { shop } = context;
  const t = createTranslator(shop.market.bcp47, shop.messages);
  const url = parseSlug(rawUrl);
  let status: MinisiteLoaderData["status"] = "missing";
  let site: Minisite | null = null;
  let offers: MinisiteOffers | null = null;
  if (url) {
    try {
      [site, offers] = await Promise.all([
        fetchMinisite(context.api, shop.market.pointOfSale, url),
        fetchMinisiteOffers(context.api, shop.market.pointOfSale, url, Math.min(Math.max(0, page), 100)),
      ]);
      status = "ok";
    } catch (err) {
      status = err instanceof ApiError && (err.status === 404 || err.status === 400) ? "missing" : "error";
    }
  }
  const title = site ? t("minisite.metaTitle", { partner: site.partnerName ?? t("minisite.defaultName") }) : t("notFound.metaTitle");
  return { status, site, offers, head: status === "error" ? outageHead(t) : { meta: [{ title }, { name: "robots", content: "noindex, follow" }] } };
}
