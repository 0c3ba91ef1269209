/**
 * When the results page shows the auto-discount banner (spec 000 §6, spec 001 §9). Imported by
 * the banner alone (components/auto-discount-banner.tsx), so it stays in the banner's chunk rather
 * than in a chunk shared with the cards.
 */
import type { Experiments } from "#shared/flags";
import type { Flow } from "#shared/criteria";

/** The banner's extra percent (spec 001 §9 "10% extra on selected offers"), the catalog's EXTRA10 value. */
export const AUTO_DISCOUNT_BANNER_PERCENT = 10;

/**
 * Whether the results page shows the auto-discount banner (spec 000 §6 "The auto-discount banner
 * variation applies in the booking flow only"; spec 001 §9 "10% extra on selected offers"): its
 * experiment assigned and the booking flow, the hotel flow counting as booking (spec 000 §1).
 */
export function showsAutoDiscountBanner(flow: Flow, experiments: Pick<Experiments, "autoDiscount">): boolean {
  return experiments.autoDiscount === "label" && (flow === "booking" || flow === "hotel");
}
