/**
 * One deadline, one way of writing it (spec 000 §3 cancellationPolicy{message, cancellationDeadline};
 * §9 cancellation texts): the message the catalog writes (the stay page's quote, the hotel's offer
 * dialog, the booking step without a cover) and an insurance's message (the stay page's quote with
 * a cover) write the deadline exactly as the result card's label and its dialog do
 * (`deadlineText`), in every market, over a year of check-ins.
 */
import { addDays, formatISO } from "date-fns";
import { describe, expect, it } from "vitest";
import { deadlineText } from "../../client/features/search/cancellation/cancellation-label";
import { POINTS_OF_SALE } from "../../shared/markets";
import { offerOf, type CancellationOfferRow } from "../../worker/catalog/cancellation-offers";
import { cancellationPolicy } from "../../worker/catalog/cards";
import { langOf } from "../../worker/catalog/locale";

const TODAY = "2026-11-29";
const CHECKINS = Array.from({ length: 53 }, (_, week) => formatISO(addDays(new Date(2026, 11, 4), week * 7), { representation: "date" }));
const INSURANCE: CancellationOfferRow = { id: 2, code: "insurance", premium_bp: 400, premium_min_cents: 900, refund_pct: 100, deadline_days: 1, any_reason: 0, insurer: "Allianz" };

describe("a cancellation deadline reads the same on the card and in the catalog's messages", () => {
  it.each(POINTS_OF_SALE)("%s: the stay's own conditions and an insurance's cover name the card's date", (pos) => {
    const lang = langOf(pos);
    let dated = 0;
    for (const checkin of CHECKINS) {
      const policy = cancellationPolicy({ lang, today: TODAY, checkin, gift: false, lastMinute: false });
      if (policy.cancellationDeadline) {
        dated++;
        expect(policy.message).toContain(deadlineText(policy, pos));
      }
      const cover = offerOf(INSURANCE, { stayPrice: 20000, policy, checkin, gift: false, today: TODAY, lang });
      expect(cover.cancellationPolicy.message).toContain(deadlineText(cover.cancellationPolicy, pos));
    }
    expect(dated).toBeGreaterThan(40);
  });
});
