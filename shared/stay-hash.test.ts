import { describe, expect, it } from "vitest";
import { parseStayHash, STAY_HASH_KEYS, stayLinkHash, writeStayHash } from "./stay-hash";

const FULL = "#checkin=2027-03-06&checkout=2027-03-08&a=3&c=1&b=1&giftNights=2&giftFormat=physical&sleeves=21&giftAdult=2&hotelId=4512&theme=12&upsell=availability&offerId=88&id=1200&bucket=2";

describe("stay hash (spec 001 §2: every key read and written)", () => {
  it("reads every key of the spec", () => {
    const h = parseStayHash(FULL);
    expect(h).toEqual({
      checkin: "2027-03-06", checkout: "2027-03-08", a: 3, c: 1, b: 1, giftNights: 2, giftFormat: "physical", sleeves: 21, giftAdult: 2,
      hotelId: 4512, theme: 12, upsell: "availability", offerId: 88, id: 1200, bucket: 2,
    });
    expect(Object.keys(h).sort()).toEqual([...STAY_HASH_KEYS].sort());
  });

  it("leaves out malformed or out-of-range values (the page's defaults apply), never throws", () => {
    expect(parseStayHash("a=0&c=11&b=-1&giftAdult=21&hotelId=0&theme=x&offerId=1.5&id=-3&bucket=9&giftFormat=paper&checkin=2027-02-30")).toEqual({});
    expect(parseStayHash("checkin=2027-03-08&checkout=2027-03-06")).toEqual({ checkin: "2027-03-08" });
    expect(parseStayHash("%E0%A4%A&id=12")).toEqual({ id: 12 });
    expect(parseStayHash("")).toEqual({});
  });

  it("writes dates and party without losing the other keys (the search serialiser dropped them)", () => {
    const written = writeStayHash(FULL, { checkin: "2027-04-10", checkout: "2027-04-11", a: 2, c: undefined, b: undefined });
    expect(parseStayHash(written)).toEqual({ ...parseStayHash(FULL), checkin: "2027-04-10", checkout: "2027-04-11", a: 2, c: undefined, b: undefined });
    expect(written).toContain("giftNights=2");
    expect(written).toContain("hotelId=4512");
    expect(written).toContain("offerId=88");
    expect(written).not.toMatch(/(^|&)c=/);
  });

  it("removes a key set to undefined, keeps unknown keys, adds new keys at the end", () => {
    expect(writeStayHash("#utm=x&a=2&checkin=2027-03-06&checkout=2027-03-07", { checkin: undefined, checkout: undefined })).toBe("utm=x&a=2");
    expect(writeStayHash("a=2", { hotelId: 7, id: 9 })).toBe("a=2&hotelId=7&id=9");
    expect(writeStayHash("", {})).toBe("");
  });

  it("round-trips: writing what was read gives the same reading", () => {
    const h = parseStayHash(FULL);
    expect(parseStayHash(writeStayHash("", h as Record<string, string | number>))).toEqual(h);
  });
});

describe("stayLinkHash (spec 001 §2 stay hash: id, hotelId, offerId written by the links)", () => {
  it("writes the target's id and hotelId, keeps the linking page's dates, party, theme and gift keys", () => {
    const out = stayLinkHash("#checkin=2026-12-04&checkout=2026-12-06&a=3&theme=12&giftNights=2", { id: 100042, hotelId: 2219 });
    expect(parseStayHash(out)).toMatchObject({ checkin: "2026-12-04", checkout: "2026-12-06", a: 3, theme: 12, giftNights: 2, id: 100042, hotelId: 2219 });
    expect(parseStayHash(out).offerId).toBeUndefined();
  });
  it("replaces the linking page's own id, hotelId and offerId (another stay's are not the target's)", () => {
    const out = parseStayHash(stayLinkHash("id=5&hotelId=6&offerId=5&a=2", { id: 7, hotelId: 8 }));
    expect(out).toMatchObject({ id: 7, hotelId: 8, a: 2 });
    expect(out.offerId).toBeUndefined();
  });
  it("writes the offer chosen on the hotel page", () => {
    expect(parseStayHash(stayLinkHash("", { id: 7, hotelId: 8, offerId: 7 }))).toEqual({ id: 7, hotelId: 8, offerId: 7 });
  });
});
