/**
 * The shop beside a Next.js 16 peer, one machine, one run (issue 28; from `shared/peers/side-by-side.sh`).
 * `npm run bench -- --only=peer`: the peer (`../shared/peers/next-results`, a Next.js 16 App Router
 * production build of a comparable results page, 20 offers from a fixture, rendered on every
 * request) is copied to `.bench/peer/` (shared/ may be read-only; its node_modules and build stay
 * there, git-ignored), installed with `npm ci` and built when missing or older than its sources, and
 * served with `next start` on 127.0.0.1:PEER_PORT. Then `rounds` rounds, each one after the other
 * under the same load (`connections`, `duration` s):
 *   shop_uncached  the shop's results page rendered for every request: the customer-care host
 *                  (never in the page micro-cache, page-cache.ts) with a development care token
 *   peer           the peer's `/search?page=2`
 *   shop_cached    the same page on the fr host, from the page micro-cache
 *   floor          the same worker answering the cached page's byte count from memory (`/__floor`)
 * Returns { rounds: [{ shopUncached, peer, shopCached, floor, load }], summary, html } where each
 * run is load.mjs's { rps, p50, p99, errors … } plus `cpuMsPerRequest` (cpu.mjs: the serving
 * processes' CPU, `shopPids()` for the shop's workerd), `load` the 1-minute load average at the round's
 * start, `summary` the ratios (shop uncached / peer, p99 / p50, cached / floor) as min-max over
 * the rounds, and `html` the byte counts (raw and gzip) of both results pages.
 * All traffic goes to 127.0.0.1; every run is bounded by `duration`.
 */
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { importJWK, SignJWT } from "jose";
import { request } from "./http.mjs";
import { load } from "./load.mjs";
import { cpuPerRequest } from "./cpu.mjs";
import { descendants } from "./rss.mjs";

/** The peer's sources: PEER_SRC, else `../shared/peers/next-results` beside the repository. */
export const PEER_SRC = process.env.PEER_SRC ?? resolve("..", "shared", "peers", "next-results");
const PEER_DIR = ".bench/peer";
/** The results path both serve (the issue's measurement). */
export const PEER_PATH = "/search?page=2";

function newestMtime(dir) {
  let newest = 0;
  const walk = (d) => {
    for (const name of spawnSync("ls", ["-A", d], { encoding: "utf8" }).stdout.split("\n").filter(Boolean)) {
      if (name === "node_modules" || name === ".next") continue;
      const p = join(d, name);
      const s = statSync(p);
      if (s.isDirectory()) walk(p);
      else newest = Math.max(newest, s.mtimeMs);
    }
  };
  walk(dir);
  return newest;
}

function sh(cmd, args, cwd) {
  const r = spawnSync(cmd, args, { cwd, stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} exited with ${r.status} in ${cwd}`);
}

/** Copies, installs and builds the peer in `.bench/peer/` when needed. Returns its directory. */
export function preparePeer() {
  if (!existsSync(join(PEER_SRC, "package.json"))) throw new Error(`no peer at ${PEER_SRC} (set PEER_SRC)`);
  mkdirSync(PEER_DIR, { recursive: true });
  cpSync(PEER_SRC, PEER_DIR, { recursive: true, filter: (src) => !/[\\/](node_modules|\.next)([\\/]|$)/.test(src.slice(PEER_SRC.length)) });
  // The peer sits inside this repository: without a PostCSS config of its own, Next's lookup walks
  // up to the shop's (Panda), which cannot read its config from there and fails the peer's build.
  if (!existsSync(join(PEER_SRC, "postcss.config.mjs")) && !existsSync(join(PEER_SRC, "postcss.config.js"))) writeFileSync(join(PEER_DIR, "postcss.config.mjs"), "export default { plugins: {} };\n");
  if (!existsSync(join(PEER_DIR, "node_modules", "next"))) sh("npm", ["ci", "--no-audit", "--no-fund"], PEER_DIR);
  if (!existsSync(join(PEER_DIR, "data", "offers.json"))) sh("node", ["scripts/gen-fixture.mjs"], PEER_DIR);
  const built = join(PEER_DIR, ".next", "BUILD_ID");
  if (!existsSync(built) || statSync(built).mtimeMs < newestMtime(PEER_SRC)) sh("node", ["node_modules/next/dist/bin/next", "build"], PEER_DIR);
  return PEER_DIR;
}

/**
 * `next start` on 127.0.0.1:port; resolves { stop(), pids() } once the results page answers 200 (60 s
 * at most); pids() are the peer's processes (next start and what it started).
 */
export async function startPeer(port) {
  const child = spawn("node", ["node_modules/next/dist/bin/next", "start", "-p", String(port), "-H", "127.0.0.1"], { cwd: PEER_DIR, stdio: "ignore", detached: true, env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" } });
  const stop = async () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      return;
    }
    for (let i = 0; i < 40 && child.exitCode === null; i++) await new Promise((r) => setTimeout(r, 250));
  };
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
    try {
      if ((await request({ port, host: "127.0.0.1", path: PEER_PATH, timeoutMs: 5000 })).status === 200) return { stop, pids: () => [child.pid, ...descendants(child.pid).map((p) => p.pid)] };
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`the peer did not answer on ${port} within 60 s`);
}

/** A development care token (worker/middleware/care-dev-keys.json), as scripts/care/sign-token.mjs signs it. */
export async function careToken() {
  const { privateJwk } = JSON.parse(readFileSync("worker/middleware/care-dev-keys.json", "utf8"));
  const key = await importJWK(privateJwk, "ES256");
  return new SignJWT({ email: "bench@pasea.example", email_verified: true })
    .setProtectedHeader({ alg: "ES256", kid: privateJwk.kid })
    .setIssuer("pasea-care")
    .setAudience("customer-care")
    .setIssuedAt()
    .setExpirationTime("2h")
    .sign(key);
}

const range = (xs) => {
  const r = (x) => Math.round(x * 100) / 100;
  return { min: r(Math.min(...xs)), max: r(Math.max(...xs)) };
};

/** Bytes of one answer, raw and gzip -9 (what the edge would send compressed). */
async function htmlBytes(args) {
  const res = await request(args);
  if (res.status !== 200) throw new Error(`${args.host}${args.path} answered ${res.status}`);
  return { bytes: res.bytes, gzip: gzipSync(Buffer.from(res.body), { level: 9 }).length };
}

/**
 * Runs the side-by-side rounds (see the module comment). `port` is the shop's bench server,
 * `peerPort` the peer's; `shopPath` the shop's results path.
 */
export async function peerSideBySide({ port, peerPort = 3100, shopPath = PEER_PATH, connections = 50, duration = 15, rounds = 3, shopPids = () => [] }) {
  preparePeer();
  const peer = await startPeer(peerPort);
  try {
    const token = await careToken();
    const care = { port, host: "care.localhost", path: shopPath, headers: { cookie: `care_token=${token}` } };
    const fr = { port, host: "fr.localhost", path: shopPath };
    const peerReq = { port: peerPort, host: "127.0.0.1", path: PEER_PATH };
    const html = { shopUncached: await htmlBytes(care), shopCached: await htmlBytes(fr), peer: await htmlBytes(peerReq) };
    if ((await request(care)).headers["x-page-cache"]) throw new Error("the care host answered from the page cache");
    const floorPath = `/__floor?bytes=${html.shopCached.bytes}`;
    const run = (r, path = r.path) => cpuPerRequest(r === peerReq ? peer.pids() : shopPids(), () => load({ port: r.port, host: `${r.host}:${r.port}`, path, connections, duration, headers: r.headers ?? {} }));
    const warm = (r) => load({ port: r.port, host: `${r.host}:${r.port}`, path: r.path, connections: 4, duration: 2, headers: r.headers ?? {} });
    await warm(care);
    await warm(peerReq);
    await warm(fr);
    const out = [];
    for (let i = 0; i < rounds; i++) {
      const round = { load: Math.round(loadavg()[0] * 10) / 10 };
      round.shopUncached = await run(care);
      round.peer = await run(peerReq);
      round.shopCached = await run(fr);
      round.floor = await run(fr, floorPath);
      out.push(round);
      const f = (x) => `${x.rps} req/s p50 ${x.p50} p99 ${x.p99}${x.cpuMsPerRequest !== null ? ` cpu ${x.cpuMsPerRequest} ms/req` : ""}${x.errors ? ` errors ${x.errors} (${x.errorKinds})` : ""}`;
      process.stdout.write(`peer round ${i + 1} (load ${round.load}): shop uncached ${f(round.shopUncached)} | peer ${f(round.peer)} | shop cached ${f(round.shopCached)} | floor ${f(round.floor)}\n`);
    }
    const summary = {
      uncachedVsPeer: range(out.map((r) => r.shopUncached.rps / Math.max(1, r.peer.rps))),
      uncachedP99OverP50: range(out.map((r) => r.shopUncached.p99 / Math.max(1, r.shopUncached.p50))),
      cachedVsFloor: range(out.map((r) => r.shopCached.rps / Math.max(1, r.floor.rps))),
      shopUncachedRps: range(out.map((r) => r.shopUncached.rps)),
      peerRps: range(out.map((r) => r.peer.rps)),
      ...(out.every((r) => r.shopUncached.cpuMsPerRequest !== null && r.peer.cpuMsPerRequest !== null)
        ? { shopUncachedCpuMs: range(out.map((r) => r.shopUncached.cpuMsPerRequest)), peerCpuMs: range(out.map((r) => r.peer.cpuMsPerRequest)), peerCpuOverShop: range(out.map((r) => r.peer.cpuMsPerRequest / r.shopUncached.cpuMsPerRequest)) }
        : {}),
    };
    return { rounds: out, summary, html, connections, duration, path: shopPath };
  } finally {
    await peer.stop();
  }
}
