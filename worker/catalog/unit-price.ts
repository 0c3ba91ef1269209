/**
 * The unit price the budget filter, the facets' price range and buckets, and the cards speak
 * (issue 25 item 8; spec 000 §2 "Budget per night", §3 priceMin/priceMax in cents, §5 "Rounded
 * prices use ceiling", §9 "activity card price is per person").
 *
 * - A stay (weekend package, gift voucher): the price per night as shown, the price over its nights
 *   rounded up to whole euros (shared/pricing.ts `pricePerNight`). Cents.
 * - An activity-only package in the activity flow: the price per person the card shows, the price
 *   over the participants rounded up to the cent (shared/pricing.ts `pricePerPerson`). Cents.
 *
 * The SQL forms give exactly the TypeScript ones on non-negative integer cents (integer division:
 * ceil(a / b) = (a + b - 1) / b). Every place that compares or groups prices by budget reads these
 * (search-sql.ts predicates, facet-sql.ts, summary-derive.ts, dated-index/), so a card is kept by a
 * budget exactly when its shown unit price is in range.
 */
import { pricePerNight, pricePerPerson } from "../../shared/pricing";
import type { SearchQuery } from "./search-query";

/**
 * Participants a per-person unit price divides by, or null when the unit is the night: the
 * activity flow's search (activity-only packages, not a gift) for its whole party, like the card's
 * `participants` (cards.ts).
 */
export function unitParticipants(q: Pick<SearchQuery, "category" | "gift" | "party">): number | null {
  if (q.category !== "activity" || q.gift) return null;
  return Math.max(1, q.party.adults + q.party.children + q.party.babies);
}

/** The unit price of `price` cents for `nights` nights (per person when `participants` is set). Cents. */
export function unitPrice(price: number, nights: number, participants: number | null): number {
  return participants !== null ? pricePerPerson(price, participants) : pricePerNight(price, nights);
}

/**
 * SQL of `unitPrice` over the SQL expressions `price` (integer cents) and `nights`;
 * `participants` is a SQL integer expression, or null for the price per night.
 */
export function unitPriceSql(price: string, nights: string, participants: string | null): string {
  // CAST: a bound number may arrive as REAL (D1), and REAL division would not round.
  const cents = `CAST(${price} AS INTEGER)`;
  if (participants !== null) {
    const people = `CAST(${participants} AS INTEGER)`;
    return `((${cents} + ${people} - 1) / ${people})`;
  }
  const perNight = `(CAST(MAX(${nights}, 1) AS INTEGER) * 100)`;
  return `(((${cents} + ${perNight} - 1) / ${perNight}) * 100)`;
}

/**
 * Participants of the search summary's activity unit prices (summary-derive.ts): its prices are
 * for the default party of two (spec 000 §5), so the summary answers per-person budgets and
 * buckets only for two participants (summary-sql.ts summaryEligible).
 */
export const SUMMARY_PARTICIPANTS = 2;
