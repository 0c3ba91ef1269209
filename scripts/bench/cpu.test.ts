import { describe, expect, it } from "vitest";
import { cpuMs, cpuPerRequest } from "./cpu.mjs";

/** Busy until this process has used `ms` more CPU (or 10 s went by: a starved machine); the CPU used. */
function spinFor(ms: number): number {
  const before = cpuMs([process.pid])!;
  let used = 0;
  let x = 0;
  for (const end = Date.now() + 10_000; used < ms && Date.now() < end; used = cpuMs([process.pid])! - before) {
    for (let i = 0; i < 200_000; i++) x += Math.sqrt(i + x);
  }
  expect(x).toBeGreaterThan(0);
  return used;
}

describe("cpu.mjs: CPU time of processes from /proc", () => {
  it("reads this process's CPU, which grows with work", () => {
    expect(cpuMs([process.pid])).toBeTypeOf("number");
    expect(spinFor(50)).toBeGreaterThanOrEqual(50);
  });

  it("answers null for a process that does not exist", () => {
    expect(cpuMs([2 ** 22 + 12345])).toBeNull();
  });

  it("divides the run's CPU by its completed requests", async () => {
    let used = 0;
    const run = await cpuPerRequest([process.pid], async () => {
      used = spinFor(100);
      return { requests: 10, rps: 50 };
    });
    expect(run.rps).toBe(50);
    expect(used).toBeGreaterThanOrEqual(100);
    // What the run used, over 10 requests (clock ticks are 10 ms: a tick either side).
    expect(run.cpuMsPerRequest).toBeGreaterThanOrEqual(used / 10 - 1);
    expect(run.cpuMsPerRequest).toBeLessThanOrEqual(used / 10 + 2);
    expect((await cpuPerRequest([], async () => ({ requests: 1 }))).cpuMsPerRequest).toBeNull();
  });
});
