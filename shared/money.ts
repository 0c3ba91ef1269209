/**
 * Money formatting: the one place integer cents become text (DESIGN.md habit 4; spec 000 §9
 * "money is handled in cents; prices divided by 100 for display").
 */
import { MARKETS, type PointOfSale } from "./markets";

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(pointOfSale: PointOfSale, whole: boolean): Intl.NumberFormat {
  const key = `${pointOfSale}:${whole}`;
  let f = formatters.get(key);
  if (!f) {
    const market = MARKETS[pointOfSale];
    f = new Intl.NumberFormat(market.bcp47, {
      style: "currency",
      currency: market.currency,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    });
    formatters.set(key, f);
  }
  return f;
}

/**
 * Formats integer cents as a localised price, e.g. 12900 → "129 €" (fr_FR) or "€ 129" (nl_BE).
 * Whole euros drop the decimals; otherwise two decimals are shown. Throws TypeError for non-integers.
 */
export function formatMoney(cents: number, pointOfSale: PointOfSale): string {
  if (!Number.isInteger(cents)) throw new TypeError(`formatMoney expects integer cents, got ${cents}`);
  return formatter(pointOfSale, cents % 100 === 0).format(cents / 100);
}

/** Rounds cents up to whole euros (spec 000 §5 "Rounded prices use ceiling"). Returns cents. */
export function ceilToEuro(cents: number): number {
  return Math.ceil(cents / 100) * 100;
}
