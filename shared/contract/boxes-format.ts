/**
 * The pure part of the gift box contract (spec 001 §3 Box, §4 gift format, §7 box calls), without
 * valibot so the browser can import it (docs/decisions/013: no schemas in the page's JavaScript).
 * The schemas are in ./boxes.ts.
 */

/** Largest box offers page (spec 001 §9 "Box offers page 8"). */
export const BOX_OFFERS_PAGE_SIZE = 8;

/** Suffix of a digital box code (spec 001 §3 "EBOX maps to BOX"). */
export const DIGITAL_BOX_SUFFIX = "EBOX";

/** Gift formats (spec 001 §4): digital is the default. */
export const GIFT_FORMATS = ["digital", "physical"] as const;
export type GiftFormat = (typeof GIFT_FORMATS)[number];

/**
 * The format a box code says (spec 001 §4 "For boxes it derives from the code suffix after the
 * dash"): 'XXXX-EBOX' digital, any other suffix physical, no dash digital (the default).
 */
export function boxFormatOf(code: string): GiftFormat {
  const dash = code.lastIndexOf("-");
  if (dash < 0) return "digital";
  return code.slice(dash + 1).toUpperCase() === DIGITAL_BOX_SUFFIX ? "digital" : "physical";
}

/** The query string of a box offers call. */
export function toBoxOffersQuery(q: { locale: string; page?: number; limit?: number; performMapSearch?: boolean }): string {
  const p = new URLSearchParams({ locale: q.locale });
  if (q.performMapSearch) p.set("performMapSearch", "true");
  else {
    p.set("page", String(q.page ?? 0));
    p.set("limit", String(q.limit ?? BOX_OFFERS_PAGE_SIZE));
  }
  return p.toString();
}

