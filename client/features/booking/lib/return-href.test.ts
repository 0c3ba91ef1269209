import { describe, expect, it } from "vitest";
import { parseCriteria } from "#shared/criteria";
import { productReturnHref } from "./return-href";

const rc = { checkin: "2026-12-12", checkout: "2026-12-14", nights: 2, adult: 3, child: 1, baby: 0 };

describe("checkout's way back to the product page", () => {
  it("keeps a stay's dates and party in the hash the stay page reads", () => {
    const href = productReturnHref({ type: "STAY", uri: "/stay/12-spa", reservationCriteria: rc });
    expect(href.startsWith("/stay/12-spa#")).toBe(true);
    expect(parseCriteria(href.split("#")[1]!)).toMatchObject({ checkin: "2026-12-12", checkout: "2026-12-14", a: 3, c: 1, b: 0 });
  });
  it("keeps an activity's people as `a`", () => {
    expect(productReturnHref({ type: "ACTIVITY", uri: "/activity/7-ferme", reservationCriteria: { ...rc, checkout: rc.checkin, nights: 0, adult: 1, child: 0 } })).toBe("/activity/7-ferme#a=1");
  });
});
