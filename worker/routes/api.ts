/**
 * `/api/*`: the storefront's window onto the upstream contract (DESIGN.md request diagram).
 *
 * Only the contract's paths (shared/contract/routes.ts) are forwarded, and the upstream client
 * checks their answers against the contract's schemas; the locale is always the request's point
 * of sale (a `locale` sent by the browser is replaced). Bodies over 32 KB are refused with 413, bodies
 * that are not JSON objects with 400. Answers come from the upstream client (cache, timeout,
 * stale-if-error; an unusable upstream answer is already a JSON 502/504 there) and are
 * revalidated by the browser on every use.
 */
import { Hono } from "hono";
import type { AppEnv, Bindings } from "../env";
import { findContractRoute } from "../../shared/contract/routes";
import { upstreamFetch } from "../upstream/client";
import { recordCartAnswer } from "./cart-owner";
import { readFlags } from "../../shared/flags";
import { giftFormatRefusal } from "./gift-format-guard";

const MAX_BODY_BYTES = 32 * 1024;

const bad = (message: string, status: 400 | 404 | 405 | 413 = 400) =>
  new Response(JSON.stringify({ error: message }), { status, headers: { "content-type": "application/json" } });

export const apiApp = new Hono<AppEnv>();

// A stay cart's maker is recorded for POST /api/account/trips (issue 25 item 25, cart-owner.ts).
apiApp.post("/carts.json", async (c) => {
  const res = await forwardApi(c.env, c.executionCtx as ExecutionContext, c.var.market.pointOfSale, c.req.raw, { preview: c.var.preview });
  await recordCartAnswer(c, res);
  return res;
});
apiApp.all("/*", (c) => forwardApi(c.env, c.executionCtx as ExecutionContext, c.var.market.pointOfSale, c.req.raw, { preview: c.var.preview }));

/** Contract paths of the CMS, whose documents have drafts (docs/decisions/049). */
const CMS_PATH = /^\/cms\//;

/**
 * Reads a request body of at most `max` bytes (UTF-8 bytes, not characters: "é" counts 2). A
 * declared Content-Length over `max` is refused unread; otherwise the stream is read until it
 * passes `max`, then cancelled, so an oversized body is never held in memory whole.
 */
export async function readBody(request: Request, max: number): Promise<Uint8Array | "too-large" | "unreadable"> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > max) return "too-large";
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > max) {
        await reader.cancel().catch(() => undefined);
        return "too-large";
      }
      chunks.push(value);
    }
  } catch {
    return "unreadable";
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

/**
 * Forwards one storefront API request (`/api/{contract path}?{query}`, GET or POST with a JSON
 * object body) to the upstream client, with `locale` set to `locale` (a point of sale such as
 * "fr_BE") in the query and in the body. Used by the `/api` route and by SSR loaders in-process.
 * Never throws: answers 400/404/405/413 JSON `{ error }` for bad requests, and whatever the
 * upstream client answers otherwise (200 JSON, the upstream's 4xx JSON, 502/504 JSON on failure),
 * with `x-upstream-cache` and `Cache-Control: private, no-cache` (revalidated, never shared;
 * unlike no-store it keeps the page eligible for the back/forward cache).
 *
 * CMS draft-mode preview (`options.preview`, docs/decisions/049): CMS calls ask for drafts
 * (`status=draft`), no call reads or writes the upstream cache, and the answer is `private, no-store`.
 * A `status` sent by the browser on a CMS path is always dropped: only a preview session sees drafts.
 */
export async function forwardApi(env: Bindings, ctx: ExecutionContext, locale: string, request: Request, options: { preview?: boolean } = {}): Promise<Response> {
  const url = new URL(request.url);
  const path = url.pathname.replace(/^\/api/, "");
  const method = request.method === "HEAD" ? "GET" : request.method;
  const route = findContractRoute(path);
  if (!route) return bad(`Unknown API path ${path.slice(0, 100)}`, 404);
  if (route.method !== method) return bad(`${path} expects ${route.method}`, 405);

  url.searchParams.set("locale", locale);
  if (CMS_PATH.test(path)) {
    url.searchParams.delete("status");
    if (options.preview) url.searchParams.set("status", "draft");
  }
  let body: string | undefined;
  if (method === "POST") {
    const read = await readBody(request, MAX_BODY_BYTES);
    if (read === "unreadable") return bad("Request body could not be read");
    if (read === "too-large") return bad(`Request body larger than ${MAX_BODY_BYTES} bytes`, 413);
    let text: string;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(read);
    } catch {
      return bad("Request body is not UTF-8 text");
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text || "{}");
    } catch {
      return bad("Request body is not valid JSON");
    }
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return bad("Request body must be a JSON object");
    const refusal = giftFormatRefusal(path, method, parsed, readFlags(env as unknown as Record<string, unknown>));
    if (refusal) return bad(refusal);
    body = JSON.stringify({ ...(parsed as object), locale });
  }
  const res = await upstreamFetch(env, ctx, {
    method: route.method,
    path: `${path}?${url.searchParams.toString()}`,
    body,
    pointOfSale: locale,
    response: route.response,
    cache: options.preview ? false : route.cache,
  });
  res.headers.set("Cache-Control", options.preview ? "private, no-store" : "private, no-cache");
  return res;
}
