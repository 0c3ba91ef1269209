/**
 * Customer-care gate (spec 000 §6, spec 001 §6): on the customer-care host every page and API call
 * needs the `care_token` cookie holding an identity-provider token; otherwise pages show the login
 * screen (401) and the API answers 401 JSON. docs/decisions/005-customer-care-sign-in.md.
 *
 * The token is the identity provider's OpenID Connect ID token (a JWT, RS256 or ES256), verified
 * against the provider's JWKS (care-keys.ts: CARE_JWKS_URL, CARE_JWKS, or the development key
 * pair), that must carry `exp`, `iat` (not more than CARE_CLOCK_SKEW_SECONDS in the future, not
 * older than the 8 h session), `iss` equal to CARE_TOKEN_ISSUER (default "pasea-care"), `aud`
 * equal to CARE_TOKEN_AUDIENCE (default "customer-care"; a Google ID token's is the client id), an
 * `email` not marked unverified, and, when CARE_EMAIL_DOMAIN is set, an email of that domain.
 *
 * `/care/login?returnTo=` shows the login screen; `/care/dev-login` (POST, ENVIRONMENT=development
 * only) signs a local token, standing in for the identity provider on a developer machine, and
 * returns to `returnTo` (a path on this host, else "/"); `/care/logout` (POST) clears the cookie.
 * Both POSTs are same-origin only (Origin or Sec-Fetch-Site, hono/csrf): 403 otherwise.
 */
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { deleteCookie, setCookie } from "hono/cookie";
import { cookieOf } from "./cookies";
import { csrf } from "hono/csrf";
import { HTTPException } from "hono/http-exception";
import { importJWK, jwtVerify, SignJWT } from "jose";
import type { AppEnv, Bindings } from "../env";
import { messagesFor } from "../ssr/messages";
import { returnPath } from "./same-site-path";
import { CARE_ALGORITHMS, careKeySet, DEV_PRIVATE_JWK } from "./care-keys";

export const CARE_COOKIE = "care_token";
/** Audience expected when CARE_TOKEN_AUDIENCE is not set (the development sign-in signs with it). */
export const DEFAULT_CARE_AUDIENCE = "customer-care";
/** Issuer expected when CARE_TOKEN_ISSUER is not set (the development sign-in signs with it). */
export const DEFAULT_CARE_ISSUER = "pasea-care";
/** How far in the future an `iat` may be (clocks of the identity provider and the edge differ). */
export const CARE_CLOCK_SKEW_SECONDS = 60;
/** Longest care session: tokens older than this (by `iat`) are refused even if `exp` is later. */
const SESSION_SECONDS = 8 * 3600;

const SEGMENT = /^[A-Za-z0-9_-]+$/;

/**
 * Cheap shape check before the signature check: three base64url segments (none of a length that
 * cannot be base64) and a header that is JSON with alg HS256. Cookies are outside input; garbage
 * is refused here without reaching jose (whose refusals also surface as rejected promises).
 * Only the asymmetric algorithms of CARE_ALGORITHMS pass: never `none`, never HS256 (a public key
 * used as an HMAC secret).
 */
export function looksLikeSignedJwt(token: string): boolean {
  const parts = token.split(".");
  if (parts.length !== 3 || parts.some((p) => !SEGMENT.test(p) || p.length % 4 === 1)) return false;
  try {
    const header: unknown = JSON.parse(atob(parts[0]!.replace(/-/g, "+").replace(/_/g, "/")));
    return !!header && typeof header === "object" && CARE_ALGORITHMS.includes(String((header as { alg?: unknown }).alg)) && !("crit" in header) && !("b64" in header);
  } catch {
    return false;
  }
}

const issuer = (env: Bindings) => env.CARE_TOKEN_ISSUER || DEFAULT_CARE_ISSUER;
const audience = (env: Bindings) => env.CARE_TOKEN_AUDIENCE || DEFAULT_CARE_AUDIENCE;

/**
 * Verifies a care token (the `care_token` cookie: an ID token of the identity provider). Returns
 * the agent's email, or null for anything else: no key configured, missing, over 4096 characters,
 * malformed, an algorithm other than RS256/ES256, a signature no key of the JWKS verifies, no
 * `exp` or expired, no `iat` or one more than CARE_CLOCK_SKEW_SECONDS ahead or older than 8 h,
 * `iss` other than the configured issuer, `aud` other than the configured audience, no `email`,
 * `email_verified` false, an email outside CARE_EMAIL_DOMAIN when set. Never throws. spec 000 §6.
 * A verified token is remembered (`verifiedOf`) until jose would refuse it, VERIFIED_FOR_MS at most.
 */
export async function verifyCareToken(env: Bindings, token: string | undefined): Promise<string | null> {
  const keys = careKeySet(env);
  if (!token || !keys || token.length > 4096) return null;
  const domain = env.CARE_EMAIL_DOMAIN?.toLowerCase();
  const cacheKey = `${issuer(env)}\n${audience(env)}\n${domain ?? ""}\n${token}`;
  const memo = verifiedOf(keys);
  const hit = memo.get(cacheKey);
  if (hit && Date.now() < hit.until) return hit.email;
  if (hit) memo.delete(cacheKey);
  if (!looksLikeSignedJwt(token)) return null;
  try {
    // maxTokenAge makes jose require `iat` and refuse one in the future beyond clockTolerance.
    const { payload } = await jwtVerify(token, keys, {
      audience: audience(env),
      issuer: issuer(env),
      algorithms: CARE_ALGORITHMS,
      requiredClaims: ["exp", "iat"],
      maxTokenAge: SESSION_SECONDS,
      clockTolerance: CARE_CLOCK_SKEW_SECONDS,
    });
    const email = typeof payload.email === "string" ? payload.email : null;
    if (!email || payload.email_verified === false) return null;
    if (domain && !email.toLowerCase().endsWith(`@${domain}`)) return null;
    // jose accepted exp and iat (numbers, exp ahead, iat within a session, both with the clock
    // tolerance): the answer holds until jose would refuse the token, and VERIFIED_FOR_MS at most (a
    // key taken out of the JWKS counts from then).
    const skew = CARE_CLOCK_SKEW_SECONDS;
    const until = Math.min((Number(payload.exp) + skew) * 1000, (Number(payload.iat) + SESSION_SECONDS + skew) * 1000, Date.now() + VERIFIED_FOR_MS);
    memo.set(cacheKey, { email, until });
    if (memo.size > VERIFIED_KEPT) memo.delete(memo.keys().next().value as string);
    return email;
  } catch {
    return null;
  }
}

/** How long a verified care token is taken as verified without checking its signature again, ms. */
export const VERIFIED_FOR_MS = 300_000;
/** Verified tokens kept per key set (the oldest goes first). */
const VERIFIED_KEPT = 256;
const verified = new WeakMap<object, Map<string, { email: string; until: number }>>();

/**
 * The tokens a key set verified, with the agent's email and until when (ms since epoch): every
 * request of an agent's session carries the same cookie, and its RSA or ECDSA check cost the
 * customer-care host about 1 ms of CPU per page (issue 28 profile). Keyed by issuer, audience,
 * email domain and token, so a change of configuration verifies again.
 */
function verifiedOf(keys: object): Map<string, { email: string; until: number }> {
  let memo = verified.get(keys);
  if (!memo) verified.set(keys, (memo = new Map()));
  return memo;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The login screen. `returnTo` is the path and query to come back to after sign-in (already checked
 * same-site); a script with the page's CSP nonce adds the URL hash to the form's action, which the
 * browser keeps across the 303 back to `returnTo` (the hash is never sent to the server).
 */
function loginPage(env: Bindings, language: "es" | "fr" | "nl" | "it", returnTo: string, nonce: string): string {
  const m = messagesFor(language);
  const dev = env.ENVIRONMENT === "development";
  // Staff-only and script-free but for the hash line: the brand's colours (decision 002) inline,
  // so the screen needs no client build.
  const field = "display:block;width:100%;box-sizing:border-box;padding:.7rem .8rem;margin:.35rem 0 1.25rem;border:1px solid #8a7f70;border-radius:.5rem;font:inherit;background:#fff;color:#23211f";
  const button = "display:inline-block;padding:.75rem 1.25rem;border:0;border-radius:.5rem;background:#f9bc2f;color:#061d21;font:inherit;font-weight:700;cursor:pointer;text-decoration:none";
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${esc(m["care.loginTitle"] ?? "")}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>:focus-visible{outline:3px solid #1f7278;outline-offset:2px}</style></head>
<body style="margin:0;min-height:100vh;font-family:system-ui,sans-serif;background:#fbf8f3;color:#23211f">
<main style="max-width:26rem;margin:0 auto;padding:3rem 1rem">
<img src="/logo.svg" alt="${esc(m["brand.name"] ?? "")}" width="128" height="34" style="display:block;margin-bottom:2rem">
<div style="background:#fff;border:1px solid #e6dfd4;border-radius:1rem;padding:1.75rem 1.5rem;box-shadow:0 1px 3px rgba(35,33,31,.08)">
<h1 style="margin:0 0 .75rem;font-size:1.5rem;color:#0f4a51">${esc(m["care.loginTitle"] ?? "")}</h1><p style="margin:0 0 1.5rem;line-height:1.5;color:#6b6257">${esc(m["care.loginText"] ?? "")}</p>
${env.CARE_LOGIN_URL ? `<p><a href="${esc(env.CARE_LOGIN_URL)}" style="${button}">${esc(m["care.loginButton"] ?? "")}</a></p>` : ""}
${dev ? `<form id="care-login" method="post" action="/care/dev-login"><input type="hidden" name="returnTo" value="${esc(returnTo)}"><label for="email" style="font-weight:600">${esc(m["care.email"] ?? "")}</label><input id="email" name="email" type="email" required autocomplete="email" style="${field}"><button type="submit" style="${button}">${esc(m["care.devLogin"] ?? "")}</button></form><script nonce="${esc(nonce)}">(function(){var f=document.getElementById("care-login");if(f&&location.hash)f.action+=location.hash;})();</script>` : ""}
</div></main></body></html>`;
}

export const careGate = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.care) return next();
  const email = await verifyCareToken(c.env, cookieOf(c, CARE_COOKIE));
  if (email) return next();
  const url = new URL(c.req.url);
  if (url.pathname.startsWith("/api/")) return c.json({ error: "Customer-care sign-in required" }, 401);
  return c.html(loginPage(c.env, c.var.market.language, returnPath(url.pathname + url.search, url.origin), c.var.nonce), 401);
});

const csrfCheck = csrf();

/**
 * Same-origin only for the care POSTs: hono/csrf passes a request whose Sec-Fetch-Site is
 * same-origin or whose Origin is this origin; anything else (cross-site, no header) answers 403.
 */
const sameOrigin = createMiddleware<AppEnv>(async (c, next) => {
  try {
    await csrfCheck(c, next);
  } catch (err) {
    if (err instanceof HTTPException && err.status === 403) return c.text("Forbidden: customer-care sign-in and sign-out accept same-origin requests only", 403);
    throw err;
  }
});

export const careRoutes = new Hono<AppEnv>();

careRoutes.get("/login", (c) => {
  const url = new URL(c.req.url);
  return c.html(loginPage(c.env, c.var.market.language, returnPath(url.searchParams.get("returnTo"), url.origin), c.var.nonce), c.var.care ? 200 : 404);
});

careRoutes.post("/dev-login", sameOrigin, async (c) => {
  // The development key pair signs only where the gate trusts it: development, no provider keys set.
  if (!c.var.care || c.env.ENVIRONMENT !== "development" || c.env.CARE_JWKS || c.env.CARE_JWKS_URL) return c.json({ error: "Not available" }, 404);
  const form = await c.req.parseBody();
  const email = typeof form.email === "string" ? form.email.trim().slice(0, 200) : "";
  const url = new URL(c.req.url);
  const returnTo = returnPath(form.returnTo, url.origin);
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) return c.html(loginPage(c.env, c.var.market.language, returnTo, c.var.nonce), 400);
  const token = await signDevelopmentToken(email, issuer(c.env), audience(c.env));
  setCookie(c, CARE_COOKIE, token, { path: "/", httpOnly: true, secure: url.protocol === "https:", sameSite: "Strict", maxAge: SESSION_SECONDS });
  return c.redirect(returnTo, 303);
});

careRoutes.post("/logout", sameOrigin, (c) => {
  // Same attributes as when it was set, so the deletion is itself HttpOnly/Secure/Strict.
  deleteCookie(c, CARE_COOKIE, { path: "/", httpOnly: true, secure: new URL(c.req.url).protocol === "https:", sameSite: "Strict" });
  return c.redirect("/care/login", 303);
});

/**
 * A care token signed with the development key pair (care-dev-keys.json), as the identity provider
 * would issue it: ES256 with the key's `kid`, issuer, audience, iat, 8 h expiry, email verified.
 * Development sign-in only (scripts/care/sign-token.mjs does the same from a shell).
 */
export async function signDevelopmentToken(email: string, iss: string, aud: string): Promise<string> {
  const key = await importJWK(DEV_PRIVATE_JWK, "ES256");
  return new SignJWT({ email, email_verified: true })
    .setProtectedHeader({ alg: "ES256", kid: DEV_PRIVATE_JWK.kid })
    .setIssuer(iss)
    .setAudience(aud)
    .setIssuedAt()
    .setExpirationTime(`${SESSION_SECONDS}s`)
    .sign(key);
}
