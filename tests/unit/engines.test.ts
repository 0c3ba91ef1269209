/**
 * The declared Node range (package.json `engines`) is true of every installed package (issue 13
 * item 23; docs/decisions/001-node-line-and-toolchain.md): for the lowest version of each branch of
 * the range, and for the machine's Node, every package in package-lock.json that states
 * `engines.node` accepts it, so `npm install` prints no EBADENGINE warning on any Node we claim.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
// semver is npm's own range logic (installed with the toolchain), so the check reads ranges as npm does.
const semver = require("semver") as {
  satisfies(version: string, range: string): boolean;
  minVersion(range: string): { version: string } | null;
};
const root = new URL("../../", import.meta.url);
const pkg = JSON.parse(readFileSync(new URL("package.json", root), "utf8")) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(new URL("package-lock.json", root), "utf8")) as { packages: Record<string, { version?: string; engines?: { node?: string } | string[] }> };

describe("engines", () => {
  const declared = pkg.engines.node;
  const lowest = declared.split("||").map((branch) => semver.minVersion(branch.trim())!.version);
  const versions = [...new Set([...lowest, process.version.slice(1)])];

  it("the machine's Node is inside the declared range", () => {
    expect(semver.satisfies(process.version, declared)).toBe(true);
  });

  for (const version of versions) {
    it(`every package accepts Node ${version}`, () => {
      const refusing = Object.entries(lock.packages)
        .filter(([path, meta]) => path !== "" && meta.engines && !Array.isArray(meta.engines) && meta.engines.node)
        .filter(([, meta]) => !semver.satisfies(version, (meta.engines as { node: string }).node))
        .map(([path, meta]) => `${path.replace(/^.*node_modules\//, "")}@${meta.version} wants node ${(meta.engines as { node: string }).node}`);
      expect(refusing).toEqual([]);
    });
  }
});
