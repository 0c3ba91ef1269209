/**
 * The footer (spec 001 §2 Footer "Hidden on simplified pages"; §9 "footer rating 4.5/5 from 4146
 * reviews"): on every page but the booking, checkout and payment steps, with the shop's rating
 * written in the market's language.
 */
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
const html = async (url: string) => (await SELF.fetch(url, { headers: { "user-agent": BROWSER } })).text();

// A fresh isolate's first render loads the SSR bundle: done here, under the hook's longer limit.
beforeAll(async () => {
  await html("http://fr.localhost/contact");
});

describe("footer", () => {
  it("shows on a content page with the rating in the market's language", async () => {
    const page = await html("http://nl.localhost/contact");
    expect(page).toContain("<footer");
    expect(page).toContain("Gemiddelde score 4,5/5 op basis van 4.146 reviews");
    // Three link columns (help, contact, legal), the country's payment brands, the booking legal block.
    for (const id of ["footer-help", "footer-contact", "footer-legal", "footer-booking-legal"]) expect(page).toContain(`id="${id}"`);
    expect(page).toMatch(/aria-label="Geaccepteerde betaalmethoden"[^>]*>(?:(?!<\/ul>).)*iDEAL/s);
    expect(page).toContain('href="/info/cookies#preferences"');
  });

  it("is hidden on the booking, checkout and payment steps", async () => {
    for (const path of ["/booking/0123456789abcdef0123456789abcdef", "/payment/gift/0123456789abcdef0123456789abcdef", "/checkout"]) {
      expect(await html(`http://fr.localhost${path}`), path).not.toContain("<footer");
    }
  });
});
