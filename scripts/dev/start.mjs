/**
 * `npm start`: builds what is missing, migrates and seeds the local D1 catalog when needed, then
 * serves the shop with wrangler dev on http://localhost:8787 (also fr.localhost, es.localhost,
 * be.localhost, nl.localhost, it.localhost, care.localhost). The worker is minified as deployed
 * (wrangler.toml `minify`; wrangler dev needs `--minify`): the pages' bytes are the edge's (decision 090).
 */
import { run } from "./run.mjs";

const port = process.env.PORT ?? "8787";
await run("node", ["scripts/dev/build.mjs"]);
await run("bash", ["scripts/seed/apply.sh"]);
console.log(`\nPasea is starting on http://localhost:${port} (try http://fr.localhost:${port}, http://be.localhost:${port})\n`);
await run("npx", ["wrangler", "dev", "--port", port, "--ip", "127.0.0.1", "--log-level", "warn", "--show-interactive-dev-session=false", "--minify"]);
