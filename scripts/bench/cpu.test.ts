import { describe, expect, it } from "vitest";
import { cpuMs, cpuPerRequest } from "./cpu.mjs";

describe("cpu.mjs: CPU time of processes from /proc", () => {
  it("reads this process's CPU, which grows with work", () => {
    const before = cpuMs([process.pid]);
    expect(before).toBeTypeOf("number");
    let x = 0;
    for (const end = Date.now() + 120; Date.now() < end; ) x += Math.sqrt(x + 1);
    expect(x).toBeGreaterThan(0);
    expect(cpuMs([process.pid])! - before!).toBeGreaterThanOrEqual(50);
  });

  it("answers null for a process that does not exist", () => {
    expect(cpuMs([2 ** 22 + 12345])).toBeNull();
  });

  it("divides the run's CPU by its completed requests", async () => {
    const run = await cpuPerRequest([process.pid], async () => {
      let x = 0;
      for (const end = Date.now() + 200; Date.now() < end; ) x += Math.sqrt(x + 1);
      return { requests: 10, rps: 50, x };
    });
    expect(run.rps).toBe(50);
    // ~200 ms of CPU over 10 requests: ~20 ms each (clock ticks are 10 ms).
    expect(run.cpuMsPerRequest).toBeGreaterThanOrEqual(10);
    expect(run.cpuMsPerRequest).toBeLessThanOrEqual(40);
    expect((await cpuPerRequest([], async () => ({ requests: 1 }))).cpuMsPerRequest).toBeNull();
  });
});
