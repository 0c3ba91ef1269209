import { describe, expect, it } from "vitest";
import { POINTS_OF_SALE } from "#shared/markets";
import { paymentBrands } from "./payment-brands";

describe("footer payment brands per country (spec 001 §2 Footer)", () => {
  it("every market takes cards, its local scheme first", () => {
    for (const pos of POINTS_OF_SALE) expect(paymentBrands(pos)).toEqual(expect.arrayContaining(["Visa", "Mastercard"]));
    expect(paymentBrands("fr_FR")[0]).toBe("CB");
    expect(paymentBrands("nl_BE")[0]).toBe("Bancontact");
    expect(paymentBrands("nl_NL")[0]).toBe("iDEAL");
    expect(paymentBrands("es_ES")[0]).toBe("Bizum");
  });
  it("PayPal where its pay-later is offered (es_ES, it_IT, spec 001 §9)", () => {
    expect(paymentBrands("es_ES")).toContain("PayPal");
    expect(paymentBrands("it_IT")).toContain("PayPal");
    expect(paymentBrands("fr_FR")).not.toContain("PayPal");
  });
});
