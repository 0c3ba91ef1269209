/**
 * The criteria a results page shows (effective-criteria.ts): the partner minisite of the URL
 * query stays when a hash search replaces the server's criteria (decision 048).
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_CRITERIA } from "#shared/criteria";
import { effectiveCriteria } from "./effective-criteria";

describe("effectiveCriteria with a minisite", () => {
  const scoped = { ...DEFAULT_CRITERIA, minisite: "club-rail-plus" };
  it("survives a hash search: the hash's criteria, the server's partner", () => {
    const server = { ...scoped, location: { type: "city" as const, id: 2988507 } };
    const withHash = effectiveCriteria(server, "#a=3&checkin=2099-01-02&checkout=2099-01-04");
    expect(withHash.minisite).toBe("club-rail-plus");
    expect(withHash.a).toBe(3);
    expect(withHash.location).toEqual({ type: "city", id: 2988507 });
    expect(effectiveCriteria(server, "#region=11&a=2").minisite).toBe("club-rail-plus");
    expect(effectiveCriteria({ ...DEFAULT_CRITERIA }, "#a=2&minisite=x").minisite).toBeUndefined();
  });

});
