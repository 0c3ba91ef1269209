/**
 * Baseline security headers and the per-request CSP nonce (issue 3 "Headers").
 *
 * Every response (pages, JSON, images, redirects, errors) gets nosniff, Referrer-Policy,
 * Permissions-Policy, frame-ancestors 'none' via CSP plus X-Frame-Options DENY for browsers without
 * CSP 2, and HSTS (two years, subdomains) on https. HTML responses get a Content-Security-Policy
 * whose script-src allows only scripts carrying this request's nonce (`c.var.nonce`, 16 random
 * bytes, base64) and what they load ('strict-dynamic'); other responses get `default-src 'none'`.
 * Tests: tests/workers/headers.test.ts.
 *
 * Not covered: files served by the assets binding before the worker runs (public/); their headers
 * come from Cloudflare's static-asset rules (`public/_headers`).
 */
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { mapStyleOrigin } from "../routes/map-style";

/** Where Cloudflare Turnstile's script and challenge frame come from. */
export const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";

function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The CSP for an HTML page with this nonce (base64, no quotes). `mapOrigin`: the hosted map
 * style's origin (MAP_STYLE_URL, worker/routes/map-style.ts), whose style, tiles and sprites the
 * search map fetches and draws; null with the offline style. `frameOrigin`: the captcha widget's
 * frame origin with CAPTCHA_PROVIDER=turnstile (its script is loaded by ours, which
 * 'strict-dynamic' allows; its challenge runs in a frame of its own origin).
 */
export function contentSecurityPolicy(nonce: string, mapOrigin: string | null = null, frameOrigin: string | null = null): string {
  const map = mapOrigin ? ` ${mapOrigin}` : "";
  return [
    "default-src 'self'",
    ...(frameOrigin ? [`frame-src ${frameOrigin}`] : []),
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${map}`,
    "font-src 'self'",
    `connect-src 'self'${map}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  c.set("nonce", newNonce());
  await next();
  // Responses from fetch() or the assets binding are immutable: copy before adding headers.
  c.res = new Response(c.res.body, c.res);
  const h = c.res.headers;
  h.set("X-Content-Type-Options", "nosniff");
  h.set("Referrer-Policy", "strict-origin-when-cross-origin");
  h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(self), payment=(self)");
  h.set("Cross-Origin-Opener-Policy", "same-origin");
  h.set("X-Frame-Options", "DENY");
  if (new URL(c.req.url).protocol === "https:") h.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload");
  if ((h.get("content-type") ?? "").includes("text/html")) {
    h.set("Content-Security-Policy", contentSecurityPolicy(c.var.nonce, mapStyleOrigin(c.env.MAP_STYLE_URL), c.env.CAPTCHA_PROVIDER === "turnstile" ? TURNSTILE_ORIGIN : null));
  } else if (!h.has("Content-Security-Policy")) {
    h.set("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'");
  } else if (!/frame-ancestors/.test(h.get("Content-Security-Policy")!)) {
    // A route's own policy (e.g. /img SVGs) keeps its rules and gains the framing ban.
    h.set("Content-Security-Policy", `${h.get("Content-Security-Policy")}; frame-ancestors 'none'`);
  }
});
