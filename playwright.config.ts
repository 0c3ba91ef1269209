/**
 * End-to-end tests in Debian Chromium (/usr/bin/chromium) against the real worker under wrangler
 * dev, started by tests/e2e/run.mjs on E2E_PORT (default 8788). Never downloads a browser.
 */
import { defineConfig } from "@playwright/test";

const port = process.env.E2E_PORT ?? "8788";

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // One browser at a time. Two (5.1 min against 7.9 here) once lost the worker under wrangler dev
  // ("Network connection lost" in its proxy) and every later test with it: docs/NOTES.md, eleventh
  // session. The stay-book spec moves a stay's rates in the shared local D1 (wrangler d1
  // execute): it runs after every other spec.
  fullyParallel: false,
  workers: 1,
  projects: [
    { name: "shop", testIgnore: /stay-book\.spec\.ts$/ },
    { name: "rates-moved", testMatch: /stay-book\.spec\.ts$/, dependencies: ["shop"] },
  ],
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://fr.localhost:${port}`,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    // A normal browser user agent: the router does not stream to bots (DESIGN.md).
    userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
    },
    screenshot: "only-on-failure",
    trace: "off",
  },
});
