/**
 * The consistency suite's common parts (issue 25 "one truth on every screen"; DESIGN.md habit 8).
 *
 * The suite walks a deterministic sample of the seeded catalog in each of the six markets and
 * compares the figure a shopper sees on every screen that shows it: search card, product page,
 * gift drawer and setup, quote, booking summary, suggestion links, heading, pagination, care
 * buckets. Screens are read as the shopper gets them: server-rendered HTML (through the real
 * worker, in-process) and the JSON the browser reads.
 *
 * Convention: an element that shows a figure carries `data-figure="<name>"` and, for money,
 * `data-cents="<integer cents>"` (counts: `data-count`). Names are the spec's terms: `sellPrice`,
 * `refPrice`, `promo`, `perPersonPrice`, `perPersonRefPrice`, `total`, `offersCount` ... The
 * screens render these attributes from the same value they format, so a test reads the number,
 * not a localised string.
 *
 * `Disagreements` collects every mismatch of a run and fails once with all of them, each naming
 * the screen pair, the market, the id and both figures.
 */
import { expect } from "vitest";
import { POINTS_OF_SALE, type PointOfSale } from "../../../shared/markets";
import { callWorker, type FakeUpstream } from "../fake-upstream";

/** Host and cookie that reach each point of sale (Belgium: one host, lastLanguage picks). */
export const MARKET_ENTRY: Record<PointOfSale, { host: string; cookie: string }> = {
  es_ES: { host: "es.localhost", cookie: "" },
  fr_FR: { host: "fr.localhost", cookie: "" },
  fr_BE: { host: "be.localhost", cookie: "lastLanguage=fr" },
  nl_BE: { host: "be.localhost", cookie: "lastLanguage=nl" },
  nl_NL: { host: "nl.localhost", cookie: "" },
  it_IT: { host: "it.localhost", cookie: "" },
};

export const MARKETS = POINTS_OF_SALE;

/**
 * Calls the worker as a browser of `pos` would: `path` starts with "/"; `init` as fetch's.
 * Returns status and body text. Extra cookies are appended to the market's own.
 */
export async function visit(
  pos: PointOfSale,
  path: string,
  init: Omit<RequestInit, "headers"> & { headers?: Record<string, string> } = {},
  upstream: FakeUpstream | null = null,
): Promise<{ status: number; text: string; headers: Headers }> {
  const entry = MARKET_ENTRY[pos];
  const cookie = [entry.cookie, init.headers?.cookie ?? ""].filter(Boolean).join("; ");
  const headers: Record<string, string> = { ...(init.headers ?? {}), ...(cookie ? { cookie } : {}) };
  const { res, text } = await callWorker(`http://${entry.host}${path}`, upstream, {}, { ...init, headers });
  return { status: res.status, text, headers: res.headers };
}

/** POSTs JSON to the worker's API for `pos` and parses the answer (throws on a non-2xx). */
export async function api<T>(pos: PointOfSale, path: string, body?: unknown): Promise<T> {
  const init = body === undefined ? {} : { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } };
  const { status, text } = await visit(pos, path, init);
  if (status < 200 || status >= 300) throw new Error(`${pos} ${path}: ${status} ${text.slice(0, 200)}`);
  return JSON.parse(text) as T;
}

/**
 * A deterministic sample of `n` items of `items` (same order in, same sample out): an evenly
 * spaced pick, so it spreads over the catalog's order (ids, price, destination) instead of its
 * first page. Fewer items than `n`: all of them.
 */
export function sample<T>(items: readonly T[], n: number): T[] {
  if (items.length <= n) return [...items];
  const step = items.length / n;
  return Array.from({ length: n }, (_, i) => items[Math.floor(i * step)]!);
}

/** One figure as a screen shows it: read from `data-figure` (+ `data-cents` / `data-count`). */
export interface Figure {
  name: string;
  value: number;
}

/**
 * Every figure in `html`, in document order: any tag with `data-figure="name"` and a numeric
 * `data-cents` or `data-count` attribute (either order). Cut `html` first to read one part of a
 * page (e.g. one card).
 */
export function figures(html: string): Figure[] {
  const out: Figure[] = [];
  const tag = /<[a-z][^>]*\bdata-figure="([^"]+)"[^>]*>/gi;
  for (const match of html.matchAll(tag)) {
    const value = /\bdata-(?:cents|count)="(-?\d+)"/.exec(match[0]);
    if (value) out.push({ name: match[1]!, value: Number(value[1]) });
  }
  return out;
}

/** The first figure called `name` in `html`, or undefined. */
export function figure(html: string, name: string): number | undefined {
  return figures(html).find((f) => f.name === name)?.value;
}

/** Collects disagreements between screens; `assertNone()` fails once, listing them all. */
export class Disagreements {
  private readonly found: string[] = [];
  private compared = 0;

  /**
   * Records that `screenA` and `screenB` show `what` for `id` in `pos` as `a` and `b`; a
   * mismatch (or a missing figure: undefined) is kept with both figures.
   */
  check(what: string, pos: PointOfSale, id: string | number, screenA: string, a: number | undefined, screenB: string, b: number | undefined): void {
    this.compared++;
    if (a === undefined || b === undefined || a !== b) {
      this.found.push(`${what} of ${id} in ${pos}: ${screenA} shows ${a ?? "nothing"}, ${screenB} shows ${b ?? "nothing"}`);
    }
  }

  /** How many comparisons were made (a suite that compared nothing proves nothing). */
  get count(): number {
    return this.compared;
  }

  /** Fails with every disagreement found (at most 40 listed), or when nothing was compared. */
  assertNone(minComparisons = 1): void {
    expect(this.compared, "comparisons made").toBeGreaterThanOrEqual(minComparisons);
    expect(this.found.slice(0, 40), `${this.found.length} disagreements`).toEqual([]);
  }
}
