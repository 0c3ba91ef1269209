/**
 * Search page loader and head (spec 000 §2): server criteria from the path destination, the first
 * results page awaited (above the fold), prev/next link hints from the total.
 *
 * On the server the loader awaits the path's results (the hash never reaches the server). In the
 * browser it starts the request for the criteria in effect (the hash's, once known) without
 * waiting: a search from the search box then shows the page's loading state at once and makes
 * one request, never a request for the path's unfiltered results first (issue 13 item 5).
 */
import { DEFAULT_CRITERIA, type Flow, type SearchCriteria } from "#shared/criteria";
import { createTranslator } from "#shared/i18n";
import { PAGE_SIZE, parseDestinationSegment } from "#shared/search-path";
import type { RouterContext, ShopContext } from "../../shop/context";
import { offersQueryOptions, offersTotal } from "./api/offers";
import { prefetchThemes } from "./api/themes";
import { suggestionLinksQueryOptions } from "./suggestion-links/suggestion-links-query";
import { effectiveCriteria } from "./lib/effective-criteria";
import { HASH_PENDING_SCRIPT } from "./lib/hash-pending";

export interface SearchLoaderData {
  serverCriteria: SearchCriteria;
  flow: Flow;
  /** 0-based page shown: the URL's, or the last page when the URL's is past the end. */
  page: number;
  path: string;
  totalCount: number | null;
  destination: string | null;
  /** The server could not get the results: the page shows the spec's error until the browser's retry succeeds. */
  failed: boolean;
}

/**
 * `destination`: the path segment (`paris-c2988507`) or undefined; `page`: 0-based, already
 * parsed (shared/search-path `searchLoaderDeps`); `hash`: the URL hash (browser navigations only).
 */
export async function searchLoader(context: RouterContext, destination: string | undefined, flow: Flow, page: number, path: string, hash = ""): Promise<SearchLoaderData> {
  const location = parseDestinationSegment(destination);
  const serverCriteria: SearchCriteria = { ...DEFAULT_CRITERIA, location: location ?? null };
  const themes = prefetchThemes(context);
  if (typeof window !== "undefined") {
    const options = offersQueryOptions(context.api, context.shop.market.pointOfSale, effectiveCriteria(serverCriteria, hash), flow, page);
    void context.queryClient.prefetchQuery(options);
    const cached = context.queryClient.getQueryData(options.queryKey);
    const label = cached?.searchDetails?.destination?.label ?? null;
    return {
      serverCriteria: label && location ? { ...serverCriteria, label } : serverCriteria,
      flow, page: cached?.searchDetails.page ?? page, path, totalCount: cached ? offersTotal(cached) : null, destination: label, failed: false,
    };
  }
  // Below the fold: started now, streamed under Suspense (suggestion-links/below-results.tsx).
  if (flow !== "activity") void context.queryClient.prefetchQuery(suggestionLinksQueryOptions(context.api, context.shop.market.pointOfSale, serverCriteria.location, flow));
  let totalCount: number | null = null;
  let label: string | null = null;
  let failed = false;
  let shown = page;
  try {
    const data = await context.queryClient.ensureQueryData(offersQueryOptions(context.api, context.shop.market.pointOfSale, serverCriteria, flow, page));
    totalCount = offersTotal(data);
    label = data.searchDetails?.destination?.label ?? null;
    shown = data.searchDetails.page;
  } catch {
    // The page renders 'Oops, something went wrong' (spec 000 §8); the browser retries once.
    failed = true;
  }
  await themes;
  return { serverCriteria: label && location ? { ...serverCriteria, label } : serverCriteria, flow, page: shown, path, totalCount, destination: label, failed };
}

/** Link to a results page: the path with the flow (when not booking) and a page (when not the first). */
export function resultsPageHref(path: string, flow: Flow, page: number): string {
  const query = new URLSearchParams({ ...(flow !== "booking" ? { flow } : {}), ...(page > 0 ? { page: String(page) } : {}) }).toString();
  return query ? `${path}?${query}` : path;
}

/**
 * Title, description and the previous/next link hints (spec 000 §2 "emits previous/next link
 * hints"), plus the inline head script that flags a hash search before the page hydrates
 * (lib/hash-pending.ts).
 */
export function searchHead(shop: ShopContext, data: SearchLoaderData | undefined) {
  const t = createTranslator(shop.market.bcp47, shop.messages);
  const title = data?.destination ? t("search.metaTitleDestination", { destination: data.destination }) : t("search.metaTitle");
  const links: { rel: string; href: string }[] = [];
  if (data && data.totalCount !== null) {
    const pages = Math.ceil(data.totalCount / PAGE_SIZE);
    if (data.page > 0 && data.page < pages) links.push({ rel: "prev", href: resultsPageHref(data.path, data.flow, data.page - 1) });
    if (data.page + 1 < pages) links.push({ rel: "next", href: resultsPageHref(data.path, data.flow, data.page + 1) });
  }
  return { meta: [{ title }, { name: "description", content: t("search.metaDescription") }], links, scripts: [{ children: HASH_PENDING_SCRIPT }] };
}
