/**
 * GET /purchase/alma/eligibility (spec 001 §7, §9 Instalments): each rule at its boundary (days to
 * arrival, amount bounds, markets), the splits and fees, the pay-later date, and 400s. Boundaries
 * call the handler with a fixed today; the app is called for routing, the contract and the 400s.
 */
import { describe, expect, it } from "vitest";
import { AlmaEligibilityResponseSchema } from "../../shared/contract/alma-eligibility";
import { handleAlmaEligibility } from "./alma-eligibility";
import { CatalogError } from "./http";
import { call, getValid, inDays } from "./test-helpers";

const TODAY = "2026-11-27";
const day = (n: number) => new Date(Date.UTC(2026, 10, 27 + n)).toISOString().slice(0, 10);
const types = (q: Record<string, string>) => handleAlmaEligibility({ cancellationPolicyType: "FLEXIBLE", pointOfSale: "fr_fr", ...q }, TODAY).paymentMethods.map((m) => m.type);

describe("purchase/alma/eligibility rules", () => {
  it("offers pay-later from 5 days before arrival, 3x and 4x from 7", () => {
    expect(types({ amount: "30000", checkinDate: day(4) })).toEqual([]);
    expect(types({ amount: "30000", checkinDate: day(5) })).toEqual(["payLater"]);
    expect(types({ amount: "30000", checkinDate: day(6) })).toEqual(["payLater"]);
    expect(types({ amount: "30000", checkinDate: day(7) })).toEqual(["payLater", "threeTimes", "fourTimes"]);
  });

  it("offers 3x from 200 € and 4x from 250 €, both up to 2000 € inclusive", () => {
    const at = (amount: number) => types({ amount: String(amount), checkinDate: day(30) });
    expect(at(19_999)).toEqual(["payLater"]);
    expect(at(20_000)).toEqual(["payLater", "threeTimes"]);
    expect(at(24_999)).toEqual(["payLater", "threeTimes"]);
    expect(at(25_000)).toEqual(["payLater", "threeTimes", "fourTimes"]);
    expect(at(200_000)).toEqual(["payLater", "threeTimes", "fourTimes"]);
    expect(at(200_001)).toEqual(["payLater"]);
  });

  it("offers instalments in fr_FR, es_ES, fr_BE and nl_BE; PayPal pay-later from 30 to 2000 € in es_ES and it_IT; nothing in nl_NL", () => {
    const at = (pointOfSale: string, amount: number) => types({ pointOfSale, amount: String(amount), checkinDate: day(30) });
    for (const pos of ["fr_fr", "fr_be", "nl_be"]) expect(at(pos, 30_000), pos).toEqual(["payLater", "threeTimes", "fourTimes"]);
    expect(at("es_es", 30_000)).toEqual(["payLater", "threeTimes", "fourTimes", "paypalPayLater"]);
    expect(at("it_it", 30_000)).toEqual(["paypalPayLater"]);
    expect(at("it_it", 2_999)).toEqual([]);
    expect(at("it_it", 3_000)).toEqual(["paypalPayLater"]);
    expect(at("it_it", 200_001)).toEqual([]);
    expect(at("nl_nl", 30_000)).toEqual([]);
  });

  it("splits monthly from today with the fee on the first; pay-later pays once at the end of free cancellation", () => {
    const r = handleAlmaEligibility({ amount: "37003", checkinDate: day(40), pointOfSale: "es_es", cancellationPolicyType: "FLEXIBLE", cancellableUntil: day(20) }, TODAY);
    const [later, three, four, paypal] = r.paymentMethods;
    expect(later).toEqual({ type: "payLater", paymentFee: 0, splittedPayments: [{ amount: 37_003, date: day(20) }] });
    expect(three).toEqual({ type: "threeTimes", paymentFee: 555, splittedPayments: [{ amount: 12_890, date: TODAY }, { amount: 12_334, date: "2026-12-27" }, { amount: 12_334, date: "2027-01-27" }] });
    expect(four!.splittedPayments.map((p) => p.date)).toEqual([TODAY, "2026-12-27", "2027-01-27", "2027-02-27"]);
    expect(four!.splittedPayments.reduce((s, p) => s + p.amount, 0)).toBe(37_003 + four!.paymentFee);
    expect(paypal).toEqual({ type: "paypalPayLater", paymentFee: 0, splittedPayments: [] });
    // A non-refundable stay has no free cancellation: the payment waits until 3 days before arrival.
    const ncnr = handleAlmaEligibility({ amount: "37003", checkinDate: day(40), pointOfSale: "fr_fr", cancellationPolicyType: "NCNR", cancellableUntil: day(20) }, TODAY);
    expect(ncnr.paymentMethods[0]!.splittedPayments[0]!.date).toBe(day(37));
  });

  it("refuses a check-in before today", () => {
    expect(() => handleAlmaEligibility({ amount: "30000", checkinDate: day(-1), pointOfSale: "fr_fr", cancellationPolicyType: "FLEXIBLE" }, TODAY)).toThrow(CatalogError);
  });
});

describe("purchase/alma/eligibility over HTTP", () => {
  it("answers the contract, with the storefront's locale accepted and ignored", async () => {
    const r = await getValid(AlmaEligibilityResponseSchema, `/purchase/alma/eligibility?amount=30000&checkinDate=${inDays(30)}&pointOfSale=fr_fr&cancellationPolicyType=FLEXIBLE&locale=nl_NL`);
    expect(r.paymentMethods.map((m) => m.type)).toEqual(["payLater", "threeTimes", "fourTimes"]);
  });

  it("answers 400 for bad input", async () => {
    const ok = { amount: "30000", checkinDate: inDays(30), pointOfSale: "fr_fr", cancellationPolicyType: "FLEXIBLE" };
    const bad: Record<string, string | undefined>[] = [
      { amount: undefined },
      { amount: "0" },
      { amount: "12.5" },
      { amount: "-300" },
      { amount: "abc" },
      { checkinDate: undefined },
      { checkinDate: "2026-02-30" },
      { checkinDate: inDays(-3) },
      { pointOfSale: "FR_FR" },
      { pointOfSale: "de_de" },
      { pointOfSale: undefined },
      { cancellationPolicyType: "MAYBE" },
      { cancellationPolicyType: undefined },
      { cancellableUntil: "tomorrow" },
    ];
    for (const change of bad) {
      const q = Object.entries({ ...ok, ...change }).flatMap(([k, val]) => (val === undefined ? [] : [`${k}=${encodeURIComponent(val)}`])).join("&");
      const res = await call("GET", `/purchase/alma/eligibility?${q}`);
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect((res.body as { error: string }).error).toMatch(/eligibility query/);
    }
    expect((await call("POST", `/purchase/alma/eligibility?amount=30000`)).status).toBe(405);
  });
});
