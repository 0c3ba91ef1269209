/**
 * The hotel page's structured data (spec 001 §2 "aggregate rating structured data", §9 "Aggregate
 * rating scale 0 to 10"): a schema.org Hotel with its AggregateRating, as the JSON text of a
 * <script type="application/ld+json">. Pure. No rating without reviews (a "New" hotel).
 */
export interface RatedHotel {
  label: string;
  /** Absolute URL of the page. */
  url: string;
  stars: number;
  review: { count: number; average: number | null };
  location: { address: string; city: string; postcode: string | null };
}

/** JSON-LD text; '<' is escaped so the text can never close its script element. */
export function hotelJsonLd(h: RatedHotel): string {
  const data: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Hotel",
    name: h.label,
    url: h.url,
    starRating: { "@type": "Rating", ratingValue: h.stars },
    address: { "@type": "PostalAddress", streetAddress: h.location.address, addressLocality: h.location.city, ...(h.location.postcode ? { postalCode: h.location.postcode } : {}) },
  };
  if (h.review.average !== null && h.review.count > 0) {
    data.aggregateRating = { "@type": "AggregateRating", ratingValue: h.review.average, bestRating: 10, worstRating: 0, reviewCount: h.review.count };
  }
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
