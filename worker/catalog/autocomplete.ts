/**
 * GET /autocomplete-geonames.json — destination search box suggestions (spec 000 §3
 * "Destination suggestion", §4 destination field, §7 Autocomplete).
 *
 * Input: AutocompleteQuerySchema (locale, term 1..100 chars, maxResults 1..50 default 30);
 * a missing, empty or oversize term → 400. Output: suggestions best first (see places.ts for the
 * matching and ranking rules). Two D1 round trips (FTS match, descriptions).
 */
import { AutocompleteQuerySchema, type AutocompleteResponse } from "../../shared/contract/autocomplete-geonames";
import { todayIso } from "./dates";
import { validate } from "./http";
import { langOf } from "./locale";
import { describePlaces, searchPlaces } from "./places";

/** Handles a raw autocomplete request. */
export async function handleAutocomplete(db: D1Database, query: Record<string, string>): Promise<AutocompleteResponse> {
  const q = validate(AutocompleteQuerySchema, query, "autocomplete query");
  const refs = await searchPlaces(db, q.term, q.maxResults);
  return describePlaces(db, langOf(q.locale), todayIso(), refs);
}
