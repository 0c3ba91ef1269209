/**
 * The catalog API calls the bench times (api-timing.mjs) and explains (explain-sql.ts): one line
 * per case, so more join easily. Each case is [name, kind, make] where `make(i, ctx)` gives the
 * i-th call's criteria — an offers.json body (kind "offers") or a facets.json query (kind
 * "facets", string values) — and the name says what varies between calls.
 * `ctx`: { city(i) → destination id, checkin(i) → 'YYYY-MM-DD', newDay(i) → 'YYYY-MM-DD', theme(i) → theme id }.
 * `checkin(i)` cycles 8 Fridays (what shoppers search most: the coming weekends); `newDay(i)` is a
 * different day for every call (the cold case: nothing of an earlier call's stay can be reused,
 * decision 018).
 * Dated cases are what a shopper sends from the search box (shared/search-request.ts): a check-in
 * with its nights (2) and 2 adults (spec 000 §3 filters.offer). Prices in cents.
 */

import { addDays, addWeeks, format, isFriday, nextFriday } from "date-fns";
import { TZDate } from "@date-fns/tz";

/** Booking themes of the seed (migrations/0001_catalog.sql vocabulary). */
export const BOOKING_THEMES = [12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54];

/** The Friday on or after `today` + 3 weeks, plus `weeks` more weeks ('YYYY-MM-DD' in and out). */
export function benchCheckin(today, weeks = 0) {
  const start = addDays(new TZDate(`${today}T12:00:00Z`, "UTC"), 21);
  return format(addWeeks(isFriday(start) ? start : nextFriday(start), weeks), "yyyy-MM-dd");
}

/** Stay length and party of every dated case. */
const NIGHTS = 2;
const ADULTS = 2;

const cityBody = (cityId) => ({ searchCriterias: { filters: { property: { location: { cityId } } } } });
/** An offers body with a check-in (offer filters), optional theme and price range, and more top-level keys. */
const datedBody = (checkin, { cityId, theme, price } = {}) => ({
  adult: ADULTS,
  searchCriterias: {
    filters: {
      property: { location: cityId ? { cityId } : {} },
      offer: { checkin, nights: NIGHTS, familyComposition: { adults: ADULTS }, categories: { themeIds: theme ? [theme] : [] }, ...(price ? { price } : {}) },
    },
  },
});
const datedQuery = (checkin, more = {}) => ({ checkin, night: String(NIGHTS), adult: String(ADULTS), ...more });
const page = (i) => ({ pagination: { page: i, limit: 20 } });
const first = { pagination: { page: 0, limit: 20 } };

export const CATALOG_CASES = [
  ["offers, city (city varies)", "offers", (i, c) => ({ ...cityBody(c.city(i)), ...first })],
  ["offers, no location (page varies)", "offers", (i) => page(i)],
  ["facets, city (city varies)", "facets", (i, c) => ({ city: String(c.city(i)) })],
  // Floors of 0-49 € a night: under the day's lowest unit price (50 €), so they filter nothing (the totals answer).
  ["facets, no location (price floor varies)", "facets", (i) => ({ priceMin: String(i * 100) })],
  // Floors of 80-178 € a night: each leaves hotels out, as a shopper's price slider does (every package is read).
  ["facets, no location (a price floor that filters varies)", "facets", (i) => ({ priceMin: String(8000 + i * 200) })],
  // The gifting flow's budget: gift searches are never dated.
  ["facets, gifting, no location (a price ceiling varies)", "facets", (i) => ({ flow: "gifting", priceMax: String(9000 + i * 200) })],
  ["offers, check-in, city (city varies)", "offers", (i, c) => ({ ...datedBody(c.checkin(0), { cityId: c.city(i) }), ...first })],
  ["offers, check-in, no location (page varies)", "offers", (i, c) => ({ ...datedBody(c.checkin(0)), ...page(i) })],
  ["offers, check-in, no location (Friday varies)", "offers", (i, c) => ({ ...datedBody(c.checkin(i)), ...first })],
  ["offers, check-in + theme (theme varies)", "offers", (i, c) => ({ ...datedBody(c.checkin(0), { theme: c.theme(i) }), ...first })],
  ["offers, check-in + price max (max varies)", "offers", (i, c) => ({ ...datedBody(c.checkin(0), { price: { max: 30000 + i * 500 } }), ...first })],
  ["facets, check-in, city (city varies)", "facets", (i, c) => datedQuery(c.checkin(0), { city: String(c.city(i)) })],
  ["facets, check-in, no location (Friday varies)", "facets", (i, c) => datedQuery(c.checkin(i))],
  ["facets, check-in + theme (theme varies)", "facets", (i, c) => datedQuery(c.checkin(0), { theme: String(c.theme(i)) })],
  ["facets, check-in + price max (max varies)", "facets", (i, c) => datedQuery(c.checkin(0), { priceMax: String(30000 + i * 500) })],
  ["facets, check-in + stars (Friday varies)", "facets", (i, c) => datedQuery(c.checkin(i), { stars: "4,5" })],
  ["offers, check-in, no location (every call a new day)", "offers", (i, c) => ({ ...datedBody(c.newDay(i)), ...first })],
  ["facets, check-in, no location (every call a new day)", "facets", (i, c) => datedQuery(c.newDay(100 + i))],
];

/** The context of `make` for a run: cities (ids, most hotels first) and today ('YYYY-MM-DD'). */
export function casesContext(cities, today) {
  return {
    city: (i) => cities[i % cities.length],
    checkin: (i) => benchCheckin(today, i % 8),
    // Day i after the first bench Friday + 60 days (the warm-up call, i = 0, shares call 0's day).
    newDay: (i) => format(addDays(new TZDate(`${benchCheckin(today)}T12:00:00Z`, "UTC"), 60 + i), "yyyy-MM-dd"),
    theme: (i) => BOOKING_THEMES[i % BOOKING_THEMES.length],
  };
}
