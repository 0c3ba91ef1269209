/**
 * The links that open a stay page write the stay hash's `id`, `hotelId` and (hotel page) `offerId`
 * (spec 001 §2 "Hash: … hotelId, theme, upsell, offerId, id …"; the 404 page's "Too late!" reads
 * hotelId; issue 26 "every key read and written"), server-rendered by the whole worker in fr_FR
 * and nl_NL: every stay card of the results page carries its own id and its hotel's id (the stay's
 * detail.json says which; the search's theme and dates are the browser's hash, carried as they
 * are: shared/stay-hash.test.ts); every room card of a hotel page carries
 * the chosen offer as offerId and id, and that hotel's id.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BROWSER_UA } from "./fake-upstream";
import { parseStayHash } from "../../shared/stay-hash";

const decode = (s: string) => s.replace(/&amp;/g, "&");
const html = async (url: string) => (await SELF.fetch(url, { headers: { "user-agent": BROWSER_UA } })).text();
const json = async <T,>(url: string) => (await (await SELF.fetch(url, { headers: { "user-agent": BROWSER_UA } })).json()) as T;
/** [path id, hash] of every `/stay/{id}…#hash` link of a page. */
const stayLinks = (page: string) => [...page.matchAll(/href="\/stay\/(\d+)[^"#]*#([^"]*)"/g)].map((m) => ({ id: Number(m[1]), hash: decode(m[2]!) }));

describe.each(["fr.localhost", "nl.localhost"])("%s", (host) => {
  it("results cards: each stay link names its stay and its hotel", async () => {
    const all = stayLinks(await html(`http://${host}/search`));
    expect(all.length).toBeGreaterThanOrEqual(10);
    for (const link of all.slice(0, 6)) {
      const read = parseStayHash(link.hash);
      const detail = await json<{ hotel: { id: number } }>(`http://${host}/api/weekend/${link.id}/detail.json?client=msite&flow=booking&adult=2&child=0&baby=0`);
      expect({ id: read.id, hotelId: read.hotelId, offerId: read.offerId }, `stay ${link.id}`).toEqual({ id: link.id, hotelId: detail.hotel.id, offerId: undefined });
    }
  });

  it("hotel page room cards: the chosen offer as offerId and id, and the hotel's id", async () => {
    const first = stayLinks(await html(`http://${host}/search`))[0]!;
    const detail = await json<{ hotel: { id: number; uri: string } }>(`http://${host}/api/weekend/${first.id}/detail.json?client=msite&flow=booking&adult=2&child=0&baby=0`);
    const page = await html(`http://${host}${detail.hotel.uri}`);
    const rooms = stayLinks(page.slice(page.indexOf('id="offers"')));
    expect(rooms.length).toBeGreaterThan(0);
    for (const link of rooms) expect(parseStayHash(link.hash), `hotel ${detail.hotel.id}`).toMatchObject({ id: link.id, offerId: link.id, hotelId: detail.hotel.id });
  });
});
