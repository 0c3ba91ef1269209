/**
 * POST /api/contact on workerd with D1 (spec 001 §4, §5 "Contact form", §6 customer care skips the
 * captcha, §7 customer-relationship intake; docs/decisions/027): 400 per rule, captcha missing,
 * forged, expired and replayed, the rate limit's 429, the stored row, and the care host without
 * captcha. Each test sends its own client address, so their rate-limit windows are apart.
 */
import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";
import { newChallenge } from "./contact-captcha";
import { contactApp, DEFAULT_RATE, rateLimitOf } from "./contact";
import { contentSecurityPolicy, TURNSTILE_ORIGIN } from "../middleware/security-headers";
import { chatLink } from "./contact-chat";
import type { Bindings } from "../env";
import { awayFromWindowEdge } from "../../tests/workers/rate-window";

const good = { contact_reason: "invoice", Booking_ID__c: "12345678", name: "Zoë d'Ornano", email: "zoe@example.com", phone: "+33 6 12 34 56 78", description: "Could I have the invoice of my stay?" };

let ipSeq = 0;
const nextIp = () => `203.0.113.${++ipSeq}`;

function post(body: unknown, opts: { host?: string; ip?: string; cookie?: string; origin?: string | null; type?: string } = {}) {
  const host = opts.host ?? "fr.localhost";
  const headers: Record<string, string> = { "content-type": opts.type ?? "application/json", "cf-connecting-ip": opts.ip ?? nextIp() };
  if (opts.origin !== null) headers.origin = opts.origin ?? `http://${host}`;
  if (opts.cookie) headers.cookie = opts.cookie;
  return SELF.fetch(`http://${host}/api/contact`, { method: "POST", headers, body: typeof body === "string" ? body : JSON.stringify(body), redirect: "manual" });
}

async function solvedToken(host = "fr.localhost"): Promise<string> {
  const res = await SELF.fetch(`http://${host}/api/contact/challenge`);
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("no-store");
  const challenge = (await res.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return btoa(JSON.stringify({ challenge, solution }));
}

describe("POST /api/contact: validation (400 per rule)", () => {
  const cases: [string, Record<string, unknown>, Record<string, string>][] = [
    ["no reason", { ...good, contact_reason: "" }, { contact_reason: "contact.error.mandatory" }],
    ["an unknown reason", { ...good, contact_reason: "refund" }, { contact_reason: "contact.error.reason" }],
    ["a 7-digit booking number", { ...good, Booking_ID__c: "1234567" }, { Booking_ID__c: "contact.error.bookingId" }],
    ["no booking number for an invoice", { ...good, Booking_ID__c: "" }, { Booking_ID__c: "contact.error.bookingId" }],
    ["a name with digits", { ...good, name: "R2D2" }, { name: "contact.error.textOnly" }],
    ["an email without domain", { ...good, email: "zoe@" }, { email: "contact.error.email" }],
    ["a phone with letters", { ...good, phone: "06 12 AB" }, { phone: "contact.error.phone" }],
    ["an empty description", { ...good, description: "  " }, { description: "contact.error.mandatory" }],
  ];
  for (const [what, body, fields] of cases) {
    it(`answers 400 for ${what}, naming the field`, async () => {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { fields: unknown }).fields).toEqual(fields);
    });
  }

  it("answers 400 for a body that is not a JSON object, 413 for an oversized one", async () => {
    expect((await post("not json")).status).toBe(400);
    expect((await post("[1,2]")).status).toBe(400);
    expect((await post({ ...good, description: "x".repeat(20_000) })).status).toBe(413);
  });

  it("refuses a cross-site form post with 403 and any body not sent as JSON with 415", async () => {
    // A page of another site can post text/plain without a preflight: refused as cross-site.
    expect((await post(good, { origin: "https://evil.example", type: "text/plain" })).status).toBe(403);
    // JSON needs a CORS preflight, which the worker never grants; other types are refused.
    expect((await post(good, { type: "text/plain" })).status).toBe(415);
    expect((await post("name=Zo%C3%AB", { type: "application/x-www-form-urlencoded" })).status).toBe(415);
  });
});

describe("POST /api/contact: captcha", () => {
  it("answers 400 when the captcha token is missing, and stores nothing", async () => {
    const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM contact_submissions").first<number>("n");
    const res = await post(good);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ captcha: "missing", fields: { captcha: "contact.error.captcha" } });
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM contact_submissions").first<number>("n")).toBe(before);
  });

  it("answers 403 for garbage, a wrong solution, a forged signature and an expired challenge", async () => {
    expect(await (await post({ ...good, captcha: "bm90IGEgdG9rZW4=" })).json()).toMatchObject({ captcha: "invalid" });
    const token = await solvedToken();
    const payload = JSON.parse(atob(token));
    const wrong = btoa(JSON.stringify({ ...payload, solution: { ...payload.solution, counter: payload.solution.counter + 1 } }));
    const wrongRes = await post({ ...good, captcha: wrong });
    expect(wrongRes.status).toBe(403);
    expect(await wrongRes.json()).toMatchObject({ captcha: "invalid" });
    const forged = btoa(JSON.stringify({ ...payload, challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, expiresAt: payload.challenge.parameters.expiresAt + 3600 } } }));
    expect(await (await post({ ...good, captcha: forged })).json()).toMatchObject({ captcha: "invalid" });
    const old = (await newChallenge(env as unknown as Bindings, Date.now() - 3_600_000))!;
    const oldSolution = await solveChallenge({ challenge: old, deriveKey });
    const expired = await post({ ...good, captcha: btoa(JSON.stringify({ challenge: old, solution: oldSolution })) });
    expect(expired.status).toBe(403);
    expect(await expired.json()).toMatchObject({ captcha: "expired" });
  });

  it("takes a solved challenge once, stores the message as New, and refuses its replay", async () => {
    const token = await solvedToken();
    const res = await post({ ...good, captcha: token, requestType: "Forged" }, { host: "es.localhost" });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true, redirect: "/contacto?ref=contact_thank_you" });
    const row = await env.DB.prepare("SELECT * FROM contact_submissions ORDER BY id DESC LIMIT 1").first<Record<string, unknown>>();
    expect(row).toMatchObject({
      status: "New", point_of_sale: "es_ES", country_code: "ES", origin: "web", ret_url: "http://es.localhost/contacto?ref=contact_thank_you",
      contact_reason: "invoice", request_type: "Booking", request_subtype: "Invoice request", booking_id: "12345678",
      name: "Zoë d'Ornano", email: "zoe@example.com", phone: "+33 6 12 34 56 78", description: "Could I have the invoice of my stay?",
    });
    const replay = await post({ ...good, captcha: token });
    expect(replay.status).toBe(403);
    expect(await replay.json()).toMatchObject({ captcha: "replayed" });
  });

  it("the customer-care host skips the captcha and records the message's origin", async () => {
    // Without a care token the gate answers first.
    expect((await post(good, { host: "care.localhost" })).status).toBe(401);
    const login = await SELF.fetch("http://care.localhost/care/dev-login", {
      method: "POST", redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://care.localhost" },
      body: "email=agent%40pasea.example&returnTo=%2Fcontact",
    });
    expect(login.status).toBe(303);
    const cookie = login.headers.getSetCookie().find((c) => c.startsWith("care_token="))!.split(";")[0]!;
    const res = await post({ ...good, contact_reason: "avv_info", Booking_ID__c: "" }, { host: "care.localhost", cookie });
    expect(res.status).toBe(201);
    const row = await env.DB.prepare("SELECT origin, booking_id, request_type FROM contact_submissions ORDER BY id DESC LIMIT 1").first();
    expect(row).toEqual({ origin: "customer-care", booking_id: "", request_type: "Information" });
  });
});

describe("Cloudflare Turnstile as the captcha provider (decision 027)", () => {
  const turnstile = { ...env, CAPTCHA_PROVIDER: "turnstile" } as unknown as Bindings;
  it("the challenge route gives the browser the public site key, and 503 without one", async () => {
    const res = await contactApp.request("/challenge", {}, { ...turnstile, TURNSTILE_SITE_KEY: "0x4AAAAAAA-site" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ provider: "turnstile", siteKey: "0x4AAAAAAA-site" });
    expect((await contactApp.request("/challenge", {}, turnstile)).status).toBe(503);
  });
  it("pages may frame Turnstile's challenge only when it is the provider", () => {
    expect(contentSecurityPolicy("n", null, TURNSTILE_ORIGIN)).toContain(`frame-src ${TURNSTILE_ORIGIN}`);
    expect(contentSecurityPolicy("n")).not.toContain("frame-src");
  });
});

describe("POST /api/contact: rate limit", () => {
  it(`answers 429 with Retry-After past ${DEFAULT_RATE.max} posts in the window from one address, not for another`, { timeout: 90_000 }, async () => {
    await awayFromWindowEdge(DEFAULT_RATE.seconds);
    const ip = nextIp();
    for (let i = 0; i < DEFAULT_RATE.max; i++) expect((await post({ ...good, name: "R2D2" }, { ip })).status).toBe(400);
    const res = await post(good, { ip });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(res.headers.get("retry-after"))).toBeLessThanOrEqual(600);
    expect((await post({ ...good, name: "R2D2" })).status).toBe(400);
  });

  it("reads CONTACT_RATE_LIMIT, falling back to 10 per 600 s", () => {
    expect(rateLimitOf("3/60")).toEqual({ max: 3, seconds: 60 });
    for (const bad of [undefined, "", "0/60", "ten/60", "5/0"]) expect(rateLimitOf(bad)).toEqual({ max: 10, seconds: 600 });
  });
});

describe("the contact page (SSR)", () => {
  const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
  for (const [host, path, title] of [["it.localhost", "/contatti", "Aiuto e contatti – Pasea"], ["es.localhost", "/contacto", "Ayuda y contacto – Pasea"], ["nl.localhost", "/contact?ref=contact_thank_you", "Hulp en contact – Pasea"]] as const) {
    it(`${host}${path} answers 200 with the help page`, async () => {
      const res = await SELF.fetch(`http://${host}${path}`, { headers: { "user-agent": BROWSER } });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<title>${title}</title>`);
      // Without a code typed yet, the invoice quick action asks for it on the trips page (decision 077).
      expect(html).toContain('href="/account/trips#action=invoice"');
      // No chat without CHAT_APP_ID and CHAT_URL.
      expect(html).not.toContain('data-testid="contact-chat"');
    });
  }
});

describe("the thank-you state", () => {
  it("is rendered for ?ref=contact_thank_you even right after the bare page (the page cache keys on ref)", async () => {
    const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
    // The settings' reply time (seeded replyWithinHours 48, scripts/seed/settings.ts).
    const thanks = "Merci pour votre message. Notre service client vous contactera sous 48 h.";
    const bare = await (await SELF.fetch("http://fr.localhost/contact", { headers: { "user-agent": BROWSER } })).text();
    expect(bare).not.toContain(thanks);
    const thanked = await (await SELF.fetch("http://fr.localhost/contact?ref=contact_thank_you", { headers: { "user-agent": BROWSER } })).text();
    expect(thanked).toContain(thanks);
    const other = await (await SELF.fetch("http://fr.localhost/contact?ref=somewhere", { headers: { "user-agent": BROWSER } })).text();
    expect(other).not.toContain(thanks);
  });
});

describe("chatLink (spec 001 §6)", () => {
  const market = (pos: "es_ES" | "fr_FR") => ({ pointOfSale: pos }) as Parameters<typeof chatLink>[1];
  const base = { CHAT_APP_ID: "app 1", CHAT_URL: "https://chat.example.com/{appId}?locale={locale}", ENVIRONMENT: "development" } as Bindings;
  it("offers the chat on es_ES with an app id and a URL, elsewhere only in production", () => {
    expect(chatLink(base, market("es_ES"))).toBe("https://chat.example.com/app%201?locale=es_ES");
    expect(chatLink(base, market("fr_FR"))).toBeUndefined();
    expect(chatLink({ ...base, ENVIRONMENT: "production" }, market("fr_FR"))).toBe("https://chat.example.com/app%201?locale=fr_FR");
  });
  it("offers nothing without an app id or an https URL", () => {
    expect(chatLink({ ...base, CHAT_APP_ID: "" }, market("es_ES"))).toBeUndefined();
    expect(chatLink({ ...base, CHAT_URL: "" }, market("es_ES"))).toBeUndefined();
    expect(chatLink({ ...base, CHAT_URL: "javascript:alert(1)" }, market("es_ES"))).toBeUndefined();
  });
});
