/**
 * GET /suggestionLinks.json?locale&flow&<location keys> — the suggestion link grid under the
 * results (spec 000 §2, §3 "Suggestion link section"; shared/contract/suggestion-links.ts).
 *
 * Sections, from the searched place (location.ts resolves it; lat/lng alone name no place):
 * - a city, point of interest or resort (a place with a centre and no admin area of its own, or a
 *   city): `nearby` — the other destinations with offers within NEARBY_KM of its centre, nearest
 *   first;
 * - a department, region, country or touristic area: `popular` — its destinations with the most
 *   offers; no place: the catalog's;
 * - always `themes` — the booking themes with offers at the searched place, most offers first.
 * At most LINKS_PER_SECTION links each; empty sections are left out. `numberOfOffers` counts what
 * the heading of the search the link opens counts (issue 25 item 11; offers.ts "Counts are
 * hotels"): the active hotels with at least one published, unexpired weekend package (with the
 * theme, as its own or a secondary one, for theme links), before dates.
 * Titles come from the shop's messages (locales/*.json) in the locale's language.
 * Errors: 400 for a bad query; an unknown place id answers no sections (never an error).
 * Memoised per isolate (memo.ts): the answer changes only with the seed and the day.
 */
import * as v from "valibot";
import { toIssues } from "../../shared/contract/common";
import { SuggestionLinksQuerySchema, type SuggestionLinkSection, type SuggestionLinksResponse } from "../../shared/contract/suggestion-links";
import type { Flow, LocationType } from "../../shared/criteria";
import { createTranslator } from "../../shared/i18n";
import { SEARCH_PATH, destinationSegment } from "../../shared/search-path";
import { messagesFor } from "../ssr/messages";
import { todayIso } from "./dates";
import { boundingBox, sqlDistanceKm } from "./geo";
import { CatalogError } from "./http";
import { langOf, type Lang } from "./locale";
import { resolveLocation, type ResolvedLocation } from "./location";
import { memo } from "./memo";
import { locationQueryInput } from "./search-query";
import { giftableSql } from "./giftable";
import { Params, all } from "./sql";

/** Radius of the `nearby` section, km (the 'Travel locally!' middle distance, spec 000 §9). */
export const NEARBY_KM = 100;
/** Links per section: two rows of the 5-column grid (spec 000 §9 "suggestion links 5"). */
export const LINKS_PER_SECTION = 10;

const LOCATION_KEYS = ["city", "poi", "department", "region", "country", "touristicregion", "searesort", "skiresort"] as const;

interface PlaceRow {
  id: number;
  slug: string;
  label: string;
  n: number;
}

/**
 * Offer conditions on `p` (packages) and `h` (hotels) for the links' flow; binds today. Gifting
 * links count the stays a gift search shows (giftable.ts), so a link's number is the heading of
 * the page it opens.
 */
function offerWhere(params: Params, today: string, flow: Flow): string {
  const live = `p.published = 1 AND h.active = 1 AND (p.expiration IS NULL OR p.expiration >= ${params.add(today)}) AND +p.item_category = 'weekend'`;
  return flow === "gifting" ? `${live} AND ${giftableSql()}` : live;
}

/** Hotels of the searched place, as SQL over `h` (null: the whole catalog). */
function scopeWhere(params: Params, loc: ResolvedLocation): string | null {
  if (loc.cityId) return `h.destination_id = ${params.add(loc.cityId)}`;
  if (loc.admin?.column === "member") return `h.destination_id IN (SELECT destination_id FROM destination_areas WHERE area_id = ${params.add(loc.admin.id)})`;
  if (loc.admin) return `h.destination_id IN (SELECT id FROM destinations WHERE ${loc.admin.column} = ${params.add(loc.admin.id)})`;
  if (loc.radius?.max && loc.centre) {
    const box = boundingBox(loc.centre, loc.radius.max);
    const dist = sqlDistanceKm(params, loc.centre, "h.latitude", "h.longitude");
    return `h.latitude BETWEEN ${params.add(box.minLat)} AND ${params.add(box.maxLat)} AND h.longitude BETWEEN ${params.add(box.minLng)} AND ${params.add(box.maxLng)} AND ${dist} <= ${params.add(loc.radius.max)}`;
  }
  return null;
}

async function nearbyPlaces(db: D1Database, lang: Lang, today: string, loc: ResolvedLocation, flow: Flow): Promise<PlaceRow[]> {
  if (!loc.centre) return [];
  const params = new Params();
  const box = boundingBox(loc.centre, NEARBY_KM);
  const dist = sqlDistanceKm(params, loc.centre, "d.latitude", "d.longitude");
  const sql = `SELECT d.id, d.slug, d.label_${lang} AS label, COUNT(DISTINCT h.id) AS n, ${dist} AS dist
    FROM hotels h JOIN packages p ON p.hotel_id = h.id JOIN destinations d ON d.id = h.destination_id
    WHERE ${offerWhere(params, today, flow)}
      AND h.latitude BETWEEN ${params.add(box.minLat)} AND ${params.add(box.maxLat)}
      AND h.longitude BETWEEN ${params.add(box.minLng)} AND ${params.add(box.maxLng)}
      AND d.id != ${params.add(loc.destination?.id ?? 0)}
    GROUP BY d.id HAVING dist <= ${params.add(NEARBY_KM)}
    ORDER BY dist, d.id LIMIT ${LINKS_PER_SECTION}`;
  return all<PlaceRow>(db, sql, params);
}

async function popularPlaces(db: D1Database, lang: Lang, today: string, loc: ResolvedLocation, flow: Flow): Promise<PlaceRow[]> {
  const params = new Params();
  const scope = scopeWhere(params, loc);
  const sql = `SELECT d.id, d.slug, d.label_${lang} AS label, COUNT(DISTINCT h.id) AS n
    FROM hotels h JOIN packages p ON p.hotel_id = h.id JOIN destinations d ON d.id = h.destination_id
    WHERE ${offerWhere(params, today, flow)}${scope ? ` AND ${scope}` : ""}
    GROUP BY d.id ORDER BY n DESC, d.id LIMIT ${LINKS_PER_SECTION}`;
  return all<PlaceRow>(db, sql, params);
}

async function themesAt(db: D1Database, lang: Lang, today: string, loc: ResolvedLocation, flow: Flow): Promise<PlaceRow[]> {
  const params = new Params();
  const scope = scopeWhere(params, loc);
  // A package has a theme as its own or as a secondary one (search-sql.ts, the theme filter).
  const sql = `WITH pt AS (SELECT id AS package_id, theme_id FROM packages UNION SELECT package_id, theme_id FROM package_themes)
    SELECT t.id, t.slug, t.label_${lang} AS label, COUNT(DISTINCT h.id) AS n
    FROM hotels h JOIN packages p ON p.hotel_id = h.id JOIN pt ON pt.package_id = p.id JOIN themes t ON t.id = pt.theme_id
    WHERE ${offerWhere(params, today, flow)} AND t.flow = 'booking'${scope ? ` AND ${scope}` : ""}
    GROUP BY t.id ORDER BY n DESC, t.id LIMIT ${LINKS_PER_SECTION}`;
  return all<PlaceRow>(db, sql, params);
}

/** The searched place as a hash location (type and id) for theme links, or null. */
function searchedPlace(query: Record<string, unknown>): { type: LocationType; id: number } | null {
  for (const k of LOCATION_KEYS) {
    const id = query[k];
    if (typeof id === "number") return { type: k, id };
  }
  return null;
}

export async function handleSuggestionLinks(db: D1Database, raw: Record<string, string>): Promise<SuggestionLinksResponse> {
  const parsed = v.safeParse(SuggestionLinksQuerySchema, raw);
  if (!parsed.success) throw new CatalogError(400, "Invalid suggestionLinks query", toIssues(parsed.issues));
  const q = parsed.output;
  const lang = langOf(q.locale);
  const today = todayIso();
  const place = searchedPlace(q);
  // Coordinates alone name no place: the links are about places, not a map position.
  const input = locationQueryInput({ ...q, lat: undefined, lng: undefined, distanceMin: undefined, distanceMax: undefined });
  const key = `suggestionLinks|${lang}|${q.flow}|${today}|${place ? `${place.type}:${place.id}` : "-"}`;
  return memo(db, key, async () => {
    const loc = await resolveLocation(db, lang, input);
    if (loc.unknown) return { sections: [] };
    const t = createTranslator(q.locale.replace("_", "-"), messagesFor(lang));
    const placeLabel = loc.destination?.label ?? null;
    const flowQuery = q.flow === "gifting" ? "?flow=gifting" : "";
    const around = loc.cityId !== null || (loc.admin === null && loc.centre !== null);
    const [places, themes] = await Promise.all([
      around ? nearbyPlaces(db, lang, today, loc, q.flow) : popularPlaces(db, lang, today, loc, q.flow),
      themesAt(db, lang, today, loc, q.flow),
    ]);
    const sections: SuggestionLinkSection[] = [];
    const kind = around ? "nearby" : "popular";
    if (places.length) {
      sections.push({
        kind,
        place: placeLabel,
        title: placeLabel ? t(`results.links.${kind}`, { destination: placeLabel }) : t("results.links.popularAll"),
        links: places.map((d) => ({ label: d.label, url: `${SEARCH_PATH}/${destinationSegment({ type: "city", id: d.id }, d.slug)}${flowQuery}`, numberOfOffers: d.n })),
      });
    }
    if (themes.length) {
      const base = place && placeLabel ? `${SEARCH_PATH}/${destinationSegment(place, loc.destination?.slug ?? placeLabel)}` : SEARCH_PATH;
      sections.push({
        kind: "themes",
        place: placeLabel,
        title: placeLabel ? t("results.links.themes", { destination: placeLabel }) : t("results.links.themesAll"),
        links: themes.map((th) => {
          const hash = new URLSearchParams();
          if (place && placeLabel) {
            hash.set(place.type, String(place.id));
            hash.set("label", placeLabel);
          }
          hash.set("theme", String(th.id));
          hash.set("a", "2");
          return { label: th.label, url: `${base}${flowQuery}#${hash.toString()}`, numberOfOffers: th.n };
        }),
      });
    }
    return { sections };
  });
}
