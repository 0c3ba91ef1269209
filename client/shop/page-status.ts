/**
 * How a route tells the worker the HTTP status of its page (issue 13 items 19 and 21).
 *
 * TanStack Router only knows 200, 404 (a thrown `notFound()`) and 500; a page that keeps its
 * content but is not a real page (the catch-all's home and results fallbacks: 404) or that shows
 * an outage message (503) says so through the route's `headers` option, which the router computes
 * after the loaders and before the first byte. worker/ssr/render.ts reads PAGE_STATUS_HEADER,
 * removes it, and answers with that status, `X-Robots-Tag: noindex` and, for 503, `Retry-After`.
 */

/** Internal response header carrying the page's status ("404" | "503"); never leaves the worker. */
export const PAGE_STATUS_HEADER = "x-pasea-page-status";

/** Statuses a route may declare. */
export type PageStatus = 404 | 503;

/** Route `headers` value declaring `status` (none for a normal 200 page). */
export function pageStatusHeaders(status: PageStatus | null): Record<string, string> | undefined {
  return status ? { [PAGE_STATUS_HEADER]: String(status) } : undefined;
}

/** Route `headers` value for a loader's `status`: 'missing' → 404, 'error' → 503, anything else a 200 page. */
export function loaderStatusHeaders(status: string | undefined): Record<string, string> | undefined {
  return pageStatusHeaders(status === "missing" ? 404 : status === "error" ? 503 : null);
}
