/**
 * The facts of a results page's SEO text (spec 000 §2 "optional SEO text"), generated from the
 * catalog's own answer for the destination and theme (decision 036: the CMS table of migration
 * 0003 has no SEO kind, and a text written from live figures never goes stale): the destination
 * and the areas above it, the number of hotels, the cheapest stay on the page, the best-rated
 * hotel. Pure; cents; null when the page has no destination or no result (no SEO text then).
 */
import type { ResultsAnswer } from "../lib/results-answer";

export interface SeoFacts {
  destination: string;
  /** The areas containing the destination, nearest first ("Rhône, Auvergne-Rhône-Alpes, France"), or "". */
  areas: string;
  theme: string | null;
  hotels: number;
  /** Cheapest main offer of the page: cents, its nights and whether the price is a 'from' price. */
  cheapest: { sellPrice: number; nights: number; from: boolean; label: string } | null;
  /** Best-rated hotel of the page with at least 5 reviews, score /10 rounded to one decimal. */
  bestRated: { hotel: string; score: number; reviews: number } | null;
}

/** Least reviews for a hotel to be named the best rated. */
export const SEO_MIN_REVIEWS = 5;

export function seoFacts(answer: ResultsAnswer | undefined, destinationLabel?: string): SeoFacts | null {
  const details = answer?.searchDetails;
  const destination = details?.destination?.label ?? destinationLabel;
  const hotels = details?.totalCount ?? 0;
  if (!answer || !details?.destination || !destination || hotels === 0) return null;
  const areas = details.locationHierarchy
    .filter((a) => !(a.type === details.destination!.type && a.id === details.destination!.id) && a.label !== destination)
    .map((a) => a.label)
    .reverse()
    .join(", ");
  let cheapest: SeoFacts["cheapest"] = null;
  let bestRated: SeoFacts["bestRated"] = null;
  for (const h of answer.exactMatch) {
    const p = h.mainPackage;
    if (!cheapest || p.sellPrice < cheapest.sellPrice) cheapest = { sellPrice: p.sellPrice, nights: p.nights, from: p.priceType === "from", label: p.label };
    const avg = p.hotel.review.average;
    if (avg !== null && p.hotel.review.count >= SEO_MIN_REVIEWS && (!bestRated || avg > bestRated.score)) {
      bestRated = { hotel: p.hotel.label, score: Math.round(avg * 10) / 10, reviews: p.hotel.review.count };
    }
  }
  return { destination, areas, theme: details.theme?.label ?? null, hotels, cheapest, bestRated };
}
