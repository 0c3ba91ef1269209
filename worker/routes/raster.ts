/**
 * `/img/*.webp`: the generated illustrations as raster images (decision 017). An SVG in an `<img>`
 * is a document of its own in Chromium (created, parsed and laid out on the page's main thread,
 * 13–40 ms per image on the bench host); a WebP is decoded off the main thread.
 *
 *   GET /img/{kind}/{seed}/{W}x{H}.webp[?env=…][&theme=…][&time=…]
 *   GET /img/{kind}/{seed}/{W}x{H}-{w}w.webp[?…]
 *
 * - kind, seed, W x H and the query: exactly as the SVG route (worker/routes/images.ts), which
 *   draws the scene; the raster is that SVG rendered by resvg (wasm) and encoded as lossy WebP
 *   (libwebp via @jsquash/webp, wasm).
 * - w: output width in pixels, one of RASTER_WIDTHS (shared/illustrations/raster-urls.ts), not W and at
 *   most 2 W; the height follows the scene's ratio (rounded). Without it the image is W x H pixels.
 *
 * Answers: 200 image/webp, `public, max-age=31536000, immutable` (same URL → same bytes: the
 * renderer and encoder are deterministic for a given input); 400 text/plain for anything
 * malformed, or for a query longer than MAX_QUERY_LENGTH. The worker renders each scene once:
 * answers go to the Cache API (`caches.default`) under rasterCacheKey() (the scene's canonical
 * form, the output width and RASTER_VERSION; host, unknown query keys such as utm_* and parameter
 * order are ignored), and a hit is served from there, marked `x-raster-cache: hit` (`miss` for a
 * render). Mounted before imagesApp; other paths pass through (`next()`).
 */
import { Resvg, initResvg } from "@cf-wasm/resvg/others";
import resvgWasm from "@cf-wasm/resvg/resvg.wasm";
import webpEncoderFactory from "@jsquash/webp/codec/enc/webp_enc_simd.js";
import webpWasm from "@jsquash/webp/codec/enc/webp_enc_simd.wasm";
import { initEmscriptenModule } from "@jsquash/webp/utils.js";
import { defaultOptions as webpDefaults } from "@jsquash/webp/meta.js";
import { Hono } from "hono";
import { RASTER_WIDTHS } from "#shared/illustrations/raster-urls";
import { IMAGE_SIZES } from "#shared/illustrations/urls";
import { defaultCache } from "../cache";
import { bad, CACHE_FOREVER, parseSceneRequest, sceneKey, sceneSvg, type SceneRequest } from "./images";

/**
 * WebP quality (0–100, libwebp's scale). The scenes are flat shapes and soft gradients: 85 keeps
 * edges clean and gradients free of visible bands at 15–40 KB for 640x360 (measured, decision 017).
 */
export const WEBP_QUALITY = 85;

/**
 * Part of the worker's cache key: bump it when the renderer, the encoder or its settings change,
 * so the worker renders again instead of serving bytes made the old way. (Browsers keep what they
 * have: the URL is immutable, and the old bytes show the same scene.)
 */
export const RASTER_VERSION = "1";

/** Longest query string accepted, characters: the real ones (env, theme, time) need under 60. */
export const MAX_QUERY_LENGTH = 256;

const CACHE_ORIGIN = "https://raster-cache.internal";

/**
 * Cache API key of a raster: what changes the bytes (sceneKey(), the output width in pixels and
 * RASTER_VERSION) and nothing else, so a junk query parameter or another market's host is
 * served from the same entry instead of costing a 50–800 ms render.
 */
export function rasterCacheKey(req: SceneRequest, outWidth: number): string {
  return `${CACHE_ORIGIN}/v${RASTER_VERSION}/${outWidth}w/${sceneKey(req)}`;
}

/** Parses "640x360.webp" or "1500x736-750w.webp": [W, H, outW, outH], or null when not allowed. */
export function parseRasterFile(file: string): [number, number, number, number] | null {
  const m = /^(\d{2,4})x(\d{2,4})(?:-(\d{3,4})w)?\.webp$/.exec(file);
  if (!m || !(IMAGE_SIZES as readonly string[]).includes(`${m[1]}x${m[2]}`)) return null;
  const w = Number(m[1]);
  const h = Number(m[2]);
  if (m[3] === undefined) return [w, h, w, h];
  const out = Number(m[3]);
  if (!(RASTER_WIDTHS as readonly number[]).includes(out) || out === w || out > 2 * w) return null;
  return [w, h, out, Math.round((h * out) / w)];
}

let resvgReady: Promise<void> | undefined;
let webpModule: Promise<{ encode(data: Uint8Array, width: number, height: number, options: typeof webpDefaults): Uint8Array | null }> | undefined;

/**
 * Renders an SVG document to RGBA pixels at `outWidth` pixels wide (resvg, wasm; no fonts: the
 * scenes have no text) and encodes them as lossy WebP. Throws when the encoder fails.
 */
export async function svgToWebp(svg: string, outWidth: number): Promise<Uint8Array<ArrayBuffer>> {
  resvgReady ??= initResvg(resvgWasm);
  await resvgReady;
  const resvg = new Resvg(svg, { fitTo: { mode: "width", value: outWidth }, font: { loadSystemFonts: false } });
  const image = resvg.render();
  const { width, height } = image;
  const pixels = image.pixels;
  image.free();
  resvg.free();
  webpModule ??= initEmscriptenModule(webpEncoderFactory as never, webpWasm) as never;
  const encoder = await webpModule;
  const out = encoder.encode(pixels, width, height, { ...webpDefaults, quality: WEBP_QUALITY, method: 4, use_sharp_yuv: 1 });
  if (!out) throw new Error("WebP encoding failed");
  return new Uint8Array(out);
}

export const rasterApp = new Hono();

// The same pattern as the SVG route's (routes/images.ts), the extension checked here: two patterns
// with different parameters at one place make Hono's fast RegExpRouter give up, and the whole
// worker then matched every request with the TrieRouter (~2 ms a request; issue 28).
rasterApp.get("/:kind/:seed/:file", async (c, next) => {
  if (!c.req.param("file").endsWith(".webp")) return next();
  const query = new URL(c.req.url).search;
  if (query.length > MAX_QUERY_LENGTH) return bad(`Query too long (at most ${MAX_QUERY_LENGTH} characters): only env, theme and time change the image.`);
  const file = parseRasterFile(c.req.param("file"));
  const req = parseSceneRequest(
    c.req.param("kind"),
    c.req.param("seed"),
    file ? [file[0], file[1]] : null,
    (n) => c.req.query(n),
    `Size must be one of: ${IMAGE_SIZES.map((s) => `${s}.webp`).join(", ")}, optionally with -{w}w (w one of ${RASTER_WIDTHS.join(", ")}, at most twice the width).`,
  );
  if (req instanceof Response) return req;

  const cache = defaultCache();
  const key = new Request(rasterCacheKey(req, file![2]), { method: "GET" });
  const stored = await cache?.match(key);
  if (stored) {
    const hit = new Response(c.req.method === "HEAD" ? null : stored.body, stored);
    hit.headers.set("x-raster-cache", "hit");
    return hit;
  }

  const body = await svgToWebp(sceneSvg(req), file![2]);
  const res = new Response(body, {
    headers: {
      "content-type": "image/webp",
      "cache-control": CACHE_FOREVER,
      "x-content-type-options": "nosniff",
    },
  });
  if (cache) {
    const put = cache.put(key, res.clone());
    try {
      c.executionCtx.waitUntil(put);
    } catch {
      await put; // no execution context (Hono's app.request in tests): store before answering
    }
  }
  res.headers.set("x-raster-cache", "miss");
  return res;
});
