/**
 * The partner minisite as a cached query (spec 001 §3 Partner minisite; decision 048): one key per
 * point of sale and slug, shared by the loaders that scope a page to a partner (search, stay) and
 * the partner band that brands it. A 404 (unknown partner, or another market's) is not retried.
 */
import { queryOptions } from "@tanstack/react-query";
import { ApiError, type ApiFetch } from "#shared/api-fetch";
import { fetchMinisite } from "./content";

export function minisiteQueryOptions(api: ApiFetch, pointOfSale: string, slug: string) {
  return queryOptions({
    queryKey: ["minisite", pointOfSale, slug] as const,
    queryFn: () => fetchMinisite(api, pointOfSale, slug),
    staleTime: 10 * 60_000,
    retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 1,
  });
}

/**
 * Loads the minisite a page is scoped to before the page renders (the band is in the first HTML).
 * Returns 'missing' for an unknown or malformed partner (the page answers 404), 'ok' otherwise;
 * an upstream failure is 'ok' too: the page still renders, the band stays away.
 */
export async function ensureMinisite(context: { api: ApiFetch; queryClient: import("@tanstack/react-query").QueryClient }, pointOfSale: string, slug: string): Promise<"ok" | "missing"> {
  try {
    await context.queryClient.ensureQueryData(minisiteQueryOptions(context.api, pointOfSale, slug));
    return "ok";
  } catch (err) {
    return err instanceof ApiError && (err.status === 404 || err.status === 400) ? "missing" : "ok";
  }
}
