/**
 * Inline blocks of the results grid (spec 000 §2 "first row 3 results, a second block up to
 * result 9, then the rest; inline gift or banner blocks between"; spec 001 §6 customer care "hides
 * promotional inline blocks"): server-rendered in place, none in the activity flow or on the care host.
 */
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { signDevelopmentToken, DEFAULT_CARE_ISSUER, DEFAULT_CARE_AUDIENCE } from "../../worker/middleware/care-gate";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
const page = async (url: string, cookie = "") => (await SELF.fetch(url, { headers: { "user-agent": BROWSER, ...(cookie ? { cookie } : {}) } })).text();

/** What the results grid holds, in document order: "card" per offer card, then the blocks. */
function gridSequence(html: string): string[] {
  // From the first results list on (its label is in the page's language).
  const main = html.slice(html.search(/<ol [^>]*aria-label="[^"]*"[^>]*start="1"/));
  const out: string[] = [];
  for (const m of main.matchAll(/<article|data-block="(gift|boxes|banner)"/g)) out.push(m[1] ?? "card");
  return out;
}

// A fresh isolate's first renders load the SSR bundle and the catalog's search index: done once
// here, under the hook's longer limit, so that no test's own limit pays for it.
beforeAll(async () => {
  for (const url of ["http://fr.localhost/", "http://fr.localhost/search"]) await (await SELF.fetch(url, { headers: { "user-agent": BROWSER } })).text();
});

describe("results grid inline blocks", () => {
  it("booking: the gift block after 3 results and the targeted banner after 9, in every market", async () => {
    for (const url of ["http://fr.localhost/search", "http://es.localhost/search", "http://it.localhost/search", "http://nl.localhost/search"]) {
      const seq = gridSequence(await page(url));
      expect(seq.indexOf("gift"), url).toBe(url.includes("es.") ? -1 : 3); // es_ES has no gift block (spec 001 §9)
      expect(seq.indexOf("banner"), url).toBe(url.includes("es.") ? 9 : 10);
      expect(seq, url).not.toContain("boxes");
      expect(seq.filter((s) => s === "card").length, url).toBeGreaterThan(9);
    }
  });

  it("gifting: the box carousel after 9 (a gift shopper's block), no targeted banner", async () => {
    const seq = gridSequence(await page("http://fr.localhost/search?flow=gifting"));
    expect(seq.indexOf("boxes")).toBe(10);
    expect(seq).not.toContain("banner");
  });

  it("none in the activity flow", async () => {
    const html = await page("http://fr.localhost/activities?flow=activity");
    expect(html).not.toContain('data-block="gift"');
    expect(html).not.toContain('data-block="boxes"');
    expect(html).not.toContain('data-block="banner"');
  });

  it("none for customer care", async () => {
    const token = await signDevelopmentToken("agent@pasea.example", DEFAULT_CARE_ISSUER, DEFAULT_CARE_AUDIENCE);
    const html = await page("http://care.localhost/search", `care_token=${token}`);
    expect(html).toContain("Offres trouvées");
    expect(html).not.toContain('data-block="gift"');
    expect(html).not.toContain('data-block="boxes"');
  });
});
