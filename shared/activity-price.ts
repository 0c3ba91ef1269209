/**
 * The price of an activity-only package for a party: the one computation every screen reads
 * (spec 001 §3 "prices by number of people", §4 "Activity purchase", §5 promo activity-only >= 5 %;
 * spec 000 §9 "Activity card price is per person"; DESIGN.md habit 8; docs/decisions/061).
 *
 * An activity is sold without a date (a voucher valid 12 months, the day chosen later), so its
 * price for a party does not depend on a day: it is the package's "from" rate plan (the cheapest
 * plan, packages.sell_price_cents / ref_price_cents, the same figure the search prices without
 * dates) with that plan's supplements, and the one-person rule (ACTIVITY_ONE_PERSON_PERCENT).
 * What the shopper sees is the price per person; the party pays that price times the party, so
 * the booking summary's total is always the per-person figure the card showed, times the people.
 *
 * Screens: the search card (client/features/search/lib/offer-card-data.ts), the activity page and
 * its Offer / Buy-for-myself modal (client/features/activity), the activity detail API
 * (worker/catalog/activity-detail.ts), carts and gift carts (worker/catalog/activity-purchase.ts).
 * The activity price filter can compare `activityPerPerson(...).perPersonPrice`. All amounts cents.
 */
import { activityPartyPrice, isPromoShown, moneySaved, promoPercent } from "./pricing";

/** What the shopper sees of an activity for `people` people (cents; promo integer percent). */
export interface ActivityPersonPrice {
  people: number;
  /** Price per person: the party price / people, rounded up to the cent. */
  perPersonPrice: number;
  /** Reference price per person (never below perPersonPrice), same rounding. */
  perPersonRefPrice: number;
  /** Promo percent of the per-person figures (floor rule, shared/pricing.ts promoPercent). */
  promo: number;
  /** Whether the promo is shown: the activity-only threshold (>= 5 %). */
  promoShown: boolean;
  /** What the party pays: perPersonPrice × people. */
  total: number;
  /** perPersonRefPrice × people. */
  refTotal: number;
  /** refTotal − total. */
  moneySaved: number;
}

/**
 * The per-person figures of a party price (`partyPrice`, `partyRef`: cents for the whole party,
 * as the search and the price table carry them) for `people` (>= 1; less counts as 1).
 * Pure; never throws.
 */
export function activityPerPerson(partyPrice: number, partyRef: number | null | undefined, people: number): ActivityPersonPrice {
  const n = Math.max(1, Math.floor(people));
  const perPersonPrice = Math.ceil(partyPrice / n);
  const perPersonRefPrice = Math.max(perPersonPrice, Math.ceil((partyRef ?? 0) / n));
  const promo = promoPercent(perPersonPrice, perPersonRefPrice);
  const total = perPersonPrice * n;
  const refTotal = perPersonRefPrice * n;
  return { people: n, perPersonPrice, perPersonRefPrice, promo, promoShown: isPromoShown(promo, "activityOnly"), total, refTotal, moneySaved: moneySaved(total, refTotal) };
}

/** The rate plan an activity is priced from: its cheapest plan for two people and its supplement per extra adult (cents). */
export interface ActivityFromPlan {
  sellPrice: number;
  refPrice: number;
  extraAdult: number;
}

/**
 * The price of an activity for `people` adults from its from-plan: plan price for two, plus
 * `extraAdult` per adult beyond two, the one-person rule for one (shared/pricing.ts
 * activityPartyPrice), then per person (activityPerPerson). Pure; cents.
 */
export function activityPrice(plan: ActivityFromPlan, people: number): ActivityPersonPrice {
  const n = Math.max(1, Math.floor(people));
  const party = { adults: n, children: 0 };
  const supplement = Math.max(0, n - 2) * plan.extraAdult;
  const sell = activityPartyPrice(plan.sellPrice + supplement, party);
  const ref = Math.max(sell, activityPartyPrice(plan.refPrice + supplement, party));
  return activityPerPerson(sell, ref, n);
}
