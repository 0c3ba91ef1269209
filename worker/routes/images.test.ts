import { describe, expect, it } from "vitest";
import { defaultEnvironment, IMAGE_KINDS, IMAGE_SIZES, imageUrl } from "#shared/illustrations/urls";
import { imagesApp } from "./images";

// The sub-app is tested on its own, as the worker mounts it: paths are relative to /img.
const get = (path: string, init?: RequestInit) => imagesApp.request(path.replace(/^\/img/, ""), init);

describe("GET /img/{kind}/{seed}/{size}.svg", () => {
  it("serves an SVG with immutable caching", async () => {
    const res = await get("/img/hotel/42/640x360.svg");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const body = await res.text();
    expect(body.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"')).toBe(true);
    expect(body.endsWith("</svg>")).toBe(true);
  });

  it("is deterministic: the same URL gives the same bytes, another seed other bytes", async () => {
    for (const kind of IMAGE_KINDS) {
      const a = await (await get(`/${kind}/7/960x540.svg`)).text();
      const b = await (await get(`/${kind}/7/960x540.svg`)).text();
      const c = await (await get(`/${kind}/8/960x540.svg`)).text();
      expect(a).toBe(b);
      expect(a).not.toBe(c);
    }
  });

  it("derives the environment from the seed when env is absent", async () => {
    for (const seed of [1, 2, 3, 99, 123456]) {
      const bare = await (await get(`/hotel/${seed}/400x300.svg`)).text();
      const named = await (await get(`/hotel/${seed}/400x300.svg?env=${defaultEnvironment(seed)}`)).text();
      expect(bare).toBe(named);
    }
  });

  it("honours env, theme, time and their aliases", async () => {
    const lake = await (await get("/hotel/5/640x360.svg?env=lake")).text();
    const city = await (await get("/hotel/5/640x360.svg?env=city")).text();
    expect(lake).not.toBe(city);
    expect(await (await get("/hotel/5/640x360.svg?env=beach")).text()).toBe(await (await get("/hotel/5/640x360.svg?env=seaside")).text());
    expect(await (await get("/activity/5/640x360.svg?theme=spa")).text()).toBe(await (await get("/activity/5/640x360.svg?theme=wellness")).text());
    const night = await (await get("/room/5/640x360.svg?time=night")).text();
    expect(night).not.toBe(await (await get("/room/5/640x360.svg?time=day")).text());
  });

  it("answers 400 with a short message for a bad kind, seed, size or option", async () => {
    const badPaths = [
      "/castle/1/640x360.svg",
      "/hotel/-1/640x360.svg",
      "/hotel/abc/640x360.svg",
      "/hotel/1.5/640x360.svg",
      "/hotel/1234567890123456/640x360.svg",
      "/hotel/1/641x360.svg",
      "/hotel/1/640x360.png",
      "/hotel/1/640X360.svg",
      "/hotel/1/99999x99999.svg",
      "/hotel/1/640x360.svg?env=moon",
      "/hotel/1/640x360.svg?time=noon",
      "/activity/1/640x360.svg?theme=skydiving",
      "/hotel/1",
      "/hotel",
      "/",
    ];
    for (const path of badPaths) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
      const text = await res.text();
      expect(text.length).toBeGreaterThan(10);
      expect(text.length).toBeLessThan(300);
    }
  });

  it("refuses other methods with 405", async () => {
    const res = await get("/hotel/1/640x360.svg", { method: "POST" });
    expect(res.status).toBe(405);
  });

  it("never answers 500, whatever the path", async () => {
    const pieces = ["hotel", "room", "0", "9007199254740991", "%00", "..", "640x360.svg", "3840x700.svg", "x", "", "%F0%9F%8F%A8"];
    for (const a of pieces) {
      for (const b of pieces) {
        for (const c of pieces) {
          const res = await get(`/${a}/${b}/${c}?env=${b}&time=${c}`);
          expect(res.status, `/${a}/${b}/${c}`).toBeLessThan(500);
        }
      }
    }
  });

  it("keeps every image under 6 KB", async () => {
    for (const kind of IMAGE_KINDS) {
      for (const size of IMAGE_SIZES) {
        for (let seed = 0; seed < 12; seed++) {
          const res = await get(`/${kind}/${seed * 7919}/${size}.svg`);
          const bytes = (await res.arrayBuffer()).byteLength;
          expect(bytes, `${kind} ${seed * 7919} ${size}`).toBeLessThan(6 * 1024);
        }
      }
    }
  });

  it("matches the URLs imageUrl() builds", async () => {
    const path = imageUrl("activity", 31, "3840x700", { theme: "ski", time: "golden" });
    expect(path).toBe("/img/activity/31/3840x700.svg?theme=ski&time=golden");
    expect((await get(path)).status).toBe(200);
  });
});
