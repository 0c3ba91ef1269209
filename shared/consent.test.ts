import { describe, expect, it } from "vitest";
import { consentFromCookies, measurementAllowed, parseConsent, serializeConsent } from "./consent";

describe("the consent cookie (decision 077)", () => {
  it("round-trips every choice", () => {
    for (const measurement of [true, false]) for (const experiments of [true, false]) {
      const c = { measurement, experiments };
      expect(parseConsent(serializeConsent(c))).toEqual(c);
    }
    expect(serializeConsent({ measurement: false, experiments: false })).toBe("necessary");
  });
  it("reads no choice from an absent or malformed value", () => {
    for (const raw of [undefined, null, "", "all", "measurement.ads", "measurement,experiments", "x".repeat(100)]) expect(parseConsent(raw)).toBeNull();
  });
  it("finds the cookie among others; measurement only when granted", () => {
    expect(consentFromCookies("a=1; consent=experiments; b=2")).toEqual({ measurement: false, experiments: true });
    expect(measurementAllowed("consent=measurement.experiments")).toBe(true);
    expect(measurementAllowed("myconsent=measurement")).toBe(false);
    expect(measurementAllowed("")).toBe(false);
  });
});
