/**
 * Points of interest in the destination search (spec 000 §4 destination categories and the 30 km
 * fallback around a place; data/points-of-interest.json, scripts/data/build-destinations.ts;
 * docs/decisions/070): every landmark is found by its name in each language with its own category,
 * and a search for it is the hotels within 30 km of it, sorted by distance from it.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { AutocompleteResponseSchema } from "../../shared/contract/autocomplete-geonames";
import { haversineKm } from "./geo";
import { POI_RADIUS_KM } from "./location";
import { getValid, offers } from "./test-helpers";

interface PoiRow { id: number; label_es: string; label_fr: string; label_nl: string; label_it: string; latitude: number; longitude: number }

const suggest = (term: string, locale: string) =>
  getValid(AutocompleteResponseSchema, `/autocomplete-geonames.json?locale=${locale}&term=${encodeURIComponent(term)}`);

describe("points of interest", () => {
  it("each landmark is suggested by its name in es, fr, nl and it, as a 'poi' with its coordinates", async () => {
    const { results } = await env.DB.prepare("SELECT id, label_es, label_fr, label_nl, label_it, latitude, longitude FROM areas WHERE type = 'poi' ORDER BY id").all<PoiRow>();
    expect(results.length).toBeGreaterThanOrEqual(30);
    for (const poi of results) {
      for (const [locale, label] of [["es_ES", poi.label_es], ["fr_FR", poi.label_fr], ["nl_BE", poi.label_nl], ["it_IT", poi.label_it]] as const) {
        const hit = (await suggest(label, locale)).find((s) => s.id === poi.id);
        expect(hit, `${label} (${locale})`).toBeDefined();
        expect(hit!.category).toBe("poi");
        expect(hit!.name).toBe(label);
        expect([hit!.latitude, hit!.longitude]).toEqual([poi.latitude, poi.longitude]);
      }
    }
  });

  it("a search for a landmark: its hotels within 30 km, nearest first, and the suggestion counts them", async () => {
    for (const term of ["Tour Eiffel", "Sagrada Família", "Atomium", "Alhambra", "Mont-Saint-Michel"]) {
      const hit = (await suggest(term, "fr_FR")).find((s) => s.category === "poi");
      expect(hit, term).toBeDefined();
      const answer = await offers({ searchCriterias: { filters: { property: { location: { poiId: hit!.id } } } }, orderBy: "distance", pagination: { page: 0, limit: 30 } });
      expect(answer.searchDetails.destination?.type, term).toBe("poi");
      expect(answer.exactMatch.length, term).toBeGreaterThan(0);
      let last = 0;
      for (const h of answer.exactMatch) {
        const km = haversineKm({ lat: hit!.latitude!, lng: hit!.longitude! }, { lat: h.mainPackage.hotel.location.latitude, lng: h.mainPackage.hotel.location.longitude });
        expect(km, `${term}: ${h.mainPackage.hotel.label}`).toBeLessThanOrEqual(POI_RADIUS_KM + 0.5);
        expect(km + 0.5, term).toBeGreaterThanOrEqual(last);
        last = km;
      }
      expect(hit!.numberOfOffers, `${term}: suggestion count vs search`).toBe(answer.exactMatches);
    }
  });
});
