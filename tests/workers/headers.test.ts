/**
 * Security headers and cookie attributes (issue 3 "Resilience and security" §3;
 * worker/middleware/security-headers.ts, visitor.ts, care-gate.ts).
 *
 * - HTML: a Content-Security-Policy whose script-src allows only this request's nonce (new on
 *   every request), every <script> carries it, no inline event handlers;
 * - every answer (HTML, JSON, images, redirects): frame-ancestors 'none' (+ X-Frame-Options),
 *   nosniff, Referrer-Policy, Permissions-Policy; HSTS on https only;
 * - cookies: HttpOnly always, Secure on https, SameSite=Lax for the shop's cookies and Strict for
 *   the customer-care ones. lastLanguage is HttpOnly too: no client code reads it (decision in
 *   worker/middleware/visitor.ts).
 */
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { BROWSER_UA, existingStayId } from "./fake-upstream";

/** Signs a customer-care agent in with the development sign-in; the 303 answer carries care_token. */
function careDevLogin() {
  return get("https://care.localhost/care/dev-login", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://care.localhost" },
    body: "email=agent%40pasea.example",
  });
}

function get(url: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  return SELF.fetch(url, { redirect: "manual", ...init, headers: { "user-agent": BROWSER_UA, ...(init.headers ?? {}) } });
}

/** A page of every kind the worker renders itself. */
const PAGES = [
  "http://fr.localhost/",
  "http://fr.localhost/search",
  "http://fr.localhost/search/paris-c2988507?page=1",
  "http://fr.localhost/stay/{stay}", // a product page
  "http://fr.localhost/stay/1", // expired-offer screen
  "http://fr.localhost/does/not/exist",
  "http://be.localhost/", // splash (no script)
  "http://care.localhost/", // login screen, 401
];
/** Non-HTML answers: JSON (200, 404, 405), health, an image, a 400. */
const OTHERS = [
  "http://fr.localhost/api/themes.json",
  "http://fr.localhost/api/secret.json",
  "http://fr.localhost/api/offers.json",
  "http://fr.localhost/healthz",
  "http://fr.localhost/img/hotel/42/640x360.svg",
  "http://fr.localhost/img/hotel/x/1x1.svg",
];

function expectBaseline(res: Response, url: string): void {
  const h = res.headers;
  expect(h.get("x-content-type-options"), url).toBe("nosniff");
  expect(h.get("referrer-policy"), url).toBe("strict-origin-when-cross-origin");
  expect(h.get("permissions-policy"), url).toMatch(/camera=\(\).*microphone=\(\)/);
  expect(h.get("x-frame-options"), url).toBe("DENY");
  expect(h.get("content-security-policy"), url).toContain("frame-ancestors 'none'");
}

const nonceOf = (csp: string | null) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp ?? "")?.[1];

describe("Content-Security-Policy with a per-request nonce", () => {
  let stay = 0;
  beforeAll(async () => {
    stay = await existingStayId();
  });
  for (const url of PAGES) {
    it(`${url.replace("http://", "")}: every script carries this request's nonce, no inline handlers`, async () => {
      const res = await get(url.replace("{stay}", String(stay)));
      const html = await res.text();
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expectBaseline(res, url);
      const csp = res.headers.get("content-security-policy")!;
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
      expect(scriptSrc).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*|https?:|data:/);
      expect(csp).toMatch(/object-src 'none'/);
      expect(csp).toMatch(/base-uri 'none'/);
      const nonce = nonceOf(csp)!;
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/); // 16 random bytes
      for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) expect(tag).toContain(`nonce="${nonce}"`);
      // Under 'strict-dynamic' a module preload without the nonce would be refused.
      for (const tag of html.match(/<link\b[^>]*rel="modulepreload"[^>]*>/gi) ?? []) expect(tag).toContain(`nonce="${nonce}"`);
      // Inline event handlers cannot carry a nonce: there must be none.
      expect(html).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/i);
      expect(html).not.toMatch(/(?:href|src|action)\s*=\s*["']?\s*javascript:/i);
    });
  }

  it("draws a new nonce for every request", async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await get("http://fr.localhost/search/lyon-c2996944");
      await res.arrayBuffer();
      nonces.add(nonceOf(res.headers.get("content-security-policy"))!);
    }
    expect(nonces.size).toBe(3);
  });
});

describe("baseline headers on every answer", () => {
  for (const url of OTHERS) {
    it(`${url.replace("http://", "")}: nosniff, Referrer-Policy, Permissions-Policy, no framing, locked-down CSP`, async () => {
      const res = await get(url, url.includes("offers") ? { method: "GET" } : {});
      await res.arrayBuffer();
      expectBaseline(res, url);
      expect(res.headers.get("content-type") ?? "").not.toMatch(/text\/html/);
      expect(res.headers.get("content-security-policy")).toMatch(/default-src 'none'/);
      expect(res.headers.getSetCookie()).toEqual([]);
    });
  }

  it("redirects carry them too", async () => {
    const res = await get("http://care.localhost/care/logout", { method: "POST", headers: { "sec-fetch-site": "same-origin" } });
    expect(res.status).toBe(303);
    expectBaseline(res, "logout");
  });
});

describe("Strict-Transport-Security", () => {
  it("is sent on https, for two years, with subdomains", async () => {
    for (const url of ["https://fr.localhost/", "https://fr.localhost/api/themes.json", "https://fr.localhost/healthz"]) {
      const res = await get(url);
      await res.arrayBuffer();
      const hsts = res.headers.get("strict-transport-security") ?? "";
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), url).toBeGreaterThanOrEqual(31_536_000);
      expect(hsts, url).toContain("includeSubDomains");
    }
  });

  it("is not sent on plain http (it would be ignored, and local hosts must stay reachable)", async () => {
    const res = await get("http://fr.localhost/healthz");
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });
});

/** Set-Cookie lines by cookie name. */
function cookies(res: Response): Map<string, string> {
  return new Map(res.headers.getSetCookie().map((line) => [line.slice(0, line.indexOf("=")), line]));
}

describe("cookie attributes", () => {
  const SHOP_COOKIES = ["vid", "exp", "lastLanguage", "trk_referral", "trk_clickid"];

  it("shop cookies over https: HttpOnly, Secure, SameSite=Lax, Path=/", async () => {
    // `exp` is only written with the visitor's consent to experiments (decision 077).
    const res = await get("https://fr.localhost/?referral=news&clickid=c1", { headers: { cookie: "consent=experiments" } });
    await res.arrayBuffer();
    const jar = cookies(res);
    for (const name of SHOP_COOKIES) {
      const line = jar.get(name);
      expect(line, name).toBeDefined();
      expect(line, name).toMatch(/; HttpOnly/);
      expect(line, name).toMatch(/; Secure/);
      expect(line, name).toMatch(/; SameSite=Lax/);
      expect(line, name).toMatch(/; Path=\//);
      expect(line, name).toMatch(/; Max-Age=\d+/);
    }
  });

  it("shop cookies over plain http: HttpOnly and SameSite, not Secure", async () => {
    const res = await get("http://fr.localhost/?referral=news");
    await res.arrayBuffer();
    for (const [name, line] of cookies(res)) {
      expect(line, name).toMatch(/; HttpOnly/);
      expect(line, name).toMatch(/; SameSite=Lax/);
      expect(line, name).not.toMatch(/; Secure/);
    }
  });

  it("lastLanguage is HttpOnly (only the server reads it) and set on the Belgian choice", async () => {
    const res = await get("https://be.localhost/?lang=nl");
    await res.arrayBuffer();
    expect(cookies(res).get("lastLanguage")).toMatch(/^lastLanguage=nl_BE;.*HttpOnly.*Secure.*SameSite=Lax/);
  });

  it("customer-care cookies: HttpOnly, Secure, SameSite=Strict, also when cleared", async () => {
    const login = await careDevLogin();
    expect(login.status).toBe(303);
    expect(cookies(login).get("care_token")).toMatch(/^care_token=[\w-]+\.[\w-]+\.[\w-]+;.*HttpOnly.*Secure.*SameSite=Strict/);
    const pos = await get("https://care.localhost/?pos=es_ES");
    await pos.arrayBuffer();
    expect(cookies(pos).get("care_pos")).toMatch(/^care_pos=es_ES;.*HttpOnly.*Secure.*SameSite=Strict/);
    expect(cookies(pos).has("lastLanguage")).toBe(false);
    const logout = await get("https://care.localhost/care/logout", { method: "POST", headers: { "sec-fetch-site": "same-origin" } });
    expect(cookies(logout).get("care_token")).toMatch(/^care_token=;.*Max-Age=0.*HttpOnly.*Secure.*SameSite=Strict/);
  });

  it("API answers never set cookies", async () => {
    const res = await get("https://fr.localhost/api/themes.json");
    await res.arrayBuffer();
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});

describe("browser caching", () => {
  it("shop pages and API answers: private and revalidated, yet eligible for the back/forward cache", async () => {
    for (const url of ["https://fr.localhost/", "https://fr.localhost/search/lyon-c2996944", "https://fr.localhost/api/themes.json"]) {
      const res = await get(url);
      await res.arrayBuffer();
      expect(res.headers.get("cache-control"), url).toBe("private, no-cache");
    }
  });

  it("customer-care pages are never stored (customer data)", async () => {
    const login = await careDevLogin();
    const token = cookies(login).get("care_token")!.split(";")[0]!;
    const res = await get("https://care.localhost/", { headers: { cookie: token } });
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain("<html");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });
});
