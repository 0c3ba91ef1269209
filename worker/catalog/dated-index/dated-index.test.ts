/**
 * The dated index answers exactly like the general SQL (docs/decisions/018-dated-search-index.md):
 * random dated searches without location — check-in days around today and the plan seasons,
 * nights, parties, categories, themes, excluded hotels, every facet filter, every sort, pages and
 * map pins — give deep-equal offers.json and facets.json answers both ways, on the seeded catalog.
 */
import { env } from "cloudflare:workers";
import fc from "fast-check";
import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import { SORTS } from "../../../shared/contract/common";
import { FacetsQuerySchema } from "../../../shared/contract/facets";
import { OffersRequestSchema } from "../../../shared/contract/offers";
import { addDays, todayIso } from "../dates";
import { computeFacets } from "../facets";
import { searchOffers } from "../offers";
import { all } from "../sql";
import type { DatedIndex } from "./data";
import { dropDatedIndex, ensureDatedIndex, INDEX_TTL_MS, readyDatedIndex } from "./store";

const db = env.DB;
const today = todayIso();
let index: DatedIndex;
/** Vocabulary of the seed, read from the catalog so the test holds on any seed. */
let vocab: { types: string[]; envs: string[]; styles: string[]; facilities: string[]; tags: number[]; themes: number[]; hotels: number[] };

beforeAll(async () => {
  index = await ensureDatedIndex(db);
  const col = async <T>(sql: string) => (await all<{ x: T }>(db, sql)).map((r) => r.x);
  vocab = {
    types: await col<string>("SELECT DISTINCT hotel_type AS x FROM hotels"),
    envs: await col<string>("SELECT DISTINCT environment AS x FROM hotels"),
    styles: await col<string>("SELECT DISTINCT style AS x FROM hotels"),
    facilities: await col<string>("SELECT DISTINCT facility AS x FROM hotel_facilities WHERE facility != 'pets'"),
    tags: await col<number>("SELECT id AS x FROM activities"),
    themes: await col<number>("SELECT id AS x FROM themes"),
    hotels: await col<number>("SELECT id AS x FROM hotels ORDER BY review_count DESC LIMIT 40"),
  };
});

/** Usually no value (a search sets few filters), else up to `max` of the seed's values. */
const sub = <T>(xs: () => T[], max: number) =>
  fc.oneof({ weight: 4, arbitrary: fc.constant<T[]>([]) }, { weight: 1, arbitrary: fc.constant(null).chain(() => fc.subarray(xs(), { minLength: 1, maxLength: max })) });
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined, freq: 4 });

/** A dated search: check-in from 3 days ago to 13 months ahead, and any mix of filters. */
const search = fc.record({
  day: fc.oneof(fc.integer({ min: -3, max: 400 }), fc.integer({ min: 0, max: 60 })),
  nights: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
  adults: fc.integer({ min: 1, max: 4 }),
  children: fc.integer({ min: 0, max: 2 }),
  activity: fc.boolean(),
  themes: sub(() => vocab.themes, 2),
  excluded: sub(() => vocab.hotels, 5),
  stars: sub(() => [1, 2, 3, 4, 5], 2),
  types: sub(() => vocab.types, 2),
  envs: sub(() => vocab.envs, 2),
  styles: sub(() => vocab.styles, 1),
  facilities: sub(() => vocab.facilities, 2),
  pets: fc.boolean().chain((b) => (b ? fc.boolean() : fc.constant(false))),
  minScore: maybe(fc.constantFrom(0, 7, 8, 8.5, 9)),
  priceMin: maybe(fc.integer({ min: 0, max: 40_000 })),
  priceMax: maybe(fc.integer({ min: 5_000, max: 120_000 })),
  svMax: maybe(fc.integer({ min: 10_000, max: 80_000 })),
  tags: sub(() => vocab.tags, 2),
  sort: fc.constantFrom(...SORTS),
  page: fc.integer({ min: 0, max: 3 }),
  limit: fc.integer({ min: 1, max: 30 }),
  map: fc.boolean(),
});
type Search = typeof search extends fc.Arbitrary<infer T> ? T : never;

/**
 * The same searches without check-in, for a party without supplement (undatedIndexEligible), on a
 * day from the catalog's first to after most expirations (`shift` days later: expired packages).
 */
const undated = fc
  .tuple(search, fc.constantFrom(0, 0, 20, 60, 125), fc.constantFrom(false, false, true))
  .map(([s, shift, gift]) => ({ ...s, adults: Math.min(s.adults, 2), children: 0, undated: true, shift, gift }));

function offersRequest(s: Search & { undated?: boolean; gift?: boolean }) {
  return v.parse(OffersRequestSchema, {
    locale: "nl_BE",
    orderBy: s.sort,
    performMapSearch: s.map,
    pagination: { page: s.page, limit: s.limit },
    excludedHotelIds: s.excluded,
    searchCriterias: {
      ...(s.gift ? { flow: "gifting" } : s.activity ? { flow: "activity" } : {}),
      filters: {
        property: {
          stars: s.stars,
          hotelTypes: s.types,
          hotelEnvironments: s.envs,
          hotelStyles: s.styles,
          facilities: s.facilities,
          petsAllowed: s.pets,
          minHotelReviewScore: s.minScore ?? null,
        },
        offer: {
          checkin: s.undated ? null : addDays(today, s.day),
          nights: s.undated ? null : s.nights,
          familyComposition: { adults: s.adults, children: s.children },
          categories: { themeIds: s.themes },
          price: s.priceMin === undefined && s.priceMax === undefined ? null : { min: s.priceMin ?? null, max: s.priceMax ?? null },
          tags: s.tags,
        },
        gift: s.svMax === undefined ? null : { singleVoucher: { price: { max: s.svMax } } },
      },
    },
  });
}

function facetsQuery(s: Search & { undated?: boolean; gift?: boolean }) {
  const q: Record<string, string> = {
    locale: "it_IT",
    ...(s.undated ? {} : { checkin: addDays(today, s.day) }),
    adult: String(s.adults),
    child: String(s.children),
    stars: s.stars.join(","),
    hotelType: s.types.join(","),
    hotelEnvironment: s.envs.join(","),
    hotelStyle: s.styles.join(","),
    facilities: s.facilities.join(","),
    tags: s.tags.join(","),
  };
  if (s.nights !== null && !s.undated) q.night = String(s.nights);
  if (s.gift) q.flow = "gifting";
  else if (s.activity) q.flow = "activity";
  if (s.themes[0] !== undefined) q.theme = String(s.themes[0]);
  if (s.pets) q.petsAllowed = "true";
  if (s.minScore !== undefined) q.minHotelReviewScore = String(s.minScore);
  if (s.priceMin !== undefined) q.priceMin = String(s.priceMin);
  if (s.priceMax !== undefined) q.priceMax = String(s.priceMax);
  if (s.svMax !== undefined) q.singleVoucherPriceMax = String(s.svMax);
  return v.parse(FacetsQuerySchema, q);
}

describe("dated index", () => {
  it("loads every package and rate plan of the catalog", async () => {
    const [counts] = await all<{ p: number; r: number }>(db, "SELECT (SELECT COUNT(*) FROM packages) AS p, (SELECT COUNT(*) FROM rate_plans) AS r");
    expect(index.packages.id.length).toBe(counts!.p);
    expect(index.packages.planStart.at(-1)).toBe(counts!.r);
  });

  /**
   * Runs `compare` on 60 random searches (fixed seed; 150 before the catalog grew 2.7 times, when
   * the two properties cost 38 s of the test run); it answers whether the SQL's answer was
   * non-empty. The property must have compared real answers, not empty ones.
   */
  async function sameOnRandomSearches<S extends Search>(seed: number, compare: (s: S) => Promise<boolean>, searches: fc.Arbitrary<S> = search as fc.Arbitrary<S>) {
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(searches, async (s) => {
        if (await compare(s)) nonEmpty++;
      }),
      { numRuns: 60, seed },
    );
    expect(nonEmpty).toBeGreaterThan(20);
  }

  it("gives the general SQL's offers answer for random dated searches without location", async () => {
    await sameOnRandomSearches(20261122, async (s) => {
      const req = offersRequest(s);
      const sql = await searchOffers(db, req, today);
      expect(await searchOffers(db, req, today, { index: () => index })).toEqual(sql);
      return sql.resultsCount > 0;
    });
  });

  it("gives the general SQL's facets answer for random dated searches without location", async () => {
    await sameOnRandomSearches(20261123, async (s) => {
      const fq = facetsQuery(s);
      const sql = await computeFacets(db, fq, today);
      expect(await computeFacets(db, fq, today, { index: () => index })).toEqual(sql);
      return sql.totalCount > 0;
    });
  });

  it("gives the general SQL's offers and facets answers for random undated searches without location (a budget, activities or themes; gifts too)", async () => {
    let asked = 0;
    const counting = () => (asked++, index);
    await sameOnRandomSearches(
      20261129,
      async (s) => {
        const day = addDays(today, s.shift);
        const req = offersRequest(s);
        const sql = await searchOffers(db, req, day);
        expect(await searchOffers(db, req, day, { index: counting })).toEqual(sql);
        const fq = facetsQuery(s);
        expect(await computeFacets(db, fq, day, { index: counting })).toEqual(await computeFacets(db, fq, day));
        return sql.resultsCount > 0;
      },
      undated,
    );
    // Searches without a package-level criterion stay on the summary; about half have one.
    expect(asked).toBeGreaterThan(30);
  });

  it("prices undated searches like the SQL where a package's reference price is under its price (the promo order and the card's refPrice read it as the price)", async () => {
    // The seed's reference prices are all at or above the price: every fifth package gets one
    // under it, by an involution (2 × sell − ref − 1) that the finally block applies again.
    const flip = () => db.prepare("UPDATE packages SET ref_price_cents = 2 * sell_price_cents - ref_price_cents - 1 WHERE id % 5 = 0").run();
    await flip();
    try {
      dropDatedIndex(db);
      const flipped = await ensureDatedIndex(db);
      let refUnderPrice = 0;
      for (const [priceMin, orderBy] of [[0, "promo"], [5_000, "priceAsc"], [9_000, "promo"], [15_000, "priceAsc"]] as const) {
        for (const activity of [false, true]) {
          const req = v.parse(OffersRequestSchema, {
            locale: "fr_FR",
            orderBy,
            pagination: { page: 0, limit: 30 },
            numberOfPackagesPerHotel: 1,
            searchCriterias: { ...(activity ? { flow: "activity" } : {}), filters: { offer: { familyComposition: { adults: 1 }, price: { min: priceMin, max: null } } } },
          });
          // The promo order's last page: the hotels without a discount, where a negative rate would reorder them.
          const count = (await searchOffers(db, req, today)).resultsCount;
          const last = { ...req, pagination: { page: Math.max(0, Math.ceil(count / 30) - 1), limit: 30 } };
          const sql = await searchOffers(db, last, today);
          expect(await searchOffers(db, last, today, { index: () => flipped })).toEqual(sql);
          const [under] = await all<{ n: number }>(db, `SELECT COUNT(*) AS n FROM packages WHERE id IN (${sql.exactMatch.map((h) => h.mainPackage.id).join(",") || 0}) AND ref_price_cents < sell_price_cents`);
          refUnderPrice += under!.n;
        }
      }
      expect(refUnderPrice).toBeGreaterThan(5);
    } finally {
      await flip();
      dropDatedIndex(db);
      index = await ensureDatedIndex(db);
    }
  });

  it("gives the same first page and facets for the plain weekend search of every Friday of the next two months", async () => {
    for (let d = 0; d < 63; d++) {
      const checkin = addDays(today, d);
      if (new Date(`${checkin}T00:00:00Z`).getUTCDay() !== 5) continue;
      const req = v.parse(OffersRequestSchema, {
        locale: "fr_FR",
        searchCriterias: { filters: { offer: { checkin, nights: 2, familyComposition: { adults: 2 } } } },
      });
      const sql = await searchOffers(db, req, today);
      expect(sql.resultsCount).toBeGreaterThan(0);
      expect(await searchOffers(db, req, today, { index: () => index })).toEqual(sql);
      const fq = v.parse(FacetsQuerySchema, { locale: "fr_FR", checkin, night: "2" });
      expect(await computeFacets(db, fq, today, { index: () => index })).toEqual(await computeFacets(db, fq, today));
    }
  });

  it("prices overlapping plans like the SQL: the cheapest plan covering the day, the earliest of equal prices", async () => {
    // One package's plans replaced by overlapping ones (restored after), with expected prices, so
    // index and SQL cannot agree on a wrong plan.
    const day = addDays(today, 30);
    const [pkg] = await all<{ id: number; hotel_id: number; nights: number }>(
      db,
      `SELECT p.id, p.hotel_id, p.nights FROM packages p JOIN hotels h ON h.id = p.hotel_id
       WHERE p.published = 1 AND h.active = 1 AND p.item_category = 'weekend' AND p.nights > 0
         AND (p.expiration IS NULL OR p.expiration > ?1) ORDER BY p.id LIMIT 1`,
      [addDays(day, 1)],
    );
    expect(pkg).toBeDefined();
    const saved = await all<Record<string, unknown>>(db, "SELECT * FROM rate_plans WHERE package_id = ?1", [pkg!.id]);
    const savedClosed = await all<Record<string, unknown>>(db, "SELECT * FROM closed_days WHERE package_id = ?1", [pkg!.id]);
    // [from, to, sell, ref]: A covers the day; B is the cheapest but ended the day before; C ties
    // A's price later in plan order (its higher reference price must not win); D covers the day at
    // a higher price; E is cheaper still but starts the day after.
    const plans: [number, number, number, number][] = [
      [-20, 40, 1000, 2500],
      [-15, -1, 100, 200],
      [-10, 5, 1000, 3000],
      [-5, 2, 1500, 1500],
      [1, 50, 50, 60],
    ];
    const insert = (from: number, to: number, sell: number, ref: number) =>
      db
        .prepare(
          `INSERT INTO rate_plans (package_id, valid_from, valid_to, weekday_mask, sell_price_cents, ref_price_cents,
             extra_adult_cents, child_cents, min_los, max_los, rooms) VALUES (?1, ?2, ?3, 127, ?4, ?5, 0, 0, 1, 14, 3)`,
        )
        .bind(pkg!.id, addDays(day, from), addDays(day, to), sell, ref);
    try {
      await db.batch([
        db.prepare("DELETE FROM rate_plans WHERE package_id = ?1").bind(pkg!.id),
        db.prepare("DELETE FROM closed_days WHERE package_id = ?1").bind(pkg!.id),
        ...plans.map((p) => insert(...p)),
      ]);
      dropDatedIndex(db);
      const fresh = await ensureDatedIndex(db);
      const req = v.parse(OffersRequestSchema, {
        locale: "fr_FR",
        orderBy: "priceAsc",
        pagination: { page: 0, limit: 3 },
        searchCriterias: { filters: { offer: { checkin: day, nights: pkg!.nights, familyComposition: { adults: 2 } } } },
      });
      const sql = await searchOffers(db, req, today);
      // The seed's prices start at 19 €, so this package is the cheapest of the day.
      expect(sql.exactMatch[0]!.mainPackage).toMatchObject({ id: pkg!.id, sellPrice: 1000, refPrice: 2500 });
      let asked = 0;
      const byIndex = await searchOffers(db, req, today, { index: () => (asked++, fresh) });
      expect(asked).toBe(1); // the index answered, not SQL twice
      expect(byIndex).toEqual(sql);
    } finally {
      const restore = (table: string, row: Record<string, unknown>) => {
        const cols = Object.keys(row);
        return db.prepare(`INSERT INTO ${table} (${cols.join(", ")}) VALUES (${cols.map((_, i) => `?${i + 1}`).join(", ")})`).bind(...cols.map((c) => row[c]));
      };
      await db.batch([
        db.prepare("DELETE FROM rate_plans WHERE package_id = ?1").bind(pkg!.id),
        db.prepare("DELETE FROM closed_days WHERE package_id = ?1").bind(pkg!.id),
        ...saved.map((r) => restore("rate_plans", r)),
        ...savedClosed.map((r) => restore("closed_days", r)),
      ]);
      dropDatedIndex(db);
      index = await ensureDatedIndex(db);
    }
  });

  it("is only used for searches without location, hotel or package list, undated ones only where the summary cannot answer", async () => {
    const base = offersRequest({ ...fc.sample(search, { numRuns: 1, seed: 1 })[0]!, day: 10 });
    const plain = offersRequest({ ...fc.sample(search, { numRuns: 1, seed: 1 })[0]!, undated: true, adults: 2, children: 0, priceMin: undefined, priceMax: undefined, svMax: undefined, tags: [], themes: [] });
    const floor = offersRequest({ ...fc.sample(search, { numRuns: 1, seed: 1 })[0]!, undated: true, adults: 2, children: 0, priceMin: 10_000 });
    let asked = 0;
    const counting = () => {
      asked++;
      return index;
    };
    await searchOffers(db, { ...base, hotelId: vocab.hotels[0]! }, today, { index: counting });
    await searchOffers(db, plain, today, { index: counting });
    await searchOffers(db, { ...floor, searchCriterias: { ...floor.searchCriterias, filters: { ...floor.searchCriterias.filters, offer: { ...floor.searchCriterias.filters.offer, familyComposition: { adults: 3, children: 0 } } } } }, today, { index: counting });
    expect(asked).toBe(0);
    await searchOffers(db, base, today, { index: counting });
    expect(asked).toBe(1);
    await searchOffers(db, floor, today, { index: counting });
    expect(asked).toBe(2);
  });

  it("loads in the background of a request and never without one", async () => {
    dropDatedIndex(db);
    expect(readyDatedIndex(db)).toBeNull();
    expect(readyDatedIndex(db)).toBeNull(); // still nothing: no background, no load
    const pending: Promise<unknown>[] = [];
    expect(readyDatedIndex(db, (p) => pending.push(p))).toBeNull();
    expect(readyDatedIndex(db, (p) => pending.push(p))).toBeNull(); // one load, handed out twice
    await Promise.all(pending);
    expect(pending).toHaveLength(2);
    const loaded = readyDatedIndex(db);
    expect(loaded?.packages.id.length).toBe(index.packages.id.length);
    // Past its TTL the old index still answers while its successor loads.
    const later: Promise<unknown>[] = [];
    expect(readyDatedIndex(db, (p) => later.push(p), loaded!.loadedAt + INDEX_TTL_MS + 1)).toBe(loaded);
    await Promise.all(later);
    expect(later).toHaveLength(1);
    expect(readyDatedIndex(db)).not.toBe(loaded);
    index = readyDatedIndex(db)!;
  });
});
