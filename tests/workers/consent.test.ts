/**
 * Cookie consent in the worker (decision 077; spec 001 §2 Footer "cookie-preferences link", §7
 * "Cookie lastLanguage is set; tracking ids from query parameters are stored"): what
 * POST /api/consent stores and takes back, and what a page sets and assigns with and without
 * consent. The analytics beacon's side is in worker/routes/analytics.test.ts.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BROWSER_UA } from "./fake-upstream";

function post(body: unknown, headers: Record<string, string> = {}) {
  return SELF.fetch("https://fr.localhost/api/consent", { method: "POST", headers: { "content-type": "application/json", origin: "https://fr.localhost", ...headers }, body: typeof body === "string" ? body : JSON.stringify(body) });
}
async function page(url: string, cookie = "") {
  const res = await SELF.fetch(url, { redirect: "manual", headers: { "user-agent": BROWSER_UA, ...(cookie ? { cookie } : {}) } });
  const html = await res.text();
  const jar = new Map(res.headers.getSetCookie().map((line) => [line.slice(0, line.indexOf("=")), line]));
  const experiments = /name="pasea-experiments" content="([^"]*)"/.exec(html)?.[1] ?? "";
  return { res, jar, experiments: decodeURIComponent(experiments.replace(/&amp;/g, "&")) };
}

describe("POST /api/consent", () => {
  it("stores the choice in `consent` (readable by the page, Lax, Secure over https, about six months)", async () => {
    const res = await post({ measurement: true, experiments: false });
    expect(res.status).toBe(204);
    const line = res.headers.getSetCookie().find((l) => l.startsWith("consent="));
    expect(line).toMatch(/^consent=measurement;/);
    for (const attribute of ["Max-Age=15552000", "Path=/", "Secure", "SameSite=Lax"]) expect(line).toContain(`; ${attribute}`);
    expect(line).not.toMatch(/HttpOnly/);
    const none = await post({ measurement: false, experiments: false });
    expect(none.headers.getSetCookie().find((l) => l.startsWith("consent="))).toMatch(/^consent=necessary;/);
  });

  it("takes back at once what a refusal covers: `exp` when experiments are refused, `_ga*` when measurement is", async () => {
    const res = await post({ measurement: false, experiments: false }, { cookie: "exp=newGallery:new; _ga=GA1.1.1.2; _ga_ABC=GS1.1.1; lastLanguage=fr_FR; vid=x" });
    const gone = res.headers.getSetCookie().filter((l) => /Max-Age=0/.test(l)).map((l) => l.slice(0, l.indexOf("=")));
    expect(gone.sort()).toEqual(["_ga", "_ga_ABC", "exp"]);
    const kept = await post({ measurement: true, experiments: true }, { cookie: "exp=newGallery:new; _ga=GA1.1.1.2" });
    expect(kept.headers.getSetCookie().filter((l) => /Max-Age=0/.test(l))).toEqual([]);
  });

  it("refuses another site, another content type and a body that is not the choice", async () => {
    expect((await post({ measurement: true, experiments: true }, { origin: "https://evil.example" })).status).toBe(403);
    expect((await post("measurement=true", { "content-type": "application/x-www-form-urlencoded" })).status).toBe(415);
    for (const body of ["{", { measurement: "yes", experiments: true }, { measurement: true }, { measurement: true, experiments: true, ads: true }]) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    expect((await SELF.fetch("https://fr.localhost/api/consent")).status).toBe(405);
  });
});

describe("a page with and without consent", () => {
  it("without a choice: necessary cookies only (lastLanguage, vid, tracking ids), no `exp`, every experiment on control", async () => {
    const { res, jar, experiments } = await page("https://fr.localhost/?referral=news-1");
    expect(res.status).toBe(200);
    expect([...jar.keys()].sort()).toEqual(["lastLanguage", "trk_referral", "vid"]);
    expect(experiments).not.toBe("");
    for (const pair of experiments.split(",")) expect(pair, pair).toMatch(/:control$/);
  });

  it("refused experiments: a variant forced by the query serves that page only and is not kept", async () => {
    const { jar, experiments } = await page("https://fr.localhost/?exp=newGallery:new", "consent=measurement");
    expect(experiments).toContain("newGallery:new");
    expect(jar.has("exp")).toBe(false);
  });

  it("granted experiments: variants are drawn from the visitor id and kept in `exp`", async () => {
    // Across 16 visitor ids at least one draws a variant other than control (2-3 variants each).
    let drawn = false;
    for (let i = 0; i < 16 && !drawn; i++) {
      const vid = `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`;
      const { jar, experiments } = await page("https://fr.localhost/", `vid=${vid}; consent=experiments`);
      expect(decodeURIComponent(jar.get("exp") ?? "")).toContain(experiments.split(",")[0]);
      drawn = experiments.split(",").some((pair) => !pair.endsWith(":control"));
    }
    expect(drawn).toBe(true);
  });
});
