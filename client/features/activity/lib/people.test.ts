import { describe, expect, it } from "vitest";
import type { ActivityPrice } from "#shared/contract/activity-detail";
import { clampPeople, DEFAULT_PEOPLE, hashWithPeople, peopleBounds, peopleFromHash, priceForPeople } from "./people";

const line = (adults: number, sellPrice: number, refPrice = sellPrice): ActivityPrice => ({ paxComposition: { adults }, sellPrice, refPrice, promo: 0, moneySaved: refPrice - sellPrice, perPersonPrice: Math.ceil(sellPrice / adults), perPersonRefPrice: Math.ceil(refPrice / adults) });
const table = [line(1, 5_900, 7_100), line(2, 11_800, 14_200)];

describe("activity people chooser (spec 001 §5)", () => {
  it("clamps to the smallest and largest keys of the price table", () => {
    expect(peopleBounds(table)).toEqual({ min: 1, max: 2 });
    expect(clampPeople(7, table)).toBe(2);
    expect(clampPeople(1, table)).toBe(1);
    expect(clampPeople(2, [line(3, 1), line(4, 1)])).toBe(3);
    expect(clampPeople(9, [line(3, 1), line(4, 1)])).toBe(4);
  });

  it("defaults to 2 people when nothing or nonsense is asked", () => {
    for (const bad of [undefined, null, 0, -1, 1.5, Number.NaN]) expect(clampPeople(bad, table)).toBe(DEFAULT_PEOPLE);
    expect(clampPeople(undefined, [line(1, 1)])).toBe(1);
    expect(clampPeople(undefined, [])).toBe(DEFAULT_PEOPLE);
  });

  it("reads hash a, and a malformed hash is the default", () => {
    expect(peopleFromHash("a=1", table)).toBe(1);
    expect(peopleFromHash("#a=1&c=0", table)).toBe(1);
    expect(peopleFromHash("a=12", table)).toBe(2);
    expect(peopleFromHash("a=abc", table)).toBe(2);
    expect(peopleFromHash("", table)).toBe(2);
  });

  it("writes a into the hash and keeps the other keys", () => {
    expect(hashWithPeople("", 1)).toBe("a=1");
    expect(hashWithPeople("#hotelId=3&a=2", 1)).toBe("hotelId=3&a=1");
  });

  it("prices per person rounded up to the cent, the reference per person (not the party's), the total per person × people", () => {
    expect(priceForPeople(table, 2)).toMatchObject({ total: 11_800, perPersonPrice: 5_900, perPersonRefPrice: 7_100, promo: 16, promoShown: true });
    expect(priceForPeople([line(2, 9_999)], 2)).toMatchObject({ perPersonPrice: 5_000, total: 10_000 });
    expect(priceForPeople(table, 1)?.perPersonPrice).toBe(5_900);
    expect(priceForPeople(table, 3)).toBeNull();
  });
});
