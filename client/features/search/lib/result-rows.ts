/**
 * What the results page keeps of POST offers.json (spec 000 §3 "Product card", §7; issue 28 goal 4,
 * decision 088): per hotel row its id, its main package as the card, the cancellation dialog, the
 * offers drawer and the tracking read it, and its packages count. The answer's other fields (every
 * package's images, headwords, channel manager id, the cancellation message, the hotel's
 * coordinates, the other packages' id list) are dropped by the query function, on the server
 * and in the browser alike, so the page's dehydrated state does not carry them (they were 40 % of
 * its offers state) and both sides hold the same shape.
 * Money stays in cents, `distance` in km, dates as 'YYYY-MM-DD'.
 */
import type { CancellationPolicy, ProductCard } from "#shared/contract/common";
import type { HotelWithPackages, OffersResponse } from "#shared/contract/offers";

/** A result card: the fields its readers use. */
export type ResultCard = Pick<
  ProductCard,
  | "id" | "label" | "imageUrl" | "sellPrice" | "refPrice" | "promo" | "priceType" | "nights" | "participants" | "distance"
  | "expiration" | "lastMinute" | "availableRooms" | "checkin" | "marketingLabels" | "itemCategory" | "autoDiscount" | "targetedLabel" | "uri"
> & {
  cancellationPolicy: Pick<CancellationPolicy, "type" | "cancellable" | "cancellationDeadline">;
  hotel: Pick<ProductCard["hotel"], "id" | "label" | "stars" | "review"> & { location: Pick<ProductCard["hotel"]["location"], "label"> };
};

/** A result row: the hotel's id, its card and how many of its packages match. */
export type ResultRow = Pick<HotelWithPackages, "id" | "packagesCount"> & { mainPackage: ResultCard };

/** One page of results as the results page keeps it. */
export type ResultsAnswer = Omit<OffersResponse, "exactMatch" | "mapResults"> & { exactMatch: ResultRow[] };

/** The card's kept fields. Pure. */
export function resultCard(card: ProductCard): ResultCard {
  const { hotel, cancellationPolicy: policy } = card;
  return {
    id: card.id,
    label: card.label,
    imageUrl: card.imageUrl,
    sellPrice: card.sellPrice,
    refPrice: card.refPrice,
    promo: card.promo,
    priceType: card.priceType,
    nights: card.nights,
    participants: card.participants,
    distance: card.distance,
    expiration: card.expiration,
    lastMinute: card.lastMinute,
    availableRooms: card.availableRooms,
    checkin: card.checkin,
    marketingLabels: card.marketingLabels,
    itemCategory: card.itemCategory,
    autoDiscount: card.autoDiscount,
    targetedLabel: card.targetedLabel,
    uri: card.uri,
    cancellationPolicy: { type: policy.type, cancellable: policy.cancellable, cancellationDeadline: policy.cancellationDeadline },
    hotel: { id: hotel.id, label: hotel.label, stars: hotel.stars, review: hotel.review, location: { label: hotel.location.label } },
  };
}

/** The page as the results page keeps it: each row's id, card and packages count; the pins dropped. Pure. */
export function resultsAnswer(answer: OffersResponse): ResultsAnswer {
  const { exactMatch, mapResults: _pins, ...rest } = answer;
  return { ...rest, exactMatch: exactMatch.map((row) => ({ id: row.id, packagesCount: row.packagesCount, mainPackage: resultCard(row.mainPackage) })) };
}
