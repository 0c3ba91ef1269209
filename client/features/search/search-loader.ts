/**
 * Search page loader (spec 000 §2), loaded with the route's first navigation in the browser (its
 * head and data type are in search-head.ts, which every page carries): server criteria from the path destination, the first
 * results page awaited (above the fold), prev/next link hints from the total.
 *
 * On the server the loader awaits the path's results (the hash never reaches the server). In the
 * browser it starts the request for the criteria in effect (the hash's, once known) without
 * waiting: a search from the search box then shows the page's loading state at once and makes
 * one request, never a request for the path's unfiltered results first (issue 13 item 5).
 */
import { DEFAULT_CRITERIA, type Flow, type SearchCriteria } from "#shared/criteria";
import { parseDestinationSegment } from "#shared/search-path";
import type { RouterContext } from "../../shop/context";
import { offersQueryOptions, offersTotal } from "./api/offers";
import { prefetchThemes } from "./api/themes";
import { suggestionLinksQueryOptions } from "./suggestion-links/suggestion-links-query";
import { effectiveCriteria } from "./lib/effective-criteria";
import { prefetchInlineBlocks } from "./inline-blocks/prefetch";
import { searchHead, type SearchLoaderData } from "./search-head";
import { prefetchTopBars } from "../promo";
import { loadMinisiteQuery } from "../cms";
import { prefetchGated } from "../../shop/gated-queries";

/**
 * `destination`: the path segment (`paris-c2988507`) or undefined; `page`: 0-based, already
 * parsed (shared/search-path `searchLoaderDeps`); `hash`: the URL hash (browser navigations only);
 * `minisite`: the partner's slug from `?minisite=` (decision 048): the search keeps to its
 * selection, and an unknown partner is the 404 page (`minisiteMissing`), never the whole catalog.
 */
export async function searchLoader(context: RouterContext, destination: string | undefined, flow: Flow, page: number, path: string, hash = "", minisite: string | null = null): Promise<SearchLoaderData> {
  const location = parseDestinationSegment(destination);
  const serverCriteria: SearchCriteria = { ...DEFAULT_CRITERIA, location: location ?? null, ...(minisite ? { minisite } : {}) };
  // The partner's code loads only for a scoped search (not in the search page's first load).
  if (minisite && (await (await loadMinisiteQuery()).ensureMinisite(context, context.shop.market.pointOfSale, minisite)) === "missing") {
    return withHead(context, { serverCriteria, flow, page, path, totalCount: null, destination: null, failed: false, minisiteMissing: true });
  }
  const themes = prefetchThemes(context, { gated: true });
  const inlineBlocks = prefetchInlineBlocks(context, flow);
  // Announcement banner and promo bar of the search family (spec 001 §2): small, above the results.
  const topBars = prefetchTopBars(context);
  if (typeof window !== "undefined") {
    const options = offersQueryOptions(context.api, context.shop.market.pointOfSale, effectiveCriteria(serverCriteria, hash), flow, page);
    void context.queryClient.prefetchQuery(options);
    const cached = context.queryClient.getQueryData(options.queryKey);
    const label = cached?.searchDetails?.destination?.label ?? null;
    return withHead(context, {
      serverCriteria: label && location ? { ...serverCriteria, label } : serverCriteria,
      flow, page: cached?.searchDetails.page ?? page, path, totalCount: cached ? offersTotal(cached) : null, destination: label, failed: false,
    });
  }
  // Below the fold: started now, streamed under Suspense (suggestion-links/below-results.tsx);
  // read inside a hydration gate only, so not in the page's state (shop/gated-queries.ts).
  if (flow !== "activity") void prefetchGated(context.queryClient, suggestionLinksQueryOptions(context.api, context.shop.market.pointOfSale, serverCriteria.location, flow));
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
  await Promise.all([themes, inlineBlocks, topBars]);
  return withHead(context, { serverCriteria: label && location ? { ...serverCriteria, label } : serverCriteria, flow, page: shown, path, totalCount, destination: label, failed });
}

function withHead(context: RouterContext, data: Omit<SearchLoaderData, "head">): SearchLoaderData {
  return { ...data, head: searchHead(context.shop, data) };
}
