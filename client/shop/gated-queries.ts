/**
 * Queries that a page reads only inside its hydration gates (client/ui/hydrate-when-visible.tsx):
 * the server renders their blocks, but their data stays out of the page's dehydrated state (issue
 * 28 goal 4: the results page carried 9.5 KB of CMS blocks, promo bars and suggestion links that
 * no code reads before the visitor's first interaction; decision 089).
 *
 * - A route loader starts such a query with `prefetchGated(queryClient, options)` instead of
 *   `queryClient.prefetchQuery(options)`: the query's hash is noted for this request's client.
 * - The router's SSR integration asks `dehydrates(queryClient)` which queries to put in the
 *   stream (client/router.tsx): every one but the noted ones.
 * - Their readers call `useGatedQuery(options)` instead of `useQuery(options)`: while the block
 *   hydrates in the browser without the data, it suspends on the query's fetch, so the gate's
 *   Suspense boundary keeps the server's HTML until the answer is there and then hydrates it
 *   (the same answer the server rendered: the worker's upstream cache serves it). Anywhere else
 *   (server render, client navigation, a page that did dehydrate the query) it is `useQuery`.
 *
 * A noted query read outside a gate would hydrate without its data: React reports the mismatch
 * (the end-to-end console guard fails on it) and renders that part again in the browser.
 */
import { hashKey, useQuery, useQueryClient, type FetchQueryOptions, type QueryClient, type QueryKey, type UseQueryOptions, type UseQueryResult } from "@tanstack/react-query";
import { use } from "react";
import { useHydrating } from "../ui/use-hydrating";

const noted = new WeakMap<QueryClient, Set<string>>();

/** `queryClient.prefetchQuery(options)`, the query left out of the page's dehydrated state. Never rejects. */
export function prefetchGated<T, E, D, K extends QueryKey>(queryClient: QueryClient, options: FetchQueryOptions<T, E, D, K>): Promise<void> {
  let hashes = noted.get(queryClient);
  if (!hashes) noted.set(queryClient, (hashes = new Set()));
  hashes.add(hashKey(options.queryKey));
  return queryClient.prefetchQuery(options);
}

/** The SSR integration's filter: true for every query of `queryClient` but those started by prefetchGated. */
export function dehydrates(queryClient: QueryClient): (query: { queryHash: string }) => boolean {
  return (query) => !noted.get(queryClient)?.has(query.queryHash);
}

/** The fetch a hydrating reader waits for, per client and query hash: one thenable for React on every try. */
const fetching = new WeakMap<QueryClient, Map<string, Promise<unknown>>>();

function fetchOnce(queryClient: QueryClient, options: Parameters<QueryClient["fetchQuery"]>[0]): Promise<unknown> {
  let byHash = fetching.get(queryClient);
  if (!byHash) fetching.set(queryClient, (byHash = new Map()));
  const hash = hashKey(options.queryKey);
  let promise = byHash.get(hash);
  if (!promise) {
    const forget = () => byHash.delete(hash);
    promise = queryClient.fetchQuery(options);
    promise.then(forget, forget);
    byHash.set(hash, promise);
  }
  return promise;
}

/**
 * `useQuery(options)`, except while hydrating in the browser without data: then it suspends until
 * the query's first answer (or failure: the block then renders as it would without data).
 */
export function useGatedQuery<T, K extends QueryKey>(options: UseQueryOptions<T, Error, T, K>): UseQueryResult<T, Error> {
  const queryClient = useQueryClient();
  const hydrating = useHydrating();
  const result = useQuery(options);
  if (hydrating && typeof document !== "undefined" && result.status === "pending" && options.enabled !== false) {
    use(fetchOnce(queryClient, options as Parameters<QueryClient["fetchQuery"]>[0]));
  }
  return result;
}
