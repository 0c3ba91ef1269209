/**
 * The recently-viewed entry of a product page (spec 001 §3 Recently viewed: id, imageUrl, label,
 * price (sellPrice, refPrice, promo, nights), hotel, uri, type), built from the page's detail.
 * Loaded with the store at the visitor's first interaction (mount.tsx useRecordView), not with the page.
 * Cents. Pure.
 */
import type { ActivityDetailResponse } from "#shared/contract/activity-detail";
import type { WeekendDetailResponse } from "#shared/contract/weekend-detail";
import type { RecentlyViewedItem } from "#shared/recently-viewed";

/** The recently-viewed entry of a stay (spec 001 §3): the price the page shows, for its nights and two people. */
export function recentStay(detail: WeekendDetailResponse): RecentlyViewedItem {
  const hotel = detail.hotel;
  return {
    id: detail.id,
    type: "STAY",
    label: detail.label,
    imageUrl: detail.images[0] ?? "",
    uri: detail.uri.startsWith("/") ? detail.uri : `/stay/${detail.id}`,
    price: { sellPrice: detail.price.sellPrice, refPrice: detail.price.refPrice, promo: Math.round(detail.price.promo), nights: detail.price.nights },
    hotel: { label: hotel.label, stars: hotel.stars, location: hotel.location?.label ?? "", review: { count: hotel.review?.count ?? 0, average: hotel.review?.average ?? null } },
  };
}

/** The recently-viewed entry of an activity (spec 001 §3): the price for two people (shown per person), or null when the table has no such line. */
export function recentActivity(d: ActivityDetailResponse): RecentlyViewedItem | null {
  const two = d.prices.find((p) => p.paxComposition.adults === 2);
  if (!two) return null;
  const centre = d.mainActivityCenter;
  return {
    id: d.id,
    type: "ACTIVITY",
    label: d.label,
    imageUrl: d.images[0] ?? "",
    uri: d.uri.startsWith("/") ? d.uri : `/activity/${d.id}`,
    price: { sellPrice: two.sellPrice, refPrice: two.refPrice, promo: Math.round(two.promo), nights: 0 },
    hotel: { label: centre.label, stars: centre.stars, location: centre.location.label, review: { count: 0, average: null } },
  };
}
