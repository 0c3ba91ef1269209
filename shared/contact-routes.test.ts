import { describe, expect, it } from "vitest";
import { quickActionHref, requestCodeFromHash } from "./contact-routes";

describe("quick actions carry the booking code in r (spec 001 §2)", () => {
  it("puts an 8-digit code in r, and only the action without one", () => {
    expect(quickActionHref("/account/trips", "modify", "12345678")).toBe("/account/trips#r=12345678&action=modify");
    expect(quickActionHref("/account/trips", "invoice", " 1234 5678 ")).toBe("/account/trips#r=12345678&action=invoice");
    for (const bad of ["", "1234567", "123456789", "ABCDEFGH"]) expect(quickActionHref("/account/trips", "cancel", bad)).toBe("/account/trips#action=cancel");
  });
  it("reads the code back from the target page's hash", () => {
    expect(requestCodeFromHash("#r=12345678&action=modify")).toBe("12345678");
    expect(requestCodeFromHash("#action=modify&r=87654321")).toBe("87654321");
    for (const bad of ["", "#r=modify", "#r=123456789", "#r=1234567", "#x=12345678"]) expect(requestCodeFromHash(bad)).toBeNull();
  });
});
