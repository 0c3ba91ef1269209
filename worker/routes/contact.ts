/**
 * `/api/contact`: the contact form's endpoint (spec 001 §2 "Contact and help page", §4, §5, §7
 * "POST external customer-relationship intake"; docs/decisions/027-contact-and-captcha.md).
 *
 *   GET  /api/contact/challenge  → 200 altcha challenge JSON (no-store); with Turnstile 200
 *                                  `{ provider: "turnstile", siteKey }` (503 without TURNSTILE_SITE_KEY),
 *                                  503 when no captcha secret is configured
 *   POST /api/contact            JSON object: contact_reason, Booking_ID__c, name, email, phone,
 *                                description (shared/contact-form.ts) and `captcha` (the token)
 *     403 cross-site form post (Origin / Sec-Fetch-Site, hono/csrf); 415 a body not sent as
 *         application/json (which a browser only sends cross-site after a preflight, never granted)
 *     413 body over 16 KB; 400 not a JSON object
 *     429 over the rate limit (CONTACT_RATE_LIMIT "max/seconds" per client address, else per
 *         visitor; default 10 per 600 s), with Retry-After
 *     400 `{ error, fields: { name: "contact.error.textOnly", … } }` for invalid fields
 *     400 `{ error, fields: { captcha: "contact.error.captcha" }, captcha: "missing" }`, 403 with
 *         captcha "invalid" | "expired" | "replayed"; 503 captcha not configured or unreachable.
 *         The customer-care host skips the captcha (spec 001 §6).
 *     502 the configured CRM intake failed
 *     201 `{ ok: true, redirect: "/contact?ref=contact_thank_you" }` once the message is with the
 *         intake: CONTACT_INTAKE_URL (form-encoded POST with orgid, status New, type, request
 *         subtype, origin, country code, retURL and the fields) or, with it unset, the embedded
 *         default's table contact_submissions (migration 0007).
 * Every answer is JSON and `Cache-Control: no-store`.
 */
import { Hono, type Context } from "hono";
import { csrf } from "hono/csrf";
import { HTTPException } from "hono/http-exception";
import { contactThankYouPath } from "#shared/contact-routes";
import { validateContactForm, type ContactForm } from "#shared/contact-form";
import type { AppEnv, Bindings } from "../env";
import { readBody } from "./api";
import { captchaProvider, newChallenge, verifyCaptcha } from "./contact-captcha";

const MAX_BODY_BYTES = 16 * 1024;
/** Default rate limit: 10 posts per client address and 10 minutes (households and offices share one address). */
export const DEFAULT_RATE = { max: 10, seconds: 600 } as const;

/** CONTACT_RATE_LIMIT "max/seconds" (e.g. "5/600"); anything else → the default. */
export function rateLimitOf(setting: string | undefined): { max: number; seconds: number } {
  const m = /^(\d{1,4})\/(\d{1,6})$/.exec(setting ?? "");
  if (!m) return { ...DEFAULT_RATE };
  const max = Number(m[1]);
  const seconds = Number(m[2]);
  return max > 0 && seconds > 0 ? { max, seconds } : { ...DEFAULT_RATE };
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Counts one submission for `key` in the current fixed window and tells whether it is within the
 * limit; one atomic upsert in D1 (works the same under wrangler dev, the tests and the edge).
 * Returns the seconds until the window ends for Retry-After.
 */
export async function takeRateLimit(db: D1Database, key: string, limit: { max: number; seconds: number }, now = Date.now()): Promise<{ ok: boolean; retryAfter: number }> {
  const seconds = Math.floor(now / 1000);
  const windowStart = seconds - (seconds % limit.seconds);
  const row = await db
    .prepare("INSERT INTO contact_rate (key, window_start, count) VALUES (?, ?, 1) ON CONFLICT (key, window_start) DO UPDATE SET count = count + 1 RETURNING count")
    .bind(key, windowStart)
    .first<{ count: number }>();
  return { ok: (row?.count ?? 1) <= limit.max, retryAfter: windowStart + limit.seconds - seconds };
}

function json(c: Context<AppEnv>, body: unknown, status: 200 | 201 | 400 | 403 | 404 | 413 | 415 | 429 | 502 | 503, headers: Record<string, string> = {}) {
  return c.json(body, status, { "Cache-Control": "no-store", ...headers });
}

/** The intake of a configured CRM (web-to-case form post); throws on a failure. */
async function postToIntake(env: Bindings, url: string, fields: Record<string, string>): Promise<void> {
  const body = new URLSearchParams({ orgid: env.CONTACT_INTAKE_ORGID ?? "", ...fields });
  const res = await fetch(url, { method: "POST", body, signal: AbortSignal.timeout(5000), redirect: "manual" });
  if (res.status >= 400) throw new Error(`intake answered ${res.status}`);
}

/** Stores the message where the intake setting says; throws on a failure. */
async function deliver(c: Context<AppEnv>, form: ContactForm, retUrl: string): Promise<void> {
  const market = c.var.market;
  const origin = c.var.care ? "customer-care" : "web";
  if (c.env.CONTACT_INTAKE_URL) {
    await postToIntake(c.env, c.env.CONTACT_INTAKE_URL, {
      status: "New",
      type: form.requestType,
      requestSubtype: form.requestSubtype,
      origin,
      countryCode: market.country,
      retURL: retUrl,
      contact_reason: form.contact_reason,
      Booking_ID__c: form.Booking_ID__c,
      name: form.name,
      email: form.email,
      phone: form.phone,
      description: form.description,
    });
    return;
  }
  await c.env.DB.prepare(
    `INSERT INTO contact_submissions (created_at, status, point_of_sale, country_code, origin, ret_url, contact_reason, request_type, request_subtype, booking_id, name, email, phone, description, visitor_id)
     VALUES (?, 'New', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
    .bind(new Date().toISOString(), market.pointOfSale, market.country, origin, retUrl, form.contact_reason, form.requestType, form.requestSubtype, form.Booking_ID__c, form.name, form.email, form.phone, form.description, c.var.visitorId)
    .run();
}

const csrfCheck = csrf();

export const contactApp = new Hono<AppEnv>();

contactApp.get("/challenge", async (c) => {
  if (captchaProvider(c.env) === "turnstile") {
    // The browser renders Cloudflare's widget with the public site key (decision 027).
    if (!c.env.TURNSTILE_SITE_KEY) return json(c, { error: "Captcha is not configured (TURNSTILE_SITE_KEY)" }, 503);
    return json(c, { provider: "turnstile", siteKey: c.env.TURNSTILE_SITE_KEY }, 200);
  }
  const challenge = await newChallenge(c.env);
  if (!challenge) return json(c, { error: "Captcha is not configured (CAPTCHA_SECRET)" }, 503);
  return json(c, challenge, 200);
});

contactApp.post("/", async (c, next) => {
  try {
    await csrfCheck(c, next);
  } catch (err) {
    if (err instanceof HTTPException && err.status === 403) return json(c, { error: "The contact form accepts same-origin requests only" }, 403);
    throw err;
  }
});

contactApp.post("/", async (c) => {
  const ip = c.req.header("cf-connecting-ip") ?? null;
  const limit = rateLimitOf(c.env.CONTACT_RATE_LIMIT);
  const key = await sha256Hex(ip ? `ip:${ip}` : `vid:${c.var.visitorId}`);
  const rate = await takeRateLimit(c.env.DB, key, limit);
  if (!rate.ok) return json(c, { error: "Too many messages, try again later", retryAfter: rate.retryAfter }, 429, { "Retry-After": String(rate.retryAfter) });
  // Old windows go in the background; they only cost storage.
  c.executionCtx.waitUntil(c.env.DB.prepare("DELETE FROM contact_rate WHERE window_start < ?").bind(Math.floor(Date.now() / 1000) - 86_400).run().catch(() => undefined));

  if (!/^application\/json\b/i.test(c.req.header("content-type") ?? "")) return json(c, { error: "Send the form as application/json" }, 415);
  const raw = await readBody(c.req.raw, MAX_BODY_BYTES);
  if (raw === "too-large") return json(c, { error: `Body over ${MAX_BODY_BYTES} bytes` }, 413);
  let input: unknown;
  try {
    input = raw === "unreadable" ? undefined : JSON.parse(new TextDecoder().decode(raw));
  } catch {
    input = undefined;
  }
  if (!input || typeof input !== "object" || Array.isArray(input)) return json(c, { error: "Body must be a JSON object" }, 400);

  const result = validateContactForm(input);
  if (!result.ok) return json(c, { error: "Invalid contact form", fields: result.errors }, 400);

  if (!c.var.care) {
    const token = (input as { captcha?: unknown }).captcha;
    const captcha = await verifyCaptcha(c.env, typeof token === "string" ? token : undefined, ip);
    if (!captcha.ok) {
      const status = captcha.reason === "missing" ? 400 : captcha.reason === "unconfigured" || captcha.reason === "unreachable" ? 503 : 403;
      return json(c, { error: `Captcha ${captcha.reason}`, captcha: captcha.reason, fields: { captcha: "contact.error.captcha" } }, status);
    }
  }

  const redirect = contactThankYouPath(c.var.market.language);
  try {
    await deliver(c, result.form, new URL(redirect, c.req.url).toString());
  } catch (err) {
    console.error("ERROR contact intake", String(err instanceof Error ? err.message : err).slice(0, 256));
    return json(c, { error: "The message could not be delivered" }, 502);
  }
  return json(c, { ok: true, redirect }, 201);
});
