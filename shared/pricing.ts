/**
 * Price rules shared by server and client (spec 000 §5, §9; spec 001 §4, §5, §9).
 * All amounts are integer cents.
 */
import { nightsOf, parseCriteria } from "./criteria";
import { parseGiftHash } from "./gift-hash";

/** Where a promo percentage is displayed; each has its own threshold (spec 000 §9, 001 §5). */
export type PromoContext = "offersList" | "activityOnly" | "box" | "quote";

/**
 * Least promo percentage a quote shows (spec 001 §5 "quotes a named constant (not shown)"): the
 * offers list's 10 %, so a stay never shows a promo on its quote that its card hid.
 */
export const QUOTE_PROMO_MIN = 10;

const PROMO_MIN: Record<PromoContext, number> = { offersList: 10, activityOnly: 5, box: 6, quote: QUOTE_PROMO_MIN };

/**
 * Promo percentage from a sell and reference price: floor((1 - sell/ref) * 100), 0 when there is
 * no reference or it is not above the sell price. Returns an integer percent 0..100.
 */
export function promoPercent(sellPrice: number, refPrice: number | null | undefined): number {
  if (!refPrice || refPrice <= sellPrice || sellPrice < 0) return 0;
  // Integer arithmetic: (1 - 8000/10000) * 100 is 19.999... in floating point.
  return Math.floor(((refPrice - sellPrice) * 100) / refPrice);
}

/**
 * Whether a promo is shown in a context: offers list >= 10 %, activity-only >= 5 %,
 * box strictly above 5 % (spec 000 §9; spec 001 §5 "box shown only if ... above 5").
 */
export function isPromoShown(promo: number, context: PromoContext): boolean {
  return promo >= PROMO_MIN[context];
}

/** Money saved in cents (ref - sell, never negative). */
export function moneySaved(sellPrice: number, refPrice: number | null | undefined): number {
  return refPrice && refPrice > sellPrice ? refPrice - sellPrice : 0;
}

/**
 * Activity card price per person: the package price divided by the adults it is for, rounded up to
 * whole cents (spec 000 §9 "Activity card price is per person").
 */
export function pricePerPerson(sellPrice: number, adults: number): number {
  return Math.ceil(sellPrice / Math.max(1, adults));
}

/**
 * Share of an activity's two-person price that one person alone pays, percent (spec 001 §3
 * "prices by number of people", §5 people clamp; docs/decisions/044): more than half (one person
 * does not get the group's rate) and less than the whole (one person does not pay for two).
 */
export const ACTIVITY_ONE_PERSON_PERCENT = 60;

/**
 * The price of an activity-only package (0 nights) for a party, from its price under the shop's one
 * rule (plan price for two + supplements beyond two): a party of exactly one person (one adult, no
 * child; babies are free) pays ACTIVITY_ONE_PERSON_PERCENT of it, rounded up to the cent; any other
 * party pays it unchanged. Cents in, cents out. The search SQL (worker/catalog/search-sql.ts) writes
 * the same arithmetic as `(cents * 60 + 99) / 100` in integers.
 */
export function activityPartyPrice(cents: number, party: { adults: number; children: number }): number {
  return isOnePerson(party) ? Math.ceil((cents * ACTIVITY_ONE_PERSON_PERCENT) / 100) : cents;
}

/** Whether a party is one person (one adult, no child): the activity single price applies. */
export function isOnePerson(party: { adults: number; children: number }): boolean {
  return party.adults === 1 && party.children === 0;
}

export type PriceType = "from" | "final" | "beneficiary" | "gift";

/**
 * Price type of a product price (spec 001 §4): "gift" in the gifting flow; otherwise "final" when a
 * check-in exists or the item is a single voucher or activity-only; else "from". The worker labels
 * every price it computes with this, so the page never re-derives it.
 */
export function priceType(opts: { flow?: string | null; checkin?: string | null; itemCategory?: string }): PriceType {
  if (opts.flow === "gifting") return "gift";
  if (opts.checkin) return "final";
  if (opts.itemCategory === "single_voucher" || opts.itemCategory === "activity") return "final";
  return "from";
}

/**
 * Everything a stay product price depends on besides the product id (spec 001 §2 stay page query
 * flow and hash checkin, checkout, a, c, b; §4 price type). Nights are whole nights; travellers are
 * counts. In gifting the price is the single voucher for two: dates and party do not apply.
 */
export interface StayPriceInputs {
  flow: "booking" | "gifting";
  checkin: string | null;
  nights: number | null;
  a: number;
  c: number;
  b: number;
  /** The partner minisite the page is scoped to (URL query `?minisite=`, decision 048); null or absent without one. */
  minisite?: string | null;
}

/**
 * The one derivation of a stay page's price inputs from its query flow and its URL hash (with or
 * without '#'), used by the route loader and the page alike so that the price at first paint and
 * after hydration comes from the same inputs (issue 13 item 11). Never throws: a bad hash gives the
 * defaults (no dates, 2 adults). The server never sees the hash and passes "".
 */
export function stayPriceInputs(flow: string | null | undefined, hash: string, minisite: string | null = null): StayPriceInputs {
  const scope = minisite ? { minisite } : {};
  // Gifting: 2 adults, no dates; `nights` is the hash's giftNights (the voucher's nights, issue 25 item 3).
  if (flow === "gifting") return { flow: "gifting", checkin: null, nights: parseGiftHash(hash).giftNights ?? null, a: 2, c: 0, b: 0, ...scope };
  const c = parseCriteria(hash);
  const nights = nightsOf(c);
  const dated = c.checkin && nights && nights > 0;
  return { flow: "booking", checkin: dated ? c.checkin! : null, nights: dated ? nights : null, a: c.a, c: c.c, b: c.b, ...scope };
}

/** Whether two stay price inputs ask for the same price. */
export function sameStayPriceInputs(x: StayPriceInputs, y: StayPriceInputs): boolean {
  return x.flow === y.flow && x.checkin === y.checkin && x.nights === y.nights && x.a === y.a && x.c === y.c && x.b === y.b && (x.minisite ?? null) === (y.minisite ?? null);
}

/**
 * The detail call's query for these inputs (spec 001 §7 weekend detail: checkin, night, adult,
 * child, baby, flow). The same inputs always give the same string, hence the same query key.
 */
export function stayDetailQuery(inputs: StayPriceInputs): URLSearchParams {
  const q = new URLSearchParams({ client: "msite", flow: inputs.flow });
  if (inputs.checkin && inputs.nights) {
    q.set("checkin", inputs.checkin);
    q.set("night", String(inputs.nights));
  } else if (inputs.flow === "gifting" && inputs.nights) q.set("night", String(inputs.nights));
  q.set("adult", String(inputs.a));
  q.set("child", String(inputs.c));
  q.set("baby", String(inputs.b));
  // A partner's customer (decision 048): the detail keeps to the partner's selection.
  if (inputs.minisite) q.set("minisite", inputs.minisite);
  return q;
}

/** Score rounded to one decimal as shown "/10 with comma decimal" (e.g. 8.46 → "8,5"). */
export function formatScore(average: number): string {
  return (Math.round(average * 10) / 10).toFixed(1).replace(".", ",");
}

/** Rooms-left badge: only when dates were chosen and 3 or fewer remain (spec 000 §4). */
export function showRoomsLeft(availableRooms: number | null | undefined, hasDates: boolean): boolean {
  return hasDates && typeof availableRooms === "number" && availableRooms > 0 && availableRooms <= 3;
}


/** Local tax kinds (spec 001 §3 Local tax `type`; §9 "per person per night or as percentage"). */
export type LocalTaxType = "PER_PERSON_PER_NIGHT" | "BOOKING_PERCENTAGE";

/** A hotel's local (tourist) tax rule: `amount` cents per person per night, or `percentage` of the stay price. */
export interface LocalTaxRule {
  type: LocalTaxType;
  /** Cents per adult per night (PER_PERSON_PER_NIGHT); ignored for BOOKING_PERCENTAGE. */
  amount: number;
  /** Percent of the stay price (BOOKING_PERCENTAGE); ignored otherwise. */
  percentage: number;
}

/**
 * Local tax of a stay in cents (spec 001 §3 Local tax, §9): per person per night × adults ×
 * nights (at least one night: a day package still pays once), or a percentage of the sell price
 * rounded up to the cent. Children and babies do not pay it. Never negative.
 */
export function localTaxTotal(rule: LocalTaxRule, stay: { adults: number; nights: number; sellPrice: number }): number {
  if (rule.type === "BOOKING_PERCENTAGE") return Math.max(0, Math.ceil((stay.sellPrice * rule.percentage) / 100));
  return Math.max(0, rule.amount) * Math.max(1, stay.adults) * Math.max(1, stay.nights);
}

/**
 * What the shopper pays and when (spec 001 §9 "total stay equals amount to pay today plus tax"):
 * `today` is the sell price, `atHotel` the tax when paid at the hotel (else it is part of
 * today's amount), `total` their sum. Cents.
 */
export function stayTotals(sellPrice: number, tax: number, toBePaidAtHotel: boolean): { today: number; atHotel: number; total: number } {
  const today = toBePaidAtHotel ? sellPrice : sellPrice + tax;
  const atHotel = toBePaidAtHotel ? tax : 0;
  return { today, atHotel, total: today + atHotel };
}

/** A price that moved between the page and the real-time quote (spec 001 §4 price-update modal). */
export interface PriceChange {
  direction: "lower" | "higher";
  oldPrice: number;
  newPrice: number;
  /** Always positive, cents. */
  difference: number;
}

/** The change from `oldPrice` to `newPrice` (cents), or null when the price did not move. */
export function priceChange(oldPrice: number, newPrice: number): PriceChange | null {
  if (oldPrice === newPrice) return null;
  return { direction: newPrice < oldPrice ? "lower" : "higher", oldPrice, newPrice, difference: Math.abs(newPrice - oldPrice) };
}

/**
 * The buttons of the price-update modal (spec 001 §4): a lower price celebrates and offers only
 * Continue, unless the modal was opened from checkout; a higher price offers Back and Continue.
 * Continue always goes on to checkout ("continue forces checkout").
 */
export function priceChangeActions(change: PriceChange, openedFromCheckout: boolean): { celebrate: boolean; back: boolean; continue: true } {
  const lower = change.direction === "lower";
  return { celebrate: lower, back: !lower || openedFromCheckout, continue: true };
}

/**
 * Price difference between two offers as shown (spec 001 §5 "ceil of per-night difference in
 * euros"): ceil((b/bNights - a/aNights) / 100), in whole euros, signed.
 */
export function perNightDifferenceEuros(a: { sellPrice: number; nights: number }, b: { sellPrice: number; nights: number }): number {
  const diff = b.sellPrice / Math.max(1, b.nights) - a.sellPrice / Math.max(1, a.nights);
  return Math.ceil(diff / 100);
}

/**
 * Price per night of a quoted stay as shown (spec 001 §3 Quote derived `pricePerNight`; §5
 * "Rounded prices use ceiling"): the sell price over the nights, rounded up to whole euros. Cents.
 */
export function pricePerNight(sellPrice: number, nights: number): number {
  return Math.ceil(sellPrice / Math.max(1, nights) / 100) * 100;
}
