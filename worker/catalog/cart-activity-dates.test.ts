/**
 * The activities' chosen days at Book (spec 001 §5 "Every activity needs a date", §7 quote-realtime
 * `activitySelectionList`; issue 26 "activity dates kept in the cart"), against the seeded catalog:
 * the real-time quote and the cart accept the stay's own activities on the stay's days, refuse
 * anything else with 400 naming the activity (and store no cart), and the cart keeps the days: its
 * activity lines carry the chosen day, in every language it is read in.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { activityDayChoices } from "../../shared/activity-selection";
import { CartSchema } from "../../shared/contract/cart";
import * as v from "valibot";
import { call, inDays, offers } from "./test-helpers";

/** Bookable stays 40 days ahead whose package has at least two activities, with those activities' ids. */
async function staysWithActivities(max: number) {
  const found = await offers({ checkin: inDays(40), numberOfPackagesPerHotel: 5, pagination: { limit: 30 } });
  const out: { id: number; checkin: string; nights: number; activities: number[] }[] = [];
  for (const card of found.exactMatch.flatMap((h) => [h.mainPackage, ...h.otherPackages])) {
    if (!card.checkin || card.nights < 1 || card.itemCategory === "activity") continue;
    const rows = await env.DB.prepare("SELECT activity_id FROM package_activities WHERE package_id = ?1 ORDER BY activity_id").bind(card.id).all<{ activity_id: number }>();
    if (rows.results.length >= 2) out.push({ id: card.id, checkin: card.checkin, nights: card.nights, activities: rows.results.map((r) => r.activity_id) });
    if (out.length === max) break;
  }
  return out;
}

const checkoutOf = (checkin: string, nights: number) => new Date(Date.parse(`${checkin}T00:00:00Z`) + nights * 86_400_000).toISOString().slice(0, 10);

describe("activity dates at Book", () => {
  it("the real-time quote takes the stay's activities on its days, and refuses any other activity, a day outside the stay, or one given twice", async () => {
    const stays = await staysWithActivities(5);
    expect(stays.length).toBeGreaterThanOrEqual(3);
    for (const s of stays) {
      const days = activityDayChoices(s.checkin, checkoutOf(s.checkin, s.nights));
      const base = `/weekend/${s.id}/quote-realtime.json?locale=fr_FR&checkin=${s.checkin}&nights=${s.nights}&adult=2`;
      const ok = await call("GET", `${base}&activitySelectionList=${s.activities[0]}:${days[0]},${s.activities[1]}:${days.at(-1)}`);
      expect(ok.status, `stay ${s.id}`).toBe(200);
      const wrong = [`999999:${days[0]}`, `${s.activities[0]}:${inDays(400)}`, `${s.activities[0]}:${days[0]},${s.activities[0]}:${days[1]}`, `${s.activities[0]}`];
      for (const list of wrong) {
        const res = await call("GET", `${base}&activitySelectionList=${encodeURIComponent(list)}`);
        expect(res.status, `stay ${s.id}, ${list}`).toBe(400);
        expect(JSON.stringify(res.body), list).toContain("activitySelectionList");
      }
    }
  });

  it("the cart keeps each activity's day on its line, read back in French and Dutch; an unchosen one has none", async () => {
    for (const s of await staysWithActivities(3)) {
      const days = activityDayChoices(s.checkin, checkoutOf(s.checkin, s.nights));
      const quote = await call("GET", `/weekend/${s.id}/quote-realtime.json?locale=fr_FR&checkin=${s.checkin}&nights=${s.nights}&adult=2`);
      const sellPrice = (quote.body as { priceInfo: { sellPrice: number } }).priceInfo.sellPrice;
      const chosen = { [s.activities[0]!]: days.at(-1)! };
      const created = await call("POST", "/carts.json", { locale: "fr_FR", packageId: s.id, checkin: s.checkin, nights: s.nights, adult: 2, expectedSellPrice: sellPrice, activitySelectionList: `${s.activities[0]}:${days.at(-1)}` });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const cart = v.parse(CartSchema, created.body);
      for (const locale of ["fr_FR", "nl_NL"]) {
        const read = locale === "fr_FR" ? cart : v.parse(CartSchema, (await call("GET", `/carts/${cart.id}.json?locale=${locale}`)).body);
        const lines = read.programLineList.filter((l) => l.type === "activity");
        expect(lines.map((l) => l.activityId).sort(), `stay ${s.id}`).toEqual([...s.activities].sort());
        for (const line of lines) expect(line.date ?? null, `stay ${s.id} activity ${line.activityId} (${locale})`).toBe(chosen[line.activityId!] ?? null);
      }
    }
  });

  it("a cart with a wrong selection is refused with 400 and not stored", async () => {
    const [s] = await staysWithActivities(1);
    const count = async () => (await env.DB.prepare("SELECT count(*) AS n FROM carts").first<{ n: number }>())!.n;
    const before = await count();
    const res = await call("POST", "/carts.json", { locale: "fr_FR", packageId: s!.id, checkin: s!.checkin, nights: s!.nights, adult: 2, expectedSellPrice: 1, activitySelectionList: `999999:${s!.checkin}` });
    expect(res.status).toBe(400);
    const bad = await call("POST", "/carts.json", { locale: "fr_FR", packageId: s!.id, checkin: s!.checkin, nights: s!.nights, adult: 2, expectedSellPrice: 1, activitySelectionList: "tomorrow" });
    expect(bad.status).toBe(400);
    expect(await count()).toBe(before);
  });
});

