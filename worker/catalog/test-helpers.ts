/**
 * Helpers for the catalog's worker tests (workerd + D1, vitest.workers.config.ts): call the app
 * exactly as the upstream client does (`catalogApp.fetch(request, env)`), check answers against
 * the contract schemas, find ids by name so tests work on any seed.
 */
import { env } from "cloudflare:workers";
import * as v from "valibot";
import { AutocompleteResponseSchema } from "../../shared/contract/autocomplete-geonames";
import { OffersResponseSchema, type OffersRequest, type OffersResponse } from "../../shared/contract/offers";
import { catalogApp } from "./app";

/** Status, parsed body and elapsed ms of one call. */
export interface Answer {
  status: number;
  body: unknown;
  ms: number;
}

/** Sends a request to the catalog app in-process. */
export async function call(method: "GET" | "POST", path: string, body?: unknown): Promise<Answer> {
  const started = performance.now();
  const init: RequestInit = { method };
  if (body !== undefined) {
    init.body = typeof body === "string" ? body : JSON.stringify(body);
    init.headers = { "content-type": "application/json" };
  }
  const res = await catalogApp.fetch(new Request(`https://catalog.internal${path}`, init), env);
  const text = await res.text();
  const ms = performance.now() - started;
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* keep text */
  }
  return { status: res.status, body: parsed, ms };
}

/** GET that must answer 200 with a body valid for `schema`. */
export async function getValid<S extends v.GenericSchema>(schema: S, path: string): Promise<v.InferOutput<S>> {
  const res = await call("GET", path);
  if (res.status !== 200) throw new Error(`GET ${path} → ${res.status} ${JSON.stringify(res.body)}`);
  return parseOrExplain(schema, res.body, path);
}

/** POST /offers.json that must answer 200 with a valid OffersResponse. */
export async function offers(body: Partial<OffersRequest> & Record<string, unknown>): Promise<OffersResponse> {
  const res = await call("POST", "/offers.json", { locale: "fr_FR", ...body });
  if (res.status !== 200) throw new Error(`POST /offers.json → ${res.status} ${JSON.stringify(res.body)}`);
  return parseOrExplain(OffersResponseSchema, res.body, "/offers.json");
}

function parseOrExplain<S extends v.GenericSchema>(schema: S, body: unknown, what: string): v.InferOutput<S> {
  const r = v.safeParse(schema, body);
  if (!r.success) {
    const issues = r.issues.slice(0, 5).map((i) => `${(i.path ?? []).map((p) => String((p as { key?: unknown }).key)).join(".")}: ${i.message}`);
    throw new Error(`${what} answer does not match the contract: ${issues.join("; ")}`);
  }
  return r.output;
}

/** Id of the first autocomplete suggestion of `category` for `term`. */
export async function placeId(term: string, category = "city", locale = "fr_FR"): Promise<number> {
  const list = await getValid(AutocompleteResponseSchema, `/autocomplete-geonames.json?locale=${locale}&term=${encodeURIComponent(term)}`);
  const hit = list.find((s) => s.category === category);
  if (!hit) throw new Error(`No ${category} found for '${term}'`);
  return hit.id;
}

/** A date `days` from today, 'YYYY-MM-DD' (UTC calendar; tests keep a margin of days). */
export function inDays(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Median of numbers. */
export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}
