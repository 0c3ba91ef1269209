/**
 * Campaign dates of the calendar shortcuts (spec 000 §6, §9 "campaign dates for fr_FR, fr_BE,
 * nl_BE (1–5, 8–12, 17–19 May 2024) and es_ES (1–5 May)"; docs/decisions/040).
 *
 * The spec's dates are past, so the list is a setting: CALENDAR_CAMPAIGNS, JSON
 * `{"fr_FR": [{"checkin": "2027-05-05", "checkout": "2027-05-09"}], ...}`. Without it (empty or
 * not valid JSON of that shape) the defaults below apply: the same holidays one year on (May Day,
 * Ascension and Whit Monday bridges of 2027). Entries that are not 'YYYY-MM-DD' pairs with the
 * check-out after the check-in are dropped; a point of sale missing from the setting has none.
 * Read by the worker only (shop context); the calendar filters out the past ones
 * (shared/calendar.ts `shortcuts`).
 */
import type { CampaignStay } from "./calendar";

/** May bridges 2027: 1 May is a Saturday, Ascension Thursday 6 May, Whit Monday 17 May. */
const MAY_2027: readonly CampaignStay[] = [
  { checkin: "2027-04-30", checkout: "2027-05-02" },
  { checkin: "2027-05-05", checkout: "2027-05-09" },
  { checkin: "2027-05-14", checkout: "2027-05-17" },
];

/** Default campaigns per point of sale (the spec's pattern, one year after today's date). */
export const DEFAULT_CAMPAIGNS: Readonly<Record<string, readonly CampaignStay[]>> = {
  fr_FR: MAY_2027,
  fr_BE: MAY_2027,
  nl_BE: MAY_2027,
  es_ES: [{ checkin: "2027-04-30", checkout: "2027-05-02" }],
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isStay(x: unknown): x is CampaignStay {
  if (!x || typeof x !== "object") return false;
  const { checkin, checkout } = x as Record<string, unknown>;
  return typeof checkin === "string" && typeof checkout === "string" && DAY.test(checkin) && DAY.test(checkout) && checkout > checkin;
}

/**
 * The campaigns of `pointOfSale` from the CALENDAR_CAMPAIGNS setting (or the defaults), those
 * whose check-in is `today` or later, by check-in. Never throws.
 */
export function campaignsFor(setting: string | undefined, pointOfSale: string, today: string): CampaignStay[] {
  let table: Readonly<Record<string, unknown>> = DEFAULT_CAMPAIGNS;
  if (setting && setting.trim()) {
    try {
      const parsed: unknown = JSON.parse(setting);
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) table = parsed as Record<string, unknown>;
    } catch {
      // Not JSON: the defaults.
    }
  }
  const list = Object.hasOwn(table, pointOfSale) ? table[pointOfSale] : undefined;
  if (!Array.isArray(list)) return [];
  return list
    .filter(isStay)
    .filter((c) => c.checkin >= today)
    .map((c) => ({ checkin: c.checkin, checkout: c.checkout }))
    .sort((a, b) => (a.checkin < b.checkin ? -1 : 1));
}
