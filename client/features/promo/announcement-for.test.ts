/** client/features/promo/announcement-for.ts */
import { describe, expect, it } from "vitest";
import type { AnnouncementBannersResponse } from "#shared/contract/cms";
import { announcementFor, bannersOf } from "./announcement-for";

describe("announcementFor (spec 001 §7: '-' in locales mapped to '_')", () => {
  const banner = (content: string) => ({ content, colorVariation: "info" as const });
  const response: AnnouncementBannersResponse = {
    homePages: [
      { flow: "booking", locale: "fr-BE", announcementBanner: banner("be") },
      { flow: "booking", locale: "fr-FR", announcementBanner: banner("fr") },
      { flow: "gifting", locale: "fr-FR", announcementBanner: banner("fr gifting") },
    ],
    searchPages: [{ flow: "booking", locale: "nl_NL", announcementBanner: banner("nl search") }],
    productPages: [],
  };
  it("matches page family, flow and locale", () => {
    expect(announcementFor(response, "homePages", "booking", "fr_FR")?.content).toBe("fr");
    expect(announcementFor(response, "homePages", "gifting", "fr_FR")?.content).toBe("fr gifting");
    expect(announcementFor(response, "searchPages", "booking", "nl_NL")?.content).toBe("nl search");
  });
  it("is null without a match (empty fallback, spec 001 §8)", () => {
    expect(announcementFor(response, "homePages", "booking", "it_IT")).toBeNull();
    expect(announcementFor(response, "productPages", "booking", "fr_FR")).toBeNull();
  });
});


describe("bannersOf (the page's dehydrated state holds one language; issue 28)", () => {
  it("keeps every page family's entries of the point of sale only, and announcementFor finds the same banner in it", () => {
    const entry = (locale: string, flow: "booking" | "gifting") => ({ flow, locale, announcementBanner: { content: `${locale} ${flow}`, colorVariation: "info" as const } });
    const all: AnnouncementBannersResponse = { homePages: [entry("fr-FR", "booking"), entry("nl-BE", "booking")], searchPages: [entry("fr-BE", "gifting"), entry("fr-FR", "gifting")], productPages: [entry("it-IT", "booking")] };
    const fr = bannersOf(all, "fr_FR");
    expect(fr).toEqual({ homePages: [all.homePages[0]], searchPages: [all.searchPages[1]], productPages: [] });
    for (const page of ["homePages", "searchPages", "productPages"] as const) for (const flow of ["booking", "gifting"] as const) expect(announcementFor(fr, page, flow, "fr_FR")).toEqual(announcementFor(all, page, flow, "fr_FR"));
  });
});
