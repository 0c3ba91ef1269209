/**
 * The deploy path is real (issue 27 item 7; docs/decisions/068-deploy-environments.md):
 * `wrangler deploy --dry-run --env production` bundles the worker offline, the bundle stays within
 * the budget (gzip, KiB; the free plan's limit is 3 MiB gzip), and the production and staging
 * environments, read by wrangler's own config reader (vars and define are not inherited from the
 * top level), switch on no development feature.
 *
 * Needs the client build (public/assets, its manifest is bundled): `npm test` builds first.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { unstable_readConfig } from "wrangler";

/** Upload budget, gzip KiB: 2.0 MiB today (resvg + WebP wasm are 2.8 MB raw of it). */
const GZIP_BUDGET_KIB = 2_400;

/** Settings that exist only for development (worker/env.ts, README "Settings"). */
const DEVELOPMENT_ONLY = ["DEV_PAGE_ENCODING"];

describe.each(["production", "staging"] as const)("the %s environment", (name) => {
  const config = unstable_readConfig({ config: "wrangler.toml", env: name });
  const vars = config.vars as Record<string, string>;

  it("is not development and carries its own define, database and routes", () => {
    expect(vars.ENVIRONMENT).toBeTruthy();
    expect(vars.ENVIRONMENT).not.toBe("development");
    if (name === "production") expect(vars.ENVIRONMENT).toBe("production");
    expect(config.define["process.env.NODE_ENV"]).toBe('"production"');
    expect(config.d1_databases.map((d: { binding: string }) => d.binding)).toEqual(["DB"]);
    expect(config.routes?.length ?? 0).toBeGreaterThan(0);
  });

  it("switches on no development feature", () => {
    for (const key of DEVELOPMENT_ONLY) expect(vars[key] ?? "", key).toBe("");
    // Without a JWKS the development key pair is never used outside development, but then no
    // agent can sign in: a deployed environment names its identity provider's keys.
    expect(vars.CARE_JWKS_URL || vars.CARE_JWKS, "care keys").toBeTruthy();
    const hosts = JSON.parse(vars.HOSTS ?? "{}") as Record<string, string>;
    expect(Object.keys(hosts).filter((host) => /localhost|127\.0\.0\.1/.test(host)), "local hosts").toEqual([]);
    expect(Object.values(hosts)).toContain("care");
    expect(hosts[vars.CARE_HOST ?? ""]).toBe("care");
  });
});

describe("wrangler deploy --dry-run --env production", () => {
  it(`bundles offline within ${GZIP_BUDGET_KIB} KiB gzip`, () => {
    const outdir = mkdtempSync(join(tmpdir(), "deploy-"));
    try {
      const run = spawnSync("npx", ["wrangler", "deploy", "--dry-run", "--env", "production", "--outdir", outdir], {
        encoding: "utf8",
        env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_HIDE_BANNER: "true", NO_COLOR: "1" },
      });
      const out = `${run.stdout}\n${run.stderr}`;
      expect(run.status, out).toBe(0);
      expect(out, "configuration warnings").not.toMatch(/WARNING/);
      const size = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(out);
      expect(size, out).not.toBeNull();
      expect(Number(size![2])).toBeLessThanOrEqual(GZIP_BUDGET_KIB);
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  }, 120_000);
});
