import { describe, expect, it } from "vitest";
import { DEFAULT_CRITERIA, LOCATION_TYPES, type LocationType, type SearchCriteria } from "./criteria";
import {
  FALLBACK_RADIUS_KM,
  FALLBACK_TABLE,
  FEW_RESULTS,
  destinationKind,
  excludedAfter,
  fallbackState,
  relaxedSearches,
  tableKey,
  wantsFallback,
  type PlaceContext,
} from "./fallback";

const hierarchy = [
  { id: 1, label: "France", type: "country" },
  { id: 2, label: "Auvergne-Rhône-Alpes", type: "region" },
  { id: 3, label: "Rhône", type: "department" },
  { id: 4, label: "Lyon", type: "city" },
];
const place: PlaceContext = { centre: { latitude: 45.76, longitude: 4.83 }, hierarchy, label: "Lyon" };

function criteria(type: LocationType | null, dates: boolean, theme: boolean): SearchCriteria {
  return {
    ...DEFAULT_CRITERIA,
    location: type ? { type, id: type === "region" ? 2 : type === "department" ? 3 : type === "country" ? 1 : 4 } : null,
    ...(dates ? { checkin: "2030-05-10", checkout: "2030-05-12" } : {}),
    ...(theme ? { theme: 7 } : {}),
    stars: [4],
  };
}

describe("destinationKind (spec 000 §4 expand destination)", () => {
  it.each<[LocationType | null, string]>([
    ["city", "around"], ["poi", "around"], ["searesort", "around"], ["skiresort", "around"],
    ["department", "parent"], ["region", "parent"], ["touristicregion", "parent"],
    ["country", "fixed"], ["hotel", "fixed"], [null, "fixed"],
  ])("%s expands %s", (type, kind) => {
    expect(destinationKind(criteria(type, false, false))).toBe(kind);
  });
  it("covers every location type", () => {
    for (const t of LOCATION_TYPES) expect(["around", "parent", "fixed"]).toContain(destinationKind(criteria(t, false, false)));
  });
});

describe("FALLBACK_TABLE (spec 000 §4: relaxations keyed by what is set, in table order)", () => {
  const every = (["around", "parent", "fixed"] as const).flatMap((d) => ([1, 0] as const).flatMap((t) => ([1, 0] as const).map((c) => [d, t, c] as const)));
  it.each(every)("%s dates=%s category=%s relaxes only what is set, each combination once", (d, dates, cat) => {
    const rows = FALLBACK_TABLE[`${d}|${dates}|${cat}`];
    const seen = new Set<string>();
    for (const r of rows) {
      if (r.expand) expect(d).not.toBe("fixed");
      if (r.removeDates) expect(dates).toBe(1);
      if (r.removeCategory) expect(cat).toBe(1);
      expect(r.expand || r.removeDates || r.removeCategory).toBe(true);
      const k = JSON.stringify(r);
      expect(seen.has(k)).toBe(false);
      seen.add(k);
    }
    // Every non-empty subset of what can be relaxed is in the row.
    const relaxable = (d !== "fixed" ? 1 : 0) + dates + cat;
    expect(rows.length).toBe(2 ** relaxable - 1);
    // Single relaxations come before pairs, pairs before all three.
    const sizes = rows.map((r) => Number(r.expand) + Number(r.removeCategory) + Number(r.removeDates));
    expect([...sizes].sort()).toEqual(sizes);
  });
});

describe("relaxedSearches", () => {
  it("a dated city search with a theme: the seven rows in order, each keeping the other filters", () => {
    const c = criteria("city", true, true);
    const out = relaxedSearches(c, place);
    expect(out.map((s) => s.key.value)).toEqual(["expand", "noCategory", "noDates", "expand+noCategory", "expand+noDates", "noCategory+noDates", "expand+noCategory+noDates"]);
    expect(out.map((s) => s.key.order)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    for (const s of out) expect(s.criteria.stars).toEqual([4]);
    const [expand, noCategory, noDates] = out;
    expect(expand!.criteria).toMatchObject({ location: { type: "city", id: 4 }, lat: 45.76, lng: 4.83, distanceMax: FALLBACK_RADIUS_KM, theme: 7, checkin: "2030-05-10" });
    expect(expand!.key.destination).toMatchObject({ isAround: true, isExpanded: false, value: 4, label: "Lyon" });
    expect(noCategory!.criteria.theme).toBeUndefined();
    expect("theme" in noCategory!.criteria).toBe(false);
    expect(noCategory!.criteria.checkin).toBe("2030-05-10");
    expect(noDates!.criteria.checkin).toBeUndefined();
    expect(noDates!.criteria.checkout).toBeUndefined();
    expect(noDates!.key.dates).toEqual({ checkin: "2030-05-10", isRemoved: true });
    expect(out[6]!.criteria).toMatchObject({ distanceMax: 30 });
    expect(out[6]!.criteria.theme).toBeUndefined();
  });

  it("a point of interest becomes the radius itself (no place id), keeping its label", () => {
    const [expand] = relaxedSearches({ ...criteria("poi", false, false), label: "Mont Blanc" }, place);
    expect(expand!.criteria.location).toBeNull();
    expect(expand!.criteria).toMatchObject({ lat: 45.76, lng: 4.83, distanceMax: 30, label: "Mont Blanc" });
  });

  it("keeps a wider distance the shopper chose and drops the minimum", () => {
    const [expand] = relaxedSearches({ ...criteria("city", false, false), lat: 1, lng: 2, distanceMin: 5, distanceMax: 80 }, place);
    expect(expand!.criteria).toMatchObject({ lat: 1, lng: 2, distanceMax: 80 });
    expect("distanceMin" in expand!.criteria).toBe(false);
  });

  it.each<[LocationType, string, number, string]>([
    ["department", "region", 2, "Auvergne-Rhône-Alpes"],
    ["region", "country", 1, "France"],
    ["touristicregion", "country", 1, "France"],
  ])("a %s becomes its %s", (type, parentType, id, label) => {
    const [expand] = relaxedSearches(criteria(type, false, false), place);
    expect(expand!.criteria.location).toEqual({ type: parentType, id });
    expect(expand!.criteria.label).toBe(label);
    expect(expand!.key.destination).toMatchObject({ isExpanded: true, isAround: false, type: parentType, value: id });
  });

  it("leaves out expansions it cannot build (no centre, no parent) and keeps the order of the rest", () => {
    const none: PlaceContext = { centre: null, hierarchy: [], label: null };
    expect(relaxedSearches(criteria("city", true, true), none).map((s) => s.key.value)).toEqual(["noCategory", "noDates", "noCategory+noDates"]);
    expect(relaxedSearches(criteria("department", false, false), none)).toEqual([]);
  });

  it("a country, a hotel or no place relaxes only the theme and the dates", () => {
    for (const t of ["country", "hotel", null] as const) {
      expect(relaxedSearches(criteria(t, true, true), place).map((s) => s.key.value)).toEqual(["noCategory", "noDates", "noCategory+noDates"]);
      expect(relaxedSearches(criteria(t, false, false), place)).toEqual([]);
    }
  });

  it("tableKey reads a lone check-in as no dates", () => {
    expect(tableKey({ ...criteria("city", false, false), checkin: "2030-05-10" })).toBe("around|0|0");
  });
});

describe("wantsFallback, excludedAfter, fallbackState (spec 000 §4)", () => {
  it("asks for fallback below the threshold, on the first page, outside the activity flow", () => {
    expect(wantsFallback(FEW_RESULTS - 1, 0, "booking")).toBe(true);
    expect(wantsFallback(0, 0, "gifting")).toBe(true);
    expect(wantsFallback(FEW_RESULTS, 0, "booking")).toBe(false);
    expect(wantsFallback(2, 1, "booking")).toBe(false);
    expect(wantsFallback(0, 0, "activity")).toBe(false);
  });
  it("excludes the main list's hotels and every earlier block's, once each", () => {
    expect(excludedAfter([1, 2], [{ hotelIds: [3, 2] }, { hotelIds: [4] }])).toEqual([1, 2, 3, 4]);
  });
  it.each<[number, boolean, number, string]>([
    [2, true, 0, "loading"],
    [0, true, 0, "loading"],
    [2, false, 3, "more"],
    [0, false, 3, "alternative"],
    [0, false, 0, "none"],
    [2, false, 0, "hidden"],
  ])("main %s, loading %s, fallback hotels %s → %s", (main, loading, hotels, state) => {
    expect(fallbackState(main, { loading, hotels })).toBe(state);
  });
});
