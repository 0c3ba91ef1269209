/**
 * The pricing statement of a product's own calls (the offers drawer product-offers.ts, the
 * cancellation offers cancellation-offers.ts, the upsells and other products upsells.ts): how the
 * query's flow, party and dates price its packages, the same as the results page's cards (spec 000
 * §2 gifting "2 adults, no dates"; spec 001 §7).
 *
 * Gifting prices 2 adults with no dates; otherwise the query's party (adults, children, babies)
 * and its check-in and nights (null when absent: the 'from' price). Answers the `packageQuery`
 * base (search-query.ts) and the card context (cards.ts, one image per card). Pure.
 */
import type { CardContext } from "./cards";
import type { Lang } from "./locale";
import type { Party } from "./search-query";

/** What a product call's query says of flow, party and dates (checked by its contract). */
export interface PricingQuery {
  flow?: string;
  adult: number;
  child: number;
  baby: number;
  checkin?: string;
  nights?: number;
}

/** The packageQuery base and the card context of a product call. */
export function productPricing(q: PricingQuery, lang: Lang, today: string, category: "weekend" | "activity") {
  const gift = q.flow === "gifting";
  const party: Party = gift ? { adults: 2, children: 0, babies: 0 } : { adults: q.adult, children: q.child, babies: q.baby };
  const checkin = gift ? null : (q.checkin ?? null);
  const nights = gift ? null : (q.nights ?? null);
  const ctx: CardContext = { lang, today, checkin, gift, participants: party.adults + party.children + party.babies, imageCount: 1 };
  return { base: { lang, today, party, gift, checkin, nights, category } as const, ctx };
}
