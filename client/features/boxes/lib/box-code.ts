/**
 * Box code rules the browser needs (spec 001 §4 "For boxes it derives from the code suffix after
 * the dash", §7 box offers call), kept here rather than imported from shared/contract/boxes-format.ts:
 * every shared/ module joins the framework chunk that every page loads (vite.config.ts), and only
 * the box pages need these. box-code.test.ts checks they answer exactly as the contract's. Pure.
 */
import type { GiftFormat } from "#shared/contract/boxes-format";

/** Box offers page size (spec 001 §9 "Box offers page 8"). */
export const BOX_OFFERS_PAGE_SIZE = 8;

/** 'XXXX-EBOX' digital, any other suffix physical, no dash digital (the default). */
export function boxFormatOf(code: string): GiftFormat {
  const dash = code.lastIndexOf("-");
  if (dash < 0) return "digital";
  return code.slice(dash + 1).toUpperCase() === "EBOX" ? "digital" : "physical";
}

/** The query string of a box offers page. */
export function boxOffersQuery(locale: string, page: number): string {
  return new URLSearchParams({ locale, page: String(page), limit: String(BOX_OFFERS_PAGE_SIZE) }).toString();
}
