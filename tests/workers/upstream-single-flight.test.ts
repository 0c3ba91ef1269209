/**
 * Single flight (worker/upstream/client.ts `once`, decision 093): identical cacheable upstream
 * calls made while one is under way share its answer, so an answer that expires under load costs
 * the upstream one request, not one per waiting page. A failure is shared the same way and, as
 * before, never stored: the next call after it asks again. A call waits for another's at most
 * its own timeout and SHARED_CALL_SLACK_MS, then asks itself (the other request may have been
 * cancelled). Calls that differ (another point of sale) and calls that are never cached go each
 * their own way.
 */
import { describe, expect, it } from "vitest";
import { SHARED_CALL_SLACK_MS } from "../../worker/upstream/client";
import { callWorker, fakeUpstream } from "./fake-upstream";

/** Always revalidate: every call below reaches past the isolate's copy and the Cache API's. */
const REVALIDATE = { UPSTREAM_CACHE_TTL_SECONDS: "0", UPSTREAM_STALE_SECONDS: "0" };

describe("upstream single flight", () => {
  it("five identical calls at once: one upstream request, five equal answers", async () => {
    const up = fakeUpstream("slow");
    const answers = await Promise.all(Array.from({ length: 5 }, () => callWorker("http://fr.localhost/api/themes.json", up, REVALIDATE)));
    expect(answers.map((a) => a.res.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(up.calls).toBe(1);
    // Once settled, the next call asks the upstream again.
    up.fault = "ok";
    await callWorker("http://fr.localhost/api/themes.json", up, REVALIDATE);
    expect(up.calls).toBe(2);
  });

  it("a failure is shared by the calls waiting for it and not stored", async () => {
    // The default freshness and stale window: a stored failure would answer the next call.
    const up = fakeUpstream("stall");
    const answers = await Promise.all(Array.from({ length: 3 }, () => callWorker("http://fr.localhost/api/themes.json", up, { UPSTREAM_TIMEOUT_MS: "200" })));
    expect(answers.map((a) => a.res.status)).toEqual([504, 504, 504]);
    expect(up.calls).toBe(1);
    up.fault = "ok";
    const next = await callWorker("http://fr.localhost/api/themes.json", up);
    expect(next.res.status).toBe(200);
    expect(up.calls).toBe(2);
  });

  it("a call waits for another's at most its own timeout and the slack, then asks itself", async () => {
    const up = fakeUpstream("stall");
    const leader = callWorker("http://fr.localhost/api/themes.json", up, { ...REVALIDATE, UPSTREAM_TIMEOUT_MS: "2000" });
    await new Promise((r) => setTimeout(r, 20));
    const follower = await callWorker("http://fr.localhost/api/themes.json", up, { ...REVALIDATE, UPSTREAM_TIMEOUT_MS: "200" });
    expect(follower.res.status).toBe(504);
    expect(follower.ms).toBeGreaterThanOrEqual(200 + SHARED_CALL_SLACK_MS);
    expect(follower.ms).toBeLessThan(1500); // not the leader's 2 s
    expect(up.calls).toBe(2);
    expect((await leader).res.status).toBe(504);
  });

  it("calls that differ, or that are never cached, each reach the upstream", async () => {
    const up = fakeUpstream("slow");
    await Promise.all([
      callWorker("http://fr.localhost/api/themes.json", up, REVALIDATE),
      callWorker("http://es.localhost/api/themes.json", up, REVALIDATE),
    ]);
    expect(up.calls).toBe(2);
    // Real-time quotes are never cached (shared/contract/routes.ts cache: false).
    const quotes = fakeUpstream("slow");
    await Promise.all(Array.from({ length: 2 }, () => callWorker("http://fr.localhost/api/weekend/1/quote-realtime.json?checkin=2027-03-05&night=2&adult=2", quotes, REVALIDATE)));
    expect(quotes.calls).toBe(2);
  });
});
