/**
 * search/availabilities.json against the seeded catalog (spec 000 §3 availability per date,
 * §5 calendar rules, §9 months; decision 022): the days and prices come from the data — each
 * day's amount is the direct SQL minimum over the rate plans, a stop-sell day is absent, bad
 * input is a 400.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SearchAvailabilitiesResponseSchema } from "../../shared/contract/search-availabilities";
import { addDays, addMonths, lastDayOfMonth, todayIso, weekdayBit } from "./dates";
import { all } from "./sql";
import { call, getValid } from "./test-helpers";

const db = env.DB;
const calendar = (query: string) => getValid(SearchAvailabilitiesResponseSchema, `/search/availabilities.json?locale=fr_FR${query}`);

/** The direct SQL minimum price of a stay starting `day` in destination `city` (null: none). */
async function directMin(day: string, city: number | null, childCount = 0): Promise<number | null> {
  const rows = await all<{ m: number | null }>(
    db,
    `SELECT MIN(r.sell_price_cents + r.child_cents * ?5) AS m FROM rate_plans r
     JOIN packages p ON p.id = r.package_id JOIN hotels h ON h.id = p.hotel_id
     WHERE (?1 IS NULL OR h.destination_id = ?1) AND p.published = 1 AND h.active = 1 AND p.item_category = 'weekend'
       AND (p.expiration IS NULL OR p.expiration >= ?4)
       AND r.valid_from <= ?2 AND r.valid_to >= ?2 AND (r.weekday_mask & ?3) != 0 AND r.rooms > 0
       AND r.min_los <= p.nights AND r.max_los >= p.nights
       AND NOT EXISTS (SELECT 1 FROM closed_days cd WHERE cd.package_id = p.id AND cd.day = ?2)`,
    [city, day, weekdayBit(day), todayIso(), childCount],
  );
  return rows[0]?.m ?? null;
}

async function busiestCity(): Promise<number> {
  const rows = await all<{ id: number }>(
    db,
    `SELECT h.destination_id AS id FROM hotels h JOIN packages p ON p.hotel_id = h.id
     WHERE p.item_category = 'weekend' AND p.published = 1 AND h.active = 1 GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1`,
  );
  return rows[0]!.id;
}

describe("search/availabilities.json", () => {
  it("answers two months from the current one by default, future days only, price = amount / 100", async () => {
    const cal = await calendar("");
    const today = todayIso();
    expect(cal.requestedMonths).toEqual([today.slice(0, 7), addMonths(today.slice(0, 7), 1)]);
    expect(cal.prevMonth).toBeNull();
    expect(cal.nextMonth).toBe(addMonths(today.slice(0, 7), 2));
    const days = Object.values(cal.days);
    expect(days.length).toBeGreaterThan(20);
    for (const d of days) {
      expect(d.day >= today).toBe(true);
      expect(d.price).toBe((d.amount / 100).toFixed(2));
      expect(d.minLos).toBeGreaterThanOrEqual(1);
      expect(d.maxLos).toBeGreaterThanOrEqual(d.minLos);
    }
  });

  it("each day of a city's calendar is the direct SQL minimum, and absent days have none", async () => {
    const city = await busiestCity();
    const month = addMonths(todayIso().slice(0, 7), 1);
    const cal = await calendar(`&city=${city}&month=${month}&length=1`);
    expect(cal.requestedMonths).toEqual([month]);
    let present = 0;
    for (let day = `${month}-01`; day <= lastDayOfMonth(month); day = addDays(day, 1)) {
      const expected = await directMin(day, city);
      expect(cal.days[day]?.amount ?? null, day).toBe(expected);
      if (expected !== null) present++;
    }
    expect(present).toBeGreaterThan(0);
  });

  it("without location, with a child, the cheapest over the whole catalog (direct SQL)", async () => {
    const month = addMonths(todayIso().slice(0, 7), 2);
    const cal = await calendar(`&month=${month}&length=1&child=1`);
    for (const day of [`${month}-05`, `${month}-14`, `${month}-27`]) {
      expect(cal.days[day]?.amount ?? null, day).toBe(await directMin(day, null, 1));
    }
  });

  it("a stop-sell day of every package of a city is absent", async () => {
    const city = await busiestCity();
    const month = addMonths(todayIso().slice(0, 7), 1);
    const before = await calendar(`&city=${city}&month=${month}&length=1`);
    const day = Object.keys(before.days).sort()[3]!;
    const pkgs = await all<{ id: number }>(db, "SELECT p.id FROM packages p JOIN hotels h ON h.id = p.hotel_id WHERE h.destination_id = ?1", [city]);
    const fresh = [];
    for (const p of pkgs) {
      const exists = await all(db, "SELECT 1 FROM closed_days WHERE package_id = ?1 AND day = ?2", [p.id, day]);
      if (!exists.length) fresh.push(p.id);
    }
    try {
      for (const id of fresh) await db.prepare("INSERT INTO closed_days (package_id, day) VALUES (?1, ?2)").bind(id, day).run();
      const after = await calendar(`&city=${city}&month=${month}&length=1`);
      expect(after.days[day]).toBeUndefined();
      expect(Object.keys(after.days).length).toBe(Object.keys(before.days).length - 1);
    } finally {
      for (const id of fresh) await db.prepare("DELETE FROM closed_days WHERE package_id = ?1 AND day = ?2").bind(id, day).run();
    }
  });

  it("refuses bad input with a clear 400", async () => {
    for (const [query, word] of [
      ["&month=2026-13", "month"],
      ["&length=9", "length"],
      ["&city=abc", "city"],
      ["&adult=0", "adult"],
    ] as const) {
      const res = await call("GET", `/search/availabilities.json?locale=fr_FR${query}`);
      expect(res.status, query).toBe(400);
      expect(JSON.stringify(res.body)).toContain(word);
    }
  });

  it("an unknown location answers no days; months past the year ahead are not answered", async () => {
    const unknown = await calendar("&city=2147480000");
    expect(unknown.days).toEqual({});
    const far = await calendar(`&month=${addMonths(todayIso().slice(0, 7), 11)}&length=4`);
    expect(far.requestedMonths).toHaveLength(1);
    expect(far.nextMonth).toBeNull();
  });
});
