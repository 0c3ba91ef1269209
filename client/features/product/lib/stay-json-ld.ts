/**
 * The stay page's structured data (spec 001 §2 stay page; §9 "Aggregate rating scale 0 to 10";
 * issue 16 SEO): a schema.org Product (name, description, images, the hotel as brand, one Offer at
 * the page's price in the market's currency, decimal units) with the hotel's own AggregateRating
 * on its 0-10 scale when it has reviews, and the BreadcrumbList of the page's breadcrumb. Never the
 * shop's fixed 4.5/5 footer rating: that rates the shop, not this stay. Pure; the loader puts the
 * JSON text in the head (stay-head.ts), so the page's JavaScript carries none of it.
 */
import type { WeekendDetailResponse } from "#shared/contract/weekend-detail";

/** The detail fields the structured data reads. */
export type StayLdDetail = Pick<WeekendDetailResponse, "label" | "images" | "headwords" | "price" | "uri"> & {
  hotel: Pick<WeekendDetailResponse["hotel"], "label" | "review" | "breadcrumb">;
};

/** The Product and BreadcrumbList of a stay at absolute `url`, prices in `currency` (the market's). */
export function stayJsonLd(d: StayLdDetail, url: string, currency: string): Record<string, unknown>[] {
  const origin = new URL(url).origin;
  const abs = (path: string) => new URL(path, origin).href;
  const product: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: d.label,
    description: `${d.label} – ${d.hotel.label}. ${d.headwords.join(", ")}`,
    url,
    image: d.images.slice(0, 3).map(abs),
    brand: { "@type": "Brand", name: d.hotel.label },
    offers: {
      "@type": "Offer",
      price: (d.price.sellPrice / 100).toFixed(2),
      priceCurrency: currency,
      availability: "https://schema.org/InStock",
      url,
    },
  };
  if (d.hotel.review.average !== null && d.hotel.review.count > 0) {
    product.aggregateRating = { "@type": "AggregateRating", ratingValue: d.hotel.review.average, bestRating: 10, worstRating: 0, reviewCount: d.hotel.review.count };
  }
  // Home and the places come from the detail's breadcrumb (same-site paths only), the stay last.
  const crumbs = d.hotel.breadcrumb.filter((b) => /^\/(?!\/)/.test(b.url));
  const breadcrumb = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [...crumbs.map((b) => ({ name: b.label, item: abs(b.url) })), { name: d.label, item: url }].map((c, i) => ({ "@type": "ListItem", position: i + 1, ...c })),
  };
  return [product, breadcrumb];
}

/** The JSON text of one block for a <script type="application/ld+json">; '<' escaped so it never closes its element. */
export function jsonLdText(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
