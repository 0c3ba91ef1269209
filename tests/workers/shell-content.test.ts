/**
 * Shell and content pieces of issue 26 as the worker renders them (spec 001 §2 "Other shell
 * pieces", Footer, Contact and help page; §9 shop rating): the home page's trust-rating banner with
 * the shop's one rating, the footer's payment logos per country (drawn marks, not text badges),
 * the cookie-preferences link opening the consent panel, and the contact page's quick actions
 * pointing at the customer-account route with the action in the hash (the code `r` joins when the
 * visitor gives it: tests/e2e/contact.spec.ts, shared/contact-routes.test.ts), and the five
 * popular questions linking to the configured help centre, or to the shop's own help page when
 * none is set (decision 077).
 */
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { POINTS_OF_SALE } from "../../shared/markets";
import { paymentBrands } from "../../client/features/shell/payment-brands";
import { BROWSER_UA, callWorker } from "./fake-upstream";

const html = async (url: string) => (await SELF.fetch(url, { headers: { "user-agent": BROWSER_UA, cookie: "lastLanguage=nl_BE" } })).text();
const HOST: Record<string, string> = { fr_FR: "fr.localhost", es_ES: "es.localhost", nl_NL: "nl.localhost", it_IT: "it.localhost", fr_BE: "be.localhost/?lang=fr", nl_BE: "be.localhost/?lang=nl" };
const home = (pos: string) => html(`http://${HOST[pos]!.includes("/") ? HOST[pos] : `${HOST[pos]}/`}`);

beforeAll(async () => {
  await html("http://fr.localhost/contact");
});

describe("trust-rating banner among the home page's promo blocks", () => {
  it("fr_FR and nl_BE: the CMS title around the shop's rating (4.5/5 from 4146 reviews) in the market's language", async () => {
    const cases = [
      { pos: "fr_FR", title: "Nos voyageurs nous recommandent", text: "Note moyenne 4,5/5 sur 4 146 avis" },
      { pos: "nl_BE", title: "Onze reizigers bevelen ons aan", text: "Gemiddelde score 4,5/5 op basis van 4.146 reviews" },
    ];
    for (const c of cases) {
      const page = await home(c.pos);
      const block = /<section[^>]*data-block="trustRating"[^>]*>(.*?)<\/section>/s.exec(page)?.[1];
      expect(block, c.pos).toBeTruthy();
      expect(block, c.pos).toContain(c.title);
      expect(block!.replace(/\u202f|\u00a0/g, " "), c.pos).toContain(c.text);
    }
  });
});

describe("footer payment logos per country", () => {
  it("every market shows its brands as drawn marks named by the brand, in the market's order", async () => {
    const contact: Record<string, string> = { fr_FR: "fr.localhost/contact", es_ES: "es.localhost/contacto", nl_NL: "nl.localhost/contact", it_IT: "it.localhost/contatti", fr_BE: "be.localhost/contact?lang=fr", nl_BE: "be.localhost/contact?lang=nl" };
    for (const pos of POINTS_OF_SALE) {
      const page = await html(`http://${contact[pos]}`);
      // The payment marks are the page's only SVGs with `data-brand` (payment-mark.tsx).
      const marks = [...page.matchAll(/<svg role="img" aria-label="([^"]+)"[^>]*data-brand="([^"]+)"[^>]*><title>([^<]*)<\/title>/g)];
      expect(marks.map((m) => m[1]), pos).toEqual(paymentBrands(pos));
      for (const m of marks) expect([m[2], m[3]], pos).toEqual([m[1], m[1]]);
    }
  });
});

describe("cookie preferences and contact quick actions", () => {
  it("the footer's cookie-preferences link keeps its page address and says it opens a dialog", async () => {
    const page = await html("http://fr.localhost/contact");
    expect(page).toMatch(/<a[^>]*href="\/infos\/cookies#preferences"[^>]*aria-haspopup="dialog"/);
  });

  it("quick actions link to the customer-account route with the action in the hash; no code yet", async () => {
    const page = await html("http://fr.localhost/contact");
    const hrefs = [...page.matchAll(/href="([^"]+)"[^>]*data-action="(\w+)"/g)].map((m) => [m[2], m[1]]);
    expect(hrefs).toEqual([["modify", "/account/trips#action=modify"], ["cancel", "/account/trips#action=cancel"], ["invoice", "/account/trips#action=invoice"]]);
    expect(page).toContain('data-testid="contact-action-code"');
  });
});

describe("the five popular questions", () => {
  const faq = (page: string) => [...page.matchAll(/<a href="([^"]+)"([^>]*)data-faq="(\w+)"/g)].map((m) => ({ id: m[3], href: m[1], external: m[2]!.includes('target="_blank"') }));

  it("without a help centre: the shop's own help page, which answers each question at its anchor", async () => {
    const links = faq(await html("http://fr.localhost/contact"));
    expect(links.map((l) => l.id)).toEqual(["modify", "cancel", "voucher", "payment", "included"]);
    for (const l of links) expect(l).toEqual({ id: l.id, href: `/infos/aide#${l.id}`, external: false });
    const res = await SELF.fetch("http://fr.localhost/infos/aide", { headers: { "user-agent": BROWSER_UA } });
    expect(res.status).toBe(200);
    const help = await res.text();
    for (const l of links) expect(help).toContain(`id="${l.id}"`);
    for (const [host, path] of [["es.localhost", "/informacion/ayuda"], ["nl.localhost", "/info/hulp"], ["it.localhost", "/informazioni/aiuto"]]) {
      expect((await SELF.fetch(`http://${host}${path}`, { headers: { "user-agent": BROWSER_UA } })).status, path).toBe(200);
    }
  });

  it("with HELP_CENTER_URL: external links to its articles in the page's language; a setting that is not https is ignored", async () => {
    // Paths no other test renders on this host: the page micro-cache keys pages by path, not by this setting.
    const { text } = await callWorker("http://nl.localhost/contatti", null, { HELP_CENTER_URL: "https://help.example.org/" });
    const links = faq(text);
    expect(links).toHaveLength(5);
    expect(links[1]).toEqual({ id: "cancel", href: "https://help.example.org/nl/articles/cancellation-and-refund", external: true });
    const { text: bad } = await callWorker("http://nl.localhost/contacto", null, { HELP_CENTER_URL: "http://help.example.org" });
    expect(faq(bad)[0]!.href).toBe("/info/hulp#modify");
  });
});
