/** Runs a command, inheriting stdio; rejects with the exit code on failure. */
import { spawn } from "node:child_process";
import { WRANGLER_ENV } from "./env.mjs";

export function run(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: "inherit", env: { ...WRANGLER_ENV, ...(opts.env ?? {}) }, cwd: opts.cwd });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(" ")} exited with ${code}`))));
    child.on("error", reject);
  });
}
