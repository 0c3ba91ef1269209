/**
 * Facts of the machine and toolchain a run measured on: cores, memory (GiB), load average at start
 * (1 min; other work on the same cores skews every figure), Node, Chromium, Lighthouse and wrangler
 * versions, and the git commit (with "+changes" when the working tree differs from it).
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";

const sh = (cmd, args) => {
  try {
    return execFileSync(cmd, args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], timeout: 20_000 }).trim();
  } catch {
    return "?";
  }
};
const version = (pkg) => JSON.parse(readFileSync(`node_modules/${pkg}/package.json`, "utf8")).version;

export function machineFacts() {
  const chromium = /Chromium ([\d.]+)/.exec(sh(process.env.CHROME_PATH ?? "/usr/bin/chromium", ["--version"]))?.[1] ?? "?";
  const dirty = sh("git", ["status", "--porcelain"]) !== "";
  return {
    cores: os.availableParallelism(),
    memGiB: Math.round(os.totalmem() / 2 ** 30),
    load1: Math.round(os.loadavg()[0] * 10) / 10,
    node: process.version,
    chromium,
    lighthouse: version("lighthouse"),
    wrangler: version("wrangler"),
    commit: sh("git", ["rev-parse", "--short", "HEAD"]) + (dirty ? "+changes" : ""),
  };
}

export function machineLine(m) {
  return `${m.cores} cores (nproc), ${m.memGiB} GiB, load average ${m.load1} at start, Node ${m.node}, Debian Chromium ${m.chromium}, Lighthouse ${m.lighthouse}, wrangler ${m.wrangler}, commit ${m.commit}`;
}
