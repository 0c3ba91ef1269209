/**
 * Which stays can be given (spec 001 §3 priceList; migrations/0010_gifting.sql: "a package is
 * giftable when it has rows" in single_voucher_prices; last-minute stays have none). One rule for
 * the gift search (search-sql.ts, facet-sql.ts), its suggestion links (suggestion-links.ts) and
 * the search summary's 'gift' rows (summary-derive.ts); gift.json's isGiftable (gift.ts) is the
 * same rule read from the price list. So a gifting card always leads to a gift setup that can
 * sell it (decision 085).
 */

/** SQL predicate: the package aliased `alias` (default `p`) has a single-voucher price list. */
export function giftableSql(alias = "p"): string {
  return `EXISTS (SELECT 1 FROM single_voucher_prices sv WHERE sv.package_id = ${alias}.id)`;
}
