/**
 * Unit tests in Node: shared/ (criteria, pricing, money, flags, i18n), client/ pure modules,
 * locale completeness, data scripts, and worker modules that need no Workers runtime.
 */
import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  resolve: {
    alias: { "#shared": r("./shared"), "#client": r("./client"), "styled-system": r("./styled-system") },
  },
  test: {
    include: ["shared/**/*.test.ts", "client/**/*.test.{ts,tsx}", "tests/unit/**/*.test.ts", "scripts/**/*.test.ts", "worker/routes/images.test.ts", "worker/**/*.node.test.ts"],
    environment: "node",
    // Files share their worker's module cache: the suite ran 152 s alone (import 37 s: every file
    // re-imported its modules), 84 s without isolation. A test that sets a global (fake timers,
    // stubGlobal, window/document) restores it in its own afterEach/finally.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
