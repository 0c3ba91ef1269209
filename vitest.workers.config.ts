/**
 * Worker tests in workerd with D1 (DESIGN.md toolchain: vitest 4.1 + @cloudflare/vitest-pool-workers
 * 0.15, the cloudflareTest() Vite plugin). Bindings come from wrangler.toml (DB = the catalog).
 *
 * The catalog seed is large, so files share one runner (isolate: false, one worker): the global
 * setup (Node) provides migrations and seed statements, the per-file setup (workerd) applies them
 * only when the database is still empty.
 */
import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

export default defineConfig({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: "./wrangler.toml" },
      // Not wrangler.toml's main: see tests/workers/main.ts.
      main: "./tests/workers/main.ts",
    }),
  ],
  // Same resolution as wrangler's bundler (tsconfig paths): Panda's generated styled-system/.
  // wrangler.toml defines NODE_ENV=production (docs/decisions/004), so React's dev JSX runtime is
  // empty in the worker: compile JSX for the production runtime here too.
  oxc: { jsx: { development: false } },
  // client/ui/lazy.ts: no server preload of lazy modules under the module runner (decision 083).
  define: { __SERVER_LAZY_PRELOAD__: "false" },
  // wrangler.toml's [alias]: the pages render with React's Node server build, as deployed (decision 093).
  resolve: {
    alias: [
      { find: "styled-system", replacement: fileURLToPath(new URL("./styled-system", import.meta.url)) },
      { find: /^react-dom\/server$/, replacement: "react-dom/server.node" },
    ],
  },
  test: {
    include: ["worker/**/*.test.ts", "tests/workers/**/*.test.ts"],
    exclude: ["worker/routes/images.test.ts", "worker/**/*.node.test.ts", "node_modules/**"],
    globalSetup: ["tests/workers/setup-global.ts"],
    setupFiles: ["tests/workers/setup-d1.ts"],
    isolate: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
