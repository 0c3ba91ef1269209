/**
 * One 404 page on every route that can say not-found (spec 001 §2 "404 page": title Oops!, button
 * Go to the homepage, search widgets and a selection of marketing articles with title and cover
 * links; §8 'Error code: 404'; issue 25 item 20), server-rendered by the whole worker in fr_FR and
 * nl_NL: unknown paths of planned screens, unknown hotel, stay, activity and box ids, static
 * pages, ideas pages and minisites. The articles are compared with the market's CMS homepage
 * (GET /api/cms/homepage), never written out here.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BROWSER_UA } from "./fake-upstream";
import fr from "../../locales/fr.json";
import nl from "../../locales/nl.json";

const decode = (html: string) => html.replace(/&#x27;|&#39;|&apos;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&");
const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");

async function get(url: string): Promise<{ status: number; robots: string | null; html: string }> {
  const res = await SELF.fetch(url, { redirect: "manual", headers: { "user-agent": BROWSER_UA } });
  return { status: res.status, robots: res.headers.get("x-robots-tag"), html: await res.text() };
}

interface PromoItem { title: string; url: string; imageUrl: string }
/** The first three marketing promo list items of the host's CMS homepage (booking, then gifting), one per url. */
async function cmsArticles(host: string): Promise<PromoItem[]> {
  const res = await SELF.fetch(`http://${host}/api/cms/homepage`, { headers: { "user-agent": BROWSER_UA } });
  const doc = (await res.json()) as Record<string, { blocks: { type: string; items?: PromoItem[] }[] } | undefined>;
  const items = ["booking", "gifting"].flatMap((flow) => (doc[flow]?.blocks ?? []).filter((b) => b.type === "marketingPromoList").flatMap((b) => b.items ?? []));
  return items.filter((item, i) => items.findIndex((x) => x.url === item.url) === i).slice(0, 3);
}

/** The links of the articles section: [href, kind] per link, kind 'cover' (holding an <img>) or 'title' (its text). */
function articleLinks(html: string): { covers: { href: string; img: boolean }[]; titles: { href: string; text: string }[] } {
  const from = html.indexOf('data-testid="not-found-articles"');
  if (from < 0) return { covers: [], titles: [] };
  const section = html.slice(from, html.indexOf("</section>", from));
  const covers = [...section.matchAll(/<a href="([^"]+)"[^>]*data-article-cover=""[^>]*>([\s\S]*?)<\/a>/g)].map((m) => ({ href: decode(m[1]!), img: m[2]!.includes("<img") }));
  const titles = [...section.matchAll(/<a href="([^"]+)"[^>]*data-article-title=""[^>]*>([^<]*)<\/a>/g)].map((m) => ({ href: decode(m[1]!), text: decode(m[2]!) }));
  return { covers, titles };
}

const MARKETS = [
  {
    host: "fr.localhost",
    messages: fr as Record<string, string>,
    paths: ["/coffret/1234", "/hotel/999999999", "/hotel/999999999-nowhere", "/stay/999999999", "/stay/abc", "/activity/999999999", "/boxes/p/anything/ZZ00-EBOX", "/infos/nope", "/ville/999999999", "/partenaire/personne"],
  },
  {
    host: "nl.localhost",
    messages: nl as Record<string, string>,
    paths: ["/box/1234", "/hotel/999999999", "/stay/999999999", "/activity/999999999", "/cadeauboxen/p/iets/ZZ00-EBOX", "/info/bestaat-niet", "/stad/999999999", "/partner/niemand"],
  },
] as const;

describe("the 404 page on every route (issue 25 item 20)", () => {
  for (const { host, messages, paths } of MARKETS) {
    it(`${host}: 404, noindex, the 404 title, 'Oops!', the homepage button, the search box and the CMS articles with title and cover links`, async () => {
      const articles = await cmsArticles(host);
      expect(articles.length).toBe(3);
      for (const path of paths) {
        const page = await get(`http://${host}${path}`);
        expect(page.status, path).toBe(404);
        expect(page.robots, path).toBe("noindex");
        expect(titleOf(page.html), path).toBe(messages["notFound.metaTitle"]);
        expect(page.html, path).toMatch(new RegExp(`<h1[^>]*>${messages["errors.notFoundTitle"]}</h1>`));
        expect(decode(page.html), path).toContain(messages["errors.notFoundText"]);
        expect(decode(page.html), path).toMatch(new RegExp(`<a [^>]*href="/"[^>]*>${messages["errors.goHome"]}</a>`));
        // Search widgets: the search box.
        expect(page.html, path).toContain('role="search"');
        // Marketing articles: each a cover link (an image) and a title link, both to the article.
        const links = articleLinks(page.html);
        expect(links.titles, path).toEqual(articles.map((a) => ({ href: a.url, text: a.title })));
        expect(links.covers, path).toEqual(articles.map((a) => ({ href: a.url, img: true })));
      }
    });
  }

  it("keeps a box's way back to the catalogue on its 404 page", async () => {
    const page = await get("http://fr.localhost/boxes/p/anything/ZZ00-EBOX");
    expect(page.html).toContain('data-testid="box-missing"');
    expect(page.html).toMatch(/href="\/boxes"[^>]*>Voir tous nos coffrets</);
  });
});
