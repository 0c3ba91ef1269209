/**
 * The 404 page's selection of marketing articles (spec 001 §2 "404 page": "a selection of
 * marketing articles (title and cover links)"), out of the market's CMS homepage documents. Pure.
 */
import type { HomepageResponse, MarketingPromoListBlock } from "#shared/contract/cms";

/** Articles the 404 page shows (spec 001 §2 "Lists show 3 cards by default, in 3 columns"). */
export const NOT_FOUND_ARTICLES = 3;

/** An article of the selection: what its card shows and where both of its links lead. */
export interface NotFoundArticle {
  title: string;
  url: string;
  imageUrl: string;
  imageAlt: string;
}

/**
 * The selection: items of the booking document's marketing promo lists, then the gifting one's, in
 * their CMS order, one per url, at most `max`. Pure (pick-articles.test.ts).
 */
export function pickArticles(homepage: HomepageResponse, max = NOT_FOUND_ARTICLES): NotFoundArticle[] {
  const seen = new Set<string>();
  const out: NotFoundArticle[] = [];
  for (const doc of [homepage.booking, homepage.gifting]) {
    for (const block of doc?.blocks ?? []) {
      if (block.type !== "marketingPromoList") continue;
      for (const item of (block as MarketingPromoListBlock).items) {
        if (out.length >= max || seen.has(item.url)) continue;
        seen.add(item.url);
        out.push({ title: item.title, url: item.url, imageUrl: item.imageUrl, imageAlt: item.imageAlt });
      }
    }
  }
  return out;
}
