/**
 * Content screens through the whole worker (issue 16; decision 035): static pages, ideas pages and
 * partner minisites on their route words per market, their status and robots rules, the footer's
 * links, sitemap.xml and robots.txt per host, and the 404 logging call `/error`.
 */
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { contentPagePath, ideasCityPath, ideasThemePath, minisitePath } from "../../shared/content-routes";
import { MARKETS, POINTS_OF_SALE } from "../../shared/markets";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
/** The host of each point of sale (the Belgian ones with their lastLanguage: `?lang=` answers 303 there). */
const SITE: Record<string, { host: string; cookie: string }> = {
  fr_FR: { host: "fr.localhost", cookie: "" }, es_ES: { host: "es.localhost", cookie: "" }, nl_NL: { host: "nl.localhost", cookie: "" },
  it_IT: { host: "it.localhost", cookie: "" }, fr_BE: { host: "be.localhost", cookie: "lastLanguage=fr" }, nl_BE: { host: "be.localhost", cookie: "lastLanguage=nl" },
};

async function page(url: string, cookie = "") {
  const res = await SELF.fetch(url, { redirect: "manual", headers: { "user-agent": BROWSER, ...(cookie ? { cookie } : {}) } });
  const html = await res.text();
  return {
    status: res.status,
    html,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null,
    h1: /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? null,
    robots: /<meta name="robots" content="([^"]+)"/.exec(html)?.[1] ?? null,
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? null,
  };
}

let cityId = 0;
beforeAll(async () => {
  const row = await env.DB.prepare(
    `SELECT d.id FROM destinations d JOIN hotels h ON h.destination_id = d.id JOIN packages p ON p.hotel_id = h.id
     WHERE p.published = 1 AND p.item_category = 'weekend' GROUP BY d.id ORDER BY COUNT(*) DESC LIMIT 1`,
  ).first<{ id: number }>();
  cityId = row!.id;
  await (await SELF.fetch("http://fr.localhost/", { headers: { "user-agent": BROWSER } })).text();
});

describe("static content pages (spec 001 §2)", () => {
  it("serves the privacy page of all six markets on their own word and id, indexable, titled", async () => {
    for (const pos of POINTS_OF_SALE) {
      const { host, cookie } = SITE[pos]!;
      const path = contentPagePath(MARKETS[pos].language, "privacy");
      const p = await page(`http://${host}${path}`, cookie);
      expect(p.status, `${pos} ${path}`).toBe(200);
      expect(p.robots ?? "", pos).not.toContain("noindex");
      expect(p.html, pos).toContain(`lang="${MARKETS[pos].bcp47}"`);
      expect(p.h1, pos).toBeTruthy();
      expect(p.title, pos).toBe(`${p.h1} | Pasea`);
      expect(p.canonical, pos).toContain(path);
    }
  });

  it("answers 404 with noindex for an unknown id and for a malformed one", async () => {
    for (const path of ["/infos/nope", "/infos/..%2F..%2Fetc", "/informacion/confidentialite"]) {
      const res = await SELF.fetch(`http://${path.startsWith("/informacion") ? "es" : "fr"}.localhost${path}`, { headers: { "user-agent": BROWSER } });
      expect(res.status, path).toBe(404);
      expect(res.headers.get("x-robots-tag"), path).toBe("noindex");
      await res.text();
    }
  });

  it("links the footer of every page to the market's static pages", async () => {
    const home = await page("http://es.localhost/");
    for (const key of ["privacy", "terms", "legal", "cookies"] as const) expect(home.html).toContain(`href="${contentPagePath("es", key)}"`);
  });
});

describe("ideas pages (spec 001 §2)", () => {
  it("maps each market's city word to cityId: sections of real offers, See more to the section page", async () => {
    // The spec's words (fr, es, nl_BE) and ours for it_IT; nl_NL shares nl_BE's (shared/content-routes.ts).
    for (const pos of ["es_ES", "nl_BE", "it_IT"] as const) {
      const { host, cookie } = SITE[pos]!;
      const path = ideasCityPath(MARKETS[pos].language, cityId);
      const p = await page(`http://${host}${path}`, cookie);
      expect(p.status, path).toBe(200);
      expect(p.robots ?? "", path).not.toContain("noindex");
      expect(p.html).toContain('data-testid="idea-card"');
      expect(p.html, `${path} has a See more link`).toContain('data-testid="ideas-see-more"');
    }
  });

  it("marks the second-segment section page noindex, follow and shows more cards than the limit", async () => {
    const main = await page(`http://fr.localhost${ideasCityPath("fr", cityId)}`);
    const href = /<a href="([^"]+)"[^>]*data-testid="ideas-see-more"/.exec(main.html)?.[1];
    expect(href).toMatch(new RegExp(`^/ville/[a-z0-9-]*-?${cityId}/\\d+$`));
    const full = await page(`http://fr.localhost${href}`);
    expect(full.status).toBe(200);
    expect(full.robots).toBe("noindex, follow");
    expect(full.html.split('data-testid="idea-card"').length - 1).toBeGreaterThan(4);
  });

  it("maps the theme word to subthemaRegion with regions links", async () => {
    const p = await page(`http://es.localhost${ideasThemePath("es", 12)}`);
    expect(p.status).toBe(200);
    expect(p.h1).toContain("Bienestar");
    expect(p.html).toMatch(/href="\/search\/[a-z0-9-]+-r\d+"/);
    expect((await page(`http://nl.localhost/thema/12`)).status).toBe(200);
  });

  it("answers 404 for an unknown city, a malformed id or section", async () => {
    for (const path of ["/ville/lyon", "/ville/999999999", `/ville/${cityId}/abc`, "/idee/985"]) {
      const res = await SELF.fetch(`http://fr.localhost${path}`, { headers: { "user-agent": BROWSER } });
      expect(res.status, path).toBe(404);
      await res.text();
    }
  });
});

describe("partner minisites (spec 001 §3)", () => {
  it("shows the partner's banner, logo, offers and legal footer, noindex, follow", async () => {
    const p = await page(`http://fr.localhost${minisitePath("fr", "club-rail-plus")}`);
    expect(p.status).toBe(200);
    expect(p.robots).toBe("noindex, follow");
    expect(p.html).toContain('data-testid="minisite-banner"');
    expect(p.html).toContain("/partners/club-rail-plus.svg");
    expect(p.html).toContain("Club Rail Plus");
    expect(p.html).toMatch(/Prix minimum de [^<]+ pour 2 personnes sur la base d(&#x27;|')une chambre double/);
    expect(p.html).toContain("Seuls les paiements électroniques sont acceptés.");
    expect(p.html.split('data-testid="idea-card"').length - 1).toBe(12);
    const second = await page(`http://fr.localhost${minisitePath("fr", "club-rail-plus")}?page=1`);
    expect(second.status).toBe(200);
    expect(second.html).toContain('rel="prev"');
  });

  it("answers 404 for another market's partner and an unknown one", async () => {
    for (const url of [`http://es.localhost${minisitePath("es", "club-rail-plus")}`, "http://fr.localhost/partenaire/personne"]) {
      const res = await SELF.fetch(url, { headers: { "user-agent": BROWSER } });
      expect(res.status, url).toBe(404);
      await res.text();
    }
    expect((await page(`http://nl.localhost${minisitePath("nl", "ledenvoordeel-fietsbond")}`)).status).toBe(200);
  });
});

describe("robots.txt and sitemap.xml per host", () => {
  it("names each site's own sitemap; the care host disallows everything", async () => {
    const fr = await (await SELF.fetch("http://fr.localhost/robots.txt")).text();
    expect(fr).toContain("Sitemap: http://fr.localhost/sitemap.xml");
    expect(fr).toContain("Disallow: /api/");
    const care = await (await SELF.fetch("http://care.localhost/robots.txt")).text();
    expect(care).toBe("User-agent: *\nDisallow: /\n");
    expect((await SELF.fetch("http://care.localhost/sitemap.xml")).status).toBe(404);
  });

  it("lists the market's static, ideas, hotel and stay pages on its own host and words", async () => {
    const res = await SELF.fetch("http://es.localhost/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    expect(xml).toContain("<loc>http://es.localhost/informacion/privacidad</loc>");
    expect(xml).toMatch(/<loc>http:\/\/es\.localhost\/ciudad\/[a-z0-9-]+-\d+<\/loc>/);
    expect(xml).toMatch(/<loc>http:\/\/es\.localhost\/tema\/[a-z0-9-]+-\d+<\/loc>/);
    expect(xml).toMatch(/<loc>http:\/\/es\.localhost\/hotel\/\d+-[a-z0-9-]+<\/loc>/);
    expect(xml).toMatch(/<loc>http:\/\/es\.localhost\/stay\/\d+-[a-z0-9-]+<\/loc>/);
    expect(xml).not.toContain("fr.localhost");
  });

  it("lists both languages on the Belgian host, each URL with its lang", async () => {
    const xml = await (await SELF.fetch("http://be.localhost/sitemap.xml")).text();
    expect(xml).toContain("<loc>http://be.localhost/infos/confidentialite?lang=fr</loc>");
    expect(xml).toContain("<loc>http://be.localhost/info/privacy?lang=nl</loc>");
    expect(xml).toMatch(/\/stad\/[a-z0-9-]+-\d+\?lang=nl<\/loc>/);
  });
});

describe("404 logging (spec 001 §7 GET /error)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("logs the uri cut to 256 characters and the locale, answers 204", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const uri = `http://fr.localhost/${"x".repeat(400)}`;
    const res = await SELF.fetch(`http://fr.localhost/error?uri=${encodeURIComponent(uri)}&locale=fr_FR`);
    expect(res.status).toBe(204);
    expect(warn).toHaveBeenCalledWith("404 page", { uri: uri.slice(0, 256), locale: "fr_FR" });
  });

  it("refuses a call without uri or with an unknown locale with 400", async () => {
    expect((await SELF.fetch("http://fr.localhost/error?locale=fr_FR")).status).toBe(400);
    expect((await SELF.fetch("http://fr.localhost/error?uri=x&locale=de_DE")).status).toBe(400);
  });
});
