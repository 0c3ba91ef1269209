import { describe, expect, it } from "vitest";
import { hotelIdOfHash } from "./hash-hotel-id";

describe("hotelIdOfHash (spec 001 §2 404 page)", () => {
  it("reads a positive integer hotelId, with or without the '#'", () => {
    expect(hotelIdOfHash("#hotelId=123&a=2")).toBe(123);
    expect(hotelIdOfHash("a=2&hotelId=7")).toBe(7);
  });
  it("ignores a missing, malformed, zero or too large hotelId", () => {
    for (const hash of ["", "#a=2", "#hotelId=", "#hotelId=abc", "#hotelId=0", "#hotelId=-3", "#hotelId=1.5", "#hotelId=99999999999", "#hotelId=2000000001"]) {
      expect(hotelIdOfHash(hash), hash).toBeUndefined();
    }
  });
});
