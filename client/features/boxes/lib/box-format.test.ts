/**
 * Gift format, box paths and the box promo rule (spec 001 §4 gift format, §5 promo thresholds and
 * physical format; client/features/boxes/lib/box-format.ts, shared/contract/boxes-format.ts).
 */
import { describe, expect, it } from "vitest";
import { toBoxOffersQuery } from "#shared/contract/boxes-format";
import { boxFormatOf } from "./box-code";
import { promoPercent } from "#shared/pricing";
import {
  boxPath, boxPromoShown, checkoutSearch, formatChangeTarget, includedLines, offersPaging, parseGiftFormat, physicalAvailable, replaceFourthSegment,
} from "./box-format";

const box = { code: "WE12-EBOX", formats: [{ format: "digital" as const, code: "WE12-EBOX" }, { format: "physical" as const, code: "WE12-PBOX" }] };
const price = (sellPrice: number, referencePrice: number) => ({ sellPrice, referencePrice, promo: promoPercent(sellPrice, referencePrice) });

describe("boxFormatOf", () => {
  it("reads the format from the suffix after the dash", () => {
    expect(boxFormatOf("WE12-EBOX")).toBe("digital");
    expect(boxFormatOf("we12-ebox")).toBe("digital");
    expect(boxFormatOf("WE12-PBOX")).toBe("physical");
    expect(boxFormatOf("WE12-BOX")).toBe("physical");
    expect(boxFormatOf("WE12")).toBe("digital");
    expect(boxFormatOf("A-B-EBOX")).toBe("digital");
  });
});

describe("box paths and format change", () => {
  it("builds /boxes/p/{slug}/{code}", () => {
    expect(boxPath("wellness-escape", "WE12-EBOX")).toBe("/boxes/p/wellness-escape/WE12-EBOX");
  });

  it("replaces the fourth path segment and keeps the rest", () => {
    expect(replaceFourthSegment("/boxes/p/wellness-escape/WE12-EBOX", "WE12-PBOX")).toBe("/boxes/p/wellness-escape/WE12-PBOX");
    expect(replaceFourthSegment("/boxes/p/any-slug/WE12-EBOX/", "X1-PBOX")).toBe("/boxes/p/any-slug/X1-PBOX/");
    expect(() => replaceFourthSegment("/boxes", "WE12-PBOX")).toThrow(/not a box detail path/);
  });

  it("targets the other format's code with giftFormat, and nothing for the current format", () => {
    expect(formatChangeTarget("/boxes/p/wellness-escape/WE12-EBOX", box, "physical")).toEqual({
      pathname: "/boxes/p/wellness-escape/WE12-PBOX", giftFormat: "physical", code: "WE12-PBOX",
    });
    expect(formatChangeTarget("/boxes/p/wellness-escape/WE12-PBOX", { ...box, code: "WE12-PBOX" }, "digital")).toEqual({
      pathname: "/boxes/p/wellness-escape/WE12-EBOX", giftFormat: "digital", code: "WE12-EBOX",
    });
    expect(formatChangeTarget("/boxes/p/wellness-escape/WE12-EBOX", box, "digital")).toBeNull();
    expect(formatChangeTarget("/boxes/p/x/WE12-EBOX", { code: "WE12-EBOX", formats: [box.formats[0]!] }, "physical")).toBeNull();
  });

  it("hands the checkout the code and the format its suffix says", () => {
    expect(checkoutSearch("WE12-PBOX")).toEqual({ code: "WE12-PBOX", giftFormat: "physical" });
    expect(checkoutSearch("WE12-EBOX")).toEqual({ code: "WE12-EBOX", giftFormat: "digital" });
  });

  it("reads giftFormat from a search, anything else is undefined", () => {
    expect(parseGiftFormat("physical")).toBe("physical");
    expect(parseGiftFormat("digital")).toBe("digital");
    expect(parseGiftFormat("PHYSICAL")).toBeUndefined();
    expect(parseGiftFormat(3)).toBeUndefined();
  });
});

describe("physicalAvailable", () => {
  it("needs the flag on and a shipping cost loaded without error", () => {
    expect(physicalAvailable(true, { amount: 490 })).toBe(true);
    expect(physicalAvailable(true, { amount: 0 })).toBe(true);
    expect(physicalAvailable(false, { amount: 490 })).toBe(false);
    expect(physicalAvailable(true, null)).toBe(false);
    expect(physicalAvailable(true, undefined)).toBe(false);
    expect(physicalAvailable(true, { amount: 490 }, true)).toBe(false);
  });
});

describe("boxPromoShown (spec 001 §5: floor((1 - sell/reference) * 100) above 5)", () => {
  it("shows 6 % and more, hides 5 % and less", () => {
    expect(boxPromoShown(price(24690, 25990))).toBeNull(); // 5.0 % → 5: hidden
    expect(boxPromoShown(price(9500, 10000))).toBeNull(); // exactly 5
    expect(boxPromoShown(price(9401, 10000))).toBeNull(); // 5.99 floors to 5
    expect(boxPromoShown(price(9400, 10000))).toBe(6);
    expect(boxPromoShown(price(20590, 21990))).toBe(6);
    expect(boxPromoShown(price(8000, 10000))).toBe(20);
    expect(boxPromoShown(price(10000, 10000))).toBeNull();
    expect(boxPromoShown(price(10000, 9000))).toBeNull();
  });
});

describe("includedLines and the offers query", () => {
  it("splits the newline-separated included content", () => {
    expect(includedLines("1 nuit\r\nPetit-déjeuner\n\n  Valable 3 ans ")).toEqual(["1 nuit", "Petit-déjeuner", "Valable 3 ans"]);
  });

  it("asks a page of 8, or every pin for the map", () => {
    expect(toBoxOffersQuery({ locale: "fr_FR", page: 2 })).toBe("locale=fr_FR&page=2&limit=8");
    expect(toBoxOffersQuery({ locale: "it_IT", performMapSearch: true })).toBe("locale=it_IT&performMapSearch=true");
  });
});

describe("offersPaging (spec 001 §4: pages of 8 with a loader, stop when a page is empty)", () => {
  it("loads, offers more after a page with offers, ends on an empty page, reports a failed page", () => {
    expect(offersPaging([])).toBe("loading");
    expect(offersPaging([{ status: "pending" }])).toBe("loading");
    expect(offersPaging([{ status: "success", count: 8 }])).toBe("more");
    // A short last page still asks once more: only an empty page stops.
    expect(offersPaging([{ status: "success", count: 8 }, { status: "success", count: 2 }])).toBe("more");
    expect(offersPaging([{ status: "success", count: 8 }, { status: "success", count: 0 }])).toBe("end");
    expect(offersPaging([{ status: "success", count: 8 }, { status: "pending" }])).toBe("loading");
    expect(offersPaging([{ status: "success", count: 8 }, { status: "error" }])).toBe("error");
  });
});
