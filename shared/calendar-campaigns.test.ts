import { describe, expect, it } from "vitest";
import { campaignsFor, DEFAULT_CAMPAIGNS } from "./calendar-campaigns";

describe("campaignsFor (spec 000 §9 campaign dates, a setting)", () => {
  it("uses the defaults without a setting, future ones only", () => {
    expect(campaignsFor(undefined, "fr_FR", "2026-11-27")).toEqual(DEFAULT_CAMPAIGNS.fr_FR);
    expect(campaignsFor("", "es_ES", "2026-11-27")).toHaveLength(1);
    expect(campaignsFor("", "fr_BE", "2027-05-03")).toEqual([
      { checkin: "2027-05-05", checkout: "2027-05-09" },
      { checkin: "2027-05-14", checkout: "2027-05-17" },
    ]);
    expect(campaignsFor("", "nl_BE", "2027-06-01")).toEqual([]);
    expect(campaignsFor("", "nl_NL", "2026-11-27")).toEqual([]);
  });
  it("reads the setting, drops malformed entries and sorts by check-in", () => {
    const setting = JSON.stringify({
      nl_BE: [
        { checkin: "2027-07-16", checkout: "2027-07-18" },
        { checkin: "2027-02-12", checkout: "2027-02-14" },
        { checkin: "2027-03-01", checkout: "2027-03-01" },
        { checkin: "1 May", checkout: "2027-05-02" },
        "x",
      ],
    });
    expect(campaignsFor(setting, "nl_BE", "2026-11-27")).toEqual([
      { checkin: "2027-02-12", checkout: "2027-02-14" },
      { checkin: "2027-07-16", checkout: "2027-07-18" },
    ]);
    expect(campaignsFor(setting, "fr_FR", "2026-11-27")).toEqual([]);
  });
  it("falls back to the defaults when the setting is not a JSON object", () => {
    expect(campaignsFor("{oops", "fr_FR", "2026-11-27")).toHaveLength(3);
    expect(campaignsFor("[1,2]", "fr_FR", "2026-11-27")).toHaveLength(3);
    expect(campaignsFor('{"__proto__": []}', "fr_FR", "2026-11-27")).toEqual([]);
  });
});
