import { describe, expect, it } from "vitest";
import { parseGiftHash, writeGiftHash } from "./gift-hash";

describe("gift hash (spec 001 §2, §4)", () => {
  it("reads the gift keys and drops malformed values", () => {
    expect(parseGiftHash("#giftNights=2&giftFormat=physical&sleeves=21&upsell=availability&bucket=3")).toEqual({ giftNights: 2, giftFormat: "physical", sleeves: 21, upsell: "availability", bucket: 3 });
    expect(parseGiftHash("giftNights=0&giftFormat=paper&bucket=4&upsell=yes&sleeves=-1")).toEqual({});
  });
  it("writes over the gift keys and keeps the others", () => {
    expect(writeGiftHash("#a=2&giftNights=1", { giftNights: 3, giftFormat: "digital" })).toBe("a=2&giftNights=3&giftFormat=digital");
    expect(writeGiftHash("giftNights=1&sleeves=2", { sleeves: undefined })).toBe("giftNights=1");
  });
});
