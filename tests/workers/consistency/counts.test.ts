/**
 * Issue 25 items 8 and 11: every count shown for a search counts the same thing, and the price
 * filters compare the price the cards show.
 *
 * What "offres" counts (worker/catalog/offer-count.ts): the hotels (activity flow: activity
 * centres) with at least one package matching the search, i.e. the cards of the list over all its
 * pages. The suite walks a deterministic sample of searches built from the seeded catalog (cities,
 * departments, regions, countries with offers, booking themes; no place; dated and undated; each
 * flow; the six markets in turn) and compares, per search:
 * - the results heading (server-rendered `data-figure="offersCount"`) with the API's count;
 * - pagination: the server-rendered page count with ceil(count / PAGE_SIZE), and the cards on the
 *   last page with what is left of the count;
 * - the care panel's price buckets (facets.json `price`): their parts add up to the heading, and
 *   facets' totalCount is the heading;
 * - each suggestion link's numberOfOffers (spec 000 §3) with the heading of the search it opens;
 * - fallback blocks: never more than their page size, never a hotel of the main list.
 * Filters (item 8): with priceMin/priceMax (the one budget section both filter variants write),
 * the list keeps exactly the cards whose shown unit price (stays: per night, shared/money
 * `pricePerNight`, whole euros rounded up; activity flow: per person) is in range, and the facets' price range and
 * buckets speak the same unit.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { FacetsResponse } from "#shared/contract/facets";
import type { OffersResponse, HotelWithPackages } from "#shared/contract/offers";
import type { SuggestionLinksResponse } from "#shared/contract/suggestion-links";
import { parseCriteria, serializeCriteria, type Flow, type LocationType, type SearchCriteria } from "#shared/criteria";
import { pricePerNight, pricePerPerson } from "#shared/pricing";
import { ACTIVITY_SEARCH_PATH, PAGE_SIZE, SEARCH_PATH, destinationSegment, parseDestinationSegment } from "#shared/search-path";
import { offersBody, facetsQuery } from "#shared/search-request";
import { FALLBACK_PAGE_SIZE } from "#shared/fallback";
import { Disagreements, MARKETS, api, figure, figures, sample, visit } from "./screens";
import type { PointOfSale } from "#shared/markets";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

interface Search {
  pos: PointOfSale;
  flow: Flow;
  criteria: SearchCriteria;
  /** The server-rendered path of this search when it has no hash part (heading, pagination). */
  path: string | null;
  name: string;
}

const db = () => (env as unknown as { DB: D1Database }).DB;

async function rows<T>(sql: string, ...binds: unknown[]): Promise<T[]> {
  return (await db().prepare(sql).bind(...binds).all<T>()).results;
}

/** A Friday about five weeks ahead (Europe/Paris), 'YYYY-MM-DD'. */
function aFriday(): string {
  const d = new Date(Date.now() + 35 * 86_400_000);
  d.setUTCDate(d.getUTCDate() + ((5 - d.getUTCDay() + 7) % 7));
  return d.toISOString().slice(0, 10);
}

function addDays(iso: string, n: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** The offers answer a results page of `s` reads (the activity flow: the activity-only search). */
async function offers(s: Pick<Search, "pos" | "flow" | "criteria">, page = 0, limit = PAGE_SIZE): Promise<OffersResponse> {
  if (s.flow === "activity") {
    const { searchCriterias } = offersBody(s.criteria, "activity", page, limit);
    const a = await api<{ resultsCount: number; exactMatch: { activityOnlyPackages: HotelWithPackages[] }; searchDetails: OffersResponse["searchDetails"] }>(
      s.pos, "/api/search/activity-only.json", { searchCriterias, numberOfPackagesPerHotel: 20, page, limit },
    );
    return { resultsCount: a.resultsCount, exactMatches: a.resultsCount, exactMatch: a.exactMatch.activityOnlyPackages, searchDetails: a.searchDetails };
  }
  return api<OffersResponse>(s.pos, "/api/offers.json", offersBody(s.criteria, s.flow, page, limit));
}

const count = (o: OffersResponse) => o.searchDetails?.totalCount ?? o.resultsCount;

let sampled: Promise<Search[]> | null = null;
/** The sampled searches (built once per run). */
const searches = () => (sampled ??= sampleSearches());

/** The sampled searches: places of each type with offers, themes, each flow, dated and undated, markets in turn. */
async function sampleSearches(): Promise<Search[]> {
  const withOffers = `EXISTS (SELECT 1 FROM hotels h JOIN packages p ON p.hotel_id = h.id WHERE h.destination_id = d.id AND h.active = 1 AND p.published = 1)`;
  const cities = await rows<{ id: number; slug: string }>(`SELECT d.id, d.slug FROM destinations d WHERE ${withOffers} ORDER BY d.id`);
  const areas = await rows<{ id: number; type: string; slug: string }>(
    `SELECT a.id, a.type, a.slug FROM areas a WHERE a.type IN ('department', 'region', 'country') ORDER BY a.type, a.id`,
  );
  const themes = await rows<{ id: number }>(`SELECT id FROM themes WHERE flow = 'booking' ORDER BY id`);
  const places: { type: LocationType; id: number; slug: string }[] = [
    ...sample(cities, 12).map((c) => ({ type: "city" as const, id: c.id, slug: c.slug })),
    ...(["department", "region", "country"] as const).flatMap((t) => sample(areas.filter((a) => a.type === t), t === "country" ? 3 : 5).map((a) => ({ type: t, id: a.id, slug: a.slug }))),
  ];
  const flows: Flow[] = ["booking", "gifting", "hotel", "booking", "activity"];
  const checkin = aFriday();
  const out: Search[] = [];
  let i = 0;
  const add = (place: (typeof places)[number] | null, flow: Flow, extra: Partial<SearchCriteria>) => {
    const pos = MARKETS[i++ % MARKETS.length]!;
    const location = place && flow !== "activity" ? { type: place.type, id: place.id } : null;
    const criteria: SearchCriteria = { ...parseCriteria(""), location, ...extra };
    const hashFree = serializeCriteria(criteria) === serializeCriteria({ ...parseCriteria(""), location });
    const base = flow === "activity" ? ACTIVITY_SEARCH_PATH : SEARCH_PATH;
    const path = hashFree ? `${base}${location ? `/${destinationSegment(location, place!.slug)}` : ""}${flow === "booking" || flow === "activity" ? "" : `?flow=${flow}`}` : null;
    out.push({ pos, flow, criteria, path, name: `${flow} ${place ? `${place.type} ${place.id}` : "anywhere"}${extra.theme ? ` theme ${extra.theme}` : ""}${extra.checkin ? ` ${extra.checkin}` : ""}` });
  };
  for (const flow of ["booking", "gifting", "hotel", "activity"] as const) add(null, flow, {});
  add(null, "booking", { checkin, checkout: addDays(checkin, 2) });
  places.forEach((place, k) => {
    const flow = flows[k % flows.length]!;
    add(place, flow, {});
    if (k % 3 === 0 && flow !== "gifting") add(place, flow, { checkin, checkout: addDays(checkin, 1 + (k % 2)) });
    if (k % 4 === 1 && flow !== "activity") add(place, flow, { theme: sample(themes, 4)[k % 4]!.id });
  });
  return out;
}

/** The server-rendered results page of `s` (its heading and pagination figures). */
async function page(s: Search): Promise<string> {
  const { status, text } = await visit(s.pos, s.path!, { headers: { "user-agent": BROWSER } });
  expect(status, `${s.pos} ${s.path}`).toBe(200);
  return text;
}

describe("counts of a search agree on every screen (issue 25 item 11)", () => {
  it("heading, pagination, care buckets, facets and fallback count the same hotels", async () => {
    const all = await searches();
    expect(all.length).toBeGreaterThanOrEqual(30);
    const d = new Disagreements();
    let rendered = 0;
    for (const s of all) {
      const o = await offers(s);
      const n = count(o);
      const pages = Math.ceil(n / PAGE_SIZE);
      // The cards: a full first page, and what is left of the count on the last one.
      d.check("cards on the first page", s.pos, s.name, "min(count, page size)", Math.min(n, PAGE_SIZE), "first page cards", o.exactMatch.length);
      if (pages > 1) {
        const last = await offers(s, pages - 1);
        d.check("cards on the last page", s.pos, s.name, "count - full pages", n - (pages - 1) * PAGE_SIZE, "last page cards", last.exactMatch.length);
      }
      // Every other server-rendered page (they are the slow part; the API figures are compared for all).
      if (s.path && rendered++ % 2 === 0) {
        const html = await page(s);
        d.check("offers count", s.pos, s.name, "heading", figure(html, "offersCount"), "offers API", n);
        d.check("page count", s.pos, s.name, "pagination", figure(html, "pageCount") ?? (pages > 1 ? undefined : pages), "ceil(count / page size)", pages);
      }
      const facets = await api<FacetsResponse>(s.pos, `/api/facets.json?${facetsQuery(s.criteria, s.flow)}`);
      d.check("offers count", s.pos, s.name, "facets totalCount", facets.totalCount, "heading", n);
      const buckets = facets.properties.find((p) => p.propertyType === "price")?.values ?? [];
      d.check("offers count", s.pos, s.name, "care price buckets (sum)", buckets.reduce((a, b) => a + b.count, 0), "heading", n);
    }
    d.assertNone(all.length * 3);
  }, 150_000);

  it("a suggestion link's numberOfOffers is the heading of the search it opens", async () => {
    const all = (await searches()).filter((s) => s.flow !== "activity" && !s.criteria.checkin && s.criteria.theme === undefined);
    const d = new Disagreements();
    for (const s of sample(all, 14)) {
      const q = new URLSearchParams();
      if (s.criteria.location) q.set(s.criteria.location.type, String(s.criteria.location.id));
      if (s.flow === "gifting") q.set("flow", "gifting");
      const links = await api<SuggestionLinksResponse>(s.pos, `/api/suggestionLinks.json?${q}`);
      for (const section of links.sections) {
        for (const [k, link] of sample(section.links, 3).entries()) {
          const url = new URL(link.url, "http://x");
          const segment = url.pathname.split("/")[2];
          const hash = parseCriteria(url.hash);
          const location = hash.location ?? parseDestinationSegment(segment) ?? null;
          const flow = (url.searchParams.get("flow") as Flow | null) ?? "booking";
          const opened = await offers({ pos: s.pos, flow, criteria: { ...hash, location } });
          d.check("offers count", s.pos, `${section.kind} link ${link.url} (from ${s.name})`, "suggestion link", link.numberOfOffers, "heading it opens", count(opened));
          if (!url.hash && k === 0) {
            const html = await page({ ...s, flow, path: `${url.pathname}${url.search}` });
            d.check("offers count", s.pos, link.url, "suggestion link", link.numberOfOffers, "server-rendered heading", figure(html, "offersCount"));
            const shown = figures(html.slice(html.indexOf('data-testid="suggestion-links"'))).filter((f) => f.name === "numberOfOffers");
            if (shown.length === 0) d.check("offers count", s.pos, link.url, "suggestion link (rendered data-count)", undefined, "API", link.numberOfOffers);
          }
        }
      }
    }
    d.assertNone(20);
  }, 150_000);

  it("fallback blocks show at most their page size and no hotel of the main list", async () => {
    const d = new Disagreements();
    const few = (await searches()).filter((s) => s.flow !== "activity" && s.criteria.location);
    for (const s of sample(few, 8)) {
      const main = await offers(s);
      if (count(main) >= 6) continue;
      const shownIds = new Set(main.exactMatch.map((h) => h.id));
      const relaxed = { ...s.criteria, location: null, theme: undefined };
      const body = { ...offersBody(relaxed, s.flow, 0, FALLBACK_PAGE_SIZE), excludedHotelIds: [...shownIds] };
      const block = await api<OffersResponse>(s.pos, "/api/offers.json", body);
      d.check("fallback block size", s.pos, s.name, "block cards", block.exactMatch.length, "min(page size, its count)", Math.min(FALLBACK_PAGE_SIZE, count(block)));
      d.check("fallback hotels already shown", s.pos, s.name, "block", block.exactMatch.filter((h) => shownIds.has(h.id)).length, "main list", 0);
    }
    d.assertNone(0);
  }, 150_000);
});

/** The unit price a card shows for filtering: per night for stays, per person in the activity flow. */
function unitPrice(h: HotelWithPackages, flow: Flow): number {
  const card = h.mainPackage;
  return flow === "activity" ? pricePerPerson(card.sellPrice, Math.max(1, card.participants ?? 1)) : pricePerNight(card.sellPrice, card.nights ?? 1);
}

describe("price filters compare the price the cards show (issue 25 item 8)", () => {
  it("priceMin/priceMax keep exactly the cards whose per-night (activity: per-person) price is in range; facets agree", async () => {
    const all = (await searches()).filter((s) => s.criteria.location || s.flow === "activity");
    const d = new Disagreements();
    let tried = 0;
    for (const s of sample(all, 16)) {
      const before = await offers(s, 0, 100);
      if (count(before) < 4 || count(before) > 100) continue;
      tried++;
      const units = before.exactMatch.map((h) => unitPrice(h, s.flow)).sort((a, b) => a - b);
      const priceMin = units[Math.floor(units.length / 4)]!;
      const priceMax = units[Math.floor((units.length * 3) / 4)]!;
      const filtered = { ...s, criteria: { ...s.criteria, priceMin, priceMax } };
      const after = await offers(filtered, 0, 100);
      const kept = new Set(after.exactMatch.map((h) => h.id));
      for (const h of after.exactMatch) {
        const u = unitPrice(h, s.flow);
        if (u < priceMin || u > priceMax) d.check("card in the budget", s.pos, `${s.name} hotel ${h.id}`, `card unit price ${u}`, u, `budget ${priceMin}-${priceMax}`, u < priceMin ? priceMin : priceMax);
      }
      for (const h of before.exactMatch) {
        const u = unitPrice(h, s.flow);
        if (u >= priceMin && u <= priceMax && !kept.has(h.id)) d.check("card kept by the budget", s.pos, `${s.name} hotel ${h.id} (${u})`, "unfiltered list", 1, `list with budget ${priceMin}-${priceMax}`, 0);
      }
      // Facets with the same budget count the same list; their price range (which ignores the
      // budget) spans every card's unit price.
      const facets = await api<FacetsResponse>(s.pos, `/api/facets.json?${facetsQuery(filtered.criteria, s.flow)}`);
      d.check("offers count", s.pos, `${s.name} budget ${priceMin}-${priceMax}`, "facets totalCount", facets.totalCount, "filtered heading", count(after));
      const lo = facets.price.min ?? Infinity;
      const hi = facets.price.max ?? -Infinity;
      d.check("facets price range holds the cheapest card", s.pos, s.name, "facets price.min <= card", lo <= units[0]! ? 1 : 0, `card ${units[0]} vs facets ${lo}`, 1);
      d.check("facets price range holds the dearest card", s.pos, s.name, "facets price.max >= card", hi >= units[units.length - 1]! ? 1 : 0, `card ${units[units.length - 1]} vs facets ${hi}`, 1);
    }
    expect(tried, "searches with a budget tried").toBeGreaterThanOrEqual(5);
    d.assertNone(10);
  }, 150_000);
});

describe("rounded prices (spec 000 §5 'Rounded prices use ceiling'; decision 064)", () => {
  it("result cards show list prices in whole euros, rounded up, in every market", async () => {
    const d = new Disagreements();
    // The activity flow's cards show prices per person (odd totals give half euros) and stay cards
    // their stay price: neither shows cents.
    for (const [k, pos] of MARKETS.entries()) {
      const path = k % 2 === 0 ? ACTIVITY_SEARCH_PATH : `${SEARCH_PATH}?flow=${k % 4 === 1 ? "gifting" : "hotel"}`;
      const { text } = await visit(pos, path, { headers: { "user-agent": BROWSER } });
      const cards = text.match(/<article[^>]*data-view-mode=[\s\S]*?<\/article>/g) ?? [];
      expect(cards.length, `${pos} ${path} cards`).toBeGreaterThan(0);
      for (const card of cards) {
        const visible = card.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
        const cents = /(?:€\s?\d[\d.\s]*,\d\d|\d[\d.\s]*,\d\d\s?€)/.exec(visible);
        d.check("list price with cents", pos, `${path} card`, "card text", cents ? 1 : 0, `whole euros (${cents?.[0] ?? "ok"})`, 0);
      }
    }
    d.assertNone(6);
  }, 150_000);
});
