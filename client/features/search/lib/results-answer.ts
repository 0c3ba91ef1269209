/**
 * What the results page keeps of POST offers.json (spec 000 §3 "Product card", §7; issue 28 goal 4,
 * decision 088): per hotel row its id, its main package as the card, the cancellation dialog, the
 * offers drawer and the tracking read it, and its packages count. The answer's other fields (every
 * package's images, headwords, check-in, channel manager id, the cancellation message, the hotel's
 * coordinates, the other packages' id list, the slugged `uri`) are dropped by the query function, on the server
 * and in the browser alike, so the page's dehydrated state does not carry them (they were 40 % of
 * its offers state) and both sides hold the same shape.
 * Money stays in cents, `distance` in km, dates as 'YYYY-MM-DD'.
 */
import type { CancellationPolicy, ProductCard } from "#shared/contract/common";
import type { HotelWithPackages, OffersResponse } from "#shared/contract/offers";
import { toOfferCardData, type OfferCardData } from "./offer-card-data";
import type { CardPolicy } from "../cancellation/cancellation-label";

/**
 * A result card: what its card shows (OfferCardData), plus what its dialogs read: the hotel's id
 * and its cancellation terms. Not the answer's `uri`: the card and its dialog link to the page
 * `cardLink` builds from the id (decision 090).
 */
export type ResultCard = OfferCardData & {
  /** The labels' policy (the deadline only when there is one: most cards have none, issue 28 goal 4) and its type. */
  cancellationPolicy: CardPolicy & Pick<CancellationPolicy, "type">;
  hotel: OfferCardData["hotel"] & { id: number };
};

/** A result row: the hotel's id, its card and how many of its packages match. */
export type ResultRow = Pick<HotelWithPackages, "id" | "packagesCount"> & { mainPackage: ResultCard };

/** One page of results as the results page keeps it. */
export type ResultsAnswer = Omit<OffersResponse, "exactMatch" | "mapResults"> & { exactMatch: ResultRow[] };

/** The card's kept fields. Pure. */
export function resultCard(card: ProductCard): ResultCard {
  const { cancellationPolicy: policy } = card;
  const shown = toOfferCardData(card);
  return {
    ...shown,
    hotel: { ...shown.hotel, id: card.hotel.id },
    cancellationPolicy: { type: policy.type, cancellable: policy.cancellable, ...(policy.cancellationDeadline ? { cancellationDeadline: policy.cancellationDeadline } : {}) },
  };
}

/** The page as the results page keeps it: each row's id, card and packages count; the pins dropped. Pure. */
export function resultsAnswer(answer: OffersResponse): ResultsAnswer {
  const { exactMatch, mapResults: _pins, ...rest } = answer;
  return { ...rest, exactMatch: exactMatch.map((row) => ({ id: row.id, packagesCount: row.packagesCount, mainPackage: resultCard(row.mainPackage) })) };
}
