/**
 * The stay page's server-rendered pieces of issue 26 (decision 075), in the worker's HTML with the
 * real catalog: the program activities with all their fields (spec 001 §3 Program activity: why,
 * must-know, schedules, how, menu) and "Voir plus" only when the collapsed block hides something;
 * the booking steps block of the booking flow; in gifting, the gift section the "Le cadeau" tab
 * leads to (spec 001 §2).
 */
import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import fr from "../../locales/fr.json";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
const page = async (url: string) => {
  const res = await SELF.fetch(url, { headers: { "user-agent": BROWSER } });
  expect(res.status, url).toBe(200);
  return res.text();
};
const LIVE = `p.published = 1 AND (p.expiration IS NULL OR p.expiration >= date('now')) AND p.item_category = 'weekend' AND p.nights > 0`;
/** The HTML of the activities section (from its heading to the section's end). */
const experience = (html: string) => /<section id="experience"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";

let dinnerStay = 0;
let dinnerLabel = "";
beforeAll(async () => {
  const row = await env.DB.prepare(
    `SELECT p.id, a.label_fr AS label FROM packages p JOIN package_activities pa ON pa.package_id = p.id JOIN activities a ON a.id = pa.activity_id
     WHERE ${LIVE} AND a.id = 9 ORDER BY p.id LIMIT 1`,
  ).first<{ id: number; label: string }>();
  dinnerStay = row!.id;
  dinnerLabel = row!.label;
  await page(`http://fr.localhost/stay/${dinnerStay}`);
});

describe("program activities (spec 001 §3; issue 26)", () => {
  it("renders every field of each activity on the server: why, schedules, menu of a dinner, how, must-know", async () => {
    const section = experience(await page(`http://fr.localhost/stay/${dinnerStay}`));
    expect(section).toContain(fr["product.activity.why"]);
    expect(section).toContain(fr["product.activity.schedules"]);
    expect(section).toContain("De 19:30 à 22:00");
    expect(section).toContain(fr["product.activity.menu"]);
    expect(section).toContain("Dessert maison");
    expect(section).toContain(fr["product.activity.how"]);
    expect(section).toContain(fr["product.activity.mustKnow"]);
    expect(section.toLowerCase()).toContain(dinnerLabel.toLowerCase());
    // Collapsed: the fields are in the HTML but hidden, and See more is offered.
    expect(section).toMatch(/<dl[^>]*hidden=""[^>]*data-testid="activity-more"/);
    expect(section).toContain('data-testid="activities-more"');
  });

  it("the detail answers the fields for each activity, in each language", async () => {
    for (const locale of ["fr_FR", "nl_NL", "es_ES", "it_IT"]) {
      const res = await SELF.fetch(`http://fr.localhost/api/weekend/${dinnerStay}/detail.json?locale=${locale}`);
      expect(res.status, locale).toBe(200);
      const body = (await res.json()) as { activities: { activityId: number; whyList: string[]; mustKnowList: string[]; schedules: unknown[]; how: string | null; menu: string[] | null }[] };
      expect(body.activities.length).toBeGreaterThan(0);
      for (const a of body.activities) {
        expect(a.whyList.length, locale).toBeGreaterThan(0);
        expect(a.mustKnowList.length, locale).toBeGreaterThan(0);
        expect(a.schedules.length, locale).toBe(1);
        expect(a.how, locale).toBeTruthy();
        expect(a.menu === null, `${locale} ${a.activityId}`).toBe(a.activityId !== 9 && ![10, 11, 17, 22].includes(a.activityId));
      }
    }
  });
});

describe("booking steps and the gift section (spec 001 §2; issue 26)", () => {
  it("the booking flow shows the steps in the order Book checks them; gifting does not", async () => {
    const html = await page(`http://fr.localhost/stay/${dinnerStay}`);
    const steps = /<section[^>]*data-testid="booking-steps"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
    expect(steps).toContain(fr["product.steps.title"].replace("{count}", "3"));
    const order = [...steps.matchAll(/data-step="(\w+)"/g)].map((m) => m[1]);
    expect(order).toEqual(["dates", "activities", "book"]);
    expect(await page(`http://fr.localhost/stay/${dinnerStay}?flow=gifting`)).not.toContain('data-testid="booking-steps"');
  });

  it("in gifting the 'Le cadeau' tab leads to the gift section of the page, after the activities", async () => {
    const html = await page(`http://fr.localhost/stay/${dinnerStay}?flow=gifting`);
    expect(html).toMatch(new RegExp(`<a href="#gift"[^>]*>${fr["product.nav.gift"]}</a>`));
    const ids = [...html.matchAll(/<section id="(\w+)"/g)].map((m) => m[1]);
    expect(ids.filter((id) => id === "gift")).toHaveLength(1);
    expect(ids.indexOf("gift")).toBeGreaterThan(ids.indexOf("experience"));
    const gift = /<section id="gift"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
    expect(gift).toContain(fr["gifting.drawer.open"]);
    // The booking flow has no gift section.
    expect(await page(`http://fr.localhost/stay/${dinnerStay}`)).not.toContain('id="gift"');
  });
});

