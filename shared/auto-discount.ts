/**
 * The auto discount (spec 000 §4 "Auto-discount label appears only if its experiment is assigned,
 * a code exists and the flow is not gifting"; spec 001 §3 Auto discount {code, value (percent)},
 * §9 "10% extra on selected offers"): one computation of the amount it takes off a stay, read by
 * the card (the figure it promises), the quote and the cart (the reduction line the booking
 * summary shows). Issue 25 item 4: a label the checkout does not honour is a misleading price.
 *
 * Pure; amounts in integer cents, `value` an integer percent.
 */

/** An auto discount as the catalog announces it on a package (spec 001 §3). */
export interface AutoDiscount {
  code: string;
  /** Integer percent taken off the sell price. */
  value: number;
}

/**
 * The reduction of an auto discount of `value` percent on a sell price (cents): rounded up to the
 * cent, so the shopper never gets less than the percent the label promises; never more than the
 * price. Returns 0 for a non-positive price or percent.
 */
export function autoDiscountReduction(sellPrice: number, value: number): number {
  if (sellPrice <= 0 || value <= 0) return 0;
  return Math.min(sellPrice, Math.ceil((sellPrice * value) / 100));
}

/**
 * What a shopper saves on a stay, cents: the promo shown (reference minus sell price; 0 when the
 * promo is not shown) plus the auto discount's reduction (0 without one). The booking summary's
 * "You save" states this sum, as its breakdown takes both off (issue 25 item 4: no figure computed
 * before the reduction the checkout applies).
 */
export function amountSaved(promoSaved: number, reduction: number): number {
  return Math.max(0, promoSaved) + Math.max(0, reduction);
}

/**
 * Whether the shopper is shown (and so gets) the auto discount: its experiment variant is "label",
 * the offer carries a discount with a code, and the flow is not gifting (spec 000 §4). The card's
 * label, the stay page's quote and the cart all ask this, with the same inputs.
 */
export function autoDiscountShown(discount: AutoDiscount | null | undefined, flow: string, variant: string | undefined): discount is AutoDiscount {
  return variant === "label" && Boolean(discount?.code) && (discount?.value ?? 0) > 0 && flow !== "gifting";
}
