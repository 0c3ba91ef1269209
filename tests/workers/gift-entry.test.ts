/**
 * The header's gift entry (spec 001 §6 "Customer-care: disables the gift drawer entry, uses the
 * gift-card link"; "Gift drawer available for all six locales"; docs/decisions/049), in the server
 * HTML: on every market's host the gift icon is the drawer's trigger over the gifting home link;
 * on the customer-care host it is the gift-card link, with no drawer.
 */
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_CARE_ISSUER, DEFAULT_CARE_AUDIENCE, signDevelopmentToken } from "../../worker/middleware/care-gate";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
const giftTool = async (url: string, cookie = "") => {
  const res = await SELF.fetch(url, { headers: { "user-agent": BROWSER, ...(cookie ? { cookie } : {}) } });
  expect(res.status).toBe(200);
  return /<a[^>]*data-tool="gift"[^>]*>/.exec(await res.text())?.[0] ?? "";
};

beforeAll(async () => {
  await (await SELF.fetch("http://fr.localhost/contact", { headers: { "user-agent": BROWSER } })).text();
});

describe("header gift entry", () => {
  it("opens the gift drawer on all six markets", async () => {
    const pages = ["http://fr.localhost/contact", "http://es.localhost/contacto", "http://nl.localhost/contact", "http://it.localhost/contatti", "http://be.localhost/contact?lang=fr", "http://be.localhost/contact?lang=nl"];
    for (const url of pages) {
      const tag = await giftTool(url);
      expect(tag, url).toContain('href="/?flow=gifting"');
      expect(tag, url).toContain('aria-haspopup="dialog"');
    }
  });

  it("is the gift-card link on the customer-care host, without a drawer", async () => {
    const token = await signDevelopmentToken("agent@pasea.example", DEFAULT_CARE_ISSUER, DEFAULT_CARE_AUDIENCE);
    for (const pos of ["fr_FR", "nl_BE"]) {
      const tag = await giftTool(`http://care.localhost/contact?pos=${pos}`, `care_token=${token}`);
      expect(tag).toContain('href="/giftcard/customization"');
      expect(tag).not.toContain("aria-haspopup");
    }
  });
});

describe("home gift block (spec 001 §6 'suppresses ... gift suggestions'; decision 055)", () => {
  it("shows on the public home page and not on the customer-care host", async () => {
    const home = async (url: string, cookie = "") =>
      (await SELF.fetch(url, { headers: { "user-agent": BROWSER, ...(cookie ? { cookie } : {}) } })).text();
    expect(await home("http://fr.localhost/")).toContain('data-block="gift"');
    const token = await signDevelopmentToken("agent@pasea.example", DEFAULT_CARE_ISSUER, DEFAULT_CARE_AUDIENCE);
    for (const pos of ["fr_FR", "nl_BE"]) {
      const page = await home(`http://care.localhost/?pos=${pos}`, `care_token=${token}`);
      expect(page, pos).toContain('id="main"');
      expect(page, pos).not.toContain('data-block="gift"');
    }
  });
});
