/**
 * Whether a gift recipient is signed in with a code (decision 047): the readable `beneficiary_gift`
 * cookie (shared/account-cookies.ts ACCOUNT_COOKIES.beneficiaryGift, set with the HttpOnly token at
 * /beneficiary/login, cleared at sign out) holds the gift's kind, "box" or "single_voucher". Kept
 * here, not imported from shared/, so that the stay page's first load carries this line only.
 * `cookieHeader` is document.cookie; never throws.
 */
export function hasGiftCookie(cookieHeader: string): boolean {
  return /(?:^|;\s*)beneficiary_gift=(?:box|single_voucher)(?:;|$)/.test(cookieHeader);
}
