/**
 * The search box's booking/gifting toggle and the header's flow tabs, server-rendered (issue 25
 * item 22; spec 000 §1 four flows, §4 "Flow toggle between booking and gifting"): in the booking
 * and gifting flows the toggle has exactly one chip chosen; in the hotel and activity flows there
 * is no toggle (neither of its chips would be chosen); the header's current tab is the page's
 * flow, the activity search path included, in fr_FR and nl_NL.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BROWSER_UA } from "./fake-upstream";
import fr from "../../locales/fr.json";
import nl from "../../locales/nl.json";

const decode = (s: string) => s.replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, "&");

async function page(url: string) {
  const res = await SELF.fetch(url, { headers: { "user-agent": BROWSER_UA } });
  const html = await res.text();
  const from = html.indexOf('data-testid="flow-toggle"');
  const toggle = from < 0 ? null : html.slice(from, html.indexOf("</div>", from));
  // The header's tab marked current: its accessible name (aria-label).
  const current = [...html.matchAll(/<a [^>]*>/g)].map((m) => m[0]).filter((tag) => tag.includes('aria-current="page"')).map((tag) => decode(/aria-label="([^"]+)"/.exec(tag)?.[1] ?? ""));
  return { status: res.status, toggle, current };
}

describe("flow chips (issue 25 item 22)", () => {
  for (const [host, m] of [["fr.localhost", fr], ["nl.localhost", nl]] as const) {
    const messages = m as Record<string, string>;
    it(`${host}: one chosen chip in booking and gifting, none shown in hotel and activity; the header's current tab is the flow`, async () => {
      for (const [path, flow] of [["/search", "booking"], ["/search?flow=gifting", "gifting"], ["/search/lyon-c2996944?flow=hotel", "hotel"], ["/search?flow=activity", "activity"], ["/activities", "activity"]] as const) {
        const p = await page(`http://${host}${path}`);
        expect(p.status, path).toBe(200);
        if (flow === "booking" || flow === "gifting") {
          expect(p.toggle, path).not.toBeNull();
          expect(p.toggle!.match(/ checked=""/g)?.length, path).toBe(1);
          expect(p.toggle, path).toMatch(new RegExp(`<input [^>]*checked="" value="${flow}"`));
        } else {
          expect(p.toggle, path).toBeNull();
        }
        expect(p.current, path).toEqual([messages[`flow.${flow}.tab`]]);
      }
    });
  }
});
