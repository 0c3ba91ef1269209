/**
 * Resident memory of a process, from /proc (Linux): `rssMiB(pid)` reads VmRSS of
 * /proc/PID/status and returns MiB (one decimal), or null when the process is gone.
 * `descendants(pid)` lists every process below `pid` as { pid, comm } (walks /proc/*\/stat parents).
 * `roundMiB(bytes)`: bytes as MiB with one decimal (the bench's memory unit).
 */
import { readdirSync, readFileSync } from "node:fs";

export const roundMiB = (bytes) => Math.round((bytes / 1048576) * 10) / 10;

export function rssMiB(pid) {
  try {
    const m = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? roundMiB(Number(m[1]) * 1024) : null;
  } catch {
    return null;
  }
}

export function descendants(root) {
  const parent = new Map();
  const comm = new Map();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      // pid (comm) state ppid …; comm may contain spaces, so split after the last ')'.
      const close = stat.lastIndexOf(")");
      comm.set(Number(name), stat.slice(stat.indexOf("(") + 1, close));
      parent.set(Number(name), Number(stat.slice(close + 2).split(" ")[1]));
    } catch {
      /* exited meanwhile */
    }
  }
  const out = [];
  const queue = [root];
  while (queue.length) {
    const p = queue.shift();
    for (const [child, pp] of parent) if (pp === p) {
      out.push({ pid: child, comm: comm.get(child) });
      queue.push(child);
    }
  }
  return out;
}
