/**
 * What the gifting setup offers for the voucher's price (spec 001 §6 "Feature flags and
 * experiments gate … a three-price single voucher test"; docs/decisions/043): the night selector
 * (1, 2 or 3 nights, Essential price) or, in the `threePriceVoucher` experiment's `threePrices`
 * variant, three prices of one voucher at the chosen nights: the bucket prices Essential, Serenity
 * (marked Popular) and Liberty, with the share of weekends each one books (shared/gift.ts).
 *
 * - Customer care keeps the night selector: it has its own bucket selector (spec 001 §6).
 * - The experiment is server-rendered (shared/flags.ts `ssr`: the page cache keys on it), so the
 *   server and the browser give the same answer and no price swaps after hydration.
 * - Three prices need three different, rising prices: a stay whose weekends all cost the same
 *   has one price in three names, which is no choice; it keeps the night selector.
 * Pure.
 */
import type { Experiments } from "#shared/flags";

export type VoucherChoice = "nights" | "threePrices";

export function voucherChoice(input: {
  variant: Experiments["threePriceVoucher"];
  care: boolean;
  /** The bucket prices at the chosen nights, cents ([Essential, Serenity, Liberty]). */
  bucketPrices: readonly number[];
}): VoucherChoice {
  if (input.variant !== "threePrices" || input.care) return "nights";
  const [a, b, c] = input.bucketPrices;
  return a !== undefined && b !== undefined && c !== undefined && a < b && b < c ? "threePrices" : "nights";
}
