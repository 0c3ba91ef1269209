/**
 * Raster illustrations (worker/routes/raster.ts, decision 017), in workerd through the whole
 * worker (SELF): resvg and libwebp run as the wasm modules wrangler bundles.
 *
 * - 200 image/webp with immutable caching, a real WebP of the asked size (RIFF header read here);
 * - the same URL gives the same bytes, and a fresh render gives those bytes too (deterministic);
 * - the answer is stored in the Cache API and served from there;
 * - 400 text/plain for malformed sizes, widths, kinds, seeds and queries; the SVG route still
 *   answers next to it.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { MAX_QUERY_LENGTH, parseRasterFile, rasterCacheKey, svgToWebp } from "./raster";
import { parseSceneRequest, sceneSvg } from "./images";

const get = (path: string, init?: RequestInit) => SELF.fetch(`http://fr.localhost${path}`, init);

/** Width and height of a WebP (simple lossy "VP8 ", lossless "VP8L" or extended "VP8X"), or null. */
function webpSize(bytes: Uint8Array): [number, number] | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  if (ascii(0, 4) !== "RIFF" || ascii(8, 12) !== "WEBP") return null;
  const chunk = ascii(12, 16);
  const u16 = (i: number) => bytes[i]! | (bytes[i + 1]! << 8);
  const u24 = (i: number) => bytes[i]! | (bytes[i + 1]! << 8) | (bytes[i + 2]! << 16);
  if (chunk === "VP8 ") return [u16(26) & 0x3fff, u16(28) & 0x3fff];
  if (chunk === "VP8X") return [u24(24) + 1, u24(27) + 1];
  if (chunk === "VP8L") {
    const b = bytes.slice(21, 25);
    return [1 + (((b[1]! & 0x3f) << 8) | b[0]!), 1 + (((b[3]! & 0xf) << 10) | (b[2]! << 2) | ((b[1]! & 0xc0) >> 6))];
  }
  return null;
}

describe("GET /img/{kind}/{seed}/{W}x{H}[-{w}w].webp", () => {
  it("serves a WebP of the drawn size with immutable caching", async () => {
    const res = await get("/img/hotel/42/640x360.webp?env=lake");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(webpSize(bytes)).toEqual([640, 360]);
    // Small enough for a card on a slow link (decision 017: 6–14 KB measured at quality 85).
    expect(bytes.byteLength).toBeGreaterThan(1000);
    expect(bytes.byteLength).toBeLessThan(40 * 1024);
  });

  it("draws the scene at the asked width, the height following the ratio", async () => {
    const half = new Uint8Array(await (await get("/img/destination/7/1500x736-750w.webp")).arrayBuffer());
    expect(webpSize(half)).toEqual([750, 368]);
    const portrait = new Uint8Array(await (await get("/img/destination/7/720x1280-480w.webp")).arrayBuffer());
    expect(webpSize(portrait)).toEqual([480, 853]);
    const double = new Uint8Array(await (await get("/img/room/3/640x360-1280w.webp")).arrayBuffer());
    expect(webpSize(double)).toEqual([1280, 720]);
  });

  it("answers HEAD like GET, without a body", async () => {
    const res = await get("/img/hotel/42/640x360.webp?env=lake", { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it("is deterministic: the same URL gives the same bytes as a fresh render; other scenes other bytes", async () => {
    const path = "/img/activity/31/640x360.webp?theme=ski&time=golden";
    const a = new Uint8Array(await (await get(path)).arrayBuffer());
    const b = new Uint8Array(await (await get(path)).arrayBuffer());
    expect(b).toEqual(a);
    const req = parseSceneRequest("activity", "31", [640, 360], (n) => ({ theme: "ski", time: "golden" })[n], "");
    if (req instanceof Response) throw new Error("request refused");
    expect(await svgToWebp(sceneSvg(req), 640)).toEqual(a);
    const night = new Uint8Array(await (await get("/img/activity/31/640x360.webp?theme=ski&time=night")).arrayBuffer());
    expect(night).not.toEqual(a);
    const other = new Uint8Array(await (await get("/img/activity/32/640x360.webp?theme=ski&time=golden")).arrayBuffer());
    expect(other).not.toEqual(a);
  });

  it("renders once: the answer is kept in the Cache API under the scene's key and the raster version", async () => {
    const req = parseSceneRequest("hotel", "77", [400, 300], () => undefined, "");
    if (req instanceof Response) throw new Error("request refused");
    const key = rasterCacheKey(req, 400);
    const cache = (caches as unknown as { default: Cache }).default;
    await cache.delete(key);
    const firstRes = await get("/img/hotel/77/400x300.webp");
    expect(firstRes.headers.get("x-raster-cache")).toBe("miss");
    const first = new Uint8Array(await firstRes.arrayBuffer());
    let stored: Response | undefined;
    for (let i = 0; i < 20 && !stored; i++) {
      stored = await cache.match(key);
      if (!stored) await new Promise((r) => setTimeout(r, 50));
    }
    expect(stored, "stored in the Cache API").toBeDefined();
    expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(first);
    // A planted entry is what the route serves: proof that a hit skips the renderer.
    await cache.put(key, new Response("planted", { headers: { "content-type": "image/webp", "cache-control": "public, max-age=60" } }));
    const served = await get("/img/hotel/77/400x300.webp");
    expect(served.headers.get("x-raster-cache")).toBe("hit");
    expect(new TextDecoder().decode(await served.arrayBuffer())).toBe("planted");
    await cache.delete(key);
  });

  it("keys on what changes the image: junk and marketing parameters, aliases, order and host hit the same entry", async () => {
    const first = await get("/img/hotel/78/400x300.webp?env=seaside&time=dusk");
    const bytes = new Uint8Array(await first.arrayBuffer());
    const variants = [
      "http://fr.localhost/img/hotel/78/400x300.webp?time=dusk&env=seaside&utm_source=x",
      "http://fr.localhost/img/hotel/78/400x300.webp?env=sea&time=dusk&fbclid=IwAR0abc&junk=1",
      "http://es.localhost/img/hotel/78/400x300.webp?env=SEASIDE&time=dusk&_=1732524",
    ];
    for (const url of variants) {
      let res = await SELF.fetch(url);
      // The first render is stored in waitUntil: allow it a moment.
      for (let i = 0; i < 20 && res.headers.get("x-raster-cache") !== "hit"; i++) {
        await res.arrayBuffer();
        await new Promise((r) => setTimeout(r, 50));
        res = await SELF.fetch(url);
      }
      expect(res.headers.get("x-raster-cache"), url).toBe("hit");
      expect(new Uint8Array(await res.arrayBuffer()), url).toEqual(bytes);
    }
    // A parameter that changes the drawing is a different entry.
    const other = await get("/img/hotel/78/400x300.webp?env=seaside&time=night");
    expect(other.headers.get("x-raster-cache")).not.toBe("hit");
    await other.arrayBuffer();
  });

  it("refuses an oversized query with 400 before any render", async () => {
    const res = await get(`/img/hotel/1/640x360.webp?utm_content=${"x".repeat(MAX_QUERY_LENGTH)}`);
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/Query too long/);
  });

  it("answers 400 text/plain for anything malformed", async () => {
    const bad = [
      "/img/hotel/1/641x360.webp",
      "/img/hotel/1/640x360-641w.webp",
      "/img/hotel/1/640x360-640w.webp",
      "/img/hotel/1/640x360-1920w.webp",
      "/img/hotel/1/640x360-w.webp",
      "/img/hotel/1/640x360.WEBP",
      "/img/castle/1/640x360.webp",
      "/img/hotel/-1/640x360.webp",
      "/img/hotel/1234567890123456/640x360.webp",
      "/img/hotel/1/640x360.webp?env=moon",
      "/img/activity/1/640x360.webp?theme=skydiving",
      "/img/room/1/640x360.webp?time=noon",
    ];
    for (const path of bad) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect(res.headers.get("content-type"), path).toMatch(/^text\/plain/);
      expect(res.headers.get("cache-control"), path).toBe("no-store");
    }
  });

  it("leaves the SVG route as it was", async () => {
    const res = await get("/img/hotel/42/640x360.svg?env=lake");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
  });
});

describe("parseRasterFile", () => {
  it("reads the drawn size and the output size", () => {
    expect(parseRasterFile("640x360.webp")).toEqual([640, 360, 640, 360]);
    expect(parseRasterFile("1500x736-750w.webp")).toEqual([1500, 736, 750, 368]);
    expect(parseRasterFile("1500x736-2560w.webp")).toEqual([1500, 736, 2560, 1256]);
    expect(parseRasterFile("640x360.svg")).toBeNull();
    expect(parseRasterFile("640x360-1920w.webp")).toBeNull(); // more than twice the drawn width
    expect(parseRasterFile("640x360-700w.webp")).toBeNull(); // not one of RASTER_WIDTHS
  });
});
