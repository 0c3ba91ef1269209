/**
 * The CMS endpoints of the embedded catalog (worker/catalog/cms.ts; spec 001 §3, §7) against the
 * seeded D1: answers come from cms_documents, match the contract, refuse bad input with 400, and
 * leave out a document that does not match the contract.
 */
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  AnnouncementBannersResponseSchema, BoxBlockSerpResponseSchema, GiftBlockResponseSchema, HomepageResponseSchema, PromoBarsResponseSchema, TargetedBannerResponseSchema,
} from "../../shared/contract/cms";
import { call, getValid } from "./test-helpers";

/** Runs `body` with the homepage row of (locale, flow) replaced by `json`, then puts the original back. */
async function withHomepageRow(locale: string, flow: string, json: string | null, body: () => Promise<void>): Promise<void> {
  const original = await env.DB.prepare("SELECT body FROM cms_documents WHERE kind = 'homepage' AND locale = ?1 AND flow = ?2").bind(locale, flow).first<{ body: string }>();
  expect(original, `seeded homepage ${locale} ${flow}`).not.toBeNull();
  if (json === null) await env.DB.prepare("DELETE FROM cms_documents WHERE kind = 'homepage' AND locale = ?1 AND flow = ?2").bind(locale, flow).run();
  else await env.DB.prepare("UPDATE cms_documents SET body = ?3 WHERE kind = 'homepage' AND locale = ?1 AND flow = ?2").bind(locale, flow, json).run();
  try {
    await body();
  } finally {
    await env.DB.prepare("INSERT OR REPLACE INTO cms_documents (kind, locale, flow, slot, position, body) VALUES ('homepage', ?1, ?2, '', 0, ?3)").bind(locale, flow, original!.body).run();
  }
}

describe("GET /cms/homepage", () => {
  it("answers the locale's documents keyed by flow, in the locale's language", async () => {
    const fr = await getValid(HomepageResponseSchema, "/cms/homepage?locale=fr_FR");
    const nl = await getValid(HomepageResponseSchema, "/cms/homepage?locale=nl_BE");
    expect(fr.booking && fr.gifting).toBeTruthy();
    expect(fr.booking!.seo.title).not.toBe(nl.booking!.seo.title);
    expect(fr.booking!.seo.title).toMatch(/week-end/i);
    const types = new Set(fr.booking!.blocks.map((b) => b.type));
    for (const t of ["boxes", "jumbotron", "mainUsp", "marketingPromoList", "categories", "banner", "topSearchResults"]) expect(types).toContain(t);
  });

  it("serves what the D1 row holds: an edited row is the next answer", async () => {
    const before = await getValid(HomepageResponseSchema, "/cms/homepage?locale=it_IT");
    const edited = { ...before.booking!, seo: { ...before.booking!.seo, title: "Titolo modificato in D1" } };
    await withHomepageRow("it_IT", "booking", JSON.stringify(edited), async () => {
      const after = await getValid(HomepageResponseSchema, "/cms/homepage?locale=it_IT");
      expect(after.booking!.seo.title).toBe("Titolo modificato in D1");
    });
  });

  it("leaves out a missing flow (the storefront falls back to booking) and a document that breaks the contract", async () => {
    await withHomepageRow("es_ES", "gifting", null, async () => {
      const es = await getValid(HomepageResponseSchema, "/cms/homepage?locale=es_ES");
      expect(es.gifting).toBeUndefined();
      expect(es.booking).toBeDefined();
    });
    await withHomepageRow("fr_BE", "gifting", JSON.stringify({ seo: { title: "" }, blocks: [] }), async () => {
      const be = await getValid(HomepageResponseSchema, "/cms/homepage?locale=fr_BE");
      expect(be.gifting).toBeUndefined();
      expect(be.booking).toBeDefined();
    });
  });

  it("keeps blocks of an unknown type for the page to skip, but refuses a known type with bad fields", async () => {
    const fr = await getValid(HomepageResponseSchema, "/cms/homepage?locale=fr_FR");
    expect(fr.booking!.blocks.some((b) => b.type === "trustpilotCarousel")).toBe(true);
    const broken = { ...fr.booking!, blocks: [...fr.booking!.blocks, { type: "boxes", title: "x" }] };
    await withHomepageRow("fr_FR", "booking", JSON.stringify(broken), async () => {
      expect((await getValid(HomepageResponseSchema, "/cms/homepage?locale=fr_FR")).booking).toBeUndefined();
    });
  });

  it("refuses a missing or unknown locale with a 400 that says why", async () => {
    const missing = await call("GET", "/cms/homepage");
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toMatch(/locale/);
    expect((await call("GET", "/cms/homepage?locale=en_GB")).status).toBe(400);
    expect((await call("GET", "/cms/promoBars?locale=fr-FR")).status).toBe(400);
    expect((await call("GET", "/cms/box-block-serp?locale=xx")).status).toBe(400);
  });
});

describe("other CMS documents", () => {
  it("promo bars of the locale, including a link without url (the page filters it)", async () => {
    const bars = await getValid(PromoBarsResponseSchema, "/cms/promoBars?locale=nl_NL");
    expect(bars.map((b) => b.internalCode)).toEqual(["home-booking", "home-gifting", "search-booking", "search-gifting", "product-booking", "product-gifting"]);
    expect(bars[0]!.links.some((l) => !l.url)).toBe(true);
    expect(bars[0]!.links[0]!.variant).toBe("black");
  });

  it("a promo bar per page family (home, search, product) and flow in every locale, in its language (spec 001 §2)", async () => {
    const labels = new Map<string, string>();
    for (const locale of ["es_ES", "fr_FR", "fr_BE", "nl_BE", "nl_NL", "it_IT"]) {
      const bars = await getValid(PromoBarsResponseSchema, `/cms/promoBars?locale=${locale}`);
      for (const family of ["home", "search", "product"]) {
        for (const flow of ["booking", "gifting"]) {
          const bar = bars.find((b) => b.category === family && b.flow === flow);
          expect(bar, `${locale} ${family} ${flow}`).toBeDefined();
          // At least one link a page can show (url and label), the first one highlighted.
          expect(bar!.links.filter((l) => l.url && l.label).length, `${locale} ${family} ${flow}`).toBeGreaterThan(0);
          expect(bar!.links[0]!.variant).toBe("black");
        }
      }
      labels.set(locale, bars.find((b) => b.internalCode === "search-booking")!.links.map((l) => l.label).join("|"));
    }
    expect(labels.get("fr_FR")).toBe(labels.get("fr_BE"));
    expect(new Set([labels.get("es_ES"), labels.get("fr_FR"), labels.get("nl_NL"), labels.get("it_IT")]).size).toBe(4);
  });

  it("box block of the results page with prices in cents", async () => {
    const block = await getValid(BoxBlockSerpResponseSchema, "/cms/box-block-serp?locale=es_ES");
    expect(block.items.length).toBe(4);
    expect(block.items.every((b) => Number.isInteger(b.price) && b.rating <= 10)).toBe(true);
  });

  it("announcement banners per page family with CMS locales such as fr-FR", async () => {
    const all = await getValid(AnnouncementBannersResponseSchema, "/cms/announcementBanner");
    expect(all.homePages.map((e) => e.locale)).toContain("fr-FR");
    // booking and gifting for each of the six locales
    expect(all.searchPages.length).toBe(12);
    expect(all.productPages.length).toBe(12);
    expect(all.searchPages.find((e) => e.locale === "fr-FR" && e.flow === "gifting")).toBeDefined();
    expect(all.homePages.find((e) => e.locale === "nl-BE" && e.flow === "booking")!.announcementBanner.link?.url).toBeTruthy();
  });

  it("gift blocks for fr_FR, fr_BE, nl_NL, nl_BE and it_IT only", async () => {
    const items = await getValid(GiftBlockResponseSchema, "/cms/giftBlock");
    expect(items.map((i) => i.locale).sort()).toEqual(["fr_BE", "fr_FR", "it_IT", "nl_BE", "nl_NL"]);
  });

  it("targeted banners (GET /content/targetedBanner.json, no payload): the booking flow's of every point of sale, in its language", async () => {
    const entries = await getValid(TargetedBannerResponseSchema, "/content/targetedBanner.json");
    expect(entries.map((e) => `${e.locale} ${e.flow}`).sort()).toEqual(["es_ES booking", "fr_BE booking", "fr_FR booking", "it_IT booking", "nl_BE booking", "nl_NL booking"]);
    const title = (locale: string) => entries.find((e) => e.locale === locale)!.banner.title;
    expect(title("fr_FR")).toBe(title("fr_BE"));
    expect(new Set(["es_ES", "fr_FR", "nl_NL", "it_IT"].map(title)).size).toBe(4);
    for (const e of entries) expect(e.banner.ctas.length).toBeGreaterThan(0);
  });
});

describe("through the storefront's /api", () => {
  it("forwards /api/cms/homepage with the point of sale's locale", async () => {
    const res = await SELF.fetch("http://nl.localhost/api/cms/homepage", { headers: { "user-agent": "Mozilla/5.0 Chrome/130" } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { booking?: { seo: { title: string } } };
    expect(body.booking!.seo.title).toMatch(/weekend/i);
  });
});
