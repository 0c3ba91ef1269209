import { describe, expect, it } from "vitest";
import { imageUrl } from "#shared/illustrations/urls";
import { GIFT_HOW_STEPS } from "./gift-how-it-works";

describe("gifting 'How it works' illustrations (decision 043)", () => {
  it("are the generator's own URLs (hotel, gift, room), written out", () => {
    expect(GIFT_HOW_STEPS.map((s) => s.image)).toEqual([
      imageUrl("hotel", 4207, "400x300", { env: "countryside" }),
      imageUrl("activity", 31, "400x300", { theme: "gift" }),
      imageUrl("room", 58, "400x300"),
    ]);
  });
});
