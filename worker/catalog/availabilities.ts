/**
 * GET /hotels/:hotelId/availabilities.json — bookable check-in days with their best price
 * (spec 000 §3 "Availability per date", §5 calendar, §9 "12 months fetched", "up to one year
 * ahead"; spec 001 §3 Availability day and set, §4 availability paging).
 *
 * Input: hotelId (digits; otherwise 400) and AvailabilitiesQuerySchema. Unknown hotel, or a
 * packageId of another hotel → 404.
 * Output: AvailabilitiesResponse. The window is `length` months from `month` (default: the
 * current month), clipped to [current month, current month + 11]. A day is present when it is
 * today or later and at least one published stay package of the hotel (or the given package)
 * is bookable that day (rate-plans.ts); it carries the cheapest such offer (cents), its minLos
 * and whether it is the cheapest day of its month. One D1 round trip.
 */
import { AvailabilitiesQuerySchema, HotelIdParamSchema, type AvailabilitiesQuery, type AvailabilitiesResponse } from "../../shared/contract/hotel-availabilities";
import { promoPercent } from "../../shared/pricing";
import { addDays, addMonths, monthWindow, lastDayOfMonth, todayIso } from "./dates";
import { CatalogError, validate } from "./http";
import { bestOfferOn, type DayOffer, type RatePlan } from "./rate-plans";
import { batch, prepare } from "./sql";

/** Months ahead the calendar may show (spec 000 §9: up to one year ahead). */
export const MAX_MONTHS_AHEAD = 11;

/** Handles a raw availabilities request. */
export async function handleAvailabilities(db: D1Database, hotelParam: string, query: Record<string, string>): Promise<AvailabilitiesResponse> {
  const hotelId = validate(HotelIdParamSchema, hotelParam, "hotel id");
  const q = validate(AvailabilitiesQuerySchema, query, "availabilities query");
  return hotelAvailabilities(db, hotelId, q);
}

/** Computes the calendar of a hotel. Throws CatalogError 404 for an unknown hotel/package. */
export async function hotelAvailabilities(db: D1Database, hotelId: number, q: AvailabilitiesQuery, today = todayIso()): Promise<AvailabilitiesResponse> {
  const { minMonth, maxMonth, first, requestedMonths } = monthWindow(today, q.month, q.length, MAX_MONTHS_AHEAD);
  const start = `${first}-01` < today ? today : `${first}-01`;
  const end = requestedMonths.length ? lastDayOfMonth(requestedMonths[requestedMonths.length - 1]!) : start;

  const pkgFilter = q.packageId ? "p.id = ?4" : "p.item_category = 'weekend'";
  const args = q.packageId ? [hotelId, start, end, q.packageId] : [hotelId, start, end];
  const packagesWhere = `p.hotel_id = ?1 AND ${pkgFilter} AND p.published = 1 AND (p.expiration IS NULL OR p.expiration >= ?2)`;
  const [hotels, packages, plans, closedRows] = await batch<[{ id: number }[], { id: number; nights: number }[], RatePlan[], { package_id: number; day: string }[]]>(db, [
    prepare(db, "SELECT id FROM hotels WHERE id = ?1", [hotelId]),
    prepare(db, `SELECT p.id, p.nights FROM packages p WHERE p.hotel_id = ?1 AND ${q.packageId ? "p.id = ?2" : "1"}`, q.packageId ? [hotelId, q.packageId] : [hotelId]),
    prepare(
      db,
      `SELECT r.package_id, r.valid_from, r.valid_to, r.weekday_mask, r.sell_price_cents, r.ref_price_cents, r.extra_adult_cents,
         r.child_cents, r.min_los, r.max_los, r.rooms
       FROM rate_plans r JOIN packages p ON p.id = r.package_id
       WHERE ${packagesWhere} AND r.valid_to >= ?2 AND r.valid_from <= ?3 AND r.rooms > 0`,
      args,
    ),
    prepare(
      db,
      `SELECT cd.package_id, cd.day FROM closed_days cd JOIN packages p ON p.id = cd.package_id
       WHERE ${packagesWhere} AND cd.day >= ?2 AND cd.day <= ?3`,
      args,
    ),
  ]);
  if (!hotels[0]) throw new CatalogError(404, `Hotel ${hotelId} not found`);
  if (q.packageId && !packages[0]) throw new CatalogError(404, `Package ${q.packageId} not found at hotel ${hotelId}`);

  const party = { adults: q.adult, children: q.child, babies: q.baby };
  const closed = new Set(closedRows.map((c) => `${c.package_id}|${c.day}`));
  const nightsById = new Map(packages.map((p) => [p.id, p.nights]));
  const withPlans = [...new Set(plans.map((p) => p.package_id))];
  const best = new Map<string, DayOffer>();
  if (requestedMonths.length) {
    for (let day = start; day <= end; day = addDays(day, 1)) {
      let top: DayOffer | null = null;
      for (const pid of withPlans) {
        const offer = bestOfferOn(day, pid, nightsById.get(pid) ?? 1, plans, closed, party, q.night ?? null);
        if (offer && (!top || offer.amount < top.amount)) top = offer;
      }
      if (top) best.set(day, top);
    }
  }
  const monthMin = new Map<string, number>();
  for (const [day, o] of best) {
    const m = day.slice(0, 7);
    monthMin.set(m, Math.min(monthMin.get(m) ?? Infinity, o.amount));
  }
  const days: AvailabilitiesResponse["days"] = {};
  for (const [day, o] of best) {
    days[day] = {
      day,
      price: (o.amount / 100).toFixed(2),
      amount: o.amount,
      minLos: o.minLos,
      maxLos: o.maxLos,
      promo: promoPercent(o.amount, o.ref),
      bestPriceOfTheMonth: o.amount === monthMin.get(day.slice(0, 7)),
      packageId: o.packageId,
      availableRooms: o.rooms,
    };
  }
  const last = requestedMonths[requestedMonths.length - 1];
  const prev = addMonths(first, -1);
  const next = last ? addMonths(last, 1) : null;
  return {
    days,
    nextMonth: next && next <= maxMonth ? next : null,
    prevMonth: prev >= minMonth ? prev : null,
    minMonth,
    maxMonth,
    adult: q.adult,
    child: q.child,
    baby: q.baby,
    stepLength: q.length,
    requestedMonths,
  };
}
