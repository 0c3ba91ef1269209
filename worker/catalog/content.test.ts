/**
 * Content endpoints of the embedded catalog against the seeded D1 (worker/catalog/content*.ts;
 * spec 001 §2 "Static content page", "Ideas page", §3 "Partner minisite"; decision 035): answers
 * match the contract, come from the real tables, refuse bad input with 400 and unknown ids with 404.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  IDEAS_SECTION_LIMIT, IdeasPageSchema, MINISITE_PAGE_SIZE, MinisiteOffersSchema, MinisiteSchema, SitemapEntriesSchema, StaticContentSchema,
} from "../../shared/content-contract";
import { CONTENT_PAGE_KEYS, CONTENT_SLUGS } from "../../shared/content-routes";
import { POINTS_OF_SALE } from "../../shared/markets";
import { formatMoney } from "../../shared/money";
import { call, getValid } from "./test-helpers";

describe("GET /cms/staticContent", () => {
  it("serves every footer page of every market in its language, privacy for all six", async () => {
    for (const locale of POINTS_OF_SALE) {
      const lang = locale.slice(0, 2) as keyof typeof CONTENT_SLUGS;
      for (const key of CONTENT_PAGE_KEYS) {
        const page = await getValid(StaticContentSchema, `/cms/staticContent?locale=${locale}&id=${CONTENT_SLUGS[lang][key]}`);
        expect(page.key).toBe(key);
        expect(page.content.length).toBeGreaterThan(1);
      }
    }
  });

  it("writes each market's own data-protection authority on its privacy page", async () => {
    const fr = await getValid(StaticContentSchema, "/cms/staticContent?locale=fr_FR&id=confidentialite");
    const be = await getValid(StaticContentSchema, "/cms/staticContent?locale=fr_BE&id=confidentialite");
    const nl = await getValid(StaticContentSchema, "/cms/staticContent?locale=nl_NL&id=privacy");
    expect(fr.content.map((c) => c.value).join(" ")).toContain("CNIL");
    expect(be.content.map((c) => c.value).join(" ")).toContain("APD");
    expect(nl.content.map((c) => c.value).join(" ")).toContain("Autoriteit Persoonsgegevens");
    expect(fr.title).toBe("Politique de confidentialité");
  });

  it("answers 404 for an unknown id and 400 for a malformed one or a bad locale", async () => {
    expect((await call("GET", "/cms/staticContent?locale=fr_FR&id=privacidad")).status).toBe(404);
    expect((await call("GET", "/cms/staticContent?locale=fr_FR&id=..%2Fetc")).status).toBe(400);
    expect((await call("GET", "/cms/staticContent?locale=xx_XX&id=cookies")).status).toBe(400);
    expect((await call("GET", "/cms/staticContent?locale=fr_FR")).status).toBe(400);
  });
});

async function cityWithOffers(): Promise<{ id: number; label: string }> {
  const row = await env.DB.prepare(
    `SELECT d.id, d.label_fr AS label FROM destinations d JOIN hotels h ON h.destination_id = d.id JOIN packages p ON p.hotel_id = h.id
     WHERE p.published = 1 AND p.item_category = 'weekend' GROUP BY d.id ORDER BY COUNT(*) DESC LIMIT 1`,
  ).first<{ id: number; label: string }>();
  return row!;
}

describe("GET /ideas/city/{cityId}.json", () => {
  it("lists real offers near the city in sections by theme, limited, with totals and regions links", async () => {
    const city = await cityWithOffers();
    const page = await getValid(IdeasPageSchema, `/ideas/city/${city.id}.json?locale=fr_FR`);
    expect(page.kind).toBe("city");
    expect(page.title).toContain(city.label);
    expect(page.sections.length).toBeGreaterThan(0);
    for (const s of page.sections) expect(s.cards.length).toBeLessThanOrEqual(IDEAS_SECTION_LIMIT);
    expect(page.sections.some((s) => s.total > s.cards.length), "some section has more than the limit").toBe(true);
    expect(page.regions.length).toBeGreaterThan(0);
    const card = page.sections[0]!.cards[0]!;
    const pkg = await env.DB.prepare("SELECT sell_price_cents AS price, label_fr AS label FROM packages WHERE id = ?1").bind(card.packageId).first<{ price: number; label: string }>();
    expect(card.sellPrice).toBe(pkg!.price);
    expect(card.title).toBe(pkg!.label);
  });

  it("with a section, answers that theme's offers in full (the 'See more' page)", async () => {
    const city = await cityWithOffers();
    const page = await getValid(IdeasPageSchema, `/ideas/city/${city.id}.json?locale=es_ES`);
    const big = page.sections.find((s) => s.total > s.cards.length)!;
    const full = await getValid(IdeasPageSchema, `/ideas/city/${city.id}.json?locale=es_ES&section=${big.id}`);
    expect(full.sections).toHaveLength(1);
    expect(full.sections[0]!.cards.length).toBe(Math.min(big.total, 24));
  });

  it("answers 404 for an unknown city and 400 for a malformed id or section", async () => {
    expect((await call("GET", "/ideas/city/999999999.json?locale=fr_FR")).status).toBe(404);
    expect((await call("GET", "/ideas/city/abc.json?locale=fr_FR")).status).toBe(400);
    expect((await call("GET", "/ideas/city/1.json?locale=fr_FR&section=-3")).status).toBe(400);
  });
});

describe("GET /ideas/theme/{subthemaRegion}.json", () => {
  it("lists the theme's offers by region, the market's country first, every card of that theme", async () => {
    const page = await getValid(IdeasPageSchema, "/ideas/theme/12.json?locale=es_ES");
    expect(page.kind).toBe("theme");
    expect(page.title).toContain("Bienestar");
    expect(page.sections.length).toBeGreaterThan(1);
    const firstRegion = await env.DB.prepare("SELECT country FROM areas WHERE id = ?1").bind(page.sections[0]!.id).first<{ country: string }>();
    expect(firstRegion!.country).toBe("ES");
    const ids = page.sections.flatMap((s) => s.cards.map((c) => c.packageId));
    const themed = await env.DB.prepare(`SELECT COUNT(*) AS n FROM package_themes WHERE theme_id = 12 AND package_id IN (SELECT value FROM json_each(?1))`).bind(JSON.stringify(ids)).first<{ n: number }>();
    expect(themed!.n).toBe(ids.length);
  });

  it("writes the intro's count as the locale does ('1 364 offres' in French)", async () => {
    const page = await getValid(IdeasPageSchema, "/ideas/theme/12.json?locale=fr_FR");
    const written = /(\d[\d\u202f\u00a0]*) offres/.exec(page.intro)![1]!;
    const n = Number(written.replace(/\D/g, ""));
    expect(n).toBeGreaterThan(999);
    expect(written).toBe(new Intl.NumberFormat("fr-FR").format(n));
  });

  it("answers 404 for an activity theme or an unknown one", async () => {
    expect((await call("GET", "/ideas/theme/985.json?locale=fr_FR")).status).toBe(404);
    expect((await call("GET", "/ideas/theme/7.json?locale=fr_FR")).status).toBe(404);
  });
});

describe("GET /minisites", () => {
  it("holds five partners, four with a partner name, each with banners and a legal footer", async () => {
    const rows = await env.DB.prepare("SELECT url, locale, partner_name FROM minisites").all<{ url: string; locale: string; partner_name: string | null }>();
    expect(rows.results).toHaveLength(5);
    expect(rows.results.filter((r) => r.partner_name).length).toBe(4);
    for (const r of rows.results) {
      const site = await getValid(MinisiteSchema, `/minisites/${r.url}.json?locale=${r.locale}`);
      expect(site.bannerUrls.desktop).toMatch(/^\/img\//);
      expect(site.bannerUrls.mobile).toMatch(/^\/img\//);
      expect(site.footer).toBeTruthy();
    }
  });

  it("states in the footer the cheapest offer the partner's page really shows", async () => {
    const site = await getValid(MinisiteSchema, "/minisites/club-rail-plus.json?locale=fr_FR");
    const offers = await getValid(MinisiteOffersSchema, "/minisites/club-rail-plus/offers.json?locale=fr_FR");
    expect(offers.cards.length).toBe(Math.min(MINISITE_PAGE_SIZE, offers.total));
    const cheapest = offers.cards[0]!.sellPrice;
    expect(site.footer).toContain(formatMoney(cheapest, "fr_FR"));
    expect(site.footer).toMatch(/chambre double/);
    expect(site.footer).toMatch(/paiements électroniques/);
    const prices = offers.cards.map((c) => c.sellPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("answers 404 for another market's partner or an unknown one, 400 for a bad slug", async () => {
    expect((await call("GET", "/minisites/club-rail-plus.json?locale=es_ES")).status).toBe(404);
    expect((await call("GET", "/minisites/nobody.json?locale=fr_FR")).status).toBe(404);
    expect((await call("GET", "/minisites/Bad_Slug!.json?locale=fr_FR")).status).toBe(400);
    expect((await call("GET", "/minisites/club-rail-plus/offers.json?locale=fr_FR&page=x")).status).toBe(400);
  });
});

describe("GET /cms/sitemap", () => {
  it("lists each market's static pages, cities, themes, hotels and stays", async () => {
    const fr = await getValid(SitemapEntriesSchema, "/cms/sitemap?locale=fr_FR");
    // The footer pages, then the help page (decision 077).
    expect(fr.staticPages).toEqual(["confidentialite", "conditions-generales", "mentions-legales", "cookies", "aide"]);
    expect(fr.cities.length).toBeGreaterThan(10);
    expect(fr.stays.length).toBeGreaterThan(100);
    const es = await getValid(SitemapEntriesSchema, "/cms/sitemap?locale=es_ES");
    expect(es.staticPages[0]).toBe("privacidad");
    expect((await call("GET", "/cms/sitemap?locale=de_DE")).status).toBe(400);
  });
});
