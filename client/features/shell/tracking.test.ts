import { afterEach, describe, expect, it } from "vitest";
import { isTracked, track } from "./tracking";

describe("tracking and customer care (spec 001 §6, decision 029)", () => {
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });
  it("sends every event for shoppers", () => {
    for (const e of ["add_to_cart", "view_item", "error"]) expect(isTracked(e, false)).toBe(true);
  });
  it("suppresses shopper-behaviour events on the care host and keeps operational ones", () => {
    expect(isTracked("add_to_cart", true)).toBe(false);
    expect(isTracked("select_item", true)).toBe(false);
    expect(isTracked("error", true)).toBe(true);
  });
  it("pushes to the data layer only what is tracked", () => {
    const win: { dataLayer?: unknown[] } = {};
    (globalThis as { window?: unknown }).window = win;
    track({ care: true }, { event: "add_to_cart", value: 1 });
    track({ care: true }, { event: "error", code: "QUOTE_FETCH_ERROR" });
    track({ care: false }, { event: "add_to_cart", value: 2 });
    expect(win.dataLayer).toEqual([{ event: "error", code: "QUOTE_FETCH_ERROR" }, { event: "add_to_cart", value: 2 }]);
  });
});
