/**
 * GET /recommendedAutocomplete.json — suggestions when the destination field opens or is typed
 * in (spec 000 §7 Autocomplete: locale, q, catalogSourceType, catalogSourceCode).
 *
 * Input: RecommendedAutocompleteQuerySchema. With an empty q: the destinations with the most
 * bookable hotels. With q: the autocomplete match (places.ts) restricted to places that have
 * bookable offers (numberOfOffers > 0; point-like areas are kept). catalogSourceType/Code are
 * accepted for partner catalogues and do not narrow the embedded catalog.
 */
import { RecommendedAutocompleteQuerySchema, type RecommendedAutocompleteResponse } from "../../shared/contract/recommended-autocomplete";
import { todayIso } from "./dates";
import { validate } from "./http";
import { langOf } from "./locale";
import { describePlaces, searchPlaces, type PlaceRef } from "./places";
import { all } from "./sql";

/** Handles a raw recommended-autocomplete request. */
export async function handleRecommendedAutocomplete(db: D1Database, query: Record<string, string>): Promise<RecommendedAutocompleteResponse> {
  const q = validate(RecommendedAutocompleteQuerySchema, query, "recommendedAutocomplete query");
  const lang = langOf(q.locale);
  const today = todayIso();
  if (!q.q) {
    const top = await all<{ id: number }>(
      db,
      `SELECT h.destination_id AS id, COUNT(*) AS n FROM hotels h
       WHERE h.active = 1 AND EXISTS (SELECT 1 FROM packages p WHERE p.hotel_id = h.id AND p.published = 1 AND (p.expiration IS NULL OR p.expiration >= ?1))
       GROUP BY h.destination_id ORDER BY n DESC, id ASC LIMIT ?2`,
      [today, q.maxResults],
    );
    return describePlaces(db, lang, today, top.map((t): PlaceRef => ({ category: "city", id: t.id })));
  }
  // Over-fetch, then keep the places with offers.
  const refs = await searchPlaces(db, q.q, Math.min(200, q.maxResults * 5));
  const described = await describePlaces(db, lang, today, refs);
  return described.filter((s) => s.numberOfOffers === null || s.numberOfOffers > 0).slice(0, q.maxResults);
}
