/**
 * The stay page's flow switch booking <-> gifting (spec 001 §4 "Flow switch booking <-> gifting
 * updates the flow param, sets giftAdult 2 and giftNights on gifting, and refetches"; spec 001 §2
 * "Top-bar flow toggle links to the product page with flow booking or gifting"; issue 26). Pure.
 * Its own module: the header loads it at the click (shell/menu/flow-switch-click.ts), and
 * gift-hash.ts (read by every stay page's price inputs) stays free of gift.ts.
 */
import { DEFAULT_GIFT_NIGHTS, GIFT_ADULTS } from "./gift";
import { parseGiftHash } from "./gift-hash";

/** The gifting keys of a stay page's hash: what a switch back to booking drops (spec 001 §2 stay hash). */
const GIFT_KEYS = ["giftNights", "giftFormat", "sleeves", "giftAdult", "upsell", "bucket"] as const;

/**
 * The hash of a stay page after the flow switch booking <-> gifting (spec 001 §4 "Flow switch
 * booking <-> gifting updates the flow param, sets giftAdult 2 and giftNights on gifting"; issue 26).
 * `hash` is the page's (with or without '#'), `to` the flow switched to, `shownNights` the nights
 * whose price the page shows (its price panel's nights figure; null when unknown). Returns the hash
 * without '#'.
 * - To gifting: giftAdult 2 (a gift stay is for 2 people, §1) and giftNights: the hash's own when
 *   valid, else the nights of the booking's dates (checkin..checkout), else `shownNights`, else the
 *   default 1. The dates and the party (checkin, checkout, a, c, b) stay in the hash: the gifting
 *   page ignores them, and the way back finds them.
 * - To booking: the gifting keys (giftNights, giftFormat, sleeves, giftAdult, upsell, bucket) go;
 *   every other key (dates, party) stays.
 */
export function stayFlowSwitchHash(hash: string, to: "booking" | "gifting", shownNights: number | null): string {
  const p = new URLSearchParams(hash.replace(/^#/, ""));
  if (to === "booking") {
    for (const k of GIFT_KEYS) p.delete(k);
    return p.toString();
  }
  const valid = (n: number | null | undefined): n is number => n != null && Number.isInteger(n) && n >= 1 && n <= 7;
  const dated = datedNights(p.get("checkin"), p.get("checkout"));
  const own = parseGiftHash(hash).giftNights;
  const nights = [own, dated, shownNights].find(valid) ?? DEFAULT_GIFT_NIGHTS;
  p.set("giftAdult", String(GIFT_ADULTS));
  p.set("giftNights", String(nights));
  return p.toString();
}

/** Nights between two ISO days (yyyy-MM-dd), or null when either is malformed or the range is empty. */
function datedNights(checkin: string | null, checkout: string | null): number | null {
  const day = (s: string | null) => (s && /^\d{4}-\d{2}-\d{2}$/.test(s) ? Date.UTC(+s.slice(0, 4), +s.slice(5, 7) - 1, +s.slice(8, 10)) : NaN);
  const n = Math.round((day(checkout) - day(checkin)) / 86_400_000);
  return Number.isFinite(n) && n > 0 ? n : null;
}
