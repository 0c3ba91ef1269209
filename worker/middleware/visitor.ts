/**
 * Visitor cookies (spec 000 §7 "Tracking ids from query parameters ... are stored; cookie
 * lastLanguage is set"), the visitor id, feature flags and experiment assignment (shared/flags.ts).
 *
 * Query parameters referral, clickid, affiliateid and subscriptionid are kept 30 days in cookies
 * trk_referral, trk_clickid, trk_affiliateid, trk_subscriptionid (HttpOnly: only the server reads
 * them). `vid` is a random visitor id (1 year), `exp` the experiment assignment, `lastLanguage`
 * the language of the point of sale served (1 year; the Belgian splash reads it).
 */
import { createMiddleware } from "hono/factory";
import { getCookie, setCookie } from "hono/cookie";
import { assignExperiments, parseExperimentList, readFlags, serializeExperiments } from "#shared/flags";
import type { AppEnv } from "../env";
import { LAST_LANGUAGE_COOKIE } from "./point-of-sale";

export const TRACKING_PARAMS = ["referral", "clickid", "affiliateid", "subscriptionid"] as const;
const TRACKING_VALUE = /^[A-Za-z0-9._~-]{1,128}$/;
const DAY = 86_400;

export const visitor = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  const secure = url.protocol === "https:";
  const base = { path: "/", secure, sameSite: "Lax" as const };

  let vid = getCookie(c, "vid");
  const newVisitor = !vid || !/^[a-f0-9-]{36}$/.test(vid);
  if (newVisitor) vid = crypto.randomUUID();
  c.set("visitorId", vid!);
  c.set("flags", readFlags(c.env as unknown as Record<string, unknown>));

  const stored = parseExperimentList(getCookie(c, "exp"));
  const forced = parseExperimentList(url.searchParams.get("exp"));
  const experiments = assignExperiments({ visitorId: vid!, pointOfSale: c.var.market.pointOfSale, stored, forced });
  c.set("experiments", experiments);

  await next();

  // Cookies only on pages, not on API or asset responses.
  if (!(c.res.headers.get("content-type") ?? "").includes("text/html")) return;
  if (newVisitor) setCookie(c, "vid", vid!, { ...base, httpOnly: true, maxAge: 365 * DAY });
  const expValue = serializeExperiments(experiments);
  if (getCookie(c, "exp") !== expValue) setCookie(c, "exp", expValue, { ...base, httpOnly: true, maxAge: 90 * DAY });
  for (const name of TRACKING_PARAMS) {
    const value = url.searchParams.get(name);
    if (value && TRACKING_VALUE.test(value)) setCookie(c, `trk_${name}`, value, { ...base, httpOnly: true, maxAge: 30 * DAY });
  }
  const language = c.var.market.pointOfSale;
  if (getCookie(c, LAST_LANGUAGE_COOKIE) !== language && !c.var.care) {
    setCookie(c, LAST_LANGUAGE_COOKIE, language, { ...base, maxAge: 365 * DAY });
  }
});
