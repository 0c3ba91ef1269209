/** `?page=` parsing of the search pages (spec 000 §2 "the current page is 0-based"; issue 13 item 3). */
import { describe, expect, it } from "vitest";
import { MAX_PAGE, parsePageIndex, parseSearchQuery, searchLoaderDeps } from "./search-path";

describe("parsePageIndex", () => {
  it("reads whole numbers >= 0, as numbers or digit strings", () => {
    expect(parsePageIndex(0)).toBe(0);
    expect(parsePageIndex(3)).toBe(3);
    expect(parsePageIndex("3")).toBe(3);
    expect(parsePageIndex("007")).toBe(7);
  });

  it("gives undefined (the first page) for anything else", () => {
    for (const raw of ["abc", -1, "-1", 1.5, "1.5", "", " ", "1e2", "0x10", Number.NaN, Number.POSITIVE_INFINITY, null, undefined, {}, [], [2], true]) {
      expect(parsePageIndex(raw), JSON.stringify(raw)).toBeUndefined();
    }
  });

  it("clamps a huge page to MAX_PAGE (it then shows the last page)", () => {
    expect(parsePageIndex(600)).toBe(MAX_PAGE);
    expect(parsePageIndex("99999999999")).toBe(MAX_PAGE);
  });
});

describe("parseSearchQuery", () => {
  it("owns flow, page, from, ref, giftFormat, code and minisite even when they are malformed", () => {
    // The router spreads this result over the raw query: a key left out would keep the raw value.
    const q = parseSearchQuery({ page: "abc", flow: "xyz", from: 42, lang: "fr", ref: "elsewhere", giftFormat: "paper", code: "<x>", minisite: "<Partner>" });
    expect(Object.keys(q).sort()).toEqual(["cancellationOffer", "code", "flow", "from", "giftFormat", "minisite", "page", "ref"]);
    expect({ ...{ page: "abc", flow: "xyz", ref: "elsewhere", giftFormat: "paper", code: "<x>", minisite: "<Partner>" }, ...q }).toEqual({ page: undefined, flow: undefined, from: undefined, ref: undefined, giftFormat: undefined, code: undefined, minisite: undefined });
    expect(parseSearchQuery({ ref: "contact_thank_you" }).ref).toBe("contact_thank_you");
    expect(parseSearchQuery({ giftFormat: "physical", code: "WE4821-PBOX" })).toMatchObject({ giftFormat: "physical", code: "WE4821-PBOX" });
    // The cancellation offer chosen in the results (decision 053): a positive id, else dropped.
    expect(parseSearchQuery({ cancellationOffer: "2" }).cancellationOffer).toBe(2);
    expect(parseSearchQuery({ cancellationOffer: 3 }).cancellationOffer).toBe(3);
    for (const bad of ["0", "-1", "2.5", "x", "12345678", 1.5]) expect(parseSearchQuery({ cancellationOffer: bad }).cancellationOffer, String(bad)).toBeUndefined();
  });
});

describe("searchLoaderDeps", () => {
  it("gives the loader a flow and a usable page for any raw query", () => {
    expect(searchLoaderDeps({ page: "abc", flow: "xyz" })).toEqual({ flow: "booking", page: 0, minisite: null });
    expect(searchLoaderDeps({ page: -1 })).toEqual({ flow: "booking", page: 0, minisite: null });
    expect(searchLoaderDeps({ page: 1.5, flow: "gifting" })).toEqual({ flow: "gifting", page: 0, minisite: null });
    expect(searchLoaderDeps({ page: 2 })).toEqual({ flow: "booking", page: 2, minisite: null });
    expect(searchLoaderDeps({ page: 600 })).toEqual({ flow: "booking", page: MAX_PAGE, minisite: null });
  });
});
