/**
 * `POST /api/consent`: stores the visitor's cookie choice (shared/consent.ts; spec 001 §2 Footer
 * "cookie-preferences link"; decision 077). Body JSON `{ measurement: boolean, experiments: boolean }`.
 *
 * Answers 204 with `consent` set (Path=/, SameSite=Lax, Secure over https, CONSENT_MAX_AGE_DAYS; not
 * HttpOnly: the page's tracking queue reads it). What a refusal takes back at once: `exp` (the
 * experiment assignment) is expired when experiments are refused, the analytics cookies a tag
 * manager may have written (`_ga`, `_ga_*`) when measurement is. 400 `{ error }` for a body that is
 * not that JSON, 403 for a request from another site (an `Origin` that is not this one: nobody else
 * may grant consent for the visitor), 415 for another content type (a cross-site form cannot send
 * JSON without the browser asking first). Never cached.
 */
import { Hono } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import { cookieOf, cookiesOf } from "../middleware/cookies";
import * as v from "valibot";
import { CONSENT_COOKIE, CONSENT_MAX_AGE_DAYS, serializeConsent } from "../../shared/consent";
import type { AppEnv } from "../env";

const ConsentBody = v.strictObject({ measurement: v.boolean(), experiments: v.boolean() });

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", "cache-control": "no-store" } });

export const consentApp = new Hono<AppEnv>();

consentApp.post("/", async (c) => {
  const url = new URL(c.req.url);
  const origin = c.req.header("origin");
  if (origin && origin !== url.origin) return json(403, { error: "Consent is given on the shop's own pages" });
  if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("application/json")) return json(415, { error: "Send JSON: { measurement: boolean, experiments: boolean }" });
  const text = await c.req.text().catch(() => "");
  if (text.length > 1024) return json(400, { error: "Request body too large" });
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return json(400, { error: "Request body is not valid JSON" });
  }
  const checked = v.safeParse(ConsentBody, data);
  if (!checked.success) return json(400, { error: "Expected { measurement: boolean, experiments: boolean }" });
  const consent = checked.output;
  const secure = url.protocol === "https:";
  setCookie(c, CONSENT_COOKIE, serializeConsent(consent), { path: "/", secure, sameSite: "Lax", maxAge: CONSENT_MAX_AGE_DAYS * 86_400 });
  if (!consent.experiments && cookieOf(c, "exp") !== undefined) deleteCookie(c, "exp", { path: "/", secure });
  if (!consent.measurement) {
    for (const name of Object.keys(cookiesOf(c))) if (name === "_ga" || name.startsWith("_ga_")) deleteCookie(c, name, { path: "/", secure });
  }
  c.header("cache-control", "no-store");
  return c.body(null, 204);
});

consentApp.all("/", () => json(405, { error: "POST only" }));
