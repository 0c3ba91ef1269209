/**
 * The house's import graph, drawn from the sources (issue 27 items 1 and 2; docs/decisions/069).
 * Reads every `.ts`/`.tsx` file of shared/, client/, worker/, scripts/ and tests/, resolves each of
 * its imports with TypeScript's own resolver (tsconfig.json: `#shared/*` … paths; `import type`,
 * `export … from` and `import()` included) and prints:
 *
 * - circles: strongly connected groups of files (each one a circle, types included);
 * - upward imports: an import from a lower layer to a higher one. Layers, highest first:
 *   worker (server: renders the app) > app (client/*.tsx, client/boot) > routes > features >
 *   kit (client/ui, client/shop, client/theme) > shared. `shared/` imports neither client/ nor
 *   worker/; client/ never imports worker/;
 * - reaches: a feature importing another feature's file other than its public face
 *   (`client/features/<name>/index.ts`). Routes, the app and the worker compose features and may
 *   import any of their files; tests (`*.test.ts`) sit above every layer.
 *
 * `node scripts/dev/import-graph.mjs` prints the figures and every offending edge; exits 1 when
 * there is any (so it can run as a check). `--json` prints the figures as JSON. Plain Node, no
 * build needed (a few seconds).
 */
import { readdirSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import ts from "typescript";

const root = resolve(import.meta.dirname, "../..");
const DIRS = ["shared", "client", "worker", "scripts", "tests"];

/** Every .ts/.tsx file under `dir` (relative to the root, forward slashes). */
function walk(dir, out = []) {
  for (const name of readdirSync(join(root, dir))) {
    if (name === "node_modules" || name.startsWith(".")) continue;
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) walk(path, out);
    else if (/\.(ts|tsx|mts)$/.test(name) && !name.endsWith(".d.ts")) out.push(path);
  }
  return out;
}

const config = ts.getParsedCommandLineOfConfigFile(join(root, "tsconfig.json"), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
const options = config.options;
const host = ts.createCompilerHost(options);

/** Layer of a file: a number (higher = may import lower) and a name; null outside the layered code. */
export function layerOf(file) {
  if (/\.test\.tsx?$/.test(file)) return null; // tests sit above every layer
  if (file.startsWith("shared/")) return { rank: 1, name: "shared" };
  if (/^client\/(ui|shop|theme)\//.test(file)) return { rank: 2, name: "kit" };
  if (file.startsWith("client/features/")) return { rank: 3, name: "features" };
  if (file.startsWith("client/routes/")) return { rank: 4, name: "routes" };
  if (file.startsWith("client/")) return { rank: 5, name: "app" };
  if (file.startsWith("worker/")) return { rank: 6, name: "worker" };
  return null;
}

/** Feature name of a file under client/features/, else null. */
const featureOf = (file) => /^client\/features\/([^/]+)\//.exec(file)?.[1] ?? null;

/** The import graph: file -> set of files it imports (only files of the project). */
export function drawGraph() {
  const files = DIRS.flatMap((d) => walk(d));
  const known = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const abs = join(root, file);
    const info = ts.preProcessFile(ts.sys.readFile(abs), true, true);
    const targets = new Set();
    for (const { fileName } of info.importedFiles) {
      const resolved = ts.resolveModuleName(fileName, abs, options, host).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const target = relative(root, resolved.resolvedFileName).split("\\").join("/");
      if (known.has(target) && target !== file) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** Strongly connected groups of more than one file (Tarjan), each sorted. */
export function circles(graph) {
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const out = [];
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const group = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) out.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return out;
}

/** Edges that break the direction: upward imports and reaches into another feature's files. */
export function offences(graph) {
  const upward = [];
  const reaches = [];
  for (const [from, targets] of graph) {
    const a = layerOf(from);
    if (!a) continue;
    for (const to of targets) {
      const b = layerOf(to);
      if (!b) continue;
      if (b.rank > a.rank) upward.push(`${from} (${a.name}) -> ${to} (${b.name})`);
      const fa = featureOf(from);
      const fb = featureOf(to);
      if (fa && fb && fa !== fb && to !== `client/features/${fb}/index.ts`) reaches.push(`${from} -> ${to}`);
    }
  }
  return { upward, reaches };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const t = Date.now();
  const graph = drawGraph();
  const groups = circles(graph);
  const { upward, reaches } = offences(graph);
  const edges = [...graph.values()].reduce((n, s) => n + s.size, 0);
  const figures = { files: graph.size, imports: edges, circles: groups.length, filesInCircles: groups.flat().length, upward: upward.length, reaches: reaches.length };
  if (process.argv.includes("--json")) console.log(JSON.stringify({ ...figures, groups, upward, reaches }, null, 2));
  else {
    for (const g of groups) console.log(`circle (${g.length} files): ${g.join(", ")}`);
    for (const e of upward) console.log(`upward: ${e}`);
    for (const e of reaches) console.log(`reach: ${e}`);
    console.log(`${figures.files} files, ${figures.imports} imports: ${figures.circles} circles (${figures.filesInCircles} files), ${figures.upward} upward imports, ${figures.reaches} reaches into another feature (${((Date.now() - t) / 1000).toFixed(1)} s)`);
  }
  process.exit(groups.length || upward.length || reaches.length ? 1 : 0);
}
