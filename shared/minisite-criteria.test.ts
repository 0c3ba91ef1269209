/**
 * The partner minisite in the shop's criteria (spec 001 §2 "search and product pages scoped to a
 * minisite (the `minisite` and `client msite` parameters)"; decision 048): read from the URL
 * query (bad values dropped), never written to or read from the hash, sent with offers.json,
 * facets.json and the stay detail (the hash search keeping it: client/features/search/lib/effective-criteria.test.ts).
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_CRITERIA, parseCriteria, serializeCriteria } from "./criteria";
import { sameStayPriceInputs, stayDetailQuery, stayPriceInputs } from "./pricing";
import { keepMinisite, parseSearchQuery, searchLoaderDeps } from "./search-path";
import { facetsQuery, offersBody } from "./search-request";

describe("?minisite= in the URL query", () => {
  it("keeps a lowercase slug and drops anything else", () => {
    expect(parseSearchQuery({ minisite: "club-rail-plus" }).minisite).toBe("club-rail-plus");
    for (const bad of ["Club", "a b", "../x", "", "-x", "x".repeat(61), 501, ["a"], null]) expect(parseSearchQuery({ minisite: bad }).minisite).toBeUndefined();
    expect(searchLoaderDeps({ minisite: "club-rail-plus", page: "2" })).toEqual({ flow: "booking", page: 2, minisite: "club-rail-plus" });
    expect(searchLoaderDeps({}).minisite).toBeNull();
  });

  it("follows the shopper to the next page unless the target names another partner", () => {
    const from = { minisite: "club-rail-plus", page: 2 } as { minisite?: string; page?: number; from?: string };
    expect(keepMinisite({ search: from, next: () => ({ from: "search bar" }) })).toEqual({ from: "search bar", minisite: "club-rail-plus" });
    expect(keepMinisite({ search: from, next: () => ({}) })).toEqual({ minisite: "club-rail-plus" });
    expect(keepMinisite({ search: from, next: () => ({ minisite: "other" }) })).toEqual({ minisite: "other" });
    expect(keepMinisite({ search: {} as { minisite?: string; page?: number }, next: () => ({ page: 1 }) })).toEqual({ page: 1 });
  });
});

describe("criteria with a minisite", () => {
  const scoped = { ...DEFAULT_CRITERIA, minisite: "club-rail-plus" };

  it("never travels in the hash", () => {
    expect(serializeCriteria(scoped)).toBe(serializeCriteria(DEFAULT_CRITERIA));
    expect(parseCriteria("minisite=club-rail-plus&a=3").minisite).toBeUndefined();
  });

  it("is sent to offers.json with client=msite, and to facets.json", () => {
    const body = offersBody(scoped, "booking", 0);
    expect(body).toMatchObject({ minisite: "club-rail-plus", client: "msite" });
    expect(offersBody(DEFAULT_CRITERIA, "booking", 0)).not.toHaveProperty("minisite");
    expect(offersBody(scoped, "gifting", 1)).toMatchObject({ minisite: "club-rail-plus", type: "gift" });
    expect(facetsQuery(scoped, "booking").get("minisite")).toBe("club-rail-plus");
    expect(facetsQuery(DEFAULT_CRITERIA, "booking").has("minisite")).toBe(false);
  });

  it("scopes the stay detail and keys its price inputs apart", () => {
    const inputs = stayPriceInputs("booking", "#a=2", "club-rail-plus");
    expect(stayDetailQuery(inputs).get("minisite")).toBe("club-rail-plus");
    expect(stayDetailQuery(inputs).get("client")).toBe("msite");
    expect(stayDetailQuery(stayPriceInputs("gifting", "", "club-rail-plus")).get("minisite")).toBe("club-rail-plus");
    expect(stayDetailQuery(stayPriceInputs("booking", "")).has("minisite")).toBe(false);
    expect(sameStayPriceInputs(inputs, stayPriceInputs("booking", "#a=2"))).toBe(false);
    expect(sameStayPriceInputs(inputs, stayPriceInputs("booking", "#a=2", "club-rail-plus"))).toBe(true);
  });
});
