import { describe, expect, it } from "vitest";
import { stayFlowSwitchHash } from "./stay-flow-switch";

describe("stay page flow switch booking <-> gifting (spec 001 §4; issue 26)", () => {
  it("to gifting: sets giftAdult 2 and giftNights, keeps the dates and the party", () => {
    // Dated: the booking's nights.
    expect(stayFlowSwitchHash("#checkin=2027-03-05&checkout=2027-03-07&a=3&c=1&b=0", "gifting", 1)).toBe("checkin=2027-03-05&checkout=2027-03-07&a=3&c=1&b=0&giftAdult=2&giftNights=2");
    // No dates: the nights the page shows; nothing known: the default 1.
    expect(stayFlowSwitchHash("a=4", "gifting", 3)).toBe("a=4&giftAdult=2&giftNights=3");
    expect(stayFlowSwitchHash("", "gifting", null)).toBe("giftAdult=2&giftNights=1");
    // A giftNights already chosen is kept; a malformed range falls through.
    expect(stayFlowSwitchHash("giftNights=2", "gifting", 1)).toBe("giftNights=2&giftAdult=2");
    expect(stayFlowSwitchHash("checkin=2027-03-07&checkout=2027-03-05", "gifting", 2)).toBe("checkin=2027-03-07&checkout=2027-03-05&giftAdult=2&giftNights=2");
  });
  it("back to booking: the gift keys go, the dates and the party come back", () => {
    const gifting = stayFlowSwitchHash("checkin=2027-03-05&checkout=2027-03-07&a=3&c=1&b=1", "gifting", null);
    expect(stayFlowSwitchHash(`${gifting}&giftFormat=physical&sleeves=3&upsell=availability&bucket=2`, "booking", null)).toBe("checkin=2027-03-05&checkout=2027-03-07&a=3&c=1&b=1");
  });
});
