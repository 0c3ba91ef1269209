/**
 * The pages' class attributes stay short (issue 28 goal 4; decision 084): Panda writes hashed
 * class names (panda.config.ts `hash.className`), 5-7 letters, where its readable atomic names
 * averaged 12.3 characters and the longest (the card's hover rules) passed 100. On the results
 * page the class attributes were 60 KB of 152 KB. Checked on the pages with the most markup:
 * results, stay, home, in two markets.
 */
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

/** A hashed Panda class: letters only, `!` for an important declaration. */
const HASHED = /^[A-Za-z]{4,8}!?$/;

async function classTokens(url: string): Promise<{ status: number; tokens: string[]; attrBytes: number; htmlBytes: number }> {
  const res = await SELF.fetch(url, { headers: { "user-agent": BROWSER } });
  const html = await res.text();
  const attrs = [...html.matchAll(/ class="([^"]*)"/g)].map((m) => m[1]!);
  return {
    status: res.status,
    tokens: attrs.flatMap((a) => a.split(/\s+/).filter(Boolean)),
    attrBytes: attrs.reduce((n, a) => n + a.length + 9, 0),
    htmlBytes: html.length,
  };
}

beforeAll(async () => {
  await (await SELF.fetch("http://fr.localhost/search", { headers: { "user-agent": BROWSER } })).text();
});

describe("class names are Panda's short hashes", () => {
  for (const url of ["http://fr.localhost/search?page=2", "http://nl.localhost/search/brugge-c2800931", "http://fr.localhost/", "http://nl.localhost/stay/100447"]) {
    it(url, async () => {
      const page = await classTokens(url);
      expect(page.status).toBe(200);
      expect(page.tokens.length).toBeGreaterThan(200);
      expect(page.tokens.filter((t) => !HASHED.test(t)).slice(0, 5)).toEqual([]);
      // Readable names made this share 0.35-0.40 on the results page.
      expect(page.attrBytes / page.htmlBytes).toBeLessThan(0.3);
    });
  }
});

describe("an offer card carries one class per element (its slot recipe, decision 088)", () => {
  it("keeps each result card's class attributes short: about a third of the atomic classes' 1 KB", async () => {
    for (const url of ["http://fr.localhost/search?page=2", "http://nl.localhost/search/brugge-c2800931"]) {
      const html = await (await SELF.fetch(url, { headers: { "user-agent": BROWSER } })).text();
      const cards = [...html.matchAll(/<article[^>]*data-offer-id[\s\S]*?<\/article>/g)].map((m) => m[0]);
      expect(cards.length, url).toBeGreaterThan(5);
      for (const card of cards) {
        const classBytes = [...card.matchAll(/ class="([^"]*)"/g)].reduce((n, m) => n + m[0].length, 0);
        // 18 atomic classes on the card alone, 1,000-1,100 bytes a card before; the stars keep their own.
        expect(classBytes, url).toBeLessThan(450);
      }
    }
  });
});

describe("the results page's link lists carry one class per element (their slot recipes, decision 089)", () => {
  it("gives every suggestion link and page link one class, where their atomic classes were 4-17", async () => {
    for (const url of ["http://fr.localhost/search?page=2", "http://nl.localhost/search/brugge-c2800931"]) {
      const html = await (await SELF.fetch(url, { headers: { "user-agent": BROWSER } })).text();
      const grid = /<nav[^>]*data-testid="suggestion-links"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
      const pages = /<nav[^>]*data-figure="pageCount"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
      const classes = (part: string) => [...part.matchAll(/ class="([^"]*)"/g)].map((m) => m[1]!);
      expect(classes(grid).length, `${url}: suggestion grid`).toBeGreaterThan(10);
      expect(classes(pages).length, `${url}: pagination`).toBeGreaterThan(2);
      for (const c of [...classes(grid), ...classes(pages)]) expect(c.split(" "), url).toHaveLength(1);
    }
  });
});

describe("stars, the filter bar, the header and the footer carry one class per element (their recipes, decision 090)", () => {
  it("gives every star row, filter pill, menu tab, flow link, tool link and footer link one class", async () => {
    for (const url of ["http://fr.localhost/search?page=2", "http://nl.localhost/search/brugge-c2800931"]) {
      const html = await (await SELF.fetch(url, { headers: { "user-agent": BROWSER } })).text();
      const classOf = (tag: string) => / class="([^"]*)"/.exec(tag)?.[1] ?? "";
      const header = /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? "";
      const footer = /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? "";
      const toolbar = /<div role="toolbar"[\s\S]*?<\/div><\/div>/.exec(html)?.[0] ?? "";
      const groups: Record<string, string[]> = {
        stars: [...html.matchAll(/<span role="img"[^>]*>/g)].map((m) => m[0]).filter((t) => /étoiles|sterren/.test(t)),
        "filter pills": [...toolbar.matchAll(/<button[^>]*>/g)].map((m) => m[0]),
        "menu tabs": [...header.matchAll(/<a[^>]*data-tab=[^>]*>/g)].map((m) => m[0]),
        "flow links": [...header.matchAll(/<a[^>]*(href="\/(search|activities)\?flow=|data-testid="flow-toggle-)[^>]*>/g)].map((m) => m[0]),
        "tool links": [...header.matchAll(/<a[^>]*data-tool=[^>]*>/g)].map((m) => m[0]),
        "footer links": [...footer.matchAll(/<a [^>]*>/g)].map((m) => m[0]),
      };
      for (const [name, tags] of Object.entries(groups)) {
        expect(tags.length, `${url}: ${name}`).toBeGreaterThan(1);
        for (const tag of tags) expect(classOf(tag).split(" "), `${url}: ${name} ${tag.slice(0, 120)}`).toHaveLength(1);
      }
    }
  });
});
