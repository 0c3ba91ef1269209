/**
 * The facet filters of a dated search over the index's candidates (search-sql.ts
 * facetPredicates; spec 000 §3 facets, §5 rules; decision 018), as fail bits: per hotel for the
 * hotel groups, per candidate for the package groups. Prices in cents.
 */
import type { SearchQuery } from "../search-query";
import type { Candidates } from "./candidates";
import type { DatedIndex } from "./data";
import { countIn, hasAny } from "./sets";
import { unitParticipants, unitPrice } from "../unit-price";

/** Bits of the hotel facet groups (summary-sql.ts HOTEL_GROUPS order) in `hotelFails`. */
export const HOTEL_BIT: Record<"stars" | "type" | "environment" | "style" | "score" | "facility", number> = { stars: 1, type: 2, environment: 4, style: 8, score: 16, facility: 32 };
/** Bits of the package facet groups in `packageFails`. */
export const PRICE_BIT = 1;
export const TAG_BIT = 2;

/**
 * The hotel facet filters of `q` (search-sql.ts facetPredicates: stars, type, environment, style,
 * score, facility with pets) as fail bits per hotel position (HOTEL_BIT), for the hotels listed.
 */
export function hotelFails(index: DatedIndex, q: SearchQuery, hotels: Int32Array): Uint8Array {
  const f = q.filters;
  const H = index.hotels;
  const fails = new Uint8Array(H.id.length);
  const stars = f.stars.length ? new Set(f.stars) : null;
  const types = f.hotelTypes.length ? new Set(f.hotelTypes) : null;
  const environments = f.environments.length ? new Set(f.environments) : null;
  const styles = f.styles.length ? new Set(f.styles) : null;
  const minScore = f.minScore !== null && f.minScore > 0 ? f.minScore : null;
  const facilities = f.facilities.length ? new Set(f.facilities) : null;
  if (!stars && !types && !environments && !styles && minScore === null && !facilities && !f.petsAllowed) return fails;
  for (const h of hotels) {
    let bits = 0;
    if (stars && !stars.has(H.stars[h]!)) bits |= HOTEL_BIT.stars;
    if (types && !types.has(H.hotelType[h]!)) bits |= HOTEL_BIT.type;
    if (environments && !environments.has(H.environment[h]!)) bits |= HOTEL_BIT.environment;
    if (styles && !styles.has(H.style[h]!)) bits |= HOTEL_BIT.style;
    // NULL score (NaN) fails, as `score >= x` is NULL in SQL.
    if (minScore !== null && !(H.score[h]! >= minScore)) bits |= HOTEL_BIT.score;
    if (f.petsAllowed && H.pets[h] !== 1) bits |= HOTEL_BIT.facility;
    if (facilities && countIn(H.facilities[h]!, facilities) !== f.facilities.length) bits |= HOTEL_BIT.facility;
    fails[h] = bits;
  }
  return fails;
}

/** Is `x` within the inclusive range `r` (null = no range)? */
function inRange(r: { min: number | null; max: number | null } | null, x: number): boolean {
  return !r || ((r.min === null || x >= r.min) && (r.max === null || x <= r.max));
}

/**
 * The package facet filters of `q` (price on the unit price of the stay price and of the
 * single-voucher price, unit-price.ts; tag: any of the activities) as fail bits per candidate
 * (PRICE_BIT, TAG_BIT).
 */
export function packageFails(index: DatedIndex, q: SearchQuery, c: Candidates): Uint8Array {
  const f = q.filters;
  const fails = new Uint8Array(c.n);
  const tags = f.tags.length ? new Set(f.tags) : null;
  if (!f.price && !f.svPrice && !tags) return fails;
  const P = index.packages;
  const people = unitParticipants(q);
  for (let k = 0; k < c.n; k++) {
    const i = c.pkg[k]!;
    let bits = 0;
    if (
      (f.price && !inRange(f.price, unitPrice(c.price[k]!, c.stayNights[k]!, people))) ||
      (f.svPrice && !inRange(f.svPrice, unitPrice(P.fromPrice[i]!, P.nights[i]!, people)))
    ) bits |= PRICE_BIT;
    if (tags && !hasAny(P.activities[i]!, tags)) bits |= TAG_BIT;
    fails[k] = bits;
  }
  return fails;
}
