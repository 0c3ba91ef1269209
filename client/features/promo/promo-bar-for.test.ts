/** client/features/promo/promo-bar-for.ts (spec 001 §2 page families, §3 promo bar, §5 CTA rule). */
import { describe, expect, it } from "vitest";
import type { PromoBar } from "#shared/contract/cms";
import { promoBarFor, promoLinksFor, visiblePromoLinks } from "./promo-bar-for";

const bar = (internalCode: string, category: string, flow: PromoBar["flow"], labels: (string | undefined)[] = ["A"]): PromoBar => ({
  internalCode, campaign: "c", category, flow,
  links: labels.map((label, i) => ({ label, url: `/x${i}`, newTab: false, variant: i === 0 ? "black" : "default" })),
});

describe("promoBarFor: family, flow, booking fallback", () => {
  const bars = [bar("home-booking", "home", "booking"), bar("search-booking", "search", "booking"), bar("search-gifting", "search", "gifting"), bar("product-booking", "product", "booking")];
  it("picks the bar of the page family and flow", () => {
    expect(promoBarFor(bars, "search", "gifting")?.internalCode).toBe("search-gifting");
    expect(promoBarFor(bars, "search", "booking")?.internalCode).toBe("search-booking");
    expect(promoBarFor(bars, "home", "booking")?.internalCode).toBe("home-booking");
  });
  it("falls back to the family's booking bar, never to another family's", () => {
    expect(promoBarFor(bars, "product", "gifting")?.internalCode).toBe("product-booking");
    expect(promoBarFor(bars, "search", "activity")?.internalCode).toBe("search-booking");
    expect(promoBarFor([bar("home-gifting", "home", "gifting")], "product", "gifting")).toBeNull();
    expect(promoBarFor([], "search", "booking")).toBeNull();
  });
});

describe("visible links (spec 001 §5: CTA only if url and label exist)", () => {
  it("drops a link without label or url, or with blank ones, and keeps the order and variants", () => {
    const links = [{ label: "A", url: "/a", newTab: false, variant: "black" as const }, { url: "/b", newTab: false, variant: "default" as const }, { label: "C", newTab: false, variant: "default" as const }, { label: " ", url: "/d", newTab: false, variant: "default" as const }, { label: "E", url: "/e", newTab: true, variant: "default" as const }];
    expect(visiblePromoLinks(links).map((l) => [l.label, l.variant])).toEqual([["A", "black"], ["E", "default"]]);
  });
  it("no visible link: no bar", () => {
    expect(promoLinksFor([bar("search-booking", "search", "booking", [undefined])], "search", "booking")).toEqual([]);
    expect(promoLinksFor([bar("search-booking", "search", "booking", ["A", "B"])], "search", "booking").map((l) => l.label)).toEqual(["A", "B"]);
  });
});
