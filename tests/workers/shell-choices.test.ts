/**
 * Shell choices on workerd (issue 13 items 16, 17, 18, 22, 23): the footer's payment lines per
 * market (spec 001 §9), the Belgian language choice (lastLanguage only on a choice, `?lang=`
 * redirects to the clean URL on this host), the customer-care sign-in returning to the page asked
 * for, same-origin sign-in and sign-out.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
const FORM = "application/x-www-form-urlencoded";

function get(url: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  return SELF.fetch(url, { redirect: "manual", ...init, headers: { "user-agent": BROWSER, ...(init.headers ?? {}) } });
}
const setCookies = (res: Response) => res.headers.getSetCookie().join("\n");
/** The footer's text, tags removed. */
async function footerText(res: Response): Promise<string> {
  const html = await res.text();
  const footer = /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? "";
  return footer.replace(/<[^>]+>/g, " ").replace(/&#x27;|&#39;/g, "'");
}

describe("footer payment lines follow the market's rules (spec 001 §9)", () => {
  it("fr_FR promises 3x from 200 € and 4x from 250 € up to 2000 €, and pay-later", async () => {
    const text = await footerText(await get("http://fr.localhost/"));
    expect(text).toMatch(/Payez en 3 fois dès 200\s€ ou en 4 fois dès 250\s€, jusqu'à 2\s000\s€/);
    expect(text).toMatch(/payez plus tard, pour une arrivée dans 5 jours ou plus/);
    expect(text).not.toMatch(/PayPal/);
  });

  it("it_IT promises only PayPal pay-later, never 3 or 4 instalments", async () => {
    const text = await footerText(await get("http://it.localhost/"));
    expect(text).not.toMatch(/\b[34] rate\b/);
    expect(text).toMatch(/Paga dopo con PayPal da 30\s€ a 2\.?000\s€/);
  });

  it("nl_NL promises no payment option at all", async () => {
    const text = await footerText(await get("http://nl.localhost/"));
    expect(text).not.toMatch(/termijn|later betalen|betaal later/i);
  });
});

describe("Belgian language choice and lastLanguage (spec 001 §2; issue 13 items 17, 23)", () => {
  it("showing the splash sets no lastLanguage, so the next visit still asks", async () => {
    const res = await get("http://be.localhost/", { headers: { "accept-language": "nl-BE" } });
    expect(await res.text()).toContain("splash-card");
    expect(setCookies(res)).not.toMatch(/lastLanguage/);
  });

  it("a deep link served from Accept-Language sets no lastLanguage", async () => {
    const res = await get("http://be.localhost/search", { headers: { "accept-language": "nl-BE" } });
    expect(/<html lang="([^"]+)"/.exec(await res.text())?.[1]).toBe("nl-BE");
    expect(setCookies(res)).not.toMatch(/lastLanguage/);
  });

  it("the splash choice sets lastLanguage and answers the home page in that language (issue 25 item 19: no redirect)", async () => {
    const res = await get("http://be.localhost/?lang=nl");
    expect(res.status).toBe(200);
    expect(/<html lang="([^"]+)"/.exec(await res.text())?.[1]).toBe("nl-BE");
    expect(setCookies(res)).toMatch(/lastLanguage=nl_BE;.*Max-Age=31536000.*HttpOnly.*SameSite=Lax/);
    const home = await get("http://be.localhost/", { headers: { cookie: "lastLanguage=nl_BE" } });
    expect(/<html lang="([^"]+)"/.exec(await home.text())?.[1]).toBe("nl-BE");
  });

  it("the switch answers the same page and query in the chosen language, whatever lastLanguage said", async () => {
    const res = await get("http://be.localhost/search/bruxelles?from=search+bar&lang=fr&page=2", { headers: { cookie: "lastLanguage=nl_BE" } });
    expect(res.status).toBe(200);
    expect(/<html lang="([^"]+)"/.exec(await res.text())?.[1]).toBe("fr-BE");
    expect(setCookies(res)).toMatch(/lastLanguage=fr_BE/);
  });

  it("an unknown language is dropped without remembering anything", async () => {
    const res = await get("http://be.localhost/search?lang=de");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/search");
    expect(setCookies(res)).not.toMatch(/lastLanguage/);
  });

  it("never redirects to another host", async () => {
    for (const path of ["//evil.example/?lang=xx", "///evil.example?lang=de", "/%5Cevil.example?lang=xx", "/./evil.example?lang=en"]) {
      const res = await get(`http://be.localhost${path}`);
      const location = res.headers.get("location") ?? "";
      expect(location, path).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, "http://be.localhost/").host, path).toBe("be.localhost");
    }
  });

  it("the header's switch links point at the same page and query with lang", async () => {
    const html = await (await get("http://be.localhost/search?from=search+bar", { headers: { cookie: "lastLanguage=nl_BE" } })).text();
    expect(html).toContain('href="/search?from=search+bar&amp;lang=fr"');
    expect(html).toContain('href="/search?from=search+bar&amp;lang=nl"');
  });
});

const careLogin = (body: string, headers: Record<string, string> = {}) =>
  get("http://care.localhost/care/dev-login", { method: "POST", headers: { "content-type": FORM, ...headers }, body });
const SAME_ORIGIN = { origin: "http://care.localhost", "sec-fetch-site": "same-origin" };

describe("customer-care sign-in (issue 13 items 18, 22)", () => {
  it("the login screen remembers the page asked for", async () => {
    const res = await get("http://care.localhost/search/paris?from=search+bar");
    expect(res.status).toBe(401);
    expect(await res.text()).toContain('name="returnTo" value="/search/paris?from=search+bar"');
  });

  it("signing in returns to that page", async () => {
    const res = await careLogin(`email=agent%40pasea.example&returnTo=${encodeURIComponent("/search/paris?from=search+bar")}`, SAME_ORIGIN);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/search/paris?from=search+bar");
    expect(setCookies(res)).toMatch(/care_token=[\w-]+\.[\w-]+\.[\w-]+/);
  });

  it("never returns to another site", async () => {
    for (const evil of ["https://evil.example/", "//evil.example/x", "/\\evil.example", "/./evil.example", "javascript:alert(1)", "evil"]) {
      const res = await careLogin(`email=agent%40pasea.example&returnTo=${encodeURIComponent(evil)}`, SAME_ORIGIN);
      expect(res.status, evil).toBe(303);
      const location = res.headers.get("location")!;
      expect(location, evil).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, "http://care.localhost/").host, evil).toBe("care.localhost");
    }
  });

  it("refuses a cross-site or origin-less sign-in with 403", async () => {
    const refused: Record<string, string>[] = [{}, { origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }, { origin: "null" }, { "sec-fetch-site": "same-site", origin: "http://shop.care.localhost" }];
    for (const headers of refused) {
      const res = await careLogin("email=agent%40pasea.example", headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(setCookies(res), JSON.stringify(headers)).not.toMatch(/care_token/);
    }
    expect((await careLogin("email=agent%40pasea.example", { "sec-fetch-site": "same-origin" })).status).toBe(303);
    expect((await careLogin("email=agent%40pasea.example", { origin: "http://care.localhost" })).status).toBe(303);
  });

  it("the care header has a sign-out that clears the cookie, same-origin only", async () => {
    const login = await careLogin("email=agent%40pasea.example", SAME_ORIGIN);
    const token = /care_token=([^;]+)/.exec(setCookies(login))![1]!;
    const page = await get("http://care.localhost/", { headers: { cookie: `care_token=${token}` } });
    const form = /<form[^>]*action="\/care\/logout"[^>]*>\s*<button type="submit"[^>]*>Se déconnecter<\/button>/.exec(await page.text())?.[0];
    expect(form).toMatch(/method="post"/);
    const crossSite = await get("http://care.localhost/care/logout", { method: "POST", headers: { origin: "https://evil.example", cookie: `care_token=${token}` } });
    expect(crossSite.status).toBe(403);
    const out = await get("http://care.localhost/care/logout", { method: "POST", headers: { ...SAME_ORIGIN, cookie: `care_token=${token}` } });
    expect(out.status).toBe(303);
    expect(out.headers.get("location")).toBe("/care/login");
    expect(setCookies(out)).toMatch(/care_token=;.*Max-Age=0/);
  });
});
