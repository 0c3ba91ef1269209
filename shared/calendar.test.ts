/**
 * Calendar rules (shared/calendar.ts; spec 000 §4 date selection, §5 unselectable days, §6/§9
 * shortcuts), examples and fast-check properties.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDaysIso } from "./criteria";
import {
  checkoutNightsFrom,
  firstBookableDay,
  isDayUnselectable,
  isoWeekday,
  lastCalendarDay,
  marketClock,
  nextSelection,
  nightsBetween,
  shortcuts,
} from "./calendar";
import { opensCalendarOnSearch, showsFlexibleReset } from "./date-variations";

const PARIS = "Europe/Paris";
// 2026-12-04 is a Friday. 10:00 and 20:30 Paris time (UTC+1 in winter).
const morning = new Date("2026-12-04T09:00:00Z");
const evening = new Date("2026-12-04T19:30:00Z");

describe("marketClock / firstBookableDay (spec 000 §9 cutoff 20:00)", () => {
  it("reads the wall clock of the market's zone", () => {
    expect(marketClock(evening, PARIS)).toEqual({ day: "2026-12-04", hour: 20 });
    // 23:30 UTC is already the next day in Paris.
    expect(marketClock(new Date("2026-12-04T23:30:00Z"), PARIS).day).toBe("2026-12-05");
    expect(marketClock(new Date("2026-12-04T23:30:00Z"), "Europe/London").day).toBe("2026-12-04");
  });
  it("moves the first bookable day to tomorrow from 20:00", () => {
    expect(firstBookableDay(morning, PARIS)).toBe("2026-12-04");
    expect(firstBookableDay(new Date("2026-12-04T18:59:59Z"), PARIS)).toBe("2026-12-04");
    expect(firstBookableDay(evening, PARIS)).toBe("2026-12-05");
  });
});

describe("isDayUnselectable (spec 000 §5)", () => {
  const base = { now: morning, timeZone: PARIS };
  it("refuses past days and today after 20:00", () => {
    expect(isDayUnselectable("2026-12-03", base)).toBe(true);
    expect(isDayUnselectable("2026-12-04", base)).toBe(false);
    expect(isDayUnselectable("2026-12-04", { ...base, now: evening })).toBe(true);
    expect(isDayUnselectable("2026-12-05", { ...base, now: evening })).toBe(false);
  });
  it("with availability data, a check-in must be an available day", () => {
    const availability = { "2026-12-05": { amount: 12900, minLos: 1 } };
    expect(isDayUnselectable("2026-12-06", { ...base, availability })).toBe(true);
    expect(isDayUnselectable("2026-12-05", { ...base, availability })).toBe(false);
    // Picking a check-out: availability of check-in days does not apply.
    expect(isDayUnselectable("2026-12-06", { ...base, availability, checkin: "2026-12-05" })).toBe(false);
    // Range complete: the next click picks a check-in again.
    expect(isDayUnselectable("2026-12-06", { ...base, availability, checkin: "2026-12-05", checkout: "2026-12-07" })).toBe(true);
  });
  it("without availability data, caps the stay at 20 nights", () => {
    const ctx = { ...base, checkin: "2026-12-05" };
    expect(isDayUnselectable(addDaysIso("2026-12-05", 20), ctx)).toBe(false);
    expect(isDayUnselectable(addDaysIso("2026-12-05", 21), ctx)).toBe(true);
    expect(isDayUnselectable(addDaysIso("2026-12-05", 21), { ...ctx, checkout: "2026-12-07" })).toBe(false);
  });
  it("with checkout nights, only those offsets after check-in", () => {
    const ctx = { ...base, checkin: "2026-12-05", checkoutNights: [2, 3] };
    expect(isDayUnselectable("2026-12-06", ctx)).toBe(true);
    expect(isDayUnselectable("2026-12-07", ctx)).toBe(false);
    expect(isDayUnselectable("2026-12-08", ctx)).toBe(false);
    expect(isDayUnselectable("2026-12-09", ctx)).toBe(true);
  });
  it("days on or before a pending check-in stay enabled: a click restarts the range (issue 25 item 16)", () => {
    const availability = { "2026-12-05": { amount: 12900, minLos: 1 }, "2026-12-08": { amount: 9900, minLos: 1 } };
    // The search calendars: check-out nights 1..20 from the check-in.
    const search = { ...base, availability, checkin: "2026-12-08", checkoutNights: checkoutNightsFrom({ amount: 0, minLos: 1 }) };
    expect(isDayUnselectable("2026-12-08", search)).toBe(false);
    expect(isDayUnselectable("2026-12-05", search)).toBe(false);
    // Judged as a check-in: a day without availability before the check-in stays disabled.
    expect(isDayUnselectable("2026-12-06", search)).toBe(true);
    expect(nextSelection({ checkin: "2026-12-08" }, "2026-12-05")).toEqual({ checkin: "2026-12-05" });
    // The stay page: only the server's nights after the check-in, the days before still restart.
    const stay = { ...base, availability, checkin: "2026-12-08", checkoutNights: [2] };
    expect(isDayUnselectable("2026-12-09", stay)).toBe(true);
    expect(isDayUnselectable("2026-12-10", stay)).toBe(false);
    expect(isDayUnselectable("2026-12-05", stay)).toBe(false);
    // While the server's nights load (none known yet), no day after the check-in is a check-out.
    expect(isDayUnselectable("2026-12-10", { ...stay, checkoutNights: [] })).toBe(true);
    expect(isDayUnselectable("2026-12-05", { ...stay, checkoutNights: [] })).toBe(false);
  });
  it("property: a day on or before a pending check-in is selectable exactly when it is a check-in day", () => {
    const availability: Record<string, { amount: number; minLos: number }> = {};
    for (let i = 0; i < 60; i += 3) availability[addDaysIso("2026-12-04", i)] = { amount: 10000, minLos: 2 };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 30 }), fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 5 }), (offset, back, nights) => {
        const checkin = addDaysIso("2026-12-04", offset);
        const day = addDaysIso(checkin, -back);
        return isDayUnselectable(day, { ...base, availability, checkin, checkoutNights: nights }) === isDayUnselectable(day, { ...base, availability });
      }),
    );
  });
  it("property: a day before today is always unselectable, whatever else", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 0, max: 30 }), (back, nights) => {
        const day = addDaysIso("2026-12-04", -back);
        return isDayUnselectable(day, { ...base, checkin: "2026-12-04", checkoutNights: [nights] });
      }),
    );
  });
  it("property: without data, the check-out may be 1..20 nights after check-in, never more", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 1, max: 40 }), (offset, nights) => {
        const checkin = addDaysIso("2026-12-05", offset);
        const day = addDaysIso(checkin, nights);
        return isDayUnselectable(day, { ...base, checkin }) === nights > 20;
      }),
    );
  });
});

describe("nextSelection (spec 000 §4)", () => {
  it("first click check-in, then check-out, a click on or before check-in restarts", () => {
    expect(nextSelection({}, "2026-12-05")).toEqual({ checkin: "2026-12-05" });
    expect(nextSelection({ checkin: "2026-12-05" }, "2026-12-07")).toEqual({ checkin: "2026-12-05", checkout: "2026-12-07" });
    expect(nextSelection({ checkin: "2026-12-05" }, "2026-12-05")).toEqual({ checkin: "2026-12-05" });
    expect(nextSelection({ checkin: "2026-12-05" }, "2026-12-01")).toEqual({ checkin: "2026-12-01" });
    expect(nextSelection({ checkin: "2026-12-05", checkout: "2026-12-07" }, "2026-12-20")).toEqual({ checkin: "2026-12-20" });
  });
  it("property: the result is never a reversed or empty range", () => {
    const day = fc.integer({ min: 0, max: 365 }).map((n) => addDaysIso("2026-12-01", n));
    fc.assert(
      fc.property(fc.option(day, { nil: undefined }), fc.option(day, { nil: undefined }), day, (a, b, click) => {
        const cur = a && b && b > a ? { checkin: a, checkout: b } : a ? { checkin: a } : {};
        const next = nextSelection(cur, click);
        expect(next.checkin).toBeDefined();
        if (next.checkout) expect(next.checkout > next.checkin!).toBe(true);
        return true;
      }),
    );
  });
});

describe("shortcuts (spec 000 §6, §9)", () => {
  it("this weekend and next weekend from a Wednesday", () => {
    expect(shortcuts("2026-12-02", "fr_FR")).toEqual([
      { kind: "thisWeekend", checkin: "2026-12-04", checkout: "2026-12-06" },
      { kind: "nextWeekend", checkin: "2026-12-11", checkout: "2026-12-13" },
    ]);
  });
  it("on Saturday this weekend starts today; on Sunday it is hidden", () => {
    expect(shortcuts("2026-12-05", "es_ES")[0]).toEqual({ kind: "thisWeekend", checkin: "2026-12-05", checkout: "2026-12-06" });
    expect(shortcuts("2026-12-06", "nl_BE")).toEqual([{ kind: "nextWeekend", checkin: "2026-12-11", checkout: "2026-12-13" }]);
  });
  it("only for es_ES, fr_FR, fr_BE, nl_BE", () => {
    expect(shortcuts("2026-12-02", "nl_NL")).toEqual([]);
    expect(shortcuts("2026-12-02", "it_IT")).toEqual([]);
    expect(shortcuts("2026-12-02", "fr_BE")).toHaveLength(2);
  });
  it("campaign dates show before their date and never after (spec 2024 dates, passed in)", () => {
    const may2024 = [
      { checkin: "2024-05-01", checkout: "2024-05-05" },
      { checkin: "2024-05-08", checkout: "2024-05-12" },
      { checkin: "2024-05-17", checkout: "2024-05-19" },
    ];
    expect(shortcuts("2024-04-24", "fr_FR", may2024).filter((s) => s.kind === "campaign")).toHaveLength(3);
    expect(shortcuts("2024-05-10", "fr_FR", may2024).filter((s) => s.kind === "campaign")).toEqual([{ kind: "campaign", checkin: "2024-05-17", checkout: "2024-05-19" }]);
    expect(shortcuts("2026-12-02", "fr_FR", may2024).some((s) => s.kind === "campaign")).toBe(false);
    expect(shortcuts("2024-04-24", "nl_NL", may2024)).toEqual([]);
  });
  it("campaigns beyond the calendar's last day or with no night are left out; the others by check-in", () => {
    const list = [
      { checkin: "2027-05-14", checkout: "2027-05-17" },
      { checkin: "2027-04-30", checkout: "2027-05-02" },
      { checkin: "2028-05-01", checkout: "2028-05-03" },
      { checkin: "2027-06-01", checkout: "2027-06-01" },
    ];
    expect(shortcuts("2026-11-27", "nl_BE", list).filter((s) => s.kind === "campaign").map((s) => s.checkin)).toEqual(["2027-04-30", "2027-05-14"]);
  });
  it("on a Sunday: next weekend and the campaigns, no this weekend", () => {
    const list = [{ checkin: "2027-04-30", checkout: "2027-05-02" }];
    expect(shortcuts("2026-11-29", "es_ES", list).map((s) => s.kind)).toEqual(["nextWeekend", "campaign"]);
    expect(shortcuts("2026-11-28", "es_ES", list).map((s) => s.kind)).toEqual(["thisWeekend", "nextWeekend", "campaign"]);
  });
  it("property: every shortcut is a Friday-or-later → Sunday stay starting no earlier than the first day", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 800 }), (n) => {
        const first = addDaysIso("2026-01-01", n);
        for (const s of shortcuts(first, "fr_FR")) {
          expect(s.checkin >= first).toBe(true);
          expect(s.checkout > s.checkin).toBe(true);
          expect(isoWeekday(s.checkout)).toBe(7);
          expect(nightsBetween(s.checkin, s.checkout)).toBeLessThanOrEqual(2);
        }
        expect(shortcuts(first, "fr_FR").some((s) => s.kind === "thisWeekend")).toBe(isoWeekday(first) !== 7);
        return true;
      }),
    );
  });
});

describe("date variations and helpers (spec 000 §4)", () => {
  it("flexible reset: always when suggested, never when forced", () => {
    expect(showsFlexibleReset("datesSuggested")).toBe(true);
    expect(showsFlexibleReset("datesForced")).toBe(false);
    expect(showsFlexibleReset("control")).toBe(false);
  });
  it("search without dates opens the picker when forced, or suggested and not cleared", () => {
    const o = { flow: "booking", hasDates: false, userCleared: false };
    expect(opensCalendarOnSearch({ ...o, variation: "datesForced" })).toBe(true);
    expect(opensCalendarOnSearch({ ...o, variation: "datesSuggested" })).toBe(true);
    expect(opensCalendarOnSearch({ ...o, variation: "datesSuggested", userCleared: true })).toBe(false);
    expect(opensCalendarOnSearch({ ...o, variation: "control" })).toBe(false);
    expect(opensCalendarOnSearch({ ...o, variation: "datesForced", flow: "gifting" })).toBe(false);
    expect(opensCalendarOnSearch({ ...o, variation: "datesForced", hasDates: true })).toBe(false);
  });
  it("checkout nights from minLos up to 20; last calendar day a year ahead", () => {
    expect(checkoutNightsFrom({ amount: 1, minLos: 2 }, 4)).toEqual([2, 3, 4]);
    expect(checkoutNightsFrom({ amount: 1, minLos: 1 })).toHaveLength(20);
    expect(checkoutNightsFrom(undefined)).toBeUndefined();
    expect(lastCalendarDay("2026-11-25")).toBe("2027-10-31");
    expect(lastCalendarDay("2026-01-31")).toBe("2026-12-31");
  });
});
