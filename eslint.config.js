/**
 * ESLint (flat config; issue 27 item 3; docs/decisions/069-the-house.md). `npm run lint` runs it
 * with `--max-warnings 0`; `npm test` runs it after the build (scripts/dev/test.mjs).
 *
 * - typescript-eslint `recommended` (no type-aware rules: they would need the whole program, slow);
 * - react-hooks: `rules-of-hooks` and `exhaustive-deps` as errors (the React Compiler rules of the
 *   plugin's `recommended` set are off: the shop does not use the compiler);
 * - the direction of the house (item 1): `routes -> features -> (client/ui, client/shop,
 *   client/theme) -> shared`. A feature imports another feature only through its public face
 *   (`client/features/<name>/index.ts`); `shared/` imports neither `client/` nor `worker/`;
 *   `client/` never imports `worker/`;
 * - no import circles (`import-x/no-cycle` inside the project, value imports; `scripts/dev/import-graph.mjs` and
 *   tests/unit/import-graph.test.ts count type imports too).
 *
 * Only rules that find defects; no stylistic rule (the code is not reformatted).
 */
import { readdirSync } from "node:fs";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";

const features = readdirSync(new URL("./client/features/", import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** One zone per feature: the other features reach it only through its index.ts. */
const featureZones = features.map((name) => ({
  target: features.filter((other) => other !== name).map((other) => `./client/features/${other}`),
  from: `./client/features/${name}`,
  except: ["./index.ts"],
  message: `another feature imports ${name} only through client/features/${name}/index.ts (its public face); or move the shared piece down to client/ui or client/shop`,
}));

const layerZones = [
  { target: "./shared", from: ["./client", "./worker"], message: "shared/ is the bottom layer: it imports neither client/ nor worker/" },
  { target: "./client", from: "./worker", message: "client/ never imports worker/" },
  {
    target: ["./client/ui", "./client/shop", "./client/theme"],
    from: ["./client/features", "./client/routes", "./client/boot", "./client/router.tsx", "./client/route-tree.ts", "./client/entry-client.tsx"],
    message: "the ui kit and the shop context sit below the features and routes",
  },
  { target: "./client/features", from: ["./client/routes", "./client/boot", "./client/router.tsx", "./client/route-tree.ts", "./client/entry-client.tsx"], message: "features sit below the routes and the app" },
  { target: "./client/routes", from: ["./client/boot", "./client/router.tsx", "./client/route-tree.ts", "./client/entry-client.tsx"], message: "routes sit below the app" },
];

export default tseslint.config(
  { ignores: ["node_modules/", "styled-system/", "public/", "dist/", ".wrangler/", ".seed/", ".bench/", "test-results/", "playwright-report/", "**/*.d.ts"] },
  {
    files: ["**/*.{ts,tsx,mts}"],
    extends: [tseslint.configs.recommended],
    plugins: { "react-hooks": reactHooks, "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".mts", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx", ".mts"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      // Unused names: a leading underscore marks one kept on purpose (a rest sibling left out).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true }],
      // Global augmentations (`declare global`, `declare module`) are the way to type bindings.
      "@typescript-eslint/no-namespace": ["error", { allowDeclarations: true }],
      "no-control-regex": "error",
      "prefer-const": ["error", { destructuring: "all" }],
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      // Circles run through the project only: a package cannot import back into it (ignoreExternal
      // skips walking node_modules, ~80 % of the rule's time).
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": ["error", { zones: [...featureZones, ...layerZones] }],
    },
  },
  {
    // React.lazy suspends a cold isolate's first render: client code uses client/ui/lazy.ts (decision 083).
    files: ["client/**/*.{ts,tsx}"],
    ignores: ["client/ui/lazy.ts"],
    rules: { "no-restricted-imports": ["error", { paths: [{ name: "react", importNames: ["lazy"], message: "use lazy from client/ui/lazy.ts: it renders in the server's shell even in a cold isolate (decision 083)" }] }] },
  },
  {
    // The bench's fake D1 statements and generated cases are loosely typed on purpose.
    files: ["scripts/bench/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // Tests sit above every layer: they may import what they test from anywhere; they also plant
    // control characters on purpose (injection tests).
    files: ["**/*.test.{ts,tsx}", "tests/**"],
    rules: { "import-x/no-restricted-paths": "off", "no-control-regex": "off" },
  },
);
