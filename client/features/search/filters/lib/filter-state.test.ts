/** Filter panel rules (spec 000 §4 filter panels, §5 sliders, tiers, zero-count options). */
import { describe, expect, it } from "vitest";
import { parseCriteria, serializeCriteria } from "#shared/criteria";
import { facetsQuery } from "#shared/search-request";
import {
  activeFilterCount,
  applyFilters,
  budgetFromSlider,
  changedCriteria,
  clearFilters,
  distanceScaleOf,
  filtersFromCriteria,
  optionDisabled,
  orderHandles,
  parseSliderInput,
  selectScore,
  sliderFromBudget,
  toggle,
} from "./filter-state";

const PARIS = "city=2988507&label=Paris&a=2";

describe("list and score toggles", () => {
  it("adds a missing value and removes a present one", () => {
    expect(toggle(["spa"], "pool")).toEqual(["spa", "pool"]);
    expect(toggle(["spa", "pool"], "spa")).toEqual(["pool"]);
    expect(toggle([5, 4], 4)).toEqual([5]);
  });

  it("re-selecting the chosen score tier goes back to 0 (all)", () => {
    expect(selectScore(0, 8)).toBe(8);
    expect(selectScore(8, 9)).toBe(9);
    expect(selectScore(9, 9)).toBe(0);
  });
});

describe("price slider", () => {
  it("a minimum at or under 9 and a maximum at or over 250 mean no bound; values are cents", () => {
    expect(budgetFromSlider(9, 250, "booking")).toEqual({ min: undefined, max: undefined });
    expect(budgetFromSlider(5, 300, "booking")).toEqual({ min: undefined, max: undefined });
    expect(budgetFromSlider(10, 249, "booking")).toEqual({ min: 1000, max: 24900 });
    expect(budgetFromSlider(80, 120, "gifting")).toEqual({ min: 8000, max: 12000 });
  });

  it("the activity flow's minimum is 1", () => {
    expect(budgetFromSlider(5, 250, "activity")).toEqual({ min: 500, max: undefined });
    expect(budgetFromSlider(1, 250, "activity")).toEqual({ min: undefined, max: undefined });
  });

  it("swaps handles given out of order and reads a budget back as handles", () => {
    expect(budgetFromSlider(200, 50, "booking")).toEqual({ min: 5000, max: 20000 });
    expect(sliderFromBudget({}, "booking")).toEqual([9, 250]);
    expect(sliderFromBudget({ min: 5000, max: 90000 }, "booking")).toEqual([50, 250]);
  });

  it("text inputs keep digits only, the first digit group, capped at the maximum", () => {
    expect(parseSliderInput("120", 250)).toBe(120);
    expect(parseSliderInput("1a23", 250)).toBe(1);
    expect(parseSliderInput("€ 80-120", 250)).toBe(80);
    expect(parseSliderInput("9999", 250)).toBe(250);
    expect(parseSliderInput("abc", 250)).toBeNull();
    expect(parseSliderInput("", 300)).toBeNull();
  });

  it("handles swap on blur to stay ordered", () => {
    expect(orderHandles(200, 40)).toEqual([40, 200]);
    expect(orderHandles(40, 200)).toEqual([40, 200]);
  });
});

describe("apply and clear write the hash", () => {
  it("apply writes every filter param and removes the absent ones", () => {
    const before = parseCriteria(`${PARIS}&stars=4&facilities=spa&priceMin=5000&hotelScore=8&sort=priceAsc`);
    const draft = filtersFromCriteria(before);
    draft.stars = toggle(draft.stars, 5);
    draft.facilities = toggle(draft.facilities, "spa");
    draft.facilities = toggle(draft.facilities, "pets");
    draft.budget = budgetFromSlider(9, 120, "booking");
    draft.hotelScore = selectScore(draft.hotelScore, 8);
    const hash = serializeCriteria(applyFilters(before, draft, null));
    expect(hash).toBe("city=2988507&label=Paris&a=2&sort=priceAsc&stars=5%2C4&facilities=pets&priceMax=12000");
  });

  it("the distance applies only with its switch on and a known centre", () => {
    const before = parseCriteria(PARIS);
    const draft = { ...filtersFromCriteria(before), distance: { min: 0, max: 40 } };
    expect(applyFilters(before, draft, { lat: 48.85, lng: 2.35 }).distanceMax).toBeUndefined();
    draft.around = true;
    expect(applyFilters(before, draft, null).distanceMax).toBeUndefined();
    const around = applyFilters(before, draft, { lat: 48.85, lng: 2.35 });
    expect(serializeCriteria(around)).toBe("city=2988507&label=Paris&a=2&lat=48.85&lng=2.35&distanceMax=40");
    // Switched off again (issue 25 item 15): the distance params go, and the city's centre the
    // filter wrote goes with them (with a distance sort, which needs it).
    const off = applyFilters({ ...around, sort: "distance" }, { ...filtersFromCriteria(around), around: false }, null);
    expect(serializeCriteria(off)).toBe("city=2988507&label=Paris&a=2");
  });

  it("switching the distance off keeps lat/lng that are the search's own position ('Autour de moi', issue 25 item 15)", () => {
    const aroundMe = parseCriteria("label=Autour%20de%20moi&a=2&lat=45.76&lng=4.84&distanceMax=200&sort=distance");
    const off = applyFilters(aroundMe, { ...filtersFromCriteria(aroundMe), around: false }, null);
    expect(serializeCriteria(off)).toBe("label=Autour+de+moi&a=2&lat=45.76&lng=4.84&sort=distance");
  });

  it("clear removes one section's params, or every filter param, and keeps the search", () => {
    const c = parseCriteria(`${PARIS}&checkin=2099-01-02&checkout=2099-01-04&stars=4,5&tags=12&priceMax=9000&sort=priceAsc`);
    expect(serializeCriteria(clearFilters(c, ["stars"]))).toBe("city=2988507&label=Paris&checkin=2099-01-02&checkout=2099-01-04&a=2&sort=priceAsc&tags=12&priceMax=9000");
    expect(serializeCriteria(clearFilters(c))).toBe("city=2988507&label=Paris&checkin=2099-01-02&checkout=2099-01-04&a=2&sort=priceAsc");
  });

  it("is not applied when the normalised filters are unchanged", () => {
    const c = parseCriteria(`${PARIS}&stars=4`);
    const draft = filtersFromCriteria(c);
    draft.stars = toggle(toggle(draft.stars, 5), 5);
    // Handles moved to the ends of the scale normalise to "no budget": still nothing to apply.
    draft.budget = budgetFromSlider(3, 400, "booking");
    expect(changedCriteria(c, applyFilters(c, draft, null))).toBeNull();
    draft.stars = toggle(draft.stars, 3);
    expect(changedCriteria(c, applyFilters(c, draft, null))?.stars).toEqual([4, 3]);
  });
});

describe("counts and options", () => {
  it("counts every active choice", () => {
    expect(activeFilterCount(parseCriteria(PARIS))).toBe(0);
    expect(activeFilterCount(parseCriteria(`${PARIS}&stars=4,5&facilities=spa,pets&priceMin=1000&priceMax=9000&hotelScore=9&distanceMax=30`))).toBe(7);
  });

  it("disables an option with no hotel unless it is selected", () => {
    expect(optionDisabled(0, false)).toBe(true);
    expect(optionDisabled(0, true)).toBe(false);
    expect(optionDisabled(3, false)).toBe(false);
  });

  it("facet requests carry a price only when a budget is set, as single-voucher prices in gifting, and pets as petsAllowed", () => {
    const draft = filtersFromCriteria(parseCriteria(PARIS));
    const none = facetsQuery(applyFilters(parseCriteria(PARIS), draft, null), "booking");
    expect(none.has("priceMin") || none.has("priceMax")).toBe(false);
    draft.budget = budgetFromSlider(50, 250, "gifting");
    draft.facilities = ["spa", "pets"];
    const gift = facetsQuery(applyFilters(parseCriteria(PARIS), draft, null), "gifting");
    expect(gift.get("singleVoucherPriceMin")).toBe("5000");
    expect(gift.has("priceMin") || gift.has("singleVoucherPriceMax")).toBe(false);
    expect(gift.get("facilities")).toBe("spa");
    expect(gift.get("petsAllowed")).toBe("true");
  });
});

describe("distance slider bounds (spec 000 §5 'with a city selected the bounds are the city bounds')", () => {
  const answer = (bounds?: { min: number; max: number }) => bounds;
  it("reads the city's bounds from the answer, else 0-300", () => {
    expect(distanceScaleOf(answer({ min: 0, max: 42 }))).toEqual({ min: 0, max: 42 });
    expect(distanceScaleOf(answer())).toEqual({ min: 0, max: 300 });
    expect(distanceScaleOf(undefined)).toEqual({ min: 0, max: 300 });
    expect(distanceScaleOf(answer({ min: 0, max: 900 }))).toEqual({ min: 0, max: 300 });
    expect(distanceScaleOf(answer({ min: 50, max: 10 }))).toEqual({ min: 0, max: 300 });
  });
  it("the draft spans the city's bounds and clamps committed distances to them", () => {
    const city = { min: 0, max: 42 };
    expect(filtersFromCriteria(parseCriteria(PARIS), city).distance).toEqual({ min: 0, max: 42 });
    expect(filtersFromCriteria(parseCriteria(`${PARIS}&lat=48.85&lng=2.35&distanceMax=120`), city).distance).toEqual({ min: 0, max: 42 });
  });
  it("writes the city's top bound as a limit, and 300 as none", () => {
    const before = parseCriteria(PARIS);
    const city = { min: 0, max: 42 };
    const draft = { ...filtersFromCriteria(before, city), around: true, distance: { min: 5, max: 42 } };
    const applied = applyFilters(before, draft, { lat: 48.85, lng: 2.35 }, city);
    expect([applied.distanceMin, applied.distanceMax]).toEqual([5, 42]);
    const wide = applyFilters(before, { ...draft, distance: { min: 5, max: 300 } }, { lat: 48.85, lng: 2.35 });
    expect([wide.distanceMin, wide.distanceMax]).toEqual([5, undefined]);
    // A draft beyond the city's bounds is brought back inside them.
    const beyond = applyFilters(before, { ...draft, distance: { min: 0, max: 80 } }, { lat: 48.85, lng: 2.35 }, city);
    expect(beyond.distanceMax).toBe(42);
  });
});
