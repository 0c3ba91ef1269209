/**
 * The soak's "memory steady" reading (soak.mjs over heap.mjs, budgets.mjs soakHeapGrowthMiB) tells
 * a leak from garbage: two tiny workers in workerd under the same load, one keeping 4 KB per
 * request, one only throwing 4 KB away. Real workerd (Miniflare), real inspector.
 */
import { Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TARGETS } from "./budgets.mjs";
import { connectHeap } from "./heap.mjs";
import { soak } from "./soak.mjs";

const WORKERS = {
  // 512 doubles: 4 KB on the isolate's heap (a repeated string would share its parts).
  leaks: `const kept = []; export default { fetch() { kept.push(new Array(512).fill(Math.random())); return new Response("ok"); } };`,
  steady: `export default { fetch() { const garbage = new Array(512).fill(Math.random()); return new Response(String(garbage.length)); } };`,
};
const PORT = 8781;

let servers: { name: string; port: number; mf: Miniflare }[] = [];

beforeAll(async () => {
  servers = Object.entries(WORKERS).map(([name, script], i) => ({
    name,
    port: PORT + i,
    mf: new Miniflare({ name, modules: true, script, compatibilityDate: "2026-01-01", host: "127.0.0.1", port: PORT + i, inspectorPort: PORT + 1000 + i }),
  }));
  await Promise.all(servers.map((s) => s.mf.ready));
}, 60_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.mf.dispose()));
});

async function growth(name: string): Promise<number> {
  const s = servers.find((x) => x.name === name)!;
  const result = await soak([{ host: "localhost", path: "/" }], {
    port: s.port,
    pid: null,
    heap: () => connectHeap(s.port + 1000, name),
    connections: 10,
    duration: 4,
  });
  expect(result.load.errors).toBe(0);
  expect(result.load.requests).toBeGreaterThan(2000); // enough requests for 4 KB each to show
  return result.heap!.growthMiB;
}

describe("soak memory reading", () => {
  it("reads a worker that keeps 4 KB per request as growing past the target", async () => {
    expect(await growth("leaks")).toBeGreaterThan(TARGETS.soakHeapGrowthMiB);
  }, 60_000);

  it("reads a worker that only makes garbage as steady", async () => {
    expect(await growth("steady")).toBeLessThanOrEqual(1);
  }, 60_000);
});
