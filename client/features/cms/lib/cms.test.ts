/** Pure rules of the CMS homepage (client/features/home/lib/cms.ts). */
import { describe, expect, it } from "vitest";
import type { GiftBlockItem } from "#shared/contract/cms";
import { boxDiscount, countdownLeft, giftBannerFor, homeFlow, isKnownBlock, pickHomepage, robotsContent, visibleCtas } from "./cms";

describe("boxDiscount (spec 001 §5: shown only above 5 %)", () => {
  it("is floor((1 - promo/price) * 100)", () => {
    expect(boxDiscount(14990, 11990)).toBe(20);
    expect(boxDiscount(21990, 18690)).toBe(15);
    expect(boxDiscount(10000, 8000)).toBe(20);
  });
  it("hides 5 % and less, no promo price and a promo price above the price", () => {
    expect(boxDiscount(10000, 9500)).toBeNull();
    expect(boxDiscount(10000, 9400)).toBe(6);
    expect(boxDiscount(18990, 18390)).toBeNull();
    expect(boxDiscount(12990, null)).toBeNull();
    expect(boxDiscount(10000, 12000)).toBeNull();
  });
});

describe("countdownLeft (spec 001 §4)", () => {
  const window = { start: "2026-11-20T08:00:00+01:00", end: "2026-12-01T00:00:00+01:00" };
  it("is null before the start and from the end on", () => {
    expect(countdownLeft(window, Date.parse("2026-11-20T06:59:59Z"))).toBeNull();
    expect(countdownLeft(window, Date.parse("2026-11-30T23:00:00Z"))).toBeNull();
  });
  it("counts whole days, hours, minutes and seconds to the end", () => {
    expect(countdownLeft(window, Date.parse("2026-11-20T07:00:00Z"))).toEqual({ days: 10, hours: 16, minutes: 0, seconds: 0 });
    expect(countdownLeft(window, Date.parse("2026-11-30T21:58:59Z"))).toEqual({ days: 0, hours: 1, minutes: 1, seconds: 1 });
  });
  it("treats unparsable dates as outside the window", () => {
    expect(countdownLeft({ start: "soon", end: "later" }, Date.now())).toBeNull();
  });
});

describe("visibleCtas (spec 001 §5: only with url and label)", () => {
  it("keeps links with both and drops the others", () => {
    const links = [
      { label: "A", url: "/a", newTab: false, variant: "default" as const },
      { label: "B", newTab: false, variant: "default" as const },
      { url: "/c", newTab: false, variant: "black" as const },
      { label: " ", url: "/d", newTab: false, variant: "default" as const },
    ];
    expect(visibleCtas(links).map((l) => l.label)).toEqual(["A"]);
  });
});

describe("giftBannerFor (spec 001 §9)", () => {
  const item = (locale: GiftBlockItem["locale"]): GiftBlockItem => ({
    locale, boxURL: "/b", singleVoucherURL: "/s", giftcardURL: "/g", activityOnlyURL: "/a", campaign: "c", category: "k", title: "t", subtitle: "s", imageS: "/i", imageL: "/l",
  });
  const items = (["es_ES", "fr_FR", "fr_BE", "nl_NL", "nl_BE", "it_IT"] as const).map(item);
  it("shows the gift card banner in Italy and the box banner in the other gift locales", () => {
    expect(giftBannerFor(items, "it_IT")?.kind).toBe("giftcard");
    for (const l of ["fr_FR", "fr_BE", "nl_NL", "nl_BE"]) expect(giftBannerFor(items, l)?.kind).toBe("boxes");
  });
  it("shows none in Spain, even when the CMS has an item", () => {
    expect(giftBannerFor(items, "es_ES")).toBeNull();
    expect(giftBannerFor([], "fr_FR")).toBeNull();
  });
});

describe("flows, documents and blocks", () => {
  it("reads ?flow= with booking as the fallback", () => {
    expect(homeFlow("gifting")).toBe("gifting");
    expect(homeFlow("hotel")).toBe("booking");
    expect(homeFlow(undefined)).toBe("booking");
  });
  it("falls back to the booking document", () => {
    const doc = { seo: { title: "b" } } as never;
    expect(pickHomepage({ booking: doc }, "gifting")).toBe(doc);
    expect(pickHomepage({}, "booking")).toBeUndefined();
  });
  it("writes the robots meta and tells known blocks from unknown ones", () => {
    expect(robotsContent({ index: false, follow: true })).toBe("noindex, follow");
    expect(robotsContent({ index: true, follow: false })).toBe("index, nofollow");
    expect(isKnownBlock({ type: "banner" } as never)).toBe(true);
    expect(isKnownBlock({ type: "video" })).toBe(false);
  });
});
