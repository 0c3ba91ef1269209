/**
 * The results page fetches one picture first (issue 28 goal 5, Lighthouse mobile LCP): the first
 * card's picture is eager with fetchpriority high, and React preloads it from the head at that
 * priority; the next two cards (above the fold on a wide screen) are eager at the browser's own
 * priority (React preloads them at that priority); the rest are lazy. With three high-priority preloads a phone, which shows one card, shared its bandwidth
 * between three pictures: LCP 2.08-2.22 s on the fr_FR results pages, 1.54-1.55 s with one
 * (`npm run bench -- --only=lighthouse --lh-runs=3 --pages=search`, session 19).
 */
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

// The workers tests render code-split components through React.lazy (no server preload under
// Vite's module runner, decision 083): a fresh isolate's first results page streams its cards
// after the head. Warm it once so the head holds what a warm worker sends.
beforeAll(async () => {
  await (await SELF.fetch("http://fr.localhost/search", { headers: { "user-agent": BROWSER } })).text();
});

describe("results: one picture is fetched first", () => {
  for (const url of ["http://fr.localhost/search/lyon-c2996944", "http://fr.localhost/search/lyon-c2996944?flow=gifting", "http://nl.localhost/search/brugge-c2800931", "http://fr.localhost/activities"]) {
    it(url, async () => {
      const res = await SELF.fetch(url, { headers: { "user-agent": BROWSER } });
      const html = await res.text();
      expect(res.status).toBe(200);
      const head = html.slice(0, html.indexOf("</head>"));
      // React preloads every eager picture from the head; one only at high priority.
      const preloads = (head.match(/<link rel="preload" as="image"[^>]*>/g) ?? []).filter((l) => l.includes('fetchPriority="high"'));
      expect(preloads).toHaveLength(1);
      const cards = [...html.matchAll(/<article[\s\S]*?<img ([^>]*)>/g)].map((m) => m[1]!).slice(0, 4);
      expect(cards.length).toBe(4);
      expect(cards.map((img) => [/loading="(\w+)"/.exec(img)?.[1], /fetchPriority="(\w+)"/.exec(img)?.[1] ?? null])).toEqual([
        ["eager", "high"],
        ["eager", null],
        ["eager", null],
        ["lazy", null],
      ]);
      expect(preloads[0]).toContain(/srcSet="([^" ]+)/.exec(cards[0]!)![1]!.replaceAll("&amp;", "&").split("?")[0]!);
    });
  }
});

describe("ideas page: its first cards are not lazy (the page's LCP is among them)", () => {
  for (const url of ["http://fr.localhost/ville/lyon-2996944", "http://be.localhost/stad/brugge-2800931?lang=nl"]) {
    it(url, async () => {
      const res = await SELF.fetch(url, { headers: { "user-agent": BROWSER } });
      const html = await res.text();
      expect(res.status).toBe(200);
      const head = html.slice(0, html.indexOf("</head>"));
      expect((head.match(/<link rel="preload" as="image"[^>]*>/g) ?? []).filter((l) => l.includes('fetchPriority="high"'))).toHaveLength(1);
      const cards = [...html.matchAll(/data-testid="idea-card"[^>]*><img ([^>]*)>/g)].map((m) => m[1]!).slice(0, 4);
      expect(cards.map((img) => [/loading="(\w+)"/.exec(img)?.[1], /fetchPriority="(\w+)"/.exec(img)?.[1] ?? null])).toEqual([
        ["eager", "high"],
        ["eager", null],
        ["eager", null],
        ["lazy", null],
      ]);
    });
  }
});
