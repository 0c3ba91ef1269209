/**
 * Visitor cookies (spec 000 §7 "Tracking ids from query parameters ... are stored; cookie
 * lastLanguage is set"), the visitor id, feature flags and experiment assignment (shared/flags.ts).
 *
 * Query parameters referral, clickid, affiliateid and subscriptionid are kept 30 days in cookies
 * trk_referral, trk_clickid, trk_affiliateid, trk_subscriptionid. `vid` is a random visitor id
 * (1 year), `exp` the experiment assignment (90 days), `lastLanguage` the point of sale served
 * (1 year; the Belgian splash and point-of-sale middleware read it). On the Belgian host
 * lastLanguage is only set when the visitor chooses a language (splash card or language switch,
 * worker/middleware/splash.ts), never from a guess (Accept-Language, default). On the customer-care host,
 * `?pos=` is remembered in `care_pos` (30 days).
 *
 * Cookie attributes (issue 3 "Headers"): every cookie is HttpOnly, because only the server reads
 * them (the browser gets experiments from the page's meta tag and never reads lastLanguage;
 * docs/decisions note in the issue report), Secure when the request came over https, Path=/,
 * SameSite=Lax for the shop's cookies (a visitor following a link from another site keeps their
 * language and visitor id) and SameSite=Strict for the customer-care ones.
 *
 * Consent (shared/consent.ts, decision 077): lastLanguage, vid, the tracking ids and the care
 * cookies are necessary (the spec sets and stores them; vid owns carts). Experiments need the
 * `experiments` category: without it no variant is drawn (control, unless `?exp=` forces one for
 * that request or an `exp` kept from an earlier consent names one) and `exp` is never written.
 */
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { setCookie } from "hono/cookie";
import { cookieOf } from "./cookies";
import { CONSENT_COOKIE, parseConsent } from "#shared/consent";
import { assignExperiments, parseExperimentList, readFlags, serializeExperiments } from "#shared/flags";
import { isPointOfSale, type PointOfSale } from "#shared/markets";
import type { AppEnv } from "../env";
import { CARE_POS_COOKIE, LAST_LANGUAGE_COOKIE } from "./point-of-sale";

export const TRACKING_PARAMS = ["referral", "clickid", "affiliateid", "subscriptionid"] as const;
const TRACKING_VALUE = /^[A-Za-z0-9._~-]{1,128}$/;
const VISITOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const DAY = 86_400;

/** The visitor id of a `vid` cookie value: a lowercase UUID, else undefined (a new one is drawn). */
export function readVisitorId(raw: string | undefined): string | undefined {
  return raw && VISITOR_ID.test(raw) ? raw : undefined;
}

/** A tracking id from the query (`?referral=` …): 1-128 URL-safe characters, else undefined. */
export function readTrackingValue(raw: string | null | undefined): string | undefined {
  return raw && TRACKING_VALUE.test(raw) ? raw : undefined;
}

/** Sets lastLanguage (1 year, HttpOnly, SameSite=Lax, Secure on https) on the response being built. */
export function setLastLanguage(c: Context<AppEnv>, pointOfSale: PointOfSale): void {
  const secure = new URL(c.req.url).protocol === "https:";
  setCookie(c, LAST_LANGUAGE_COOKIE, pointOfSale, { path: "/", secure, httpOnly: true, sameSite: "Lax", maxAge: 365 * DAY });
}

export const visitor = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  const secure = url.protocol === "https:";
  const base = { path: "/", secure, httpOnly: true, sameSite: "Lax" as "Lax" | "Strict" };

  const known = readVisitorId(cookieOf(c, "vid"));
  const newVisitor = !known;
  const vid = known ?? crypto.randomUUID();
  c.set("visitorId", vid);
  c.set("flags", readFlags(c.env as unknown as Record<string, unknown>));

  const consent = parseConsent(cookieOf(c, CONSENT_COOKIE));
  c.set("consent", consent);
  const experimentsAllowed = consent?.experiments === true;
  const stored = parseExperimentList(cookieOf(c, "exp"));
  const forced = parseExperimentList(url.searchParams.get("exp"));
  const experiments = assignExperiments({ visitorId: vid, pointOfSale: c.var.market.pointOfSale, stored, forced, drawn: experimentsAllowed });
  c.set("experiments", experiments);

  await next();

  // Cookies only on pages, not on API or asset responses.
  if (!(c.res.headers.get("content-type") ?? "").includes("text/html")) return;
  if (newVisitor) setCookie(c, "vid", vid, { ...base, maxAge: 365 * DAY });
  const expValue = serializeExperiments(experiments);
  if (experimentsAllowed && cookieOf(c, "exp") !== expValue) setCookie(c, "exp", expValue, { ...base, maxAge: 90 * DAY });
  for (const name of TRACKING_PARAMS) {
    const value = readTrackingValue(url.searchParams.get(name));
    if (value) setCookie(c, `trk_${name}`, value, { ...base, maxAge: 30 * DAY });
  }
  const pointOfSale = c.var.market.pointOfSale;
  if (c.var.care) {
    const asked = url.searchParams.get("pos");
    if (isPointOfSale(asked) && cookieOf(c, CARE_POS_COOKIE) !== asked) {
      setCookie(c, CARE_POS_COOKIE, asked, { ...base, sameSite: "Strict", maxAge: 30 * DAY });
    }
  } else if (!c.var.belgianHost && cookieOf(c, LAST_LANGUAGE_COOKIE) !== pointOfSale) {
    setLastLanguage(c, pointOfSale);
  }
});
