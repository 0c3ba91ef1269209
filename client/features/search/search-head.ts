/**
 * Search page head and loader data type (spec 000 §2). The loader (search-loader.ts, loaded on
 * demand) computes the head and returns it with its data (client/shop/route-head.ts).
 */
import type { Flow, SearchCriteria } from "#shared/criteria";
import { createTranslator } from "#shared/i18n";
import { PAGE_SIZE } from "#shared/search-path";
import type { ShopContext } from "../../shop/context";
import type { PageHead, WithHead } from "../../shop/route-head";
import { alternateLinks, canonicalLink } from "../../shop/canonical-link";

export interface SearchLoaderData extends WithHead {
  serverCriteria: SearchCriteria;
  flow: Flow;
  /** 0-based page shown: the URL's, or the last page when the URL's is past the end. */
  page: number;
  path: string;
  totalCount: number | null;
  destination: string | null;
  /** The server could not get the results: the page shows the spec's error until the browser's retry succeeds. */
  failed: boolean;
  /** `?minisite=` names no partner of this market: the 404 page (decision 048). */
  minisiteMissing?: boolean;
}

/** Link to a results page: the path with the flow (when not booking) and a page (when not the first). */
export function resultsPageHref(path: string, flow: Flow, page: number): string {
  const query = new URLSearchParams({ ...(flow !== "booking" ? { flow } : {}), ...(page > 0 ? { page: String(page) } : {}) }).toString();
  return query ? `${path}?${query}` : path;
}

/**
 * The results page's title per flow (spec 000 §1 "Four search flows exist", §9 "Header texts per
 * flow describe the four flows"; issue 25 item 22): what the flow sells, at the destination when
 * there is one ("Hôtels à Lyon", "Séjours à offrir à Lyon").
 */
const TITLE_KEYS: Record<Flow, { plain: string; destination: string }> = {
  booking: { plain: "search.metaTitle", destination: "search.metaTitleDestination" },
  gifting: { plain: "search.metaTitleGifting", destination: "search.metaTitleGiftingDestination" },
  activity: { plain: "search.metaTitleActivity", destination: "search.metaTitleActivityDestination" },
  hotel: { plain: "search.metaTitleHotel", destination: "search.metaTitleHotelDestination" },
};

/**
 * Title (per flow), description, canonical URL and the previous/next link hints (spec 000 §2 "emits
 * previous/next link hints"). The route adds the inline script that flags a hash search before
 * the page hydrates (lib/hash-pending.ts).
 */
export function searchHead(shop: ShopContext, data: Omit<SearchLoaderData, "head"> | undefined): PageHead {
  const t = createTranslator(shop.market.bcp47, shop.messages);
  const keys = TITLE_KEYS[data?.flow ?? "booking"];
  const title = data?.destination ? t(keys.destination, { destination: data.destination }) : t(keys.plain);
  const links: { rel: string; href: string }[] = [];
  if (data?.minisiteMissing) return { meta: [{ title: t("notFound.metaTitle") }, { name: "robots", content: "noindex" }], links };
  // A partner's scoped search (decision 048): members' prices, not for search engines; the canonical stays the plain search.
  const scoped = data?.serverCriteria.minisite ? [{ name: "robots", content: "noindex, follow" }] : [];
  if (data) {
    const query = { flow: data.flow !== "booking" ? data.flow : undefined, page: data.page > 0 ? String(data.page) : undefined };
    links.push(canonicalLink(shop, data.path, query));
    // A destination's slug is written in the market's language: only the plain search paths are the same everywhere.
    if (data.path === "/search" || data.path === "/activities") links.push(...alternateLinks(shop, data.path, query));
  }
  if (data && data.totalCount !== null) {
    const pages = Math.ceil(data.totalCount / PAGE_SIZE);
    if (data.page > 0 && data.page < pages) links.push({ rel: "prev", href: resultsPageHref(data.path, data.flow, data.page - 1) });
    if (data.page + 1 < pages) links.push({ rel: "next", href: resultsPageHref(data.path, data.flow, data.page + 1) });
  }
  return { meta: [{ title }, { name: "description", content: t("search.metaDescription") }, ...scoped], links };
}
