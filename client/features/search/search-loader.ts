/**
 * Search page loader and head (spec 000 §2): server criteria from the path destination, the first
 * results page awaited (above the fold), prev/next link hints from the total.
 */
import { DEFAULT_CRITERIA, type Flow, type SearchCriteria } from "#shared/criteria";
import { createTranslator } from "#shared/i18n";
import { PAGE_SIZE, parseDestinationSegment } from "#shared/search-path";
import type { RouterContext, ShopContext } from "../../shop/context";
import { offersQueryOptions } from "./api/offers";
import { prefetchThemes } from "./api/themes";

export interface SearchLoaderData {
  serverCriteria: SearchCriteria;
  flow: Flow;
  page: number;
  path: string;
  totalCount: number | null;
  destination: string | null;
  /** The server could not get the results: the page shows the spec's error until the browser's retry succeeds. */
  failed: boolean;
}

export async function searchLoader(context: RouterContext, destination: string | undefined, flow: Flow, page: number, path: string): Promise<SearchLoaderData> {
  const location = parseDestinationSegment(destination);
  const serverCriteria: SearchCriteria = { ...DEFAULT_CRITERIA, location: location ?? null };
  let totalCount: number | null = null;
  let label: string | null = null;
  let failed = false;
  const themes = prefetchThemes(context);
  try {
    const data = await context.queryClient.ensureQueryData(offersQueryOptions(context.api, context.shop.market.pointOfSale, serverCriteria, flow, page));
    totalCount = data.searchDetails?.totalCount ?? data.resultsCount ?? 0;
    label = data.searchDetails?.destination?.label ?? null;
  } catch {
    // The page renders 'Oops, something went wrong' (spec 000 §8); the browser retries once.
    failed = true;
  }
  await themes;
  return { serverCriteria: label && location ? { ...serverCriteria, label } : serverCriteria, flow, page, path, totalCount, destination: label, failed };
}

export function searchHead(shop: ShopContext, data: SearchLoaderData | undefined) {
  const t = createTranslator(shop.market.bcp47, shop.messages);
  const title = data?.destination ? t("search.metaTitleDestination", { destination: data.destination }) : t("search.metaTitle");
  const links: { rel: string; href: string }[] = [];
  if (data && data.totalCount !== null) {
    const pages = Math.ceil(data.totalCount / PAGE_SIZE);
    const href = (p: number) => `${data.path}?${new URLSearchParams({ ...(data.flow !== "booking" ? { flow: data.flow } : {}), ...(p > 0 ? { page: String(p) } : {}) })}`.replace(/\?$/, "");
    if (data.page > 0) links.push({ rel: "prev", href: href(data.page - 1) });
    if (data.page + 1 < pages) links.push({ rel: "next", href: href(data.page + 1) });
  }
  return { meta: [{ title }, { name: "description", content: t("search.metaDescription") }], links };
}
