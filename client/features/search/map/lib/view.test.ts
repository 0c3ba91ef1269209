import { describe, expect, it } from "vitest";
import { DEFAULT_CRITERIA, parseCriteria, serializeCriteria, type LocationType, type SearchCriteria } from "#shared/criteria";
import { areaCriteria, BARCELONA, boundsAround, declutter, distanceKm, initialView, pinsInView, ZOOM_BY_TYPE, type Bounds } from "./view";

const PARIS = { lat: 48.85341, lng: 2.3488 };
const at = (type: LocationType) => ({ ...DEFAULT_CRITERIA, location: { type, id: 7 } });

describe("initialView (spec 000 §7: zoom hotel 14, city 12, department 9, region 8, large 6; default Barcelona)", () => {
  it("zooms on the destination's centre by its type", () => {
    const cases = [["hotel", 14], ["city", 12], ["department", 9], ["region", 8], ["country", 6]] as const;
    for (const [type, zoom] of cases) {
      expect(initialView({ criteria: at(type), destinationCentre: PARIS, pins: [], country: "FR" })).toEqual({ kind: "centre", centre: PARIS, zoom });
    }
    expect(ZOOM_BY_TYPE.poi).toBe(12);
    expect(ZOOM_BY_TYPE.touristicregion).toBe(8);
  });
  it("fits the circle of a search with its own centre and radius (a 'Search this area')", () => {
    const view = initialView({ criteria: { ...DEFAULT_CRITERIA, lat: 48.85, lng: 2.35, distanceMax: 10 }, destinationCentre: null, pins: [], country: "FR" });
    expect(view).toEqual({ kind: "fit", bounds: boundsAround({ lat: 48.85, lng: 2.35 }, 10) });
  });
  it("no destination: the market country's centre whatever the pins (spec 001 §9 default map centres per country)", () => {
    const pins = [{ location: { lat: 41, lng: 2 } }, { location: { lat: 48.8, lng: 2.3 } }, { location: { lat: 50.8, lng: 4.3 } }];
    expect(initialView({ criteria: DEFAULT_CRITERIA, destinationCentre: null, pins, country: "ES" })).toEqual({ kind: "centre", centre: { lat: 40.2, lng: -3.6 }, zoom: 6 });
    expect(initialView({ criteria: DEFAULT_CRITERIA, destinationCentre: null, pins: pins.slice(0, 1), country: "FR" })).toEqual({ kind: "centre", centre: { lat: 46.6, lng: 2.4 }, zoom: 6 });
    expect(initialView({ criteria: DEFAULT_CRITERIA, destinationCentre: null, pins, country: "PT" })).toEqual({ kind: "centre", centre: BARCELONA, zoom: 12 });
  });
  it("a hotel search without a known centre opens on the hotel's pin at zoom 14", () => {
    expect(initialView({ criteria: at("hotel"), destinationCentre: null, pins: [{ location: PARIS }], country: "FR" })).toEqual({ kind: "centre", centre: PARIS, zoom: 14 });
  });
  it("nothing known: the market country's centre at the large zoom, else Barcelona", () => {
    for (const [country, lat] of [["ES", 40.2], ["FR", 46.6], ["IT", 42.8], ["BE", 50.6], ["NL", 52.2]] as const) {
      const view = initialView({ criteria: DEFAULT_CRITERIA, destinationCentre: null, pins: [], country });
      expect(view).toMatchObject({ kind: "centre", zoom: 6, centre: { lat } });
    }
    expect(initialView({ criteria: DEFAULT_CRITERIA, destinationCentre: null, pins: [], country: "PT" })).toEqual({ kind: "centre", centre: BARCELONA, zoom: 12 });
    // A destination whose centre the answer did not give: no guess from elsewhere.
    expect(initialView({ criteria: at("city"), destinationCentre: null, pins: [{ location: PARIS }], country: "IT" })).toMatchObject({ centre: { lat: 42.8, lng: 12.5 }, zoom: 6 });
  });
});

describe("areaCriteria ('Search this area': the map centre and bounds become the location)", () => {
  const from: SearchCriteria = {
    ...DEFAULT_CRITERIA, location: { type: "city", id: 2988507 }, label: "Paris", a: 3, c: 1, s: true, checkin: "2030-05-10", checkout: "2030-05-12",
    stars: [4], theme: 7, sort: "priceAsc", distanceMin: 5, distanceMax: 20,
  };
  const bounds: Bounds = [[2.2, 48.8], [2.5, 48.9]];
  it("searches around the centre out to the farthest visible corner, keeping everything but the destination", () => {
    const out = areaCriteria(from, { lat: 48.8500012, lng: 2.3500549 }, bounds, "Zone de la carte");
    const farthest = Math.max(...[[48.8, 2.2], [48.8, 2.5], [48.9, 2.2], [48.9, 2.5]].map(([lat, lng]) => distanceKm({ lat: 48.85, lng: 2.35 }, { lat: lat!, lng: lng! })));
    expect(out).toMatchObject({ location: null, label: "Zone de la carte", lat: 48.85, lng: 2.35005, distanceMax: Math.ceil(farthest), a: 3, c: 1, checkin: "2030-05-10", stars: [4], theme: 7, sort: "priceAsc" });
    expect(out.distanceMax).toBe(13);
    expect(out.distanceMin).toBeUndefined();
    expect(parseCriteria(serializeCriteria(out))).toEqual(out);
  });
  it("keeps the radius within the distance filter's 1..300 km", () => {
    expect(areaCriteria(from, { lat: 46, lng: 2 }, [[-5, 41], [9, 51]], "x").distanceMax).toBe(300);
    expect(areaCriteria(from, { lat: 48.85, lng: 2.35 }, [[2.3499, 48.8499], [2.3501, 48.8501]], "x").distanceMax).toBe(1);
  });
});

describe("pinsInView", () => {
  const pin = (id: number, lat: number, lng: number, sellPrice: number) => ({ id, location: { lat, lng }, sellPrice });
  const pins = [pin(1, 48.85, 2.35, 300_00), pin(2, 48.86, 2.34, 100_00), pin(3, 43.3, 5.4, 50_00), pin(4, 48.84, 2.36, 200_00)];
  it("keeps the pins in view (with a tenth of margin) and caps them cheapest first", () => {
    const view: Bounds = [[2.3, 48.8], [2.4, 48.9]];
    expect(pinsInView(pins, view, 10).map((p) => p.id)).toEqual([1, 2, 4]);
    expect(pinsInView(pins, view, 2).map((p) => p.id)).toEqual([2, 4]);
    expect(pinsInView(pins, [[2.355, 48.8], [2.455, 48.9]], 10).map((p) => p.id)).toEqual([1, 4]);
  });
});

describe("declutter", () => {
  const pin = (id: number, x: number, y: number, sellPrice: number) => ({ id, location: { lat: y, lng: x }, sellPrice });
  const project = (p: { lat: number; lng: number }) => ({ x: p.lng, y: p.lat });
  it("keeps the cheaper of two labels that would overlap, and every label that does not", () => {
    const pins = [pin(1, 100, 100, 300), pin(2, 130, 110, 200), pin(3, 200, 100, 400), pin(4, 130, 140, 500)];
    expect(declutter(pins, project, { x: 56, y: 26 }, 10).map((p) => p.id)).toEqual([2, 3, 4]);
    expect(declutter(pins, project, { x: 56, y: 26 }, 2).map((p) => p.id)).toEqual([2, 3]);
    expect(declutter(pins, project, { x: 1, y: 1 }, 10).map((p) => p.id)).toEqual([2, 1, 3, 4]);
  });
});
