/**
 * Runs the Playwright suite against a freshly started wrangler dev (seeded local D1).
 * Assumes the build and the seed are done (scripts/dev/test.mjs does both).
 */
import { spawn } from "node:child_process";
import { startServer } from "./server.mjs";

const port = process.env.E2E_PORT ?? "8788";
const server = await startServer(port);
let code = 1;
try {
  code = await new Promise((resolve) => {
    const child = spawn("npx", ["playwright", "test", ...process.argv.slice(2)], { stdio: "inherit", env: { ...process.env, E2E_PORT: port } });
    child.on("exit", (c) => resolve(c ?? 1));
  });
} finally {
  server.stop();
}
process.exit(code);
