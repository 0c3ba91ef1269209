/**
 * The soak's "memory steady" reading (soak.mjs over heap.mjs, budgets.mjs soakHeapGrowthMiB) tells
 * a leak from garbage: two tiny workers in workerd under the same load, one keeping 16 KB per
 * request, one only throwing 16 KB away. Real workerd (Miniflare), real inspector.
 */
import { Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TARGETS } from "./budgets.mjs";
import { connectHeap } from "./heap.mjs";
import { soak } from "./soak.mjs";

const WORKERS = {
  // 2,048 doubles: 16 KB on the isolate's heap (a repeated string would share its parts). 16 KB, not
  // 4: the leak shows within 6 s even when the test run's other lanes leave this load ~250 req/s.
  leaks: `const kept = []; export default { fetch() { kept.push(new Array(2048).fill(Math.random())); return new Response("ok"); } };`,
  steady: `export default { fetch() { const garbage = new Array(2048).fill(Math.random()); return new Response(String(garbage.length)); } };`,
};
/** Requests a leak of 16 KB each must reach to lift the heap past the target, with a margin. */
const ENOUGH_REQUESTS = Math.ceil((1.5 * TARGETS.soakHeapGrowthMiB * 1048576) / 16384);

let servers: { name: string; port: number; mf: Miniflare }[] = [];

beforeAll(async () => {
  // Free ports chosen by the system: nothing else on the machine is disturbed.
  servers = await Promise.all(
    Object.entries(WORKERS).map(async ([name, script]) => {
      const mf = new Miniflare({ name, modules: true, script, compatibilityDate: "2026-01-01", host: "127.0.0.1", port: 0, inspectorPort: 0 });
      return { name, port: Number((await mf.ready).port), mf };
    }),
  );
}, 60_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.mf.dispose()));
});

async function growth(name: string): Promise<number> {
  const s = servers.find((x) => x.name === name)!;
  const result = await soak([{ host: "localhost", path: "/" }], {
    port: s.port,
    pid: null,
    heap: async () => connectHeap(await s.mf.getInspectorURL(), name),
    connections: 10,
    duration: 6,
  });
  expect(result.load.errors).toBe(0);
  expect(result.load.requests).toBeGreaterThan(ENOUGH_REQUESTS);
  return result.heap!.growthMiB;
}

describe("soak memory reading", () => {
  it("reads a worker that keeps 16 KB per request as growing past the target", async () => {
    expect(await growth("leaks")).toBeGreaterThan(TARGETS.soakHeapGrowthMiB);
  }, 60_000);

  it("reads a worker that only makes garbage as steady", async () => {
    expect(await growth("steady")).toBeLessThanOrEqual(1);
  }, 60_000);
});
