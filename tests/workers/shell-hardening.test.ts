/**
 * Hardening of the shell (issue 25 items 23-26), through the whole worker:
 * - 23: a wrongly shaped /cms/homepage answer is refused like any other answer off the contract:
 *   the last good copy keeps being served (stale) and is not overwritten;
 * - 24: gift-code login and booking lookup are rate-limited like sign-in (429 + Retry-After), and the
 *   expired / used messages stay below the limit;
 * - 25: POST /api/account/trips attaches a cart only for the account or visitor that made it.
 */
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { SIGNIN_RATE } from "../../worker/routes/account";
import { callWorker, fakeUpstream } from "./fake-upstream";
import { awayFromWindowEdge } from "./rate-window";

/** Always revalidate, but keep answers for stale-if-error; a short timeout. */
const REVALIDATE = { UPSTREAM_TIMEOUT_MS: "300", UPSTREAM_CACHE_TTL_SECONDS: "0" };

let ipSeq = 0;
const nextIp = () => `203.0.113.${++ipSeq}`;

function post(path: string, body: unknown, opts: { ip?: string; cookie?: string } = {}) {
  const headers: Record<string, string> = { "content-type": "application/json", origin: "http://fr.localhost", "cf-connecting-ip": opts.ip ?? nextIp() };
  if (opts.cookie) headers.cookie = opts.cookie;
  return SELF.fetch(`http://fr.localhost${path}`, { method: "POST", headers, body: JSON.stringify(body), redirect: "manual" });
}

const cookieHeader = (res: Response) => res.headers.getSetCookie().map((h) => h.split(";")[0]).join("; ");

beforeAll(async () => {
  await (await SELF.fetch("http://fr.localhost/api/account/me")).text();
});

describe("item 23: /cms/homepage answers off the contract", () => {
  it("keeps serving the last good copy when the upstream answers a wrongly shaped body, and does not store it", async () => {
    const up = fakeUpstream("ok");
    const good = await callWorker("http://fr.localhost/api/cms/homepage", up, REVALIDATE);
    expect(good.res.status).toBe(200);
    expect(JSON.parse(good.text)).toHaveProperty("booking");
    up.fault = "off-contract";
    const stale = await callWorker("http://fr.localhost/api/cms/homepage", up, REVALIDATE);
    expect(stale.res.status).toBe(200);
    expect(stale.res.headers.get("x-upstream-cache")).toBe("stale");
    expect(stale.text).toBe(good.text);
    // An empty document set is refused too (with no stale copy: a 502, never `{}` served as good).
    const bare = fakeUpstream("ok", (path, body) => (path === "/cms/homepage" ? {} : body));
    const refused = await callWorker("http://fr.localhost/api/cms/homepage", bare, REVALIDATE);
    expect(refused.res.status).toBe(502);
  });
});

describe("item 24: guesses are rate-limited", () => {
  for (const [path, body] of [
    ["/api/account/beneficiary/login", { code: "NOPE-0000-XX" }],
    ["/api/account/lookup", { bookingNumber: "12345678", email: "nobody@pasea.example" }],
  ] as const) {
    it(`${path}: 429 with Retry-After after ${SIGNIN_RATE.max} guesses from one address`, { timeout: 90_000 }, async () => {
      await awayFromWindowEdge(SIGNIN_RATE.seconds);
      const ip = nextIp();
      const statuses: number[] = [];
      for (let i = 0; i < SIGNIN_RATE.max + 2; i++) {
        const res = await post(path, body, { ip });
        statuses.push(res.status);
        if (res.status === 429) expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
        await res.body?.cancel();
      }
      expect(statuses.slice(0, SIGNIN_RATE.max).every((s) => s === 404)).toBe(true);
      expect(statuses.slice(SIGNIN_RATE.max)).toEqual([429, 429]);
      // Another address is not affected.
      expect((await post(path, body)).status).toBe(404);
    });
  }

  it("keeps the expired and used messages below the limit", async () => {
    const expired = await post("/api/account/beneficiary/login", { code: "PASEA-OLD-2020" });
    expect(expired.status).toBe(410);
    expect(((await expired.json()) as { fields: unknown }).fields).toEqual({ code: "account.error.codeExpired" });
  });
});

describe("item 25: trips attach only the visitor's or account's own carts", () => {
  async function visitorCookie(): Promise<string> {
    const page = await SELF.fetch("http://fr.localhost/", { headers: { "user-agent": "Mozilla/5.0" } });
    await page.body?.cancel();
    return /(?:^|; )(vid=[^;]+)/.exec(cookieHeader(page))![1]!;
  }

  async function makeCart(cookie: string): Promise<string> {
    const checkin = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const offers = (await (await post("/api/offers.json", { checkin, pagination: { limit: 3 } }, { cookie })).json()) as { exactMatch: { mainPackage: { id: number; checkin: string; nights: number } }[] };
    const card = offers.exactMatch[0]!.mainPackage;
    const q = `checkin=${card.checkin}&nights=${card.nights}&adult=2`;
    const rt = (await (await SELF.fetch(`http://fr.localhost/api/weekend/${card.id}/quote-realtime.json?${q}`, { headers: { cookie } })).json()) as { priceInfo?: { sellPrice: number } };
    expect(rt.priceInfo, JSON.stringify(rt).slice(0, 300)).toBeDefined();
    const res = await post("/api/carts.json", { packageId: card.id, checkin: card.checkin, nights: card.nights, adult: 2, expectedSellPrice: rt.priceInfo!.sellPrice }, { cookie });
    expect(res.status).toBe(200);
    return ((await res.json()) as { id: string }).id;
  }

  async function signIn(vid: string, account = { email: "lea@pasea.example", password: "weekend-lea-2026" }): Promise<string> {
    const res = await post("/api/account/signin", { ...account, origin: "/" }, { cookie: vid });
    expect(res.status).toBe(200);
    return `${vid}; ${cookieHeader(res)}`;
  }

  it("refuses another visitor's cart with 403, attaches the visitor's own cart", async () => {
    const maker = await visitorCookie();
    const cartId = await makeCart(maker);
    const stranger = await signIn(await visitorCookie());
    const refused = await post("/api/account/trips", { cartId }, { cookie: stranger });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "NOT_YOUR_CART" });
    const own = await post("/api/account/trips", { cartId }, { cookie: await signIn(maker) });
    expect(own.status).toBe(201);
    expect(((await own.json()) as { trip: { cartId: string } }).trip.cartId).toBe(cartId);
  });

  it("attaches a cart made while signed in from another browser of the same account", async () => {
    const signedIn = await signIn(await visitorCookie());
    const cartId = await makeCart(signedIn);
    const otherBrowser = await signIn(await visitorCookie());
    expect((await post("/api/account/trips", { cartId }, { cookie: otherBrowser })).status).toBe(201);
  });
});
