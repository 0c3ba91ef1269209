/**
 * GET /search/availabilities.json — bookable check-in days of a search calendar with the lowest
 * price of each day (spec 000 §3 "Availability per date", §4 calendar months, §5 calendar rules,
 * §9 2 months on desktop / 4 on mobile, up to one year ahead; decision 022).
 *
 * Input: SearchAvailabilitiesQuerySchema (shared/contract/search-availabilities.ts); malformed →
 * 400. An unknown location id answers no days (like offers.json answers no offers).
 * Output: SearchAvailabilitiesResponse. The packages are those a dated booking search would show
 * (search-sql.ts): published stay packages of active hotels, not expired, in the location and
 * theme. A day carries the cheapest offer starting that day over them, by the same rules as the
 * hotel calendar (rate-plans.ts bestOfferOn with the package's own nights): a rate plan covering
 * the day (valid_from..valid_to, weekday mask, rooms > 0, min_los <= nights <= max_los), not a
 * stop-sell day of that package; price = plan price + party supplements, cents.
 *
 * Cost: rate plans come in a few dozen seasons shared by many packages, so SQL sends, per season
 * (valid_from, valid_to, weekday_mask), only the cheapest packages (`depth`, each with its best
 * plan), and the stop-sell days of the matching packages; the days are expanded here. A season's
 * cheapest open package on a day is among its `depth` cheapest as long as fewer than `depth`
 * matching packages are closed that day: when that is not so, the query runs again deeper, so
 * the answer is always exact. Two D1 statements in one batch (three in that rare case).
 */
import {
  SearchAvailabilitiesQuerySchema,
  type SearchAvailabilitiesQuery,
  type SearchAvailabilitiesResponse,
} from "../../shared/contract/search-availabilities";
import { addDays, addMonths, monthWindow, lastDayOfMonth, todayIso, weekdayBit } from "./dates";
import { validate } from "./http";
import { langOf } from "./locale";
import { resolveLocation } from "./location";
import { locationQueryInput } from "./search-query";
import { and, locationSql } from "./search-sql";
import { batch, Params, prepare } from "./sql";

/** Months after the current one a search calendar may ask for (spec 000 §9: 12 months in all). */
export const SEARCH_CALENDAR_MONTHS_AHEAD = 11;
/** Cheapest packages sent per season at first (see the module comment). */
export const SEASON_DEPTH = 24;

/** Handles a raw request (query string as an object). */
export async function handleSearchAvailabilities(db: D1Database, query: Record<string, string>): Promise<SearchAvailabilitiesResponse> {
  const q = validate(SearchAvailabilitiesQuerySchema, query, "search availabilities query");
  return searchAvailabilities(db, q);
}


interface SeasonRow {
  valid_from: string;
  valid_to: string;
  weekday_mask: number;
  pid: number;
  amount: number;
  min_los: number;
  max_los: number;
}

/** Computes the calendar of a validated query; `today` 'YYYY-MM-DD' (Europe/Paris). */
export async function searchAvailabilities(db: D1Database, q: SearchAvailabilitiesQuery, today = todayIso()): Promise<SearchAvailabilitiesResponse> {
  const { minMonth, maxMonth, first, requestedMonths } = monthWindow(today, q.month, q.length, SEARCH_CALENDAR_MONTHS_AHEAD);
  const prev = addMonths(first, -1);
  const last = requestedMonths[requestedMonths.length - 1];
  const paging = {
    requestedMonths,
    nextMonth: last && addMonths(last, 1) <= maxMonth ? addMonths(last, 1) : null,
    prevMonth: prev >= minMonth ? prev : null,
    minMonth,
    maxMonth,
  };
  const location = await resolveLocation(db, langOf(q.locale), locationQueryInput(q));
  if (!last || location.unknown) return { days: {}, ...paging };
  const start = `${first}-01` < today ? today : `${first}-01`;
  const end = lastDayOfMonth(last);

  const params = new Params();
  const where = [
    "p.published = 1",
    "h.active = 1",
    "+p.item_category = 'weekend'",
    `(p.expiration IS NULL OR p.expiration >= ${params.add(today)})`,
  ];
  const loc = locationSql(params, location, "p.hotel_id", "h.destination_id", "h.latitude", "h.longitude");
  where.push(...loc.where);
  if (q.theme) {
    const theme = params.add(q.theme);
    where.push(`(p.theme_id = ${theme} OR p.id IN (SELECT package_id FROM package_themes WHERE theme_id = ${theme}))`);
  }
  const startP = params.add(start);
  const endP = params.add(end);
  // The stop-sell statement binds exactly the values above; the supplement is the seasons' only.
  const closedParams = params.clone();
  const extraAdults = Math.max(0, q.adult - 2);
  const supp = extraAdults === 0 && q.child === 0 ? "" : ` + r.extra_adult_cents * ${params.add(extraAdults)} + r.child_cents * ${params.add(q.child)}`;
  const pk = `pk0 AS MATERIALIZED (
      SELECT p.id AS pid, p.nights AS nights, (${loc.inArea}) AS in_area, ${loc.distSql} AS dist
      FROM packages p JOIN hotels h ON h.id = p.hotel_id WHERE ${and(where)}),
    pk AS (SELECT pid, nights FROM pk0 WHERE ${loc.distWhere})`;
  const seasonsSql = (depth: number) => `WITH ${pk},
    best AS (
      SELECT r.valid_from, r.valid_to, r.weekday_mask, r.package_id AS pid, MIN(r.sell_price_cents${supp}) AS amount, r.min_los, r.max_los
      FROM rate_plans r JOIN pk ON pk.pid = r.package_id
      WHERE r.valid_to >= ${startP} AND r.valid_from <= ${endP} AND r.rooms > 0 AND r.min_los <= pk.nights AND r.max_los >= pk.nights
      GROUP BY r.valid_from, r.valid_to, r.weekday_mask, r.package_id),
    ranked AS (SELECT *, ROW_NUMBER() OVER (PARTITION BY valid_from, valid_to, weekday_mask ORDER BY amount, min_los, pid) AS rn FROM best)
    SELECT valid_from, valid_to, weekday_mask, pid, amount, min_los, max_los FROM ranked WHERE rn <= ${depth}
    ORDER BY valid_from, valid_to, weekday_mask, rn`;
  const closedSql = `WITH ${pk}
    SELECT cd.package_id AS pid, cd.day FROM closed_days cd JOIN pk ON pk.pid = cd.package_id
    WHERE cd.day >= ${startP} AND cd.day <= ${endP}`;

  let [seasons, closedRows] = await batch<[SeasonRow[], { pid: number; day: string }[]]>(db, [
    prepare(db, seasonsSql(SEASON_DEPTH), params),
    prepare(db, closedSql, closedParams),
  ]);
  const closed = new Set(closedRows.map((c) => `${c.pid}|${c.day}`));
  const closedPerDay = new Map<string, number>();
  for (const c of closedRows) closedPerDay.set(c.day, (closedPerDay.get(c.day) ?? 0) + 1);
  const mostClosed = Math.max(0, ...closedPerDay.values());
  if (mostClosed >= SEASON_DEPTH) {
    [seasons] = await batch<[SeasonRow[]]>(db, [prepare(db, seasonsSql(mostClosed + 1), params)]);
  }

  // Seasons in SQL order, each with its packages cheapest first.
  const groups: SeasonRow[][] = [];
  for (const row of seasons) {
    const g = groups[groups.length - 1];
    if (g && g[0]!.valid_from === row.valid_from && g[0]!.valid_to === row.valid_to && g[0]!.weekday_mask === row.weekday_mask) g.push(row);
    else groups.push([row]);
  }
  const days: SearchAvailabilitiesResponse["days"] = {};
  for (let day = start; day <= end; day = addDays(day, 1)) {
    const bit = weekdayBit(day);
    let best: SeasonRow | null = null;
    for (const g of groups) {
      const s = g[0]!;
      if (s.valid_from > day || s.valid_to < day || (s.weekday_mask & bit) === 0) continue;
      const open = g.find((r) => !closed.has(`${r.pid}|${day}`));
      if (open && (!best || open.amount < best.amount || (open.amount === best.amount && open.min_los < best.min_los))) best = open;
    }
    if (best) days[day] = { day, amount: best.amount, price: (best.amount / 100).toFixed(2), minLos: best.min_los, maxLos: best.max_los };
  }
  return { days, ...paging };
}
