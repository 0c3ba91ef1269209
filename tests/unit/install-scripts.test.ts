/**
 * Installs are explicit (issue 27 item 6; docs/decisions/067-install-scripts.md): every package of
 * package-lock.json that has an install script (`hasInstallScript`) is named in package.json's
 * `allowScripts`, approved (true) or denied (false). npm 11 skips unlisted scripts and ends
 * `npm install` with a list of them; this keeps that list empty without depending on the npm
 * version of the machine (the lockfile is the source npm reads too).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const root = new URL("../../", import.meta.url);
const pkg = JSON.parse(readFileSync(new URL("package.json", root), "utf8")) as { allowScripts?: Record<string, boolean> };
const lock = JSON.parse(readFileSync(new URL("package-lock.json", root), "utf8")) as {
  packages: Record<string, { version?: string; hasInstallScript?: boolean }>;
};

/** Package name of a lockfile key such as "node_modules/a/node_modules/@b/c". */
const nameOf = (key: string) => key.slice(key.lastIndexOf("node_modules/") + "node_modules/".length);

describe("install scripts", () => {
  const allow = pkg.allowScripts ?? {};
  const covered = (name: string, version = "") => name in allow || `${name}@${version}` in allow;

  it("every dependency with an install script is approved or denied in allowScripts", () => {
    const scripted = Object.entries(lock.packages).filter(([key, p]) => key !== "" && p.hasInstallScript);
    expect(scripted.length).toBeGreaterThan(0);
    const unreviewed = scripted.filter(([key, p]) => !covered(nameOf(key), p.version)).map(([key, p]) => `${nameOf(key)}@${p.version}`);
    expect(unreviewed).toEqual([]);
  });

  it("allowScripts names no package that is gone or has no install script", () => {
    const scriptedNames = new Set(Object.entries(lock.packages).filter(([, p]) => p.hasInstallScript).map(([key]) => nameOf(key)));
    const stale = Object.keys(allow).filter((key) => !scriptedNames.has(key.replace(/(.)@.*$/, "$1")));
    expect(stale).toEqual([]);
  });
});
