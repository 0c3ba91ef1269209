/**
 * The stay page's URL hash (spec 001 §2 "Stay product page … Hash: checkin, checkout, a, c, b,
 * giftNights, giftFormat, sleeves, giftAdult, hotelId, theme, upsell, offerId, id, bucket").
 * Pure; the one reader and writer of the stay hash (decision 075).
 *
 * - Reading never throws: a malformed or out-of-range value is left out (the page's default
 *   applies: 2 adults, no dates, the first gift nights …), as shared/criteria.ts does for search.
 *   Dates and party follow the search rules (parseCriteria: a 1-20, c and b 0-10, an inverted or
 *   half date pair dropped); the gift keys follow shared/gift-hash.ts; giftAdult is 1-20; hotelId,
 *   theme, offerId and id are positive integer ids.
 * - Writing changes only the keys it is given (undefined removes one) and keeps every other key of
 *   the hash, known or not, in place: choosing dates keeps the gift choices, the hotel and the
 *   offer; choosing a gift format keeps the dates (the search serialiser, which knows only the
 *   search keys, dropped them).
 */
import { parseCriteria, TRAVELLER_LIMITS } from "./criteria";
import { parseGiftHash, type GiftHash } from "./gift-hash";

/** Every key of the stay hash, in the spec's order (spec 001 §2). */
export const STAY_HASH_KEYS = [
  "checkin", "checkout", "a", "c", "b", "giftNights", "giftFormat", "sleeves", "giftAdult", "hotelId", "theme", "upsell", "offerId", "id", "bucket",
] as const;
export type StayHashKey = (typeof STAY_HASH_KEYS)[number];

/** The stay hash read (keys absent from the hash, or malformed, are undefined). */
export interface StayHash extends GiftHash {
  /** 'YYYY-MM-DD'. */
  checkin?: string;
  /** 'YYYY-MM-DD', after checkin. */
  checkout?: string;
  /** Adults (1-20; the page's default is 2). */
  a?: number;
  /** Children (0-10). */
  c?: number;
  /** Babies (0-10). */
  b?: number;
  /** Adults of the gift stay (spec 001 §4 "sets giftAdult 2"). */
  giftAdult?: number;
  /** The stay's hotel (the 404 page's "Too late!" offers of that hotel). */
  hotelId?: number;
  /** The theme of the search the shopper came from. */
  theme?: number;
  /** The offer (room and rate) chosen on the hotel page. */
  offerId?: number;
  /** The product id the hash was written for. */
  id?: number;
}

const MAX_ID = 2_000_000_000;

/** Reads every stay key of `hash` (with or without '#'). */
export function parseStayHash(hash: string): StayHash {
  const raw = hash.replace(/^#/, "").slice(0, 4000);
  const p = new URLSearchParams(raw);
  const out: StayHash = { ...parseGiftHash(raw) };
  const criteria = parseCriteria(raw);
  if (criteria.checkin) out.checkin = criteria.checkin;
  if (criteria.checkout) out.checkout = criteria.checkout;
  // Only a party the hash states (parseCriteria's defaults are not the hash's).
  for (const k of ["a", "c", "b"] as const) if (p.has(k) && criteria[k] === intIn(p.get(k), TRAVELLER_LIMITS[k].min, TRAVELLER_LIMITS[k].max)) out[k] = criteria[k];
  const giftAdult = intIn(p.get("giftAdult"), TRAVELLER_LIMITS.a.min, TRAVELLER_LIMITS.a.max);
  if (giftAdult !== undefined) out.giftAdult = giftAdult;
  for (const k of ["hotelId", "theme", "offerId", "id"] as const) {
    const v = intIn(p.get(k), 1, MAX_ID);
    if (v !== undefined) out[k] = v;
  }
  return out;
}

/**
 * Writes `next` over `hash` (with or without '#') and returns the hash without '#': a key set to
 * undefined is removed, a key not in `next` is kept as it was (unknown keys too). A new key goes
 * at the end.
 */
export function writeStayHash(hash: string, next: Partial<Record<StayHashKey, string | number | undefined>>): string {
  const p = new URLSearchParams(hash.replace(/^#/, ""));
  for (const [k, v] of Object.entries(next)) {
    if (v === undefined || v === "") p.delete(k);
    else p.set(k, String(v));
  }
  return p.toString();
}

/**
 * The hash of a link that opens stay page `target.id` (spec 001 §2 stay hash: hotelId, offerId, id;
 * issue 26 "every key read and written"): `hash` (the linking page's, with or without '#'; its
 * dates, party, theme and gift keys carried as they are) with the target's `id` and `hotelId` (when the
 * linking page knows it: else removed; the 404 page's "Too late!" offers of that hotel when the stay has gone), and `offerId` when the
 * link is for an offer the shopper chose (the hotel page's room cards); otherwise `offerId` is
 * removed: the linking page's own offer is not the target's. Returns the hash without '#'.
 */
export function stayLinkHash(hash: string, target: { id: number; hotelId?: number; offerId?: number }): string {
  return writeStayHash(hash, { id: target.id, hotelId: target.hotelId, offerId: target.offerId });
}

/** An integer in [min, max] written plainly (no sign, no decimals, at most 10 digits), else undefined. */
function intIn(raw: string | null, min: number, max: number): number | undefined {
  if (raw === null || !/^\d{1,10}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= min && n <= max ? n : undefined;
}
