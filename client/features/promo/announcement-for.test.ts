/** client/features/promo/announcement-for.ts */
import { describe, expect, it } from "vitest";
import type { AnnouncementBannersResponse } from "#shared/contract/cms";
import { announcementFor } from "./announcement-for";

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

