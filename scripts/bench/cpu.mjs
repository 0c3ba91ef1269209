/**
 * CPU time of processes, from /proc (Linux): `cpuMs(pids)` sums user + system time of every pid
 * (all its threads), in ms, or null when /proc cannot be read. `cpuPerRequest(pids, run)` runs
 * `run()` (a load.mjs run) and adds `cpuMsPerRequest` to its result: the processes' CPU ms over the
 * run divided by its completed requests (issue 28: the CPU a page costs, less noisy than req/s,
 * which move with whatever else shares the cores; the load tool's own CPU is not in it).
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

let ticksPerSecond = null;
function ticks() {
  if (ticksPerSecond === null) {
    try {
      ticksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

export function cpuMs(pids) {
  let sum = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      // pid (comm) state ppid … utime stime: fields 14 and 15; comm may contain spaces.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      sum += ((Number(fields[11]) + Number(fields[12])) * 1000) / ticks();
    } catch {
      return null;
    }
  }
  return sum;
}

export async function cpuPerRequest(pids, run) {
  const before = pids.length ? cpuMs(pids) : null;
  const result = await run();
  const after = pids.length ? cpuMs(pids) : null;
  const cpuMsPerRequest = before !== null && after !== null && result.requests > 0 ? Math.round(((after - before) / result.requests) * 100) / 100 : null;
  return { ...result, cpuMsPerRequest };
}
