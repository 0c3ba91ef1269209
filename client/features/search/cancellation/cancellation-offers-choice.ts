/**
 * What the cancellation conditions dialog shows for the cancellation offers of a card (spec 000 §2
 * "cancellation-offers radio list with insurance", §3 Cancellation offer, §9 cancellation texts;
 * decision 053). Pure: message keys and values; prices in cents.
 *
 * - `offersToChoose`: the radio list is shown only when there is a choice (two offers or more:
 *   never in gifting, where the stay's own conditions are the only offer).
 * - `chosenOffer`: the chosen id when it is in the list, else the answer's default, else the first.
 * - `offerConditions`: the stay's own conditions (cancellation-label.ts) for the standard offer;
 *   for an insurance, the cover (who, how much, until when: the deadline in the market's format,
 *   or the number of days before check-in without dates), then the insurer and its premium.
 */
import type { CancellationOffer, CancellationOffersResponse } from "#shared/contract/cancellation-offers";
import type { Flow } from "#shared/criteria";
import type { PointOfSale } from "#shared/markets";
import { cancellationConditions, deadlineText, type Message } from "./cancellation-label";

/** The offers of the radio list, or [] when there is nothing to choose. */
export function offersToChoose(answer: CancellationOffersResponse | undefined): CancellationOffer[] {
  return answer && answer.offers.length > 1 ? answer.offers : [];
}

/** The offer the dialog describes: `chosenId` if offered, else the default one, else the first. */
export function chosenOffer(answer: CancellationOffersResponse | undefined, chosenId: number | null): CancellationOffer | null {
  if (!answer || answer.offers.length === 0) return null;
  return answer.offers.find((o) => o.id === chosenId) ?? answer.offers.find((o) => o.id === answer.selectedOfferId) ?? answer.offers[0]!;
}

/** The radio's price text: 'included' or '+ premium' (key and cents). */
export function offerPremium(offer: CancellationOffer): { key: string; cents: number | null } {
  return offer.insurance ? { key: "search.offers.cancel.offer.premium", cents: offer.insurance.price } : { key: "search.offers.cancel.offer.included", cents: null };
}

/** The conditions listed under the radio list for `offer`. `money` formats cents for the market. */
export function offerConditions(offer: CancellationOffer, flow: string, pointOfSale: PointOfSale, money: (cents: number) => string, supportHours: string | null = null): Message[] {
  const ins = offer.insurance;
  if (!ins) return cancellationConditions(offer.cancellationPolicy, flow, pointOfSale, supportHours);
  const date = deadlineText(offer.cancellationPolicy, pointOfSale);
  const until: Message = date
    ? { key: "search.offers.cancel.insurance.untilDate", values: { date } }
    : { key: "search.offers.cancel.insurance.untilDays", values: { days: String(ins.deadlineDays) } };
  return [
    { key: ins.anyReason ? "search.offers.cancel.insurance.coverAny" : "search.offers.cancel.insurance.cover", values: { percent: String(ins.refundPercent) } },
    until,
    { key: "search.offers.cancel.insurance.insurer", values: { insurer: ins.insurer, price: money(ins.price) } },
  ];
}

/** The stay link's query for the chosen offer: the flow outside booking, and the offer when it is an insurance (the stay's own conditions need none). */
export function stayLinkSearch(flow: Flow, offer: CancellationOffer): { flow?: Flow; cancellationOffer?: number } {
  return { ...(flow !== "booking" ? { flow } : {}), ...(offer.insurance ? { cancellationOffer: offer.id } : {}) };
}
