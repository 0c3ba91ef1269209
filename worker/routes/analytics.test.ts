/**
 * POST /api/analytics/ga/collect/:pos on workerd (spec 000 §7 analytics beacon; docs/decisions/042):
 * 204 for a good beacon, handed to the embedded catalog (which keeps nothing); 400 for an unknown
 * point of sale or a bad body, 413 for a large one, 405/404 otherwise; on the customer-care host
 * the shopper events are dropped before the hand-off (decision 029). The catalog's own route is
 * checked directly too.
 */
import { SELF } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { catalogApp } from "../catalog/app";
import { call } from "../catalog/test-helpers";

const beacon = {
  client_id: "1234567.1700000000",
  session_id: "1700000123",
  events: [
    { name: "view_item_list", params: { ecommerce: { currency: "EUR", item_list_name: "search_booking", items: [{ item_id: "12", item_name: "Spa", price: 259, quantity: 1 }] } } },
    { name: "error", params: { code: "QUOTE_FETCH_ERROR" } },
  ],
};

function post(body: unknown, opts: { host?: string; pos?: string; cookie?: string } = {}) {
  // Measurement consent unless the test says otherwise (decision 077: no beacon is handed on without it).
  const headers: Record<string, string> = { "content-type": "application/json", cookie: opts.cookie ?? "consent=measurement" };
  return SELF.fetch(`http://${opts.host ?? "fr.localhost"}/api/analytics/ga/collect/${opts.pos ?? "fr_FR"}`, { method: "POST", headers, body: typeof body === "string" ? body : JSON.stringify(body) });
}

/** What the worker handed to the catalog during `run` (bodies of its /analytics calls). */
async function handedOff(run: () => Promise<void>): Promise<unknown[]> {
  const bodies: Promise<unknown>[] = [];
  const original = catalogApp.fetch;
  const spy = vi.spyOn(catalogApp, "fetch").mockImplementation((req: Request, ...rest) => {
    if (new URL(req.url).pathname.startsWith("/analytics/")) bodies.push(req.clone().json());
    return original.call(catalogApp, req, ...rest);
  });
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return Promise.all(bodies);
}

afterEach(() => vi.restoreAllMocks());

// The file's first request pays the worker's cold start (a minute on a loaded machine): in the hook, whose timeout is longer.
beforeAll(async () => {
  await (await SELF.fetch("http://fr.localhost/api/analytics/ga/collect/fr_FR")).text();
});

describe("the storefront's beacon endpoint", () => {
  it("without measurement consent checks the beacon, answers 204 and hands nothing on (decision 077)", async () => {
    for (const cookie of ["", "consent=necessary", "consent=experiments", "consent=garbage"]) {
      let res: Response | undefined;
      const bodies = await handedOff(async () => {
        res = await post(beacon, { cookie });
      });
      expect(res!.status, cookie).toBe(204);
      expect(bodies, cookie).toEqual([]);
      expect((await post("not json", { cookie })).status, cookie).toBe(400);
    }
    const granted = await handedOff(async () => void (await post(beacon, { cookie: "vid=1; consent=measurement.experiments" })));
    expect(granted).toEqual([beacon]);
  });

  it("answers 204 with no body and hands the beacon to the embedded catalog", async () => {
    let res: Response | undefined;
    const bodies = await handedOff(async () => {
      res = await post(beacon);
    });
    expect(res!.status).toBe(204);
    expect(await res!.text()).toBe("");
    expect(bodies).toEqual([beacon]);
  });

  it("refuses an unknown point of sale, a body that is not a beacon, and a large body", async () => {
    const badPos = await post(beacon, { pos: "en_GB" });
    expect(badPos.status).toBe(400);
    expect(await badPos.json()).toMatchObject({ error: expect.stringMatching(/point of sale/) });
    expect((await post("not json")).status).toBe(400);
    const noEvents = await post({ client_id: "x", events: [] });
    expect(noEvents.status).toBe(400);
    expect(JSON.stringify(await noEvents.json())).toMatch(/at least one event/);
    expect((await post({ ...beacon, events: [{ name: "Bad Name", params: {} }] })).status).toBe(400);
    expect((await post({ ...beacon, client_id: "" })).status).toBe(400);
    expect((await post({ ...beacon, events: [{ name: "x", params: { pad: "a".repeat(70_000) } }] })).status).toBe(413);
    // A body the browser may send (a keepalive request up to 64 KiB) is accepted (issue 25 item 21).
    expect((await post({ ...beacon, events: [{ name: "x", params: { pad: "a".repeat(40_000) } }] })).status).toBe(204);
  });

  it("is POST only", async () => {
    expect((await SELF.fetch("http://fr.localhost/api/analytics/ga/collect/fr_FR")).status).toBe(405);
    expect((await SELF.fetch("http://fr.localhost/api/analytics/other", { method: "POST" })).status).toBe(404);
  });

  it("drops the shopper events on the customer-care host and keeps the operational ones (decision 029)", async () => {
    const login = await SELF.fetch("http://care.localhost/care/dev-login", {
      method: "POST", redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://care.localhost" },
      body: "email=agent%40pasea.example&returnTo=%2F",
    });
    const cookie = login.headers.getSetCookie().find((c) => c.startsWith("care_token="))!.split(";")[0]! + "; consent=measurement";
    let res: Response | undefined;
    const bodies = await handedOff(async () => {
      res = await post(beacon, { host: "care.localhost", cookie });
    });
    expect(res!.status).toBe(204);
    expect(bodies).toEqual([{ ...beacon, events: [beacon.events[1]] }]);
    // Only shopper events: nothing handed off.
    const none = await handedOff(async () => {
      expect((await post({ ...beacon, events: [beacon.events[0]] }, { host: "care.localhost", cookie })).status).toBe(204);
    });
    expect(none).toEqual([]);
  });
});

describe("the embedded catalog's collector", () => {
  it("answers 204 and refuses what a collector would", async () => {
    expect((await call("POST", "/analytics/ga/collect/nl_BE", beacon)).status).toBe(204);
    expect((await call("POST", "/analytics/ga/collect/xx_XX", beacon)).status).toBe(400);
    expect((await call("POST", "/analytics/ga/collect/nl_BE", { events: [] })).status).toBe(400);
  });
});
