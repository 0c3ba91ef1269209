/**
 * The search map's requests through the real worker and catalog (spec 000 §7 POST offers.json with
 * performMapSearch; issue 14 map): the body the map builds (client/features/search/map/api/
 * map-pins.ts) gives one pin per matching hotel, at the price of the hotel's main offer as the
 * results list shows it, in every flow the map opens in, with and without dates; a pin's card
 * request answers that hotel. And /map/style (worker/routes/map-style.ts): the offline style by
 * default, a hosted one from the settings, whose origin the page CSP then allows.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { OffersResponse } from "#shared/contract/offers";
import { parseCriteria, serializeCriteria, type Flow, type SearchCriteria } from "#shared/criteria";
import { offersBody } from "#shared/search-request";
import type { AutocompleteResponse } from "#shared/contract/autocomplete-geonames";
import { mapPinsBody } from "../../client/features/search/map/api/map-pins";
import { COUNTRY_CENTRES, initialView } from "../../client/features/search/map/lib/view";
import { mapStyleOrigin, mapStyleUrl } from "../../worker/routes/map-style";
import { contentSecurityPolicy } from "../../worker/middleware/security-headers";
import { inDays } from "../../worker/catalog/test-helpers";
import { BROWSER_UA } from "./fake-upstream";

async function post(body: unknown, host = "fr.localhost"): Promise<OffersResponse> {
  const res = await SELF.fetch(`http://${host}/api/offers.json`, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": BROWSER_UA },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as OffersResponse;
}

const PARIS = parseCriteria(`city=2988507&label=Paris&a=2`);
const BARCELONA = parseCriteria(`city=3128760&label=Barcelona&a=2`);

/** Pins and the first results page of the same search: same hotels, same prices. */
async function pinsMatchTheList(criteria: SearchCriteria, flow: Flow, host?: string) {
  const map = await post(mapPinsBody(criteria, flow), host);
  const list = await post(offersBody(criteria, flow, 0, 50), host);
  const pins = map.mapResults!;
  expect(pins, `${flow} ${serializeCriteria(criteria)}`).toBeDefined();
  expect(pins.length).toBe(list.searchDetails.totalCount);
  expect(pins.length).toBe(map.searchDetails.totalCount);
  expect(new Set(pins.map((p) => p.id)).size).toBe(pins.length);
  const byId = new Map(pins.map((p) => [p.id, p]));
  for (const hotel of list.exactMatch) {
    const pin = byId.get(hotel.id);
    expect(pin, `hotel ${hotel.id} has a pin`).toBeDefined();
    expect(pin!.sellPrice).toBe(hotel.mainPackage.sellPrice);
    expect(pin!.location).toEqual(hotel.location);
  }
  // The pin request asks for one list row only: the pins are the point.
  expect(map.exactMatch.length).toBeLessThanOrEqual(1);
  return { pins, centre: map.searchDetails.location };
}

describe("map pins (offers.json performMapSearch)", () => {
  it("one pin per hotel of a city search at its main offer's price, with the city's centre to open on", async () => {
    const { pins, centre } = await pinsMatchTheList(PARIS, "booking");
    expect(pins.length).toBeGreaterThan(5);
    expect(centre).toMatchObject({ latitude: expect.closeTo(48.85, 1), longitude: expect.closeTo(2.35, 1) });
    for (const p of pins) expect(Number.isInteger(p.sellPrice) && p.sellPrice > 0).toBe(true);
  });

  it("dated, gifting, hotel and activity searches: the pins follow the list", async () => {
    await pinsMatchTheList({ ...BARCELONA, checkin: inDays(12), checkout: inDays(14) }, "booking", "es.localhost");
    await pinsMatchTheList(PARIS, "gifting");
    await pinsMatchTheList(PARIS, "hotel");
    await pinsMatchTheList(BARCELONA, "activity", "es.localhost");
  });

  it("a 'Search this area' (lat/lng + radius, no destination) and a search with no location", async () => {
    const area: SearchCriteria = { ...parseCriteria("a=2"), label: "Zone de la carte", lat: 48.85, lng: 2.35, distanceMax: 10 };
    const { pins } = await pinsMatchTheList(area, "booking");
    expect(pins.length).toBeGreaterThan(0);
    const { pins: all } = await pinsMatchTheList(parseCriteria("a=2"), "booking");
    expect(all.length).toBeGreaterThan(pins.length);
  });

  it("a pin's card: the hotel's main offer for the same criteria", async () => {
    const map = await post(mapPinsBody(PARIS, "booking"));
    const pin = map.mapResults![0]!;
    const card = await post(offersBody({ ...PARIS, location: { type: "hotel", id: pin.id } }, "booking", 0, 1));
    expect(card.exactMatch).toHaveLength(1);
    expect(card.exactMatch[0]!.id).toBe(pin.id);
    expect(card.exactMatch[0]!.mainPackage.sellPrice).toBe(pin.sellPrice);
  });
});

/** The first suggestion of `category` for a typed term, as the destination field gets it. */
async function suggestion(term: string, category: string, host = "fr.localhost") {
  const res = await SELF.fetch(`http://${host}/api/autocomplete-geonames.json?${new URLSearchParams({ term, maxResults: "30" })}`, { headers: { "user-agent": BROWSER_UA } });
  const hit = ((await res.json()) as AutocompleteResponse).find((s) => s.category === category);
  expect(hit, `${term} as ${category}`).toBeDefined();
  return hit!;
}

describe("where the map opens (spec 000 §7 zoom hotel 14, city 12, department 9, region 8, large 6; spec 001 §9 centres per country)", () => {
  it("a destination picked in the field opens the map on its centre at its type's zoom; a landmark at the city's 12", async () => {
    const cases = [
      ["Lyon", "city", 12], ["Rhône", "department", 9], ["Bretagne", "region", 8], ["France", "country", 6], ["Tour Eiffel", "poi", 12],
    ] as const;
    for (const [term, type, zoom] of cases) {
      const hit = await suggestion(term, type);
      const criteria = parseCriteria(`${type}=${hit.id}&label=${encodeURIComponent(hit.name)}&a=2`);
      const map = await post(mapPinsBody(criteria, "booking"));
      const loc = map.searchDetails.location;
      expect(loc, term).toBeTruthy();
      const view = initialView({ criteria, destinationCentre: { lat: loc!.latitude, lng: loc!.longitude }, pins: map.mapResults ?? [], country: "FR" });
      expect(view, term).toEqual({ kind: "centre", centre: { lat: loc!.latitude, lng: loc!.longitude }, zoom });
      if (type === "poi" || type === "city") expect([loc!.latitude, loc!.longitude], term).toEqual([hit.latitude, hit.longitude]);
    }
    // A hotel: its own position at 14.
    const pin = (await post(mapPinsBody(parseCriteria("city=2988507&a=2"), "booking"))).mapResults![0]!;
    const hotel = parseCriteria(`hotel=${pin.id}&a=2`);
    const map = await post(mapPinsBody(hotel, "booking"));
    const centre = map.searchDetails.location ? { lat: map.searchDetails.location.latitude, lng: map.searchDetails.location.longitude } : null;
    expect(initialView({ criteria: hotel, destinationCentre: centre, pins: map.mapResults ?? [], country: "FR" })).toEqual({ kind: "centre", centre: pin.location, zoom: 14 });
  });

  it("no destination: the market's country centre, not a fit of the whole catalogue's pins", async () => {
    const all = await post(mapPinsBody(parseCriteria("a=2"), "booking"));
    expect(all.mapResults!.length).toBeGreaterThan(1000);
    for (const country of ["FR", "ES", "BE", "NL", "IT"]) {
      expect(initialView({ criteria: parseCriteria("a=2"), destinationCentre: null, pins: all.mapResults!, country })).toEqual({ kind: "centre", centre: COUNTRY_CENTRES[country], zoom: 6 });
    }
  });
});

describe("/map/style (settings MAP_STYLE_URL + MAPS_KEY)", () => {
  it("redirects to the offline Natural Earth style by default, never cached", async () => {
    const res = await SELF.fetch("http://fr.localhost/map/style", { redirect: "manual", headers: { "user-agent": BROWSER_UA } });
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get("location")!, "http://fr.localhost").pathname).toBe("/map/style.json");
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("puts the key into a hosted style URL; refuses what is not https; its origin joins the CSP", () => {
    expect(mapStyleUrl("https://api.maptiler.com/maps/streets-v2/style.json?key={key}", "ab c&d")).toBe("https://api.maptiler.com/maps/streets-v2/style.json?key=ab%20c%26d");
    expect(mapStyleUrl("", "k")).toBeNull();
    expect(mapStyleUrl(undefined, "k")).toBeNull();
    expect(mapStyleUrl("javascript:alert(1)//{key}", "k")).toBeNull();
    expect(mapStyleUrl("http://tiles.example.com/style.json", "k")).toBeNull();
    expect(mapStyleOrigin("https://api.maptiler.com/maps/x/style.json?key={key}")).toBe("https://api.maptiler.com");
    const csp = contentSecurityPolicy("n0nce", "https://api.maptiler.com");
    expect(csp).toContain("connect-src 'self' https://api.maptiler.com");
    expect(csp).toContain("img-src 'self' data: blob: https://api.maptiler.com");
    expect(contentSecurityPolicy("n0nce")).toContain("connect-src 'self';");
  });
});
