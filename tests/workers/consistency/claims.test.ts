/**
 * What the shop's own texts promise, checked against what the pages they link to show (DESIGN.md
 * habit 8: "when a text promises something, derive it from the rule or test it against the rule";
 * decision 086). In all six markets, on the server-rendered booking home:
 * - every "-N %" of the flash-sale block, the announcement banner and the promo bar is the highest
 *   promo the linked search (`/search#sort=promo`) shows: the first card of offers.json by promo;
 * - every flash card "from {price} for two" names the price of the first card of its linked
 *   theme's search sorted by price (offers.json, themeIds, priceAsc), as the card shows it
 *   (shared/money.ts formatListPrice).
 * - every box card of the CMS box blocks (booking home, gifting home) opens a box page that sells
 *   it at the card's price (figure sellPrice of both);
 * - the reply time the home's USP block and the footer promise is the market's settings
 *   (replyWithinHours, the settings table).
 * The seed derives these texts and cards from the catalog (scripts/seed/cms/flash-figures.ts,
 * documents.ts `boxes`); this file reads them as the shopper does, so hand-written numbers in the
 * copy fail here.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { PointOfSale } from "../../../shared/markets";
import { formatListPrice } from "../../../shared/money";
import { api, Disagreements, figure, MARKETS, visit } from "./screens";

interface Card { id: number; sellPrice: number; promo: number }
interface OffersAnswer { exactMatch: { mainPackage: Card }[] }

/** The first card of the booking search with `extra` criteria (no location, no dates, 2 adults). */
async function firstCard(pos: PointOfSale, extra: Record<string, unknown>): Promise<Card | undefined> {
  const r = await api<OffersAnswer>(pos, "/api/offers.json", { pagination: { page: 0, limit: 20 }, ...extra });
  return r.exactMatch[0]?.mainPackage;
}

/** The outer HTML of the first element opened by `marker` (a tag attribute) up to its closing tag `tag`. */
function block(html: string, marker: string, tag: string): string {
  const at = html.indexOf(marker);
  if (at < 0) return "";
  const start = html.lastIndexOf(`<${tag}`, at);
  const end = html.indexOf(`</${tag}>`, at);
  return html.slice(start, end < 0 ? undefined : end + tag.length + 3);
}

/** Every "-N %" percent a text states (any space before %, including no-break ones). */
function percents(text: string): number[] {
  return [...text.replace(/<[^>]+>/g, " ").matchAll(/-(\d{1,2})\s?%/gu)].map((m) => Number(m[1]));
}

describe("the flash sale's texts state what its links show (decision 086)", () => {
  it("'up to -N %' is the highest promo of /search#sort=promo, and each card's 'from' price its theme's cheapest card, in six markets", async () => {
    const d = new Disagreements();
    for (const pos of MARKETS) {
      const { status, text } = await visit(pos, "/");
      expect(status, pos).toBe(200);
      const top = await firstCard(pos, { orderBy: "promo" });
      const jumbotron = block(text, 'data-testid="countdown"', "section");
      const places: [string, string][] = [
        ["flash block", jumbotron],
        ["announcement banner", block(text, 'data-testid="announcement-banner"', "div")],
        ["promo bar", block(text, 'data-testid="promo-bar"', "div")],
      ];
      for (const [where, html] of places) {
        const stated = percents(html);
        expect(stated.length, `${pos} ${where} states a promo`).toBeGreaterThan(0);
        for (const n of stated) d.check("highest promo", pos, where, where, n, "first card of /search#sort=promo", top?.promo);
      }
      const cards = [...jumbotron.matchAll(/<a [^>]*href="([^"]*#theme=(\d+)[^"]*)"[^>]*>([\s\S]*?)<\/a>/g)];
      expect(cards.length, `${pos} flash cards`).toBe(3);
      for (const [, , theme, inner] of cards) {
        const cheapest = await firstCard(pos, { orderBy: "priceAsc", searchCriterias: { filters: { offer: { categories: { themeIds: [Number(theme)] } } } } });
        const shown = inner!.replace(/<[^>]+>/g, " ");
        const price = cheapest ? formatListPrice(cheapest.sellPrice, pos) : undefined;
        d.check(`'from' price of theme ${theme}`, pos, `card ${theme}`, "flash card", price !== undefined && shown.includes(price) ? 1 : 0, `first card by price (${price})`, 1);
      }
    }
    d.assertNone(6 * 6);
  });
});

describe("the CMS box cards sell what their box pages sell (decision 086)", () => {
  it("every box card of the booking and gifting homes links to a box page with the card's price, in six markets", async () => {
    const d = new Disagreements();
    for (const pos of MARKETS) {
      for (const home of ["/", "/?flow=gifting"]) {
        const { text } = await visit(pos, home);
        const boxes = block(text, 'data-block="boxes"', "section");
        const cards = [...boxes.matchAll(/<article[\s\S]*?<\/article>/g)].map((m) => m[0]);
        expect(cards.length, `${pos} ${home} box cards`).toBeGreaterThanOrEqual(4);
        for (const card of cards) {
          const href = /href="([^"]+)"/.exec(card)?.[1]?.replaceAll("&amp;", "&");
          const page = href?.startsWith("/boxes/p/") ? await visit(pos, href) : null;
          d.check("box price", pos, href ?? "(no link)", `${home} box card`, figure(card, "sellPrice"), "box page", page ? figure(page.text, "sellPrice") : undefined);
        }
      }
    }
    d.assertNone(6 * 2 * 4);
  });
});

describe("a promised reply time is the settings' (decision 088 'texts written once', spec 001 §10 replyWithinHours)", () => {
  it("the booking home's USP names the hours the footer names, which are the market's settings, in six markets", async () => {
    const d = new Disagreements();
    for (const pos of MARKETS) {
      const [row] = (await env.DB.prepare("SELECT value FROM settings WHERE locale = ?1 AND key = 'reply_within_hours'").bind(pos).all<{ value: string }>()).results;
      const hours = Number(row?.value);
      expect(hours, pos).toBeGreaterThan(0);
      const { text } = await visit(pos, "/");
      const usp = block(text, 'data-block="mainUsp"', "section").replace(/<[^>]+>/g, " ");
      const footer = block(text, "<footer", "footer").replace(/<[^>]+>/g, " ");
      const stated = (html: string) => [...html.matchAll(/(?<![\d:.,])(\d+)\s*(?:h|horas?|ore|uur)\b/giu)].map((m) => Number(m[1]));
      for (const [where, html] of [["USP block", usp], ["footer", footer]] as const) {
        const numbers = stated(html);
        expect(numbers.length, `${pos} ${where} states a reply time`).toBeGreaterThan(0);
        for (const n of numbers) d.check("reply hours", pos, where, where, n, "settings replyWithinHours", hours);
      }
    }
    d.assertNone(6 * 2);
  });
});
