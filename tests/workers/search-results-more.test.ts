/**
 * The results page's breadth (issue 14; spec 000 §2 "optional SEO text", view modes, §3 product
 * card cancellation policy, §4 offers drawer): the SEO text is server-rendered for a destination
 * in every language and absent without one; the cards carry their cancellation label and the
 * hotel's offers as plain buttons (their dialogs load on demand); /api/product/{id}/offers answers
 * through the worker (contract route, checked against its schema).
 */
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { ProductOffersResponse } from "#shared/contract/product-offers";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
const page = async (url: string) => (await SELF.fetch(url, { headers: { "user-agent": BROWSER } })).text();
const LYON = "/search/lyon-c2996944";

beforeAll(async () => {
  await page(`http://fr.localhost${LYON}`);
});

/** The text of the SEO section, tags stripped. */
function seoText(html: string): string | null {
  const start = html.indexOf('data-testid="seo-text"');
  if (start < 0) return null;
  return html.slice(start, html.indexOf("</section>", start)).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
}

describe("SEO text under the results", () => {
  const cases = [
    ["fr.localhost", /Week-end à Lyon.*\d+ hôtels? propos.*Voir plus.*Voir moins.*Lyon se situe dans : Rhône, Auvergne-Rhône-Alpes, France/],
    ["es.localhost", /Escapada a Lyon.*\d+ hotel(es)? ofrece.*Ver más.*Ver menos.*Lyon se encuentra en:/],
    ["nl.localhost", /Weekendje weg naar Lyon.*\d+ hotels? biedt?.*Meer lezen.*Minder lezen.*Lyon ligt in:/],
    ["it.localhost", /Weekend a Lione.*\d+ hotel propon.*Mostra di più.*Mostra di meno.*Lione si trova in: Rodano/],
  ] as const;
  for (const [host, expected] of cases) {
    it(`is server-rendered in ${host}`, async () => {
      const text = seoText(await page(`http://${host}${LYON}`));
      expect(text).toMatch(expected);
      expect(text).toMatch(/\d/); // a price and a count
    });
  }

  it("is absent without a destination", async () => {
    expect(seoText(await page("http://fr.localhost/search"))).toBeNull();
  });
});

describe("result cards", () => {
  it("carry the cancellation label and the hotel's offers as buttons, in the NORMAL view mode", async () => {
    const html = await page(`http://fr.localhost${LYON}`);
    const cards = html.match(/<article[^>]*data-view-mode="NORMAL"/g) ?? [];
    expect(cards.length).toBeGreaterThan(0);
    // Each card says its id once, on its article; its buttons find it there (client/features/search/lib/card-id.ts).
    expect(html).toMatch(/<article[^>]*data-offer-id="\d+"(?:(?!<\/article>)[\s\S])*data-card-action="cancellation"[^>]*>Conditions d(&#x27;|')annulation/);
    expect(html).toMatch(/<article[^>]*data-offer-id="\d+"(?:(?!<\/article>)[\s\S])*data-card-action="offers"[^>]*>Voir les \d+ offres de l(&#x27;|')hôtel/);
    expect(html).not.toContain("data-card-id");
  });

  it("use the GIFT view mode in gifting and HOTEL in the hotel flow", async () => {
    expect(await page(`http://fr.localhost${LYON}?flow=gifting`)).toMatch(/data-view-mode="GIFT"[\s\S]*Changement de dates sans frais/);
    expect(await page(`http://fr.localhost${LYON}?flow=hotel`)).toMatch(/data-view-mode="HOTEL"/);
  });
});

describe("GET /api/product/{id}/offers", () => {
  it("answers the offers map through the worker, and 400 for bad input", async () => {
    const html = await page(`http://fr.localhost${LYON}`);
    const id = /<article[^>]*data-offer-id="(\d+)"(?:(?!<\/article>)[\s\S])*data-card-action="offers"/.exec(html)![1]!;
    const res = await SELF.fetch(`http://fr.localhost/api/product/${id}/offers?locale=fr_FR&adult=2`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as ProductOffersResponse;
    expect(body.mainOfferId).toBe(Number(id));
    expect(Object.keys(body.offers).length).toBeGreaterThan(1);
    expect((await SELF.fetch(`http://fr.localhost/api/product/${id}/offers?locale=fr_FR&nights=2`)).status).toBe(400);
  });
});
