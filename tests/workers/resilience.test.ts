/**
 * Upstream faults (issue 3 "Resilience and security" §2): a fake upstream (fake-upstream.ts)
 * answers 500s, malformed JSON, JSON off the contract, HTML, connection resets and 5 s stalls.
 * Expected:
 * - the API answers a JSON 502 (bad answer) or 504 (timeout) within the timeout budget, and never
 *   passes the upstream's garbage or error page on;
 * - pages (streaming SSR of /search, /stay/{id}, /) answer within the budget: the search and stay
 *   pages answer 503 with Retry-After and noindex (issue 13 item 21) and show the spec's message (spec 000 §8 'Oops, something went wrong', fr 'Oups, une erreur
 *   s'est produite'), the home page hides its failed block (spec 001 §8);
 * - the last good answer is served when the upstream fails (stale-if-error, marked
 *   `x-upstream-cache: stale`), and a failure is never cached; with a stale copy at hand a slow
 *   upstream costs only the short deadline, its answer refreshing the copy in the background.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callWorker, existingStayId, fakeUpstream, SLOW_MS, STALL_MS, type Fault } from "./fake-upstream";

/** Upstream timeout for these tests, ms (production default 3000). */
const TIMEOUT = 300;
/** Allowed time beyond the timeout for the worker's own work (render, in-process catalog), ms. */
const SLACK = 1200;
const FAST = { UPSTREAM_TIMEOUT_MS: String(TIMEOUT) };
/** Always revalidate, but keep answers for stale-if-error. */
const REVALIDATE = { ...FAST, UPSTREAM_CACHE_TTL_SECONDS: "0" };
const FAULTS: Fault[] = ["500", "503-json", "malformed", "off-contract", "html", "network", "stall", "stall-body"];
const ERROR_FR = "Oups, une erreur s'est produite";

let n = 0;
/**
 * A URL no earlier test has rendered: the page micro-cache keys on the path and the query the
 * routes read (`from` is one; an unknown key such as `t` would be ignored).
 */
const fresh = (path: string) => `http://fr.localhost${path}${path.includes("?") ? "&" : "?"}from=t${Date.now().toString(36)}${++n}`;
const decode = (html: string) => html.replace(/&#x27;|&#39;|&apos;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&");

describe("API under upstream faults", () => {
  for (const fault of FAULTS) {
    it(`${fault}: answers JSON ${fault.startsWith("stall") ? 504 : 502} within the budget, nothing cached`, async () => {
      const up = fakeUpstream(fault);
      const { res, text, ms } = await callWorker("http://fr.localhost/api/themes.json", up, FAST);
      expect(res.status).toBe(fault.startsWith("stall") ? 504 : 502);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(res.headers.get("x-upstream-cache")).toBe("bypass");
      expect(JSON.parse(text)).toEqual({ error: expect.any(String) });
      expect(text).not.toMatch(/secret\.java|<script|<html/i);
      expect(ms).toBeLessThan(TIMEOUT + SLACK);
      // The failure was not stored: the next call reaches the upstream again, and succeeds.
      up.fault = "ok";
      const again = await callWorker("http://fr.localhost/api/themes.json", up, FAST);
      expect(again.res.status).toBe(200);
      expect(again.res.headers.get("x-upstream-cache")).toBe("miss");
      expect(up.calls).toBe(2);
    });
  }

  it("passes a 4xx JSON answer through, uncached and without stale cover", async () => {
    const up = fakeUpstream("ok");
    const { res, text } = await callWorker("http://fr.localhost/api/weekend/999999999/detail.json", up, REVALIDATE);
    expect(res.status).toBe(404);
    expect(JSON.parse(text).error).toEqual(expect.any(String));
    expect(res.headers.get("x-upstream-cache")).toBe("bypass");
  });

  it("serves fresh answers from the cache without calling the upstream", async () => {
    const up = fakeUpstream("ok");
    const url = "http://fr.localhost/api/autocomplete-geonames.json?term=Lyon&maxResults=5";
    expect((await callWorker(url, up, FAST)).res.headers.get("x-upstream-cache")).toBe("miss");
    up.fault = "500";
    const hit = await callWorker(url, up, FAST);
    expect(hit.res.status).toBe(200);
    expect(hit.res.headers.get("x-upstream-cache")).toBe("hit");
    expect(up.calls).toBe(1);
  });

  it("serves the last good answer, marked stale, when the upstream fails (stale-if-error)", async () => {
    const up = fakeUpstream("ok");
    const url = "http://fr.localhost/api/autocomplete-geonames.json?term=Nantes&maxResults=5";
    const good = await callWorker(url, up, REVALIDATE);
    expect(good.res.status).toBe(200);
    for (const fault of FAULTS) {
      up.fault = fault;
      const calls = up.calls;
      const stale = await callWorker(url, up, REVALIDATE);
      expect(stale.res.status, fault).toBe(200);
      expect(stale.res.headers.get("x-upstream-cache"), fault).toBe("stale");
      expect(stale.text, fault).toBe(good.text);
      expect(up.calls, `${fault} reached the upstream`).toBe(calls + 1);
      expect(stale.ms, fault).toBeLessThan(TIMEOUT + SLACK);
    }
    // Without a stale window the failure shows.
    up.fault = "500";
    expect((await callWorker(url, up, { ...REVALIDATE, UPSTREAM_STALE_SECONDS: "0" })).res.status).toBe(502);
    // Back to health: a new answer replaces the stored one.
    up.fault = "ok";
    const back = await callWorker(url, up, REVALIDATE);
    expect(back.res.headers.get("x-upstream-cache")).toBe("miss");
  });

  it("with a stale copy, waits only the short deadline, then serves it; the call refreshes the copy in the background", async () => {
    const up = fakeUpstream("ok");
    const url = "http://fr.localhost/api/themes.json";
    const DEADLINE = 200;
    const settings = { UPSTREAM_TIMEOUT_MS: "4000", UPSTREAM_CACHE_TTL_SECONDS: "0", UPSTREAM_STALE_DEADLINE_MS: String(DEADLINE) };
    const good = await callWorker(url, up, settings);
    expect(good.res.headers.get("x-upstream-cache")).toBe("miss");
    up.fault = "slow";
    up.rewrite = (_path, body) => (body as { label: string }[]).map((t) => ({ ...t, label: `${t.label} (refreshed)` }));
    const stale = await callWorker(url, up, settings);
    expect(stale.res.status).toBe(200);
    expect(stale.res.headers.get("x-upstream-cache")).toBe("stale");
    expect(stale.text).toBe(good.text);
    // The deadline, not the slow answer (SLOW_MS) nor the timeout.
    expect(stale.ms).toBeLessThan(DEADLINE + 700);
    expect(stale.ms).toBeLessThan(SLOW_MS);
    // callWorker waits for the worker's background work: the slow answer was stored meanwhile.
    up.fault = "500";
    const after = await callWorker(url, up, settings);
    expect(after.res.headers.get("x-upstream-cache")).toBe("stale");
    expect(after.text).toContain("(refreshed)");
  });

  it("answers POST /offers.json from the stale copy of the same body only", async () => {
    const up = fakeUpstream("ok");
    const post = (body: object) => callWorker("http://fr.localhost/api/offers.json", up, REVALIDATE, { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } });
    expect((await post({ adult: 2 })).res.status).toBe(200);
    up.fault = "stall";
    expect((await post({ adult: 2 })).res.headers.get("x-upstream-cache")).toBe("stale");
    const other = await post({ adult: 3 });
    expect(other.res.status).toBe(504);
  });
});

describe("pages under upstream faults", () => {
  // A query dehydrated as pending (the home page's streamed block) that later fails makes
  // @tanstack/query-core return `Promise.reject(new Error("redacted"))` from a catch handler; the
  // adopting promise handles it one microtask later, but workerd's process "unhandledRejection"
  // fires first. Vitest leaves rejections to user code while another listener exists, so this one
  // tolerates exactly that error and fails the block on any other.
  const unexpected: unknown[] = [];
  const onRejection = (reason: unknown) => {
    if (!(reason instanceof Error && reason.message === "redacted")) unexpected.push(reason);
  };
  let stay = 0;
  beforeAll(async () => {
    process.on("unhandledRejection", onRejection);
    stay = await existingStayId();
    // A fresh isolate's first render of a page loads its route's modules (seconds under the test
    // runner): done here, so that the timed renders below measure the upstream budget alone.
    for (const path of ["/", "/search", `/stay/${stay}`]) await callWorker(fresh(path), null);
  }, 60_000);
  afterAll(() => {
    process.off("unhandledRejection", onRejection);
    expect(unexpected).toEqual([]);
  });

  for (const fault of ["500", "malformed", "off-contract", "network", "stall", "stall-body"] as const) {
    it(`/search with ${fault}: a page within the budget, the failure in the query state, nothing leaked`, async () => {
      const up = fakeUpstream(fault);
      const { res, text, ms } = await callWorker(fresh("/search"), up, FAST);
      expect(res.status).toBe(503);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(res.headers.get("x-robots-tag")).toBe("noindex");
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(ms).toBeLessThan(TIMEOUT + SLACK);
      expect(ms).toBeLessThan(STALL_MS);
      // The offers query reaches the browser as failed (it retries there), never as empty data.
      expect(text).toMatch(/status:"error"/);
      expect(text).not.toMatch(/secret\.java|"late"/);
    });
  }

  it("/search with a failing upstream shows the spec's message in the server HTML, not 'no offers'", async () => {
    const up = fakeUpstream("500");
    const { text } = await callWorker(fresh("/search"), up, FAST);
    expect(decode(text)).toContain(ERROR_FR);
    expect(decode(text)).not.toMatch(/<h1[^>]*>Aucune offre/);
  });

  it("/ with a stalled upstream: answers within the budget and hides the popular stays block", async () => {
    const up = fakeUpstream("stall");
    const { res, text, ms } = await callWorker(fresh("/"), up, FAST);
    expect(res.status).toBe(200);
    expect(ms).toBeLessThan(TIMEOUT + SLACK);
    expect(text).toContain('id="popular-title"');
    expect(text).not.toContain("<article");
    expect(decode(text)).not.toContain(ERROR_FR);
  });

  it("/stay/{id} with a failing upstream answers 503 within the budget, never a 500", async () => {
    for (const fault of ["500", "stall"] as const) {
      const up = fakeUpstream(fault);
      const { res, ms } = await callWorker(fresh(`/stay/${stay}`), up, FAST);
      expect(res.status, fault).toBe(503);
      expect(res.headers.get("retry-after"), fault).toMatch(/^\d+$/);
      expect(res.headers.get("x-robots-tag"), fault).toBe("noindex");
      expect(ms, fault).toBeLessThan(TIMEOUT + SLACK);
    }
  });

  it("/stay/{id} with a failing upstream shows the spec's error message, not 'offer expired'", async () => {
    const up = fakeUpstream("500");
    const { text } = await callWorker(fresh(`/stay/${stay}`), up, FAST);
    expect(decode(text)).toContain(ERROR_FR);
  });

  it("/search keeps showing results from the last good answer while the upstream is down", async () => {
    const up = fakeUpstream("ok");
    const good = await callWorker(fresh("/search"), up, REVALIDATE);
    expect(good.text).not.toMatch(/status:"error"/);
    const heading = /<h1[^>]*>([^<]+)<\/h1>/.exec(good.text)?.[1];
    expect(heading).toMatch(/\d/);
    up.fault = "500";
    const stale = await callWorker(fresh("/search"), up, REVALIDATE);
    expect(stale.text).not.toMatch(/status:"error"/);
    expect(/<h1[^>]*>([^<]+)<\/h1>/.exec(stale.text)?.[1]).toBe(heading);
  });

  it("/search with a slow upstream and a stale copy answers 200 at the deadline, not after the upstream", async () => {
    const up = fakeUpstream("ok");
    const settings = { UPSTREAM_TIMEOUT_MS: "4000", UPSTREAM_CACHE_TTL_SECONDS: "0", UPSTREAM_STALE_DEADLINE_MS: "200" };
    const good = await callWorker(fresh("/search"), up, settings);
    expect(good.res.status).toBe(200);
    up.fault = "slow";
    const page = await callWorker(fresh("/search"), up, settings);
    expect(page.res.status).toBe(200);
    expect(page.text).not.toMatch(/status:"error"/);
    expect(page.ms).toBeLessThan(SLOW_MS);
  });

  it("/search after a failure reaches the upstream again (the failure was not cached)", async () => {
    const up = fakeUpstream("500");
    expect((await callWorker(fresh("/search"), up, FAST)).text).toMatch(/status:"error"/);
    const failedCalls = up.calls;
    up.fault = "ok";
    const ok = await callWorker(fresh("/search"), up, FAST);
    expect(ok.text).not.toMatch(/status:"error"/);
    expect(/<h1[^>]*>([^<]+)<\/h1>/.exec(ok.text)?.[1]).toMatch(/\d/);
    expect(up.calls).toBeGreaterThan(failedCalls);
  });
});
