/**
 * /api/account on workerd with D1 (migration 0011's development accounts and codes; spec 001 §2
 * "Account", §4 sign out, §6 roles, §7 beneficiary offers; docs/decisions/034): sign-in origin
 * refusing other sites, wrong password and bad input, the token cookie, sign out, wishlist
 * authorisation and merge, booking lookup, gift codes valid / unknown / expired.
 */
import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./account-password";

let ipSeq = 0;
const nextIp = () => `198.51.100.${++ipSeq}`;

function call(path: string, opts: { method?: string; body?: unknown; cookie?: string; host?: string; type?: string; origin?: string | null } = {}) {
  const host = opts.host ?? "fr.localhost";
  const headers: Record<string, string> = { "cf-connecting-ip": nextIp() };
  if (opts.body !== undefined) headers["content-type"] = opts.type ?? "application/json";
  if (opts.origin !== null) headers.origin = opts.origin ?? `http://${host}`;
  if (opts.cookie) headers.cookie = opts.cookie;
  const body = opts.body === undefined ? undefined : typeof opts.body === "string" ? opts.body : JSON.stringify(opts.body);
  return SELF.fetch(`http://${host}/api/account${path}`, { method: opts.method ?? (body ? "POST" : "GET"), headers, body, redirect: "manual" });
}

// The file's first request pays the worker's cold start (a minute on a loaded machine): in the hook, whose timeout is longer.
beforeAll(async () => {
  await (await SELF.fetch("http://fr.localhost/api/account/me")).text();
});

const LEA = { email: "lea@pasea.example", password: "weekend-lea-2026" };

/** Set-Cookie headers as name → full header. */
function cookiesOf(res: Response): Map<string, string> {
  return new Map(res.headers.getSetCookie().map((h) => [h.split("=")[0]!, h]));
}

async function signIn(account = LEA, host?: string): Promise<string> {
  const res = await call("/signin", { body: { ...account, origin: "/" }, host });
  expect(res.status).toBe(200);
  return [...cookiesOf(res).values()].map((h) => h.split(";")[0]).join("; ");
}

describe("POST /api/account/signin", () => {
  it("signs in, sets the HttpOnly token and the readable account cookie, and returns to a same-site origin", async () => {
    const res = await call("/signin", { body: { ...LEA, origin: "/search?flow=gifting" } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, redirect: "/search?flow=gifting", firstName: "Léa" });
    const cookies = cookiesOf(res);
    expect(cookies.get("access_token")).toMatch(/HttpOnly/);
    expect(cookies.get("access_token")).toMatch(/SameSite=Lax/);
    expect(cookies.get("access_token")).not.toMatch(/Secure/); // localhost is http
    expect(cookies.get("user_account")).not.toMatch(/HttpOnly/);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("sets Secure cookies on a public host", async () => {
    const res = await SELF.fetch("https://www.pasea.fr/api/account/signin", {
      method: "POST", headers: { "content-type": "application/json", origin: "https://www.pasea.fr", "cf-connecting-ip": nextIp() }, body: JSON.stringify(LEA),
    });
    expect(res.status).toBe(200);
    expect(cookiesOf(res).get("access_token")).toMatch(/Secure/);
  });

  for (const origin of ["//evil.example/x", "https://evil.example/", "/\\evil.example", "javascript:alert(1)", "/\t/evil.example"]) {
    it(`refuses the origin ${JSON.stringify(origin)} and goes home`, async () => {
      const res = await call("/signin", { body: { ...LEA, origin } });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { redirect: string }).redirect).toBe("/");
    });
  }

  it("redirects a form post (no JavaScript) with 303 to the safe origin only", async () => {
    const ok = await call("/signin", { body: new URLSearchParams({ ...LEA, origin: "/stay/12" }).toString(), type: "application/x-www-form-urlencoded" });
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe("/stay/12");
    const evil = await call("/signin", { body: new URLSearchParams({ ...LEA, origin: "//evil.example" }).toString(), type: "application/x-www-form-urlencoded" });
    expect(evil.headers.get("location")).toBe("/");
  });

  it("refuses a cross-site form post with 403", async () => {
    const res = await call("/signin", { body: new URLSearchParams(LEA).toString(), type: "application/x-www-form-urlencoded", origin: "https://evil.example" });
    expect(res.status).toBe(403);
  });

  it("answers 401 for a wrong password or an unknown email, with no cookie", async () => {
    for (const body of [{ ...LEA, password: "wrong-password" }, { email: "nobody@pasea.example", password: "whatever" }]) {
      const res = await call("/signin", { body });
      expect(res.status).toBe(401);
      expect(((await res.json()) as { fields: unknown }).fields).toEqual({ password: "account.error.credentials" });
      expect(res.headers.getSetCookie().some((h) => h.startsWith("access_token="))).toBe(false);
    }
  });

  it("answers 400 naming each bad field, 400 for a non-object body and 415 for text", async () => {
    const res = await call("/signin", { body: { email: "lea@", password: "" } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: unknown }).fields).toEqual({ email: "account.error.email", password: "account.error.mandatory" });
    expect((await call("/signin", { body: "[1]" })).status).toBe(400);
    expect((await call("/signin", { body: "x", type: "text/plain" })).status).toBe(415);
  });
});

describe("POST /api/account/signout", () => {
  it("clears the access token, the account cookie and the gift code cookie", async () => {
    const cookie = await signIn();
    const res = await call("/signout", { body: {}, cookie });
    expect(res.status).toBe(200);
    const cleared = cookiesOf(res);
    for (const name of ["access_token", "user_account", "beneficiary_token"]) expect(cleared.get(name)).toMatch(/Max-Age=0/);
  });
});

describe("wishlist API", () => {
  const item = (id: number, kind = "STAY") => ({ id, kind, label: `Séjour ${id}`, imageUrl: `/img/p/${id}.svg`, uri: `/stay/${id}` });

  it("answers 401 without a token, or with a forged one", async () => {
    expect((await call("/wishlist")).status).toBe(401);
    expect((await call("/wishlist", { method: "PUT", body: { item: item(1) } })).status).toBe(401);
    const forged = "access_token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwiYXVkIjoiYWNjb3VudCJ9.c2lnbmF0dXJl";
    expect((await call("/wishlist", { cookie: forged })).status).toBe(401);
    expect((await call("/me", { cookie: forged })).status).toBe(401);
  });

  it("adds, merges the anonymous list and removes, per account", async () => {
    const cookie = await signIn({ email: "sanne@pasea.example", password: "weekend-sanne-2026" }, "nl.localhost");
    await env.DB.prepare("DELETE FROM account_wishlist WHERE account_id = 3").run();
    const add = await call("/wishlist", { method: "PUT", body: { item: item(11) }, cookie, host: "nl.localhost" });
    expect(add.status).toBe(200);
    const merged = await call("/wishlist/merge", { body: { items: [item(11), item(12, "ACTIVITY"), { id: "bad" }] }, cookie, host: "nl.localhost" });
    expect(((await merged.json()) as { items: { id: number; kind: string }[] }).items.map((i) => `${i.kind}${i.id}`)).toEqual(["STAY11", "ACTIVITY12"]);
    const removed = await call("/wishlist/stay/11", { method: "DELETE", cookie, host: "nl.localhost" });
    expect(((await removed.json()) as { items: { id: number }[] }).items.map((i) => i.id)).toEqual([12]);
    expect((await call("/wishlist", { method: "PUT", body: { item: { ...item(13), uri: "https://evil.example" } }, cookie, host: "nl.localhost" })).status).toBe(400);
    // Another account does not see it.
    const other = await signIn({ email: "marta@pasea.example", password: "weekend-marta-2026" }, "es.localhost");
    const list = (await (await call("/wishlist", { cookie: other, host: "es.localhost" })).json()) as { items: { id: number }[] };
    expect(list.items.some((i) => i.id === 12)).toBe(false);
  });
});

describe("trips and booking lookup", () => {
  it("finds a booking by number and email, 404 otherwise, 400 for a malformed number", async () => {
    await env.DB.prepare("INSERT OR REPLACE INTO account_trips (booking_number, account_id, email, cart_id, created_at) VALUES ('40404040', 1, 'lea@pasea.example', 'ffffffffffffffffffffffffffffffff', '2026-05-01T10:00:00Z')").run();
    const ok = await call("/lookup", { body: { bookingNumber: "4040 4040", email: "LEA@pasea.example" } });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { trip: { bookingNumber: string } }).trip.bookingNumber).toBe("40404040");
    const wrong = await call("/lookup", { body: { bookingNumber: "40404040", email: "other@pasea.example" } });
    expect(wrong.status).toBe(404);
    const bad = await call("/lookup", { body: { bookingNumber: "1234", email: "x" } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: unknown }).fields).toEqual({ bookingNumber: "account.error.bookingNumber", email: "account.error.email" });
    const trips = await call("/trips", { cookie: await signIn() });
    expect(((await trips.json()) as { trips: { bookingNumber: string }[] }).trips.map((t) => t.bookingNumber)).toContain("40404040");
    expect((await call("/trips")).status).toBe(401);
  });
});

describe("beneficiary login and offers", () => {
  async function login(code: string, host = "fr.localhost") {
    return call("/beneficiary/login", { body: { code }, host });
  }

  it("lets a box code in and serves the box's offers with priceType beneficiary and facets", async () => {
    const res = await login("pasea-box-2026");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, kind: "box", redirect: "/beneficiary/offers" });
    const cookie = res.headers.getSetCookie().map((h) => h.split(";")[0]).join("; ");
    expect(res.headers.getSetCookie()[0]).toMatch(/HttpOnly/);
    const offers = await call("/beneficiary/offers", { cookie });
    expect(offers.status).toBe(200);
    const body = (await offers.json()) as { kind: string; boxTitle: string; offers: { priceType: string }[]; facets: { stars: { count: number }[] }; searchDetails: { totalCount: number } };
    expect(body.kind).toBe("box");
    expect(body.boxTitle).toBeTruthy();
    expect(body.offers.length).toBeGreaterThan(0);
    expect(body.offers.every((o) => o.priceType === "beneficiary")).toBe(true);
    expect(body.facets.stars.reduce((n, s) => n + s.count, 0)).toBeGreaterThan(0);
  });

  it("serves a single voucher's stays within its value in every market", async () => {
    for (const host of ["fr.localhost", "es.localhost", "nl.localhost", "it.localhost"]) {
      const res = await login("PASEA-SV-2026", host);
      expect(res.status).toBe(200);
      const cookie = res.headers.getSetCookie().map((h) => h.split(";")[0]).join("; ");
      const body = (await (await call("/beneficiary/offers", { cookie, host })).json()) as { voucher: { valueCents: number }; offers: { sellPrice: number; nights: number; priceType: string }[] };
      expect(body.offers.length).toBeGreaterThan(0);
      for (const o of body.offers) {
        expect(o.nights).toBe(1);
        expect(o.priceType).toBe("beneficiary");
      }
    }
  });

  it("answers 404 for an unknown code, 410 for an expired one, 400 for a malformed one, 401 for offers without a code", async () => {
    const unknown = await login("NOPE-0000-XX");
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { fields: unknown }).fields).toEqual({ code: "account.error.codeUnknown" });
    const expired = await login("PASEA-OLD-2020");
    expect(expired.status).toBe(410);
    expect(((await expired.json()) as { fields: unknown }).fields).toEqual({ code: "account.error.codeExpired" });
    expect(expired.headers.getSetCookie().some((h) => h.startsWith("beneficiary_token="))).toBe(false);
    expect((await login("<script>")).status).toBe(400);
    expect((await call("/beneficiary/offers")).status).toBe(401);
  });
});

describe("passwords", () => {
  it("hashes with a fresh salt and verifies only the right password", async () => {
    const a = await hashPassword("s3cret-pass");
    expect(a).not.toBe(await hashPassword("s3cret-pass"));
    expect(await verifyPassword("s3cret-pass", a)).toBe(true);
    expect(await verifyPassword("s3cret-pasS", a)).toBe(false);
    expect(await verifyPassword("x", "garbage")).toBe(false);
  });
});

describe("account pages (SSR)", () => {
  it("renders the account and gift pages with 200, their title and noindex, in each language", async () => {
    const cases = [
      ["fr.localhost", "/account/signin?origin=%2Fsearch", "Se connecter | Pasea"],
      ["nl.localhost", "/account/wishlist", "Mijn favorieten | Pasea"],
      ["es.localhost", "/account/trips", "Buscar mi reserva | Pasea"],
      ["it.localhost", "/beneficiary/login", "Usa il mio regalo | Pasea"],
      ["fr.localhost", "/wishlist", "Mes favoris | Pasea"],
    ] as const;
    for (const [host, path, title] of cases) {
      const res = await SELF.fetch(`http://${host}${path}`, { headers: { "user-agent": "Mozilla/5.0" } });
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html, path).toContain(`<title>${title}</title>`);
      expect(html, path).toContain('name="robots" content="noindex, follow"');
    }
  });
});
