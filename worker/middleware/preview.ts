/**
 * CMS draft-mode preview (spec 001 §6 "Draft-mode preview revalidates CMS data"; issue 16 "Also in
 * scope"; docs/decisions/049-cms-draft-preview.md).
 *
 * A content editor opens a signed, expiring preview link
 *   GET /preview?token={JWT}&returnTo={path}
 * The token is a JWT (HS256, `jose`) signed with PREVIEW_SECRET (the CMS holds the same secret and
 * builds the link; `node scripts/cms/preview-link.mjs` does it from a shell), issuer "pasea-cms",
 * audience "cms-preview", with `exp` and `iat` (at most PREVIEW_MAX_SECONDS apart: a link lives at
 * most 24 h). A valid link sets the `cms_preview` cookie (the same token: HttpOnly, SameSite=Lax so
 * the link works when clicked from the CMS's own site, Secure on https, expiring with the token)
 * and answers 303 to `returnTo` (a path on this host, else "/"). A missing, expired, tampered or
 * foreign token answers 401 with a short page and sets nothing.
 *   GET /preview/exit?returnTo={path}
 * clears the cookie and answers 303 to `returnTo` (a plain link in the preview banner; leaving
 * draft mode needs no protection against cross-site requests).
 *
 * The `preview` middleware sets `c.var.preview` for every later layer: with a valid cookie, the
 * CMS calls ask for drafts (`status=draft`, worker/routes/api.ts), no upstream answer is read from
 * or stored in the Cache API, the page micro-cache is neither read nor written, answers are
 * `Cache-Control: private, no-store` with `X-Robots-Tag: noindex`, and the page shows the preview
 * banner with an exit link (client/features/shell/preview-banner.tsx). An invalid or expired
 * cookie is simply no preview (and is cleared).
 *
 * Without PREVIEW_SECRET (>= 32 characters) a fixed development secret is used when
 * ENVIRONMENT=development; elsewhere no link is accepted.
 */
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { deleteCookie, setCookie } from "hono/cookie";
import { cookieOf } from "./cookies";
import { jwtVerify, SignJWT } from "jose";
import type { AppEnv, Bindings } from "../env";
import { messagesFor } from "../ssr/messages";
import { returnPath } from "./same-site-path";

export const PREVIEW_COOKIE = "cms_preview";
export const PREVIEW_ISSUER = "pasea-cms";
export const PREVIEW_AUDIENCE = "cms-preview";
/** Longest life of a preview link and its session, seconds (exp - iat). */
export const PREVIEW_MAX_SECONDS = 24 * 3600;
const DEV_SECRET = "pasea-development-cms-preview-secret-not-for-production";

/** The HMAC key of preview tokens, or null when none is configured outside development. */
export function previewKey(env: Bindings): Uint8Array | null {
  const secret = env.PREVIEW_SECRET;
  if (secret && secret.length >= 32) return new TextEncoder().encode(secret);
  return env.ENVIRONMENT === "development" ? new TextEncoder().encode(DEV_SECRET) : null;
}

/**
 * A preview token for `editor` (an e-mail or name, informative), valid `seconds` (clamped to
 * 1..PREVIEW_MAX_SECONDS). What the CMS signs when it builds a preview link.
 */
export async function signPreviewToken(key: Uint8Array, editor: string, seconds: number): Promise<string> {
  const life = Math.min(Math.max(1, Math.floor(seconds)), PREVIEW_MAX_SECONDS);
  return new SignJWT({ editor: editor.slice(0, 200) })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuer(PREVIEW_ISSUER)
    .setAudience(PREVIEW_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${life}s`)
    .sign(key);
}

/**
 * Verifies a preview token: HS256 only, signature, issuer, audience, `exp` not passed, `iat` not in
 * the future (60 s skew) and not older than PREVIEW_MAX_SECONDS, `exp - iat` at most
 * PREVIEW_MAX_SECONDS. Returns its expiry (seconds since the epoch), or null. Never throws.
 */
export async function verifyPreviewToken(env: Bindings, token: string | undefined): Promise<{ exp: number } | null> {
  const key = previewKey(env);
  if (!key || !token || token.length > 2048) return null;
  try {
    const { payload } = await jwtVerify(token, key, {
      issuer: PREVIEW_ISSUER,
      audience: PREVIEW_AUDIENCE,
      algorithms: ["HS256"],
      requiredClaims: ["exp", "iat"],
      maxTokenAge: PREVIEW_MAX_SECONDS,
      clockTolerance: 60,
    });
    const exp = payload.exp!;
    return exp - payload.iat! <= PREVIEW_MAX_SECONDS ? { exp } : null;
  } catch {
    return null;
  }
}

const secure = (url: string) => new URL(url).protocol === "https:";

/** Sets `c.var.preview` from the `cms_preview` cookie; a cookie that no longer verifies is cleared. */
export const preview = createMiddleware<AppEnv>(async (c, next) => {
  const token = cookieOf(c, PREVIEW_COOKIE);
  const valid = token ? await verifyPreviewToken(c.env, token) : null;
  c.set("preview", valid !== null);
  await next();
  if (token && !valid) deleteCookie(c, PREVIEW_COOKIE, { path: "/", httpOnly: true, secure: secure(c.req.url), sameSite: "Lax" });
});

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export const previewRoutes = new Hono<AppEnv>();

previewRoutes.get("/", async (c) => {
  const url = new URL(c.req.url);
  const token = url.searchParams.get("token") ?? undefined;
  const valid = await verifyPreviewToken(c.env, token);
  const back = returnPath(url.searchParams.get("returnTo"), url.origin);
  c.header("Cache-Control", "private, no-store");
  c.header("X-Robots-Tag", "noindex");
  c.header("Referrer-Policy", "no-referrer");
  if (!valid) {
    const m = messagesFor(c.var.market.language);
    return c.html(
      `<!doctype html><html lang="${c.var.market.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${esc(m["preview.invalidTitle"] ?? "")}</title></head>` +
        `<body style="margin:0;font-family:system-ui,sans-serif;background:#fbf8f3;color:#23211f"><main style="max-width:32rem;margin:0 auto;padding:3rem 1rem"><h1 style="color:#0f4a51">${esc(m["preview.invalidTitle"] ?? "")}</h1><p>${esc(m["preview.invalidText"] ?? "")}</p><p><a href="/" style="color:#0f4a51">${esc(m["preview.home"] ?? "")}</a></p></main></body></html>`,
      401,
    );
  }
  const maxAge = Math.max(1, valid.exp - Math.floor(Date.now() / 1000));
  setCookie(c, PREVIEW_COOKIE, token!, { path: "/", httpOnly: true, secure: secure(c.req.url), sameSite: "Lax", maxAge });
  return c.redirect(back, 303);
});

previewRoutes.get("/exit", (c) => {
  const url = new URL(c.req.url);
  deleteCookie(c, PREVIEW_COOKIE, { path: "/", httpOnly: true, secure: secure(c.req.url), sameSite: "Lax" });
  c.header("Cache-Control", "private, no-store");
  return c.redirect(returnPath(url.searchParams.get("returnTo"), url.origin), 303);
});
