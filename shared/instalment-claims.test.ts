import { describe, expect, it } from "vitest";
import { advertisingViolations, instalmentClaims } from "./instalment-claims";

describe("instalment advertising against the rules (issue 25 item 5, spec 001 §9)", () => {
  it("reads counts, 'free', amounts, pay later and PayPal in the four languages", () => {
    expect(instalmentClaims("Paiement en 3 ou 4 fois sans frais dès 200 € : profitez maintenant")).toMatchObject({ instalments: true, counts: [3, 4], noFee: true, from: [{ counts: [3, 4], cents: 20000 }] });
    expect(instalmentClaims("Betaal in 3 of 4 termijnen zonder kosten vanaf € 200")).toMatchObject({ counts: [3, 4], noFee: true, from: [{ cents: 20000 }] });
    expect(instalmentClaims("Paga a plazos sin intereses a partir de 200 €")).toMatchObject({ instalments: true, counts: [], noFee: true });
    expect(instalmentClaims("Paga in 3 rate senza interessi con PayPal")).toMatchObject({ counts: [3], noFee: true, paypal: true });
    expect(instalmentClaims("Payez en 3 fois dès 200 € ou en 4 fois dès 250 €").from).toEqual([{ counts: [3], cents: 20000 }, { counts: [4], cents: 25000 }]);
    // Not about instalments: a price without hidden fees says nothing of them.
    expect(instalmentClaims("Des tarifs négociés, sans frais cachés.")).toMatchObject({ instalments: false, noFee: false, from: [] });
  });

  it("refuses what the seeded banners said on main: free instalments, 4x from 200 €, 3x/4x in nl_NL and it_IT", () => {
    expect(advertisingViolations(["fr_FR"], "Paiement en 3 ou 4 fois sans frais dès 200 €")).toEqual([
      "instalments always charge a fee with the first payment: no 'free' instalments",
      "fourTimes starts at 250 €, not 200 €",
    ]);
    expect(advertisingViolations(["nl_NL"], "Betaal in 3 of 4 termijnen vanaf € 250")).toContain("nl_NL offers no payment in 3 instalments");
    expect(advertisingViolations(["it_IT"], "Paga in 3 rate con PayPal")).toContain("it_IT offers no payment in 3 instalments");
    expect(advertisingViolations(["es_ES"], "Paga a plazos sin intereses a partir de 200 €")).toEqual(["instalments always charge a fee with the first payment: no 'free' instalments"]);
  });

  it("accepts texts that say what the rules say", () => {
    expect(advertisingViolations(["fr_FR", "fr_BE"], "Payez en 3 fois dès 200 € ou en 4 fois dès 250 €, jusqu'à 2 000 € (frais sur la première mensualité).")).toEqual([]);
    expect(advertisingViolations(["it_IT", "es_ES"], "Paga più tardi con PayPal da 30 € a 2.000 €.")).toEqual([]);
    expect(advertisingViolations(["nl_BE"], "Betaal in 3 termijnen vanaf € 200 (kosten bij de eerste betaling).")).toEqual([]);
    expect(advertisingViolations(["nl_NL"], "Gratis annuleren bij de meeste verblijven.")).toEqual([]);
  });

  it("pay later only where it is offered", () => {
    expect(advertisingViolations(["nl_NL"], "Boek nu, betaal later.")).toEqual(["nl_NL offers no pay later"]);
    expect(advertisingViolations(["fr_FR"], "Réservez maintenant, payez plus tard.")).toEqual([]);
  });
});
