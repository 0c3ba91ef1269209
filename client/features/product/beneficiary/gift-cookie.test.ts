/** The stay page's test for a signed-in gift recipient (decision 047) agrees with the cookie the worker sets. */
import { describe, expect, it } from "vitest";
import { ACCOUNT_COOKIES } from "#shared/account-cookies";
import { hasGiftCookie } from "./gift-cookie";

describe("hasGiftCookie", () => {
  it("reads the worker's readable gift cookie, whatever its place among the cookies", () => {
    expect(ACCOUNT_COOKIES.beneficiaryGift).toBe("beneficiary_gift");
    expect(hasGiftCookie("beneficiary_gift=box")).toBe(true);
    expect(hasGiftCookie("a=1; beneficiary_gift=single_voucher; b=2")).toBe(true);
  });
  it("ignores other values, other cookies and look-alikes", () => {
    for (const c of ["", "beneficiary_gift=", "beneficiary_gift=boxes", "xbeneficiary_gift=box", "beneficiary_token=box", "user_account=beneficiary_gift=box"]) expect(hasGiftCookie(c)).toBe(false);
  });
});
