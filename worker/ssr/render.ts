/**
 * Streaming SSR of the React app with TanStack Router (DESIGN.md "TanStack Router streaming SSR
 * inside Hono on workerd"): a new router and QueryClient per request, loaders call the API
 * in-process, the body streams with the dehydrated query cache.
 */
import type { Context } from "hono";
import { createRequestHandler, defaultStreamHandler } from "@tanstack/react-router/ssr/server";
import { createAppRouter } from "../../client/router";
import { serializeExperiments, ssrExperiments } from "#shared/flags";
import type { AppEnv } from "../env";
import { PAGE_STATUS_HEADER } from "../../client/shop/page-status";
import { forwardApi } from "../routes/api";
import { assetsId } from "./client-assets";
import { pageCacheKey, readPage, settlePage, storePage } from "./page-cache";
import { buildShopContext, pageInputs } from "./shop-context";
import type { ShopSettings } from "#shared/contract/settings";

/**
 * Renders the page for this request, from the page micro-cache when an identical page was
 * rendered in the last minute (page-cache.ts), otherwise streamed and stored on the side. Neither
 * on the customer-care host nor in a CMS preview session (docs/decisions/049), whose pages carry
 * drafts: those are always rendered afresh, from uncached upstream answers.
 */
export async function renderPage(c: Context<AppEnv>): Promise<Response> {
  const now = new Date();
  const url = new URL(c.req.url);
  const ctx = c.executionCtx as ExecutionContext;
  const swaps = { nonce: c.var.nonce, experiments: serializeExperiments(c.var.experiments) };
  const preview = c.var.preview;
  // The key from the page's inputs only: a cached page is served without building the whole context.
  const inputs = pageInputs(c, now);
  const cacheKey = c.var.care || preview ? null : pageCacheKey(url, { pointOfSale: c.var.market.pointOfSale, today: inputs.today, experiments: serializeExperiments(ssrExperiments(c.var.experiments)), assets: assetsId(inputs.assets), upstream: c.env.UPSTREAM_API_URL || "catalog" });
  const cached = cacheKey ? await readPage(cacheKey, swaps) : null;
  if (cached) return finish(c, cached);
  const shop = buildShopContext(c, now, inputs);

  let degraded = false;
  const api = async (path: string, init?: RequestInit) => {
    const res = await forwardApi(c.env, ctx, shop.market.pointOfSale, new Request(new URL(path, url.origin), init), { preview });
    if (!res.ok || res.headers.get("x-upstream-cache") === "stale") degraded = true;
    return res;
  };
  // The shop's settings (support hours, reply time; docs/decisions/055) for the footer and the
  // contact page: one small cached call, part of the context every page is rendered with. Without
  // them the pages show no hours (never invented ones). Waited for at most SETTINGS_WAIT_MS: a slow
  // upstream must not hold every page. A failure or a late answer keeps the page out of the page
  // cache; a 404 (an upstream without settings) does not: such a page is complete as it is.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const settings = await Promise.race([
    shopSettings(c, ctx, shop.market.pointOfSale, url.origin, preview, () => (degraded = true)),
    new Promise<undefined>((resolve) => (timer = setTimeout(() => { degraded = true; resolve(undefined); }, SETTINGS_WAIT_MS))),
  ]).finally(() => clearTimeout(timer));
  if (settings) shop.settings = settings;
  const handler = createRequestHandler({ request: c.req.raw, createRouter: () => createAppRouter({ api, shop }) });
  let res: Response;
  try {
    res = withPageStatus(await handler(defaultStreamHandler));
  } catch (error) {
    // Requests waiting for this render of the page render their own.
    if (cacheKey) settlePage(cacheKey);
    throw error;
  }
  return finish(c, cacheKey ? storePage(res, cacheKey, swaps, () => !degraded, (p) => ctx.waitUntil(p)) : res);
}

/** Longest wait for the shop's settings before rendering without them, ms (a cache hit takes ~1 ms). */
export const SETTINGS_WAIT_MS = 250;

/** GET /api/cms/settings, or undefined when it fails (`degrade` is called) or there are none (404). */
async function shopSettings(c: Context<AppEnv>, ctx: ExecutionContext, pointOfSale: string, origin: string, preview: boolean | undefined, degrade: () => void): Promise<ShopSettings | undefined> {
  try {
    const res = await forwardApi(c.env, ctx, pointOfSale, new Request(new URL("/api/cms/settings", origin)), { preview });
    if (res.status === 404) return undefined;
    if (!res.ok || res.headers.get("x-upstream-cache") === "stale") degrade();
    return res.ok ? ((await res.json()) as ShopSettings) : undefined;
  } catch {
    degrade();
    return undefined;
  }
}

/** Seconds a client or crawler should wait before asking again for a page answered 503. */
export const RETRY_AFTER_SECONDS = 120;

/**
 * Applies the status a route declared (client/shop/page-status.ts: the catch-all's 404, an
 * outage's 503) to the router's answer, before the first byte: the router awaits every loader and
 * computes route headers before it streams. Every answer of 400 or more (the router's own 404 and
 * 500 included) carries `X-Robots-Tag: noindex`; a 503 carries `Retry-After`. The internal header
 * is removed. Non-200 answers are never stored by the page micro-cache.
 */
export function withPageStatus(res: Response): Response {
  const declared = Number(res.headers.get(PAGE_STATUS_HEADER));
  const status = declared === 404 || declared === 503 ? declared : res.status;
  const headers = new Headers(res.headers);
  headers.delete(PAGE_STATUS_HEADER);
  if (status >= 400) headers.set("X-Robots-Tag", "noindex");
  if (status === 503) headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
  return new Response(res.body, { status, statusText: "", headers });
}

function finish(c: Context<AppEnv>, res: Response): Response {
  const out = new Response(res.body, res);
  // Shop pages: never in a shared cache, revalidated on every visit, yet allowed in the browser's
  // back/forward cache (no-store would forbid it). Customer-care pages hold customer data: no-store.
  // Preview pages hold unpublished drafts: no-store, and never indexed.
  out.headers.set("Cache-Control", c.var.care || c.var.preview ? "private, no-store" : "private, no-cache");
  if (c.var.preview) out.headers.set("X-Robots-Tag", "noindex, nofollow");
  out.headers.set("Vary", "Accept-Language, Cookie");
  // wrangler dev buffers compressed HTML until the end; identity keeps it streaming locally.
  // In production Cloudflare compresses the stream at the edge (docs/decisions/004-streaming.md).
  if (c.env.ENVIRONMENT === "development" && c.env.DEV_PAGE_ENCODING !== "compressed") out.headers.set("Content-Encoding", "identity");
  return out;
}
