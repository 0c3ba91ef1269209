/**
 * Streaming SSR of the React app with TanStack Router (DESIGN.md "TanStack Router streaming SSR
 * inside Hono on workerd"): a new router and QueryClient per request, loaders call the API
 * in-process, the body streams with the dehydrated query cache.
 */
import type { Context } from "hono";
import { createRequestHandler, defaultStreamHandler } from "@tanstack/react-router/ssr/server";
import { createAppRouter } from "../../client/router";
import type { AppEnv } from "../env";
import { forwardApi } from "../routes/api";
import { buildShopContext } from "./shop-context";

export async function renderPage(c: Context<AppEnv>): Promise<Response> {
  const shop = buildShopContext(c);
  const origin = new URL(c.req.url).origin;
  const api = (path: string, init?: RequestInit) =>
    forwardApi(c.env, c.executionCtx as ExecutionContext, shop.market.pointOfSale, new Request(new URL(path, origin), init));
  const handler = createRequestHandler({ request: c.req.raw, createRouter: () => createAppRouter({ api, shop }) });
  const res = await handler(defaultStreamHandler);
  const out = new Response(res.body, res);
  out.headers.set("Cache-Control", "private, no-store");
  out.headers.set("Vary", "Accept-Language, Cookie");
  // wrangler dev buffers compressed HTML until the end; identity keeps it streaming locally.
  // In production Cloudflare compresses the stream at the edge (docs/decisions/004-streaming.md).
  if (c.env.ENVIRONMENT === "development") out.headers.set("Content-Encoding", "identity");
  return out;
}
