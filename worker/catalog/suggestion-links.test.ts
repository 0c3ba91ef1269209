/**
 * GET /suggestionLinks.json against the seeded catalog (spec 000 §2 suggestion link grid, §3
 * "Suggestion link section").
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SuggestionLinksResponseSchema } from "../../shared/contract/suggestion-links";
import { parseCriteria } from "../../shared/criteria";
import { parseDestinationSegment } from "../../shared/search-path";
import { LINKS_PER_SECTION, NEARBY_KM } from "./suggestion-links";
import { call, getValid, offers, placeId } from "./test-helpers";

const links = (query: string) => getValid(SuggestionLinksResponseSchema, `/suggestionLinks.json?${query}`);

/** Published, unexpired weekend packages of active hotels of a destination (the link's count). */
/** The heading count of the search a link opens: offers.json's hotels (issue 25 item 11). */
async function offersOf(destinationId: number, themeId?: number): Promise<number> {
  const r = await offers({ searchCriterias: { filters: { property: { location: { cityId: destinationId } }, offer: { categories: { themeIds: themeId ? [themeId] : [] } } } } });
  return r.resultsCount;
}

describe("suggestionLinks.json", () => {
  it("a city: destinations within 100 km (not itself, each counting what its search heading counts) and its themes", async () => {
    const bordeaux = await placeId("Bordeaux");
    const answer = await links(`locale=fr_FR&city=${bordeaux}`);
    expect(answer.sections.map((s) => s.kind)).toEqual(["nearby", "themes"]);
    const [nearby, themes] = answer.sections;
    expect(nearby!.title).toBe("Destinations proches de Bordeaux");
    expect(nearby!.links.length).toBeGreaterThan(1);
    expect(nearby!.links.length).toBeLessThanOrEqual(LINKS_PER_SECTION);
    const centre = (await offers({ searchCriterias: { filters: { property: { location: { cityId: bordeaux } } } } })).searchDetails.location!;
    for (const link of nearby!.links) {
      const [path, segment] = link.url.split("/").slice(1);
      expect(path).toBe("search");
      const place = parseDestinationSegment(segment);
      expect(place?.type).toBe("city");
      expect(place!.id).not.toBe(bordeaux);
      expect(link.numberOfOffers).toBe(await offersOf(place!.id));
      const d = await env.DB.prepare("SELECT latitude, longitude FROM destinations WHERE id = ?1").bind(place!.id).first<{ latitude: number; longitude: number }>();
      const km = 111.2 * Math.hypot(d!.latitude - centre.latitude, (d!.longitude - centre.longitude) * Math.cos((centre.latitude * Math.PI) / 180));
      expect(km).toBeLessThanOrEqual(NEARBY_KM + 1);
    }
    // Themes: the search of that theme at that place, counted the same way, most offers first.
    expect(themes!.links.length).toBeGreaterThan(0);
    const counts = themes!.links.map((l) => l.numberOfOffers);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    const first = themes!.links[0]!;
    const criteria = parseCriteria(first.url.split("#")[1]!);
    expect(criteria.location).toEqual({ type: "city", id: bordeaux });
    expect(first.url.startsWith(`/search/bordeaux-c${bordeaux}#`)).toBe(true);
    expect(first.numberOfOffers).toBe(await offersOf(bordeaux, criteria.theme));
  });

  it("an area lists its own destinations with the most offers; titles follow the locale", async () => {
    const bordeaux = await placeId("Bordeaux");
    const hierarchy = (await offers({ searchCriterias: { filters: { property: { location: { cityId: bordeaux } } } } })).searchDetails.locationHierarchy;
    const department = hierarchy.find((h) => h.type === "department")!;
    const fr = await links(`locale=fr_FR&department=${department.id}`);
    const nl = await links(`locale=nl_BE&department=${department.id}`);
    expect(fr.sections[0]!.kind).toBe("popular");
    expect(fr.sections[0]!.title).not.toBe(nl.sections[0]!.title);
    const counts = fr.sections[0]!.links.map((l) => l.numberOfOffers);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    for (const link of fr.sections[0]!.links) {
      const id = parseDestinationSegment(link.url.split("/")[2])!.id;
      const row = await env.DB.prepare("SELECT department_id FROM destinations WHERE id = ?1").bind(id).first<{ department_id: number }>();
      expect(row!.department_id).toBe(department.id);
    }
  });

  it("no place: the catalog's popular destinations and themes; gifting links keep the flow", async () => {
    const answer = await links("locale=es_ES&flow=gifting");
    expect(answer.sections.map((s) => s.kind)).toEqual(["popular", "themes"]);
    expect(answer.sections.every((s) => s.place === null && s.links.every((l) => l.url.includes("flow=gifting")))).toBe(true);
    expect(answer.sections[1]!.links[0]!.url).toMatch(/^\/search\?flow=gifting#theme=\d+&a=2$/);
  });

  it("an unknown place answers no sections; bad input answers 400", async () => {
    expect((await links("locale=fr_FR&city=1999999999")).sections).toEqual([]);
    expect((await call("GET", "/suggestionLinks.json?locale=xx_XX")).status).toBe(400);
    expect((await call("GET", "/suggestionLinks.json?locale=fr_FR&city=abc")).status).toBe(400);
    expect((await call("GET", "/suggestionLinks.json?locale=fr_FR&flow=cruise")).status).toBe(400);
  });
});
