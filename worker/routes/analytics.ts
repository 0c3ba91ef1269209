/**
 * `/api/analytics/ga/collect/:pos`: the storefront's analytics beacon (spec 000 §7 "Analytics
 * beacon POST {endpoint}/analytics/ga/collect/{pos}", §9 retries on the browser's side:
 * client/shop/analytics-beacon.ts; docs/decisions/042).
 *
 * The browser posts to its own worker (same origin: no CSP entry, no third-party cookie); the
 * worker checks the body (shared/contract/analytics.ts), drops the shopper-behaviour events on the
 * customer-care host (decision 029, in case a page sent them), then hands the beacon to the
 * analytics endpoint: `ANALYTICS_ENDPOINT` when set (POST {endpoint}/analytics/ga/collect/{pos},
 * in the background, 3 s timeout, failures logged), else the embedded catalog, which keeps
 * nothing. Without the visitor's measurement consent (the `consent` cookie, shared/consent.ts,
 * decision 077) a beacon is checked and then dropped: nothing is handed on. Answers 204 at once; 400 `{ error, issues? }` for an unknown point of sale or a bad body,
 * 413 over 16 KB, 404/405 for other paths and methods. Never cached.
 */
import { Hono } from "hono";
import * as v from "valibot";
import { AnalyticsBeaconSchema, ANALYTICS_MAX_BODY_BYTES, SHOPPER_EVENT_NAMES } from "../../shared/contract/analytics";
import { toIssues } from "../../shared/contract/common";
import { isPointOfSale } from "../../shared/markets";
import { catalogApp } from "../catalog/app";
import type { AppEnv } from "../env";
import { readBody } from "./api";

/** How long the worker waits for the analytics endpoint, ms (in the background: the page never waits). */
const FORWARD_TIMEOUT_MS = 3000;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", "cache-control": "no-store" } });

export const analyticsApp = new Hono<AppEnv>();

analyticsApp.post("/ga/collect/:pos", async (c) => {
  const pos = c.req.param("pos");
  if (!isPointOfSale(pos)) return json(400, { error: `Unknown point of sale ${pos.slice(0, 20)}`, issues: [{ path: "pos", message: "must be a point of sale such as fr_FR" }] });
  const read = await readBody(c.req.raw, ANALYTICS_MAX_BODY_BYTES);
  if (read === "too-large") return json(413, { error: `Request body larger than ${ANALYTICS_MAX_BODY_BYTES} bytes` });
  if (read === "unreadable") return json(400, { error: "Request body could not be read" });
  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(read));
  } catch {
    return json(400, { error: "Request body is not valid JSON" });
  }
  const checked = v.safeParse(AnalyticsBeaconSchema, data);
  if (!checked.success) {
    const issues = toIssues(checked.issues);
    return json(400, { error: `Invalid analytics beacon: ${issues[0] ? `${issues[0].path} ${issues[0].message}` : "malformed"}`, issues });
  }
  const beacon = checked.output;
  if (c.var.consent?.measurement !== true) return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
  const events = c.var.care ? beacon.events.filter((e) => !(SHOPPER_EVENT_NAMES as readonly string[]).includes(e.name)) : beacon.events;
  if (events.length === 0) return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
  const body = JSON.stringify({ ...beacon, events });
  const path = `/analytics/ga/collect/${pos}`;
  const init = { method: "POST", body, headers: { "content-type": "application/json" } };
  const endpoint = c.env.ANALYTICS_ENDPOINT?.trim().replace(/\/+$/, "");
  if (endpoint) {
    const send = fetch(`${endpoint}${path}`, { ...init, signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS) }).then((res) => {
      if (!res.ok) console.warn("analytics endpoint answered", res.status);
    });
    c.executionCtx.waitUntil(send.catch((err: unknown) => console.warn("analytics endpoint failed", err instanceof Error ? err.message : String(err))));
  } else {
    // In-process and quick: awaited, so a refusal is logged with the request.
    const res = await catalogApp.fetch(new Request(`https://catalog.internal${path}`, init), c.env);
    if (res.status !== 204) console.warn("analytics: catalog answered", res.status);
  }
  return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
});

analyticsApp.all("/ga/collect/:pos", () => json(405, { error: "POST only" }));
analyticsApp.all("/*", (c) => json(404, { error: `Unknown analytics path ${c.req.path.slice(0, 100)}` }));
