/**
 * What the gifting setup offers for the voucher's price (spec 001 §6 "Feature flags and
 * experiments gate … a three-price single voucher test"; docs/decisions/043): the night selector
 * (1, 2 or 3 nights, Essential price) or, in the `threePriceVoucher` experiment's `threePrices`
 * variant, three prices of one voucher at the chosen nights: the bucket prices Essential, Serenity
 * (marked Popular) and Liberty, with the share of weekends each one books (shared/gift.ts).
 *
 * - Customer care keeps the night selector: it has its own bucket selector (spec 001 §6).
 * - Before the page has hydrated the answer is the night selector: the experiment is not a
 *   server-rendered one (shared/flags.ts, the page cache does not key on it), and both choices
 *   are one row of three cards, so the swap after mount does not move the page.
 * - Three prices need three different, rising prices: a stay whose weekends all cost the same
 *   has one price in three names, which is no choice; it keeps the night selector.
 * Pure.
 */
import type { Experiments } from "#shared/flags";

export type VoucherChoice = "nights" | "threePrices";

export function voucherChoice(input: {
  variant: Experiments["threePriceVoucher"];
  care: boolean;
  mounted: boolean;
  /** The bucket prices at the chosen nights, cents ([Essential, Serenity, Liberty]). */
  bucketPrices: readonly number[];
}): VoucherChoice {
  if (input.variant !== "threePrices" || input.care || !input.mounted) return "nights";
  const [a, b, c] = input.bucketPrices;
  return a !== undefined && b !== undefined && c !== undefined && a < b && b < c ? "threePrices" : "nights";
}
