/**
 * Page micro-cache (docs/decisions/007): a second identical request is served from the Cache API
 * with its own nonce and the visitor's own experiments; the care host is never cached.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { parseSearchQuery } from "#shared/search-path";
import { routeTree } from "../../client/route-tree";
import { forgetPagesInMemory, PAGE_TTL_SECONDS, pageCacheKey } from "../../worker/ssr/page-cache";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
const get = (url: string, headers: Record<string, string> = {}) => SELF.fetch(url, { headers: { "user-agent": BROWSER, ...headers } });
const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")![1]!;

describe("page micro-cache", () => {
  it("serves the second render from cache with a fresh nonce and the visitor's experiments", async () => {
    const url = "http://fr.localhost/search/lyon-c2996944?from=cache-test";
    const first = await get(url, { cookie: "exp=newFilterUi:control" });
    expect(first.headers.get("x-page-cache")).toBe("miss");
    await first.text();
    // The store happens in waitUntil after the stream ends; poll briefly.
    let second: Response | undefined;
    for (let i = 0; i < 20; i++) {
      second = await get(url, { cookie: "exp=newFilterUi:drawer" });
      if (second.headers.get("x-page-cache") === "hit") break;
      await second.text();
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(second!.headers.get("x-page-cache")).toBe("hit");
    const html = await second!.text();
    const nonce = nonceOf(second!);
    expect(nonce).not.toBe(nonceOf(first));
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`);
    expect(html).not.toContain("__PASEA_");
    expect(html).toMatch(/name="pasea-experiments" content="[^"]*newFilterUi:drawer/);
    expect(second!.headers.getSetCookie().join(";")).toMatch(/lastLanguage=fr_FR/);
  });

  it("serves URLs that differ only by marketing or junk parameters from the same entry", async () => {
    const base = "http://fr.localhost/search/nantes-c2990969?page=1&from=key-test";
    const first = await get(base);
    expect(first.status).toBe(200);
    await first.text();
    const variants = [
      `${base}&utm_source=newsletter&utm_medium=email`,
      `${base}&fbclid=IwAR0abcdef&gclid=xyz`,
      "http://fr.localhost/search/nantes-c2990969?zz=1&from=key-test&page=1&_=1732524",
    ];
    for (const url of variants) {
      let res = await get(url);
      for (let i = 0; i < 20 && res.headers.get("x-page-cache") !== "hit"; i++) {
        await res.text();
        await new Promise((r) => setTimeout(r, 50));
        res = await get(url);
      }
      expect(res.headers.get("x-page-cache"), url).toBe("hit");
      await res.text();
    }
    // A parameter the render reads is part of the key.
    const page2 = await get("http://fr.localhost/search/nantes-c2990969?page=2&from=key-test&utm_source=x");
    expect(page2.headers.get("x-page-cache")).toBe("miss");
    await page2.text();
  });

  it("never answers a malformed parameter with the clean address's cached page: the router's redirect stands", async () => {
    const clean = "http://fr.localhost/search/nantes-c2990969?from=redirect-test";
    let res = await get(clean);
    for (let i = 0; i < 20 && res.headers.get("x-page-cache") !== "hit"; i++) {
      await res.text();
      await new Promise((r) => setTimeout(r, 50));
      res = await get(clean);
    }
    expect(res.headers.get("x-page-cache")).toBe("hit");
    await res.text();
    for (const bad of ["page=-1", "page=abc", "minisite=Not_A_Slug"]) {
      const redirect = await SELF.fetch(`${clean}&${bad}`, { redirect: "manual", headers: { "user-agent": BROWSER } });
      expect(redirect.status, bad).toBe(307);
      expect(redirect.headers.get("location"), bad).toMatch(/\/search\/nantes-c2990969\?from=redirect-test$/);
      await redirect.text();
    }
  });

  it("serves a page the isolate stored from its memory, without a Cache API read, each visitor with their own nonce (issue 28)", async () => {
    const url = "http://fr.localhost/search/lyon-c2996944?from=memory-test";
    // One visitor id: the same experiment variants, so the same cache key, on every request.
    const visitor = { cookie: "vid=0f0e0d0c-0b0a-4908-8706-050403020100" };
    const first = await get(url, visitor);
    expect(first.headers.get("x-page-cache")).toBe("miss");
    const rendered = await first.text();
    let hit: Response | undefined;
    for (let i = 0; i < 20; i++) {
      hit = await get(url, visitor);
      if (hit.headers.get("x-page-cache") === "hit") break;
      await hit.text();
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(hit!.headers.get("x-page-cache")).toBe("hit");
    await hit!.text();
    const store = (caches as unknown as { default: Cache }).default;
    const read = vi.spyOn(store, "match");
    try {
      const res = await get(url, visitor);
      expect(res.headers.get("x-page-cache")).toBe("hit");
      const html = await res.text();
      const calls = read.mock.calls.map(([key]) => String(key instanceof Request ? key.url : key));
      expect(calls.filter((key) => key.startsWith("https://page-cache.internal/"))).toEqual([]);
      const nonce = nonceOf(res);
      expect(nonce).not.toBe(nonceOf(first));
      for (const tag of html.match(/<script\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`);
      expect(html).not.toContain("__PASEA_");
      expect(html).toBe(rendered.replaceAll(nonceOf(first), nonce));
    } finally {
      read.mockRestore();
    }
  });

  it("renders a page once when many visitors ask for it at the same moment: the others get that render (issue 28)", async () => {
    const url = "http://fr.localhost/search/lille-c2998324?from=coalesce-test";
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(url)));
    const kinds = answers.map((res) => res.headers.get("x-page-cache"));
    const pages = await Promise.all(answers.map((res) => res.text()));
    expect(answers.map((res) => res.status)).toEqual(Array(6).fill(200));
    expect(kinds.filter((k) => k === "miss")).toHaveLength(1);
    expect(kinds.filter((k) => k === "hit")).toHaveLength(5);
    // Each visitor has their own nonce in the same page.
    const nonces = answers.map(nonceOf);
    expect(new Set(nonces).size).toBe(6);
    pages.forEach((html, i) => expect(html.replaceAll(nonces[i]!, "N")).toBe(pages[0]!.replaceAll(nonces[0]!, "N")));
  });

  it("takes a Cache API copy older than the page's lifetime for a miss: one render, the others wait for it (issue 28)", async () => {
    const url = "http://fr.localhost/search/nantes-c2990969?from=expired-copy-test";
    const visitor = { cookie: "vid=1f0e0d0c-0b0a-4908-8706-050403020100" };
    const first = await get(url, visitor);
    expect(first.headers.get("x-page-cache")).toBe("miss");
    await first.text();
    // The stored copy reaches the Cache API once the render has finished.
    const store = (caches as unknown as { default: Cache }).default;
    const original = store.match.bind(store);
    let stored: Response | undefined;
    for (let i = 0; i < 40 && !stored; i++) {
      await new Promise((r) => setTimeout(r, 50));
      forgetPagesInMemory();
      const again = await get(url, visitor);
      if (again.headers.get("x-page-cache") === "hit") stored = again;
      await again.text();
    }
    expect(stored, "the page reached the Cache API").toBeDefined();
    // The Cache API still answers the copy, stored 61 s ago (the put ended after its stored-at).
    const read = vi.spyOn(store, "match").mockImplementation(async (key, options) => {
      const res = await original(key, options);
      if (!res || !String(key instanceof Request ? key.url : key).startsWith("https://page-cache.internal/")) return res;
      const headers = new Headers(res.headers);
      headers.set("x-page-stored-at", String(Date.now() - (PAGE_TTL_SECONDS + 1) * 1000));
      return new Response(res.body, { status: 200, headers });
    });
    try {
      forgetPagesInMemory();
      const answers = await Promise.all(Array.from({ length: 5 }, () => get(url, visitor)));
      await Promise.all(answers.map((res) => res.text()));
      expect(answers.map((res) => res.status)).toEqual(Array(5).fill(200));
      const kinds = answers.map((res) => res.headers.get("x-page-cache"));
      expect(kinds.filter((k) => k === "miss")).toHaveLength(1);
      expect(kinds.filter((k) => k === "hit")).toHaveLength(4);
      // One Cache API read: the first request's, which found the copy too old and rendered; the
      // others waited for that render instead of each reading (and serving) the old copy.
      const pageReads = read.mock.calls.filter(([key]) => String(key instanceof Request ? key.url : key).startsWith("https://page-cache.internal/"));
      expect(pageReads).toHaveLength(1);
    } finally {
      read.mockRestore();
    }
  });

  it("never caches the customer-care host", async () => {
    const login = await SELF.fetch("http://care.localhost/care/dev-login", {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://care.localhost" },
      body: "email=agent%40pasea.example",
    });
    const token = /care_token=([^;]+)/.exec(login.headers.getSetCookie().join(";"))![1]!;
    for (let i = 0; i < 2; i++) {
      const res = await get("http://care.localhost/search", { cookie: `care_token=${token}` });
      expect(res.status).toBe(200);
      expect(res.headers.get("x-page-cache")).toBeNull();
      await res.text();
    }
  });
});

describe("page cache key", () => {
  const parts = { pointOfSale: "fr_FR", today: "2026-11-22", experiments: "", assets: "a" };
  const key = (href: string) => pageCacheKey(new URL(href), parts);

  it("is the canonical query: marketing and unknown keys and order do not count; a malformed value has none", () => {
    const bare = key("https://fr.localhost/search/lyon-c2996944?flow=gifting&page=2");
    expect(key("https://fr.localhost/search/lyon-c2996944?page=2&flow=gifting&utm_source=x&utm_campaign=y")).toBe(bare);
    expect(key("https://fr.localhost/search/lyon-c2996944?fbclid=abc&flow=gifting&gclid=d&page=2&anything=1")).toBe(bare);
    // The router redirects these to the address without the value: never a cached page.
    expect(key("https://fr.localhost/?page=abc")).toBeNull();
    expect(key("https://fr.localhost/search?minisite=Not_A_Slug")).toBeNull();
    expect(key("https://fr.localhost/search/lyon-c2996944?flow=gifting&page=3")).not.toBe(bare);
    expect(key("https://fr.localhost/search/lyon-c2996944?flow=booking&page=2")).not.toBe(bare);
  });

  it("keeps the box pages' code and gift format apart (regression: one box's checkout served for another)", () => {
    const a = key("https://fr.localhost/boxes/checkout?code=WE4821-EBOX&giftFormat=digital");
    expect(key("https://fr.localhost/boxes/checkout?code=ZZ1234-EBOX&giftFormat=digital")).not.toBe(a);
    expect(key("https://fr.localhost/boxes/checkout?code=WE4821-EBOX&giftFormat=physical")).not.toBe(a);
    expect(key("https://fr.localhost/boxes/checkout?giftFormat=digital&code=WE4821-EBOX&utm_source=x")).toBe(a);
    expect(key("https://fr.localhost/boxes/checkout?code=%3Cx%3E")).toBeNull();
  });

  it("covers every query parameter a route reads: routes validate their query with parseSearchQuery only", () => {
    const routes = (routeTree as unknown as { children: Record<string, { options: { validateSearch?: unknown; path?: string } }> }).children;
    for (const route of Object.values(routes)) {
      const validate = route.options.validateSearch;
      expect(validate === undefined || validate === parseSearchQuery, route.options.path).toBe(true);
    }
  });

  it("changes with the client build, so a new deploy never serves pages linking the old assets", () => {
    const url = new URL("https://fr.localhost/search/lyon-c2996944");
    const parts = { pointOfSale: "fr_FR", today: "2026-11-22", experiments: "", assets: "/assets/entry-client-A.js,/assets/entry-client-A.css,/assets/messages/fr-1.json" };
    expect(pageCacheKey(url, parts)).toBe(pageCacheKey(url, { ...parts }));
    expect(pageCacheKey(url, parts)).not.toBe(pageCacheKey(url, { ...parts, assets: parts.assets.replace("A.css", "B.css") }));
  });
});
