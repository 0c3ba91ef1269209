import { describe, expect, it } from "vitest";
import { GIFT_CARD_HREF, giftMenuItems, giftTool } from "./gift-menu";

describe("gift menu (spec 001 §6 care gift-card link, gift drawer in six locales)", () => {
  it("care host: the gift icon is the gift-card link, no drawer", () => {
    expect(giftTool(true)).toEqual({ href: GIFT_CARD_HREF, drawer: false });
    expect(GIFT_CARD_HREF).toBe("/giftcard/customization");
  });
  it("shoppers: the drawer over the gifting home link", () => {
    expect(giftTool(false)).toEqual({ href: "/?flow=gifting", drawer: true });
  });
  it("lists stay, boxes, gift card and activities (activities only with the activity flow)", () => {
    expect(giftMenuItems({ activityFlow: true }).map((i) => i.key)).toEqual(["stay", "boxes", "giftcard", "activity"]);
    expect(giftMenuItems({ activityFlow: false }).map((i) => i.key)).toEqual(["stay", "boxes", "giftcard"]);
    for (const item of giftMenuItems({ activityFlow: true })) expect(item.href).toMatch(/^\/[a-z]/);
  });
});
