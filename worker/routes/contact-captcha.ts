/**
 * The contact form's captcha, verified in the worker (spec 001 §5 "captcha token needed unless
 * customer-care"; docs/decisions/027-contact-and-captcha.md).
 *
 * Providers (setting CAPTCHA_PROVIDER):
 * - "altcha" (default, the embedded default like the catalog): a self-hosted proof of work with
 *   altcha-lib. GET /api/contact/challenge hands out a challenge signed with HMAC-SHA-256 under
 *   CAPTCHA_SECRET (a development secret when ENVIRONMENT=development, none otherwise), expiring
 *   after CHALLENGE_SECONDS; the browser finds the counter whose SHA-256 key matches; the worker
 *   checks signature, expiry and key, then records the challenge as used (one message per solve).
 * - "turnstile": Cloudflare Turnstile; the token is checked with its siteverify endpoint under
 *   TURNSTILE_SECRET_KEY.
 * Nothing here ever answers "verified" without a check that passed: no secret, no network or a
 * malformed token is a refusal.
 */
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";
import type { Bindings } from "../env";

/** How long a challenge may be solved and used, seconds. */
export const CHALLENGE_SECONDS = 600;
/** Range of the hidden counter: the browser tries about that many SHA-256 (well under a second). */
const COUNTER_MIN = 5_000;
const COUNTER_MAX = 40_000;
const DEV_SECRET = "development-only-captcha-secret-change-me";
const TURNSTILE_VERIFY = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

export type CaptchaProvider = "altcha" | "turnstile";
export type CaptchaResult = { ok: true } | { ok: false; reason: "missing" | "invalid" | "expired" | "replayed" | "unconfigured" | "unreachable" };

export function captchaProvider(env: Bindings): CaptchaProvider {
  return env.CAPTCHA_PROVIDER === "turnstile" ? "turnstile" : "altcha";
}

function altchaSecret(env: Bindings): string | null {
  return env.CAPTCHA_SECRET || (env.ENVIRONMENT === "development" ? DEV_SECRET : null);
}

/**
 * A new signed proof-of-work challenge (altcha-lib v2 `Challenge`: parameters with algorithm
 * SHA-256, nonce, salt, keyPrefix, expiresAt, and the HMAC signature), or null without a secret.
 */
export async function newChallenge(env: Bindings, now = Date.now()): Promise<Challenge | null> {
  const secret = altchaSecret(env);
  if (!secret) return null;
  return createChallenge({
    algorithm: "SHA-256",
    cost: 1,
    counter: randomInt(COUNTER_MAX - COUNTER_MIN) + COUNTER_MIN,
    deriveKey,
    expiresAt: Math.floor(now / 1000) + CHALLENGE_SECONDS,
    hmacSignatureSecret: secret,
  });
}

/** The browser's token: base64 of JSON `{ challenge, solution }` (altcha-lib's Payload). */
function decodePayload(token: string): { challenge: Challenge; solution: Solution } | null {
  try {
    const data: unknown = JSON.parse(atob(token));
    if (!data || typeof data !== "object") return null;
    const { challenge, solution } = data as { challenge?: Challenge; solution?: Solution };
    if (!challenge || typeof challenge !== "object" || !challenge.parameters || typeof challenge.parameters !== "object") return null;
    if (!solution || typeof solution !== "object") return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

/**
 * Verifies a captcha token of the configured provider. `token` is what the form sent (undefined
 * or "" → missing); `ip` the client address for Turnstile. For altcha a verified challenge is
 * recorded in D1 (contact_captcha_used) and a second use is "replayed". Never throws.
 */
export async function verifyCaptcha(env: Bindings, token: string | undefined, ip: string | null, now = Date.now()): Promise<CaptchaResult> {
  if (!token) return { ok: false, reason: "missing" };
  if (token.length > 8192) return { ok: false, reason: "invalid" };
  return captchaProvider(env) === "turnstile" ? verifyTurnstile(env, token, ip) : verifyAltcha(env, token, now);
}

async function verifyAltcha(env: Bindings, token: string, now: number): Promise<CaptchaResult> {
  const secret = altchaSecret(env);
  if (!secret) return { ok: false, reason: "unconfigured" };
  const payload = decodePayload(token);
  if (!payload) return { ok: false, reason: "invalid" };
  const expiresAt = Number(payload.challenge.parameters.expiresAt);
  if (!Number.isFinite(expiresAt)) return { ok: false, reason: "invalid" };
  try {
    const result = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, hmacSignatureSecret: secret });
    if (result.expired) return { ok: false, reason: "expired" };
    if (!result.verified) return { ok: false, reason: "invalid" };
  } catch {
    return { ok: false, reason: "invalid" };
  }
  const seconds = Math.floor(now / 1000);
  const db = env.DB;
  // Purge what has expired, then claim this challenge; a second claim changes nothing.
  await db.prepare("DELETE FROM contact_captcha_used WHERE expires_at < ?").bind(seconds).run();
  const claim = await db.prepare("INSERT OR IGNORE INTO contact_captcha_used (signature, expires_at) VALUES (?, ?)").bind(payload.challenge.signature!, expiresAt).run();
  return claim.meta.changes === 1 ? { ok: true } : { ok: false, reason: "replayed" };
}

async function verifyTurnstile(env: Bindings, token: string, ip: string | null): Promise<CaptchaResult> {
  if (!env.TURNSTILE_SECRET_KEY) return { ok: false, reason: "unconfigured" };
  const body = new URLSearchParams({ secret: env.TURNSTILE_SECRET_KEY, response: token });
  if (ip) body.set("remoteip", ip);
  try {
    const res = await fetch(TURNSTILE_VERIFY, { method: "POST", body, signal: AbortSignal.timeout(5000) });
    const data = (await res.json()) as { success?: unknown };
    return data.success === true ? { ok: true } : { ok: false, reason: "invalid" };
  } catch {
    return { ok: false, reason: "unreachable" };
  }
}
