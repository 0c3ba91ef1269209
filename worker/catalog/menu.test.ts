/**
 * GET /cms/menu of the embedded catalog (worker/catalog/menu.ts; spec 001 §2 Header) against the
 * seeded D1: a menu per point of sale and flow in the locale's language, up to 4 levels with a
 * theme of the week, links to search pages the catalog can answer, booking's menu for a flow
 * without its own (or a broken one), 400 for bad input.
 */
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { MenuResponseSchema, type MenuResponse } from "../../shared/contract/menu";
import { parseDestinationSegment } from "../../shared/search-path";
import { call, getValid, offers } from "./test-helpers";

const menu = (query: string) => getValid(MenuResponseSchema, `/cms/menu?${query}`);
const panel = (m: MenuResponse, tab: string) => m.panels.find((p) => p.tab === tab)!;

/** Runs `body` with the (locale, flow) row replaced by `json` (deleted when null), then restores it. */
async function withMenuRow(locale: string, flow: string, json: string | null, body: () => Promise<void>): Promise<void> {
  const original = await env.DB.prepare("SELECT body FROM cms_menus WHERE locale = ?1 AND flow = ?2").bind(locale, flow).first<{ body: string }>();
  expect(original, `seeded menu ${locale} ${flow}`).not.toBeNull();
  if (json === null) await env.DB.prepare("DELETE FROM cms_menus WHERE locale = ?1 AND flow = ?2").bind(locale, flow).run();
  else await env.DB.prepare("UPDATE cms_menus SET body = ?3 WHERE locale = ?1 AND flow = ?2").bind(locale, flow, json).run();
  try {
    await body();
  } finally {
    await env.DB.prepare("INSERT OR REPLACE INTO cms_menus (locale, flow, body) VALUES (?1, ?2, ?3)").bind(locale, flow, original!.body).run();
  }
}

describe("GET /cms/menu", () => {
  it("answers every point of sale in its own language, three tabs deep to level 4", async () => {
    const labels = new Map<string, string>();
    for (const locale of ["es_ES", "fr_FR", "fr_BE", "nl_BE", "nl_NL", "it_IT"]) {
      const m = await menu(`locale=${locale}`);
      expect(m.locale).toBe(locale);
      expect(m.flow).toBe("booking");
      expect(m.panels.map((p) => p.tab)).toEqual(["inspirations", "destinations", "gifts"]);
      const inspirations = panel(m, "inspirations");
      // Level 2 (group) → 3 (theme) → 4 (city): the deepest level the spec allows.
      expect(inspirations.items[0]!.children[0]!.children.length).toBeGreaterThan(0);
      expect(inspirations.themeOfTheWeek?.title).toBeTruthy();
      labels.set(locale, inspirations.items[0]!.label);
    }
    expect(labels.get("fr_FR")).toBe("Se détendre");
    expect(labels.get("nl_BE")).toBe("Ontspannen");
    expect(labels.get("es_ES")).toBe("Desconectar");
    expect(labels.get("it_IT")).toBe("Rilassarsi");
  });

  it("the gifts panel carries icons and highlights its premium budget (spec 001 §3 nav link icon, variant; issue 26)", async () => {
    const gifts = panel(await menu("locale=fr_FR"), "gifts");
    expect(gifts.items.map((i) => i.icon)).toEqual(["gift", "tag"]);
    const budgets = gifts.items[1]!.children;
    expect(budgets.filter((b) => b.variant === "highlight").map((b) => b.icon)).toEqual(["star"]);
    expect(budgets.at(-1)!.variant).toBe("highlight");
  });

  it("puts the market's own country first and links destinations to search paths the catalog resolves", async () => {
    const es = panel(await menu("locale=es_ES"), "destinations");
    const be = panel(await menu("locale=nl_BE"), "destinations");
    expect(es.items[0]!.label).toBe("España");
    expect(be.items[0]!.label).toBe("België");
    const region = be.items[0]!.children[0]!;
    const city = region.children[0]!;
    for (const url of [be.items[0]!.url, region.url, city.url]) {
      const segment = /^\/search\/([^?#]+)/.exec(url)?.[1];
      expect(parseDestinationSegment(segment), url).toBeDefined();
    }
    // The city's search page has offers in the catalog.
    const place = parseDestinationSegment(/^\/search\/([^?#]+)/.exec(city.url)![1])!;
    expect(place.type).toBe("city");
    const found = await offers({ locale: "nl_BE", searchCriterias: { filters: { property: { location: { cityId: place.id } } } } });
    expect(found.exactMatch.length).toBeGreaterThan(0);
  });

  it("serves the gifting menu with gifting links, and booking's menu for a flow without one", async () => {
    const gifting = await menu("locale=fr_FR&flow=gifting");
    expect(gifting.flow).toBe("gifting");
    expect(panel(gifting, "inspirations").items[0]!.url).toContain("flow=gifting");
    const activity = await menu("locale=fr_FR&flow=activity");
    expect(activity.flow).toBe("booking");
    expect(panel(activity, "inspirations").items[0]!.url).not.toContain("flow=gifting");
  });

  it("falls back to booking when the flow's document breaks the contract, and answers 404 with no menu at all", async () => {
    await withMenuRow("it_IT", "gifting", JSON.stringify({ panels: [{ tab: "nowhere", items: [] }] }), async () => {
      expect((await menu("locale=it_IT&flow=gifting")).flow).toBe("booking");
    });
    await withMenuRow("it_IT", "booking", null, async () => {
      expect((await menu("locale=it_IT&flow=gifting")).flow).toBe("gifting");
      expect((await call("GET", "/cms/menu?locale=it_IT")).status).toBe(404);
    });
  });

  it("refuses a missing or unknown locale and an unknown flow with a 400 that says why", async () => {
    const missing = await call("GET", "/cms/menu");
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toMatch(/locale/);
    expect((await call("GET", "/cms/menu?locale=en_GB")).status).toBe(400);
    const flow = await call("GET", "/cms/menu?locale=fr_FR&flow=cruise");
    expect(flow.status).toBe(400);
    expect(JSON.stringify(flow.body)).toMatch(/flow/);
  });

  it("is forwarded by the storefront's /api with the point of sale's locale", async () => {
    const res = await SELF.fetch("http://it.localhost/api/cms/menu?flow=gifting&locale=fr_FR", { headers: { "user-agent": "Mozilla/5.0 Chrome/130" } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as MenuResponse;
    expect(body.locale).toBe("it_IT");
    expect(body.flow).toBe("gifting");
  });
});
