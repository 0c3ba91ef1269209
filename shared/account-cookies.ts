/**
 * The account's cookies (spec 001 §4 "Sign out clears the access token and user account cookies",
 * §6 "Signed-in customer (access token cookie)"; docs/decisions/034). Pure and tiny: the header
 * reads `user_account` from document.cookie to show the account menu without a request.
 */

/** Cookie names (spec 001 §4 "Sign out clears the access token and user account cookies"). */
export const ACCOUNT_COOKIES = {
  /** HttpOnly JWT of the signed-in account. */
  token: "access_token",
  /** Readable by the page: the first name, so the header shows the account menu without a request. */
  user: "user_account",
  /** HttpOnly JWT of a gift recipient's code. */
  beneficiary: "beneficiary_token",
  /** Readable by the page: the gift's kind ("box" | "single_voucher"), so the stay page offers to book with it (decision 047). */
  beneficiaryGift: "beneficiary_gift",
} as const;


/** The first name in the `user_account` cookie of `cookieHeader` (document.cookie), or null. */
export function userAccountName(cookieHeader: string): string | null {
  for (const part of cookieHeader.split(";")) {
    const [k, ...rest] = part.trim().split("=");
    if (k === ACCOUNT_COOKIES.user) {
      try {
        const name = decodeURIComponent(rest.join("="));
        return name ? name.slice(0, 60) : null;
      } catch {
        return null;
      }
    }
  }
  return null;
}
