/**
 * Customer-care gate (spec 000 §6, spec 001 §6): on the customer-care host every page and API call
 * needs the `care_token` cookie holding an identity-provider token (JWT, HS256 with
 * CARE_TOKEN_SECRET, audience "customer-care"); otherwise pages show the login screen (401) and
 * the API answers 401 JSON.
 *
 * `/care/login` shows the login screen; `/care/dev-login` (POST, ENVIRONMENT=development only)
 * signs a local token, standing in for the identity provider on a developer machine;
 * `/care/logout` clears the cookie.
 */
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { jwtVerify, SignJWT } from "jose";
import type { AppEnv, Bindings } from "../env";
import { messagesFor } from "../ssr/messages";

export const CARE_COOKIE = "care_token";
const AUDIENCE = "customer-care";
const DEV_SECRET = "development-only-care-secret-change-me";

function secret(env: Bindings): Uint8Array | null {
  const s = env.CARE_TOKEN_SECRET || (env.ENVIRONMENT === "development" ? DEV_SECRET : "");
  return s ? new TextEncoder().encode(s) : null;
}

const SEGMENT = /^[A-Za-z0-9_-]+$/;

/**
 * Cheap shape check before the signature check: three base64url segments (none of a length that
 * cannot be base64) and a header that is JSON with alg HS256. Cookies are outside input; garbage
 * is refused here without reaching jose (whose refusals also surface as rejected promises).
 */
export function looksLikeHs256Jwt(token: string): boolean {
  const parts = token.split(".");
  if (parts.length !== 3 || parts.some((p) => !SEGMENT.test(p) || p.length % 4 === 1)) return false;
  try {
    const header: unknown = JSON.parse(atob(parts[0]!.replace(/-/g, "+").replace(/_/g, "/")));
    return !!header && typeof header === "object" && (header as { alg?: unknown }).alg === "HS256" && !("crit" in header) && !("b64" in header);
  } catch {
    return false;
  }
}

/**
 * Verifies a care token (the `care_token` cookie, a JWT HS256 signed with CARE_TOKEN_SECRET, audience
 * "customer-care", with an `email` claim). Returns the agent's email, or null for anything else:
 * missing, over 4096 characters, malformed, expired, bad signature, wrong audience. Never throws.
 * spec 000 §6.
 */
export async function verifyCareToken(env: Bindings, token: string | undefined): Promise<string | null> {
  const key = secret(env);
  if (!token || !key || token.length > 4096 || !looksLikeHs256Jwt(token)) return null;
  try {
    const { payload } = await jwtVerify(token, key, { audience: AUDIENCE, algorithms: ["HS256"] });
    return typeof payload.email === "string" ? payload.email : null;
  } catch {
    return null;
  }
}

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function loginPage(env: Bindings, language: "es" | "fr" | "nl" | "it"): string {
  const m = messagesFor(language);
  const dev = env.ENVIRONMENT === "development";
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(m["care.loginTitle"] ?? "")}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1d2733">
<main><h1>${esc(m["care.loginTitle"] ?? "")}</h1><p>${esc(m["care.loginText"] ?? "")}</p>
${env.CARE_LOGIN_URL ? `<p><a href="${esc(env.CARE_LOGIN_URL)}">${esc(m["care.loginButton"] ?? "")}</a></p>` : ""}
${dev ? `<form method="post" action="/care/dev-login"><label for="email">${esc(m["care.email"] ?? "")}</label><br><input id="email" name="email" type="email" required autocomplete="email" style="padding:.5rem;width:100%;box-sizing:border-box"><br><br><button type="submit" style="padding:.6rem 1rem">${esc(m["care.devLogin"] ?? "")}</button></form>` : ""}
</main></body></html>`;
}

export const careGate = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.care) return next();
  const email = await verifyCareToken(c.env, getCookie(c, CARE_COOKIE));
  if (email) return next();
  if (new URL(c.req.url).pathname.startsWith("/api/")) return c.json({ error: "Customer-care sign-in required" }, 401);
  return c.html(loginPage(c.env, c.var.market.language), 401);
});

export const careRoutes = new Hono<AppEnv>();

careRoutes.get("/login", (c) => c.html(loginPage(c.env, c.var.market.language), c.var.care ? 200 : 404));

careRoutes.post("/dev-login", async (c) => {
  const key = secret(c.env);
  if (!c.var.care || c.env.ENVIRONMENT !== "development" || !key) return c.json({ error: "Not available" }, 404);
  const form = await c.req.parseBody();
  const email = typeof form.email === "string" ? form.email.trim().slice(0, 200) : "";
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) return c.html(loginPage(c.env, c.var.market.language), 400);
  const token = await new SignJWT({ email }).setProtectedHeader({ alg: "HS256" }).setAudience(AUDIENCE).setIssuedAt().setExpirationTime("8h").sign(key);
  setCookie(c, CARE_COOKIE, token, { path: "/", httpOnly: true, secure: new URL(c.req.url).protocol === "https:", sameSite: "Strict", maxAge: 8 * 3600 });
  return c.redirect("/", 303);
});

careRoutes.post("/logout", (c) => {
  // Same attributes as when it was set, so the deletion is itself HttpOnly/Secure/Strict.
  deleteCookie(c, CARE_COOKIE, { path: "/", httpOnly: true, secure: new URL(c.req.url).protocol === "https:", sameSite: "Strict" });
  return c.redirect("/care/login", 303);
});
