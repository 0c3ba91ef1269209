/**
 * Which state the hotel page's offer list shows (spec 001 §4 "Offer list: loading skeleton, rooms,
 * or empty message (different when dates selected)"; §8 'Sorry, no availability on your dates' /
 * 'Sorry, we currently don't have any offers for this hotel.'). Pure.
 */
import type { HotelRoom } from "#shared/contract/hotel-detail";

export type OfferListState = { kind: "loading" } | { kind: "rooms"; rooms: HotelRoom[] } | { kind: "empty"; dated: boolean };

/**
 * `pending`: the rooms on hand were priced for other inputs (or none are on hand yet) and the
 * right ones are loading. `rooms`: the answer's rooms (null when the detail failed: the page
 * keeps its defaults, spec 001 §8). `dated`: the shopper chose dates. Rooms without an offer for
 * the dates and party are left out.
 */
export function offerListState(opts: { pending: boolean; rooms: readonly HotelRoom[] | null; dated: boolean }): OfferListState {
  if (opts.pending) return { kind: "loading" };
  const rooms = (opts.rooms ?? []).filter((r) => r.offers.length > 0);
  return rooms.length ? { kind: "rooms", rooms } : { kind: "empty", dated: opts.dated };
}
