/**
 * `npm run bench` (issue 2 §9; not part of the tests): builds, seeds, starts wrangler dev, then
 * prints (1) requests/s and p50/p99 of the search results page under concurrent load beside the
 * same worker serving a static page of the same size (the floor) and their ratio, (2) the gzip
 * size of the JavaScript each page type loads, (3) the gzip size of the deployable worker.
 * Options: --duration=10 --connections=20.
 */
import { run } from "../dev/run.mjs";
import { startServer } from "../../tests/e2e/server.mjs";
import { load } from "./load.mjs";
import { jsWeight } from "./js-weight.mjs";
import { workerSize } from "./worker-size.mjs";

const arg = (name, dflt) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? dflt);
const duration = arg("duration", 10);
const connections = arg("connections", 20);
const port = 8790;
const host = `fr.localhost:${port}`;

await run("node", ["scripts/dev/build.mjs"]);
await run("bash", ["scripts/seed/apply.sh"]);
const server = await startServer(port);
try {
  // Warm up caches and the isolate.
  await load({ port, host, path: "/search", connections: 4, duration: 2 });
  const page = await load({ port, host, path: "/search", connections, duration });
  const floor = await load({ port, host, path: `/__floor?bytes=${page.bytes}`, connections, duration });
  const weights = await jsWeight([
    { name: "home", url: `http://fr.localhost:${port}/` },
    { name: "search", url: `http://fr.localhost:${port}/search` },
    { name: "product", url: `http://fr.localhost:${port}/stay/1` },
  ]);
  const size = workerSize();
  const date = new Date().toISOString().slice(0, 10);
  console.log(`\nBenchmark ${date} — ${connections} connections, ${duration} s, wrangler dev on this machine\n`);
  console.log("| target | req/s | p50 ms | p99 ms | bytes | errors |\n|---|---|---|---|---|---|");
  for (const r of [page, floor]) console.log(`| ${r.path} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.bytes} | ${r.errors} |`);
  console.log(`\nsearch page / static floor throughput ratio: ${(page.rps / Math.max(1, floor.rps)).toFixed(2)}\n`);
  console.log("| page | JS files | JS gzip KB |\n|---|---|---|");
  for (const w of weights) console.log(`| ${w.name} | ${w.files} | ${w.kb} |`);
  console.log(`\nworker upload ${size.upload}, gzip ${size.gzip}`);
} finally {
  server.stop();
}
