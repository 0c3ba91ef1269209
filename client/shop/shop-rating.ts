/**
 * The shop's own rating (spec 001 §9 "footer rating 4.5/5 from 4146 reviews", "fixed structured
 * data 4.5 of 5 from 4146 reviews"; issue 16 SEO): shown in the footer and given as the shop's
 * Organization AggregateRating in the home page's structured data. It rates the shop, never a
 * hotel or a stay (those carry their own 0-10 rating). Pure.
 */

/** The fixed rating: score out of `best`, from `count` reviews. */
export const SHOP_RATING = { score: 4.5, best: 5, count: 4146 } as const;

/** Texts already written, by language tag: the footer asks on every rendered page (two Intl formatters each time). */
const written = new Map<string, { score: string; count: string }>();

/** The score and the count written for `bcp47` ("4,5" and "4 146" in French). */
export function shopRatingText(bcp47: string): { score: string; count: string } {
  let text = written.get(bcp47);
  if (!text) {
    text = {
      score: new Intl.NumberFormat(bcp47, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(SHOP_RATING.score),
      count: new Intl.NumberFormat(bcp47).format(SHOP_RATING.count),
    };
    written.set(bcp47, text);
  }
  return text;
}

/**
 * The home page's schema.org Organization: the shop's name, its site `url` (the market's home), logo
 * and the fixed AggregateRating (4.5 of 5, 4146 reviews).
 */
export function shopOrganizationJsonLd(name: string, url: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name,
    url,
    logo: new URL("/logo.svg", url).href,
    aggregateRating: { "@type": "AggregateRating", ratingValue: SHOP_RATING.score, bestRating: SHOP_RATING.best, worstRating: 1, reviewCount: SHOP_RATING.count },
  };
}
