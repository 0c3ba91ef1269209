/**
 * Money formatting: the one place integer cents become text (DESIGN.md habit 4; spec 000 §9
 * "money is handled in cents; prices divided by 100 for display").
 *
 * Where cents show (spec 000 §5, spec 001 §5 "Rounded prices use ceiling"; issue 25 item 8,
 * docs/decisions/064): a price a shopper compares and chooses from (cards, map pins, the offers
 * drawer, nearby hotels, idea cards, SEO text, the budget filter and price buckets) is a list
 * price, shown in whole euros rounded up (`formatListPrice`); an amount that is quoted or charged
 * (quote, stay summary, booking summary, cart, payment, instalments, taxes, gift amounts, and the
 * modification screen's cards beside their exact difference) shows its exact cents when it has
 * some (`formatMoney`). The figure itself (`data-cents`) is always
 * the exact integer cents: rounding is display only.
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

/**
 * Formats a list price (see the module comment): `cents` rounded up to whole euros, e.g. 20850 →
 * "209 €" (fr_FR), "€ 209" (nl_BE). Throws TypeError for non-integers.
 */
export function formatListPrice(cents: number, pointOfSale: PointOfSale): string {
  if (!Number.isInteger(cents)) throw new TypeError(`formatListPrice expects integer cents, got ${cents}`);
  return formatMoney(ceilToEuro(cents), pointOfSale);
}

/** Rounds cents up to whole euros (spec 000 §5 "Rounded prices use ceiling"). Returns cents. */
export function ceilToEuro(cents: number): number {
  return Math.ceil(cents / 100) * 100;
}
