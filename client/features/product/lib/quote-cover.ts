/**
 * The cancellation cover chosen in the results (`?cancellationOffer=`, decision 053) as the stay
 * page's quote shows it before Book (spec 000 §2 "cancellation-offers radio list with insurance";
 * decision 059). Pure; amounts in cents.
 *
 * quote.json, asked with the chosen offer, answers it priced for this stay (`cancellationOffer`):
 * - `none`: no cover asked, or the stay's own conditions (no premium), or no bookable quote yet;
 * - `chosen`: an insurance: its premium is a line of the summary and is added to what is paid
 *   today (the cart's `breakdown.insurance` is the same figure, priced by the same quote);
 * - `unavailable`: asked, but not on sale for these dates (cover already ended): said on the page,
 *   and the cart is created without it.
 */
import type { CancellationOffer } from "#shared/contract/cancellation-offers";
import type { QuoteResponse } from "#shared/contract/weekend-quote";

export type QuoteCover =
  | { state: "none" }
  | { state: "chosen"; offer: CancellationOffer & { insurance: NonNullable<CancellationOffer["insurance"]> }; premium: number }
  | { state: "unavailable" };

/** What the quote says of the cover `asked` (an offer id, or undefined). */
export function quoteCover(asked: number | undefined, quote: Pick<QuoteResponse, "bookable" | "cancellationOffer"> | undefined): QuoteCover {
  if (!asked || !quote?.bookable || quote.cancellationOffer === undefined) return { state: "none" };
  const offer = quote.cancellationOffer;
  if (!offer) return { state: "unavailable" };
  if (!offer.insurance) return { state: "none" };
  return { state: "chosen", offer: { ...offer, insurance: offer.insurance }, premium: offer.insurance.price };
}

/** What is paid today with the cover: the stay's part (sell price, or a gift's supplement) plus the premium. */
export function todayWithCover(stayToday: number, cover: QuoteCover): number {
  return stayToday + (cover.state === "chosen" ? cover.premium : 0);
}

/** The offer id the cart is created with: the chosen insurance only (never one the quote refused). */
export function cartCover(cover: QuoteCover): number | undefined {
  return cover.state === "chosen" ? cover.offer.id : undefined;
}
