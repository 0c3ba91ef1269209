/**
 * The cancellation label of a result card and the conditions its dialog lists (spec 000 §3
 * Product card cancellationPolicy{cancellable, message, cancellationDeadline}; §9 cancellation
 * policy texts: 80 % partial refund, free modification until the deadline, no refund after the
 * check-in deadline, 'No extra cost' in gifting). Pure: message keys and values; the deadline is a
 * calendar date ('YYYY-MM-DD') written in the market's format, at the end of that day in the
 * market's time zone.
 */
import type { CancellationPolicy } from "#shared/contract/common";
import { formatDay } from "#shared/dates";
import { MARKETS, type PointOfSale } from "#shared/markets";

export type CancellationKind = "gift" | "flexible" | "noDates" | "ncnr";

/** What these labels read of a cancellation policy; a result card leaves out a null deadline (client/features/search/lib/results-answer.ts). */
export type CardPolicy = Pick<CancellationPolicy, "cancellable"> & { cancellationDeadline?: CancellationPolicy["cancellationDeadline"] };

/** Which of the four policies a card carries: gifting, free modification until a date, no dates chosen yet, or none. */
export function cancellationKind(policy: CardPolicy, flow: string): CancellationKind {
  if (flow === "gifting") return "gift";
  if (!policy.cancellable) return "ncnr";
  return policy.cancellationDeadline ? "flexible" : "noDates";
}

/** A message key under search.offers.cancel and its values. */
export interface Message {
  key: string;
  values?: Record<string, string>;
}

/** The deadline as the market writes it ("18 déc. 2026"), or "" without one. */
export function deadlineText(policy: Pick<CardPolicy, "cancellationDeadline">, pointOfSale: PointOfSale): string {
  return policy.cancellationDeadline ? formatDay(policy.cancellationDeadline, pointOfSale, "long") : "";
}

/** The market's time zone as its language names it ("heure : France", "Midden-Europese tijd"). */
export function timeZoneText(pointOfSale: PointOfSale): string {
  const m = MARKETS[pointOfSale];
  const parts = new Intl.DateTimeFormat(m.bcp47, { timeZone: m.timeZone, timeZoneName: "longGeneric" }).formatToParts(new Date(Date.UTC(2026, 0, 15, 12)));
  return parts.find((p) => p.type === "timeZoneName")?.value ?? m.timeZone;
}

/** The card's short label. */
export function cancellationLabel(policy: CardPolicy, flow: string, pointOfSale: PointOfSale): Message {
  const kind = cancellationKind(policy, flow);
  if (kind === "flexible") return { key: "search.offers.cancel.label.flexible", values: { date: deadlineText(policy, pointOfSale) } };
  return { key: `search.offers.cancel.label.${kind}` };
}

/**
 * The dialog's conditions, in order. `supportHours`: the customer service's hours as text (the
 * catalog's settings, shared/support-hours.ts, the footer's), for the gifting line; null when the
 * settings are not known, and the line then names no hours rather than stale ones.
 */
export function cancellationConditions(policy: CardPolicy, flow: string, pointOfSale: PointOfSale, supportHours: string | null = null): Message[] {
  const kind = cancellationKind(policy, flow);
  switch (kind) {
    case "gift":
      return [{ key: "search.offers.cancel.gift" }, supportHours ? { key: "search.offers.cancel.giftCall", values: { hours: supportHours } } : { key: "search.offers.cancel.giftCallNoHours" }];
    case "ncnr":
      return [{ key: "search.offers.cancel.ncnr" }];
    case "noDates":
      return [{ key: "search.offers.cancel.noDates" }, { key: "search.offers.cancel.partialRefund" }];
    case "flexible": {
      const values = { date: deadlineText(policy, pointOfSale), zone: timeZoneText(pointOfSale) };
      return [
        { key: "search.offers.cancel.freeModification", values },
        { key: "search.offers.cancel.priceDifference" },
        { key: "search.offers.cancel.partialRefund" },
        { key: "search.offers.cancel.noRefund" },
      ];
    }
  }
}
