import { describe, expect, it } from "vitest";
import { stayPriceInputs } from "#shared/pricing";
import { detailPath } from "./detail";

describe("stay detail call (issue 13 item 12)", () => {
  it("sends the gifting flow, so the gift price type applies", () => {
    const path = new URL(detailPath(42, stayPriceInputs("gifting", "")), "http://x");
    expect(path.pathname).toBe("/api/weekend/42/detail.json");
    expect(path.searchParams.get("flow")).toBe("gifting");
  });
  it("sends the hash dates and party in booking", () => {
    const path = new URL(detailPath(42, stayPriceInputs("booking", "#checkin=2027-03-05&checkout=2027-03-07&a=3")), "http://x");
    expect(Object.fromEntries(path.searchParams)).toMatchObject({ flow: "booking", checkin: "2027-03-05", night: "2", adult: "3", child: "0", baby: "0" });
  });
});
