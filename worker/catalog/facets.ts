/**
 * GET /facets.json — filter facet counts (spec 000 §3 "Filter facets (server)", §5 score tiers
 * 9/8/7 and star tiers 5/4/3, §7 GET facets.json).
 *
 * Input: FacetsQuerySchema (shared/contract/facets.ts); malformed → 400.
 * Output: FacetsResponse. Every count is a number of hotels, computed by GROUP BY over the same
 * filtered set offers.json searches (so a facet value's count equals the offers resultsCount of
 * the search with that value selected). Each group ignores its own filter (stars, types,
 * environments, styles, score, activities, price); facilities are AND-combined, so their counts
 * keep the selected facilities and tell how many hotels remain when one more is added.
 * Eco facilities (eco_*) are not a facet. Price: min/max package price (cents) ignoring the
 * price filter, plus hotel counts per budget bucket (facet-tiers.ts). One SQL statement for all
 * groups (facet-sql.ts), batched with a city's lookup (location-plan.ts); without location or
 * filter, the day's totals of the search summary instead (facet-totals.ts).
 */
import { FacetsQuerySchema, type FacetPropertyType, type FacetsQuery, type FacetsResponse } from "../../shared/contract/facets";
import { todayIso } from "./dates";
import { validate } from "./http";
import {
  activityGroupLabel,
  environmentLabel,
  facilityLabel,
  hotelTypeLabel,
  scoreTierLabel,
  starsLabel,
  styleLabel,
} from "./labels";
import { langOf, type Lang } from "./locale";
import { facetTotalsSql, priceRangeFilters, totalsEligible } from "./facet-totals";
import { planLocation } from "./location-plan";
import { locationQueryInput, queryFromFacets, type SearchQuery } from "./search-query";
import { facetSql, summaryFacetSql, type FacetRow } from "./facet-sql";
import { PRICE_BUCKETS, SCORE_TIERS } from "./facet-tiers";
import { all, batch, prepare } from "./sql";
import { summaryEligible } from "./summary-sql";
import { indexEligible } from "./dated-index/candidates";
import type { DatedIndex } from "./dated-index/data";
import { indexFacetRows } from "./dated-index/facets";
import { minisiteScope } from "./minisite-scope";

const STAR_TIERS = [5, 4, 3] as const;

/** Handles a raw facets request (query string of `url`). `options` as computeFacets. */
export async function handleFacets(db: D1Database, query: Record<string, string>, options: FacetsOptions = {}): Promise<FacetsResponse> {
  const q = validate(FacetsQuerySchema, query, "facets query");
  return computeFacets(db, q, todayIso(), options);
}

/** Options of `computeFacets` (tests). */
export interface FacetsOptions {
  /** Read the search summary when the request allows it (default true); false = always the general SQL. */
  summary?: boolean;
  /** The dated index when one is loaded, asked for only when the query is `indexEligible` (dated-index/candidates.ts) (offers.ts OffersOptions). */
  index?: () => DatedIndex | null;
}

/**
 * Computes facets for a validated query (`today` 'YYYY-MM-DD', Europe/Paris). Unknown location
 * ids give all-zero facets. One D1 round trip in the common cases: a city's lookup goes in the
 * same batch (location-plan.ts); without location or filter the day's totals are read
 * (facet-totals.ts), with a second trip only when a price range turns out to filter something;
 * other requests without dates, party supplement or package filter read one summary row per
 * hotel (facet-sql.ts summaryFacetSql), the rest every package (facetSql).
 */
export async function computeFacets(db: D1Database, fq: FacetsQuery, today = todayIso(), options: FacetsOptions = {}): Promise<FacetsResponse> {
  const lang = langOf(fq.locale);
  const plan = planLocation(db, lang, locationQueryInput(fq));
  // A partner's minisite: facets of its selection only (decision 048); unknown → 404.
  const [planned, minisite] = await Promise.all([plan.kind === "known" ? plan.location : plan.provisional, minisiteScope(db, fq.minisite, fq.locale)]);
  const q = queryFromFacets(fq, lang, today, planned, minisite);
  let rows: FacetRow[] = [];
  const index = !planned.unknown && plan.kind === "known" && indexEligible(q) ? (options.index?.() ?? null) : null;
  if (index) {
    rows = indexFacetRows(index, q);
  } else if (!planned.unknown) {
    const summary = options.summary !== false;
    const totals = summary && totalsEligible(q);
    const search = prepare(db, ...(totals ? facetTotalsSql(q, lang) : summary && summaryEligible(q) ? summaryFacetSql(q) : facetSql(q)));
    const results = await batch<FacetRow[][]>(db, plan.kind === "batched" ? [plan.statement, search] : [search]);
    const location = plan.kind === "batched" ? plan.finish(results.shift()!) : planned;
    rows = location.unknown ? [] : results[0]!;
    const price = rows.find((r) => r.g === "price");
    if (totals && priceRangeFilters(q, price?.n ?? null, price?.n2 ?? null)) rows = await all<FacetRow>(db, ...facetSql(q));
  }
  return shapeFacets(rows, q, fq, lang);
}

const centsToEuros = (c: number) => String(Math.round(c / 100));

function shapeFacets(rows: FacetRow[], q: SearchQuery, fq: FacetsQuery, lang: Lang): FacetsResponse {
  const by = (g: string) => rows.filter((r) => r.g === g && r.v !== null);
  const counts = (g: string) => new Map(by(g).map((r) => [String(r.v), r.n ?? 0]));
  /** Keys with a count, plus the selected ones (count 0) so the UI can still show them. */
  const keyed = (g: string, selected: readonly (string | number)[]) => {
    const m = counts(g);
    for (const s of selected) if (!m.has(String(s))) m.set(String(s), 0);
    return [...m.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  };
  const f = q.filters;

  const starCounts = counts("stars");
  const scoreCounts = counts("score");
  const facilities = keyed("facility", [...f.facilities, ...(f.petsAllowed ? ["pets"] : [])]).map(([k, n]) => ({
    name: k,
    value: k,
    label: facilityLabel(k, lang),
    count: n,
  }));
  const hotelScores = SCORE_TIERS.map((t) => ({ value: t, label: scoreTierLabel(t, lang), count: scoreCounts.get(String(t)) ?? 0 }));
  const stars = STAR_TIERS.map((s) => ({ value: s, label: starsLabel(s, lang), count: starCounts.get(String(s)) ?? 0 }));
  const hotelTypes = keyed("type", f.hotelTypes).map(([k, n]) => ({ name: k, value: k, label: hotelTypeLabel(k, lang), count: n }));
  const hotelEnvironments = keyed("environment", f.environments).map(([k, n]) => ({ key: k, label: environmentLabel(k, lang), count: n }));
  const hotelStyles = keyed("style", f.styles).map(([k, n]) => ({ name: k, label: styleLabel(k, lang), count: n }));

  const groups = new Map<string, { id: number; name: string; count: number }[]>();
  for (const r of by("tag")) {
    const group = r.x1 ?? "other";
    const list = groups.get(group) ?? [];
    list.push({ id: Number(r.v), name: r.x2 ?? String(r.v), count: r.n ?? 0 });
    groups.set(group, list);
  }
  const activities = [...groups.entries()]
    .sort((a, b) => a[0].localeCompare(b[0]))
    .map(([name, list]) => ({ name, label: activityGroupLabel(name, lang), list: list.sort((a, b) => b.count - a.count || a.id - b.id) }));

  const priceRow = rows.find((r) => r.g === "price");
  const bucketCounts = counts("bucket");
  const buckets = PRICE_BUCKETS.map(([lo, hi], i) => ({
    id: `${lo}-${hi ?? ""}`,
    name: hi === null ? `${centsToEuros(lo)}+` : `${centsToEuros(lo)}-${centsToEuros(hi)}`,
    count: bucketCounts.get(String(i)) ?? 0,
  }));

  const properties: FacetsResponse["properties"] = [
    { propertyType: "price", values: buckets },
    { propertyType: "score", values: hotelScores.map((s) => ({ id: String(s.value), name: s.label, count: s.count })) },
    { propertyType: "facility", values: facilities.map((x) => ({ id: x.value, name: x.label, count: x.count })) },
    { propertyType: "stars", values: stars.map((s) => ({ id: String(s.value), name: s.label, count: s.count })) },
    { propertyType: "style", values: hotelStyles.map((s) => ({ id: s.name, name: s.label, count: s.count })) },
    { propertyType: "type", values: hotelTypes.map((s) => ({ id: s.value, name: s.label, count: s.count })) },
    { propertyType: "environment", values: hotelEnvironments.map((s) => ({ id: s.key, name: s.label, count: s.count })) },
    { propertyType: "tag", values: activities.flatMap((g) => g.list.map((a) => ({ id: String(a.id), name: a.name, count: a.count }))) },
  ];
  const requested = fq.propertiesRequested?.length ? new Set<FacetPropertyType>(fq.propertiesRequested) : null;

  return {
    totalCount: rows.find((r) => r.g === "total")?.n ?? 0,
    properties: requested ? properties.filter((x) => requested.has(x.propertyType)) : properties,
    facilities,
    hotelScores,
    stars,
    hotelTypes,
    hotelEnvironments,
    hotelStyles,
    activities: fq.withActivities === false ? [] : activities,
    price: { min: priceRow?.n ?? null, max: priceRow?.n2 ?? null },
  };
}
