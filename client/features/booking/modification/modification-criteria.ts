/**
 * The search behind a booking modification (spec 000 §2 view mode MODIFICATION; decision 046):
 * the stays within 30 km of the booked hotel's city (the fallback's expansion radius, §9
 * "fallback expansion radius 30"), for the dates and party of the URL hash when it holds them,
 * else those of the booking. The hash keeps only dates and party (checkin, checkout, a, c, b):
 * the place is the booking's. Pure; a malformed hash degrades to the booking's values.
 */
import type { Cart } from "#shared/contract/cart";
import { DEFAULT_CRITERIA, parseCriteria, serializeCriteria, type SearchCriteria } from "#shared/criteria";

/**
 * km around the booked hotel's city: the fallback's expansion radius (shared/fallback.ts
 * FALLBACK_RADIUS_KM, spec 000 §9 "fallback expansion radius 30"). Not imported: this chunk would
 * split that module out of the fallback's chunk.
 */
export const MODIFICATION_RADIUS_KM = 30;

/** Stays shown: four rows of three on a desktop. */
export const MODIFICATION_LIMIT = 12;
/** 'Show more stays' stops at this many (the offers API caps a page at 100). */
export const MODIFICATION_MAX = 48;

/** What a modification search reads of the cart. */
export type ModificationCart = Pick<Cart, "hotel" | "reservationCriteria">;

/** The dates and party of the modification: the hash's complete date pair and party, else the booking's. */
export function modificationChoice(cart: ModificationCart, hash: string): Pick<SearchCriteria, "checkin" | "checkout" | "a" | "c" | "b"> {
  const rc = cart.reservationCriteria;
  const parsed = parseCriteria(hash);
  // The party is the hash's once it names the adults (the page always writes a, c and b together).
  const hasParty = /(^|&)a=\d/.test(hash.replace(/^#/, ""));
  const dated = parsed.checkin && parsed.checkout;
  return {
    checkin: dated ? parsed.checkin : (rc.checkin ?? undefined),
    checkout: dated ? parsed.checkout : (rc.checkout ?? undefined),
    a: hasParty ? parsed.a : rc.adult,
    c: hasParty ? parsed.c : rc.child,
    b: hasParty ? parsed.b : rc.baby,
  };
}

/** The search criteria: the booked hotel's city and 30 km around it, with the chosen dates and party. */
export function modificationCriteria(cart: ModificationCart, hash: string): SearchCriteria {
  const choice = modificationChoice(cart, hash);
  const d = cart.hotel.destination;
  return {
    ...DEFAULT_CRITERIA,
    ...choice,
    s: choice.c + choice.b > 0,
    location: { type: "city", id: d.id },
    label: cart.hotel.location,
    lat: d.latitude,
    lng: d.longitude,
    distanceMax: MODIFICATION_RADIUS_KM,
  };
}

/** The hash the page writes for a choice: only the dates and party. */
export function modificationHash(choice: Pick<SearchCriteria, "checkin" | "checkout" | "a" | "c" | "b">): string {
  return serializeCriteria({ ...DEFAULT_CRITERIA, ...choice });
}

/** Whether the choice is the booking's own dates and party. */
export function isBookedChoice(cart: ModificationCart, choice: Pick<SearchCriteria, "checkin" | "checkout" | "a" | "c" | "b">): boolean {
  const rc = cart.reservationCriteria;
  return choice.checkin === rc.checkin && choice.checkout === rc.checkout && choice.a === rc.adult && choice.c === rc.child && choice.b === rc.baby;
}
