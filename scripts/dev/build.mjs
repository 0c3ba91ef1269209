/**
 * Build: Panda codegen (styled-system/), Vite client build (public/assets/ + manifest). Skips
 * steps whose outputs are newer than every input, so `npm start` on a built checkout is quick.
 * `--force` rebuilds everything.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { run } from "./run.mjs";

const force = process.argv.includes("--force");

function newest(paths) {
  let t = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) for (const f of readdirSync(p)) walk(join(p, f));
    else t = Math.max(t, s.mtimeMs);
  };
  paths.forEach(walk);
  return t;
}

const inputs = ["client", "shared", "locales", "panda.config.ts", "vite.config.ts", "postcss.config.cjs", "package.json"];
const pandaOut = "styled-system/css/index.js";
const viteOut = "public/assets/messages/manifest.json";

if (force || !existsSync(pandaOut) || newest(["panda.config.ts", "client/theme"]) > statSync(pandaOut).mtimeMs) {
  await run("npx", ["panda", "codegen", "--silent"]);
}
if (force || !existsSync(viteOut) || newest(inputs) > statSync(viteOut).mtimeMs) {
  await run("npx", ["vite", "build", "--logLevel", "warn"]);
  await run("node", ["scripts/dev/build-messages.mjs"]);
}
