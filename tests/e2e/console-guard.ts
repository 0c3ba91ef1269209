/**
 * Console guard for every end-to-end test (issue 13, "How it is checked"): a test fails on any
 * browser console error, uncaught page error or React hydration warning, on every page it visits.
 *
 * Use `test` and `expect` from this module instead of `@playwright/test`. The `page` fixture (and
 * every page opened in its context) is watched automatically; a context made by hand
 * (`browser.newContext()`) is watched with `guardContext(context)` and checked with the returned
 * `assertClean()`.
 *
 * Allowed on purpose: nothing by default. A test that injects a fault and expects the page to log
 * it passes the expected texts to `test.use({ allowedConsole: [/pattern/] })`.
 *
 * Experiments: every test's visitor is pinned through the `exp` cookie on every market host to the
 * control variant of every experiment (shared/flags.ts), so a search without dates searches instead
 * of opening the calendar (spec 000 §4 date variations) and no test meets a variant at random (a
 * visitor id drawn per test once gave the calendar its shortcuts in one run out of several). A test
 * of a variant sets `test.use({ experiments: "dateVariation:datesForced" })`: the named ones take
 * that variant, the others stay on control. Every visitor has also accepted measurement and
 * experiments (the `consent` cookie, decision 077).
 *
 * Pictures: the generated illustrations (`/img/…`) are answered in the browser with a small stand-in picture
 * of the same type, not rendered by the worker: a cold render costs the worker 80–450 ms of CPU
 * (decision 017) and every test's fresh browser asks for dozens, which made up a large share of the
 * end-to-end lane's time (docs/decisions/079). The requests are still made (a
 * test can count them) and the `<img>` loads (no console error, a natural width above 0). The routes are
 * tested in the worker (worker/routes/raster.test.ts, images.test.ts); a spec about pictures sets
 * `test.use({ realImages: true })` (`E2E_REAL_IMAGES=1` for the whole run), and a test's own `page.route(/\/img\//…)` still wins.
 */
import { test as base, expect, type BrowserContext, type ConsoleMessage, type Page } from "@playwright/test";
import { EXPERIMENTS, parseExperimentList, serializeExperiments, type Experiments } from "../../shared/flags";
import { waitUntilHealthy } from "./server.mjs";

/** Every experiment on its control variant, with `named` ("name:variant,...") laid over. */
function pinned(named: string): string {
  const control = Object.fromEntries(Object.entries(EXPERIMENTS).map(([name, def]) => [name, def.variants[0]])) as Experiments;
  return serializeExperiments({ ...control, ...parseExperimentList(named) });
}

/** What production React prints for a hydration mismatch (react.dev/errors/418 and kin). */
const HYDRATION = /hydrat|react\.dev\/errors\/4(18|19|21|22|23|25)\b/i;

/** One problem seen in a page: where and what. */
export interface ConsoleProblem {
  url: string;
  text: string;
}

function isProblem(msg: ConsoleMessage): boolean {
  if (msg.type() === "error") return true;
  return msg.type() === "warning" && HYDRATION.test(msg.text());
}

/** Starts recording console errors, page errors and hydration warnings of one page. */
export function guardPage(page: Page, problems: ConsoleProblem[]): void {
  page.on("console", (msg) => {
    if (isProblem(msg)) problems.push({ url: page.url(), text: `${msg.text()} @ ${msg.location().url}` });
  });
  page.on("pageerror", (error) => problems.push({ url: page.url(), text: `pageerror: ${error.message}` }));
}

/**
 * Watches every page of a hand-made context. Returns `assertClean(allowed?)`, which fails with the
 * list of problems not matched by an allowed pattern.
 */
export function guardContext(context: BrowserContext): { problems: ConsoleProblem[]; assertClean: (allowed?: RegExp[]) => void } {
  const problems: ConsoleProblem[] = [];
  for (const page of context.pages()) guardPage(page, problems);
  context.on("page", (page) => guardPage(page, problems));
  return {
    problems,
    assertClean: (allowed: RegExp[] = []) => {
      const left = problems.filter((p) => !allowed.some((re) => re.test(p.text)));
      expect(left, "browser console errors or hydration warnings").toEqual([]);
    },
  };
}

/**
 * A 96×72 lossless WebP (44 bytes) and a 96×72 SVG: what every illustration is answered with (see
 * the header). Not 1×1: under a `srcset` with width descriptors the natural width is divided by the
 * candidate's density (320w in a 104 px slot: 3×), and a 1 px picture reads as 0 px wide.
 */
const TINY_WEBP = Buffer.from("UklGRiQAAABXRUJQVlA4TBcAAAAvX8ARAAdQ7D6Xu/8BICH8v69E9D/1AgA=", "base64");
const TINY_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="72"/>';

const HOSTS = ["localhost", "fr.localhost", "es.localhost", "be.localhost", "nl.localhost", "it.localhost", "care.localhost"];

/**
 * Waits until the shared test worker answers /healthz (at most SERVER_WAIT_MS, then the test goes
 * on and fails on its own). tests/e2e/run.mjs restarts a worker that stopped answering; the test
 * that meets the restart (or its retry) waits for it instead of failing on ECONNREFUSED.
 */
const SERVER_WAIT_MS = 90_000;

export const test = base.extend<{ allowedConsole: RegExp[]; consoleGuard: void; experiments: string; pinExperiments: void; realImages: boolean; serverUp: void; tinyImages: void }>({
  serverUp: [
    async ({ baseURL }, use) => {
      await waitUntilHealthy(new URL(baseURL ?? "http://localhost:8788").port, SERVER_WAIT_MS);
      await use();
    },
    { auto: true, timeout: SERVER_WAIT_MS + 10_000 },
  ],
  allowedConsole: [[], { option: true }],
  realImages: [process.env.E2E_REAL_IMAGES === "1", { option: true }],
  tinyImages: [
    async ({ context, realImages }, use) => {
      if (!realImages) {
        await context.route(/\/img\/[^?#]+\.(webp|svg)(\?|#|$)/, (route) => {
          const svg = /\.svg(\?|#|$)/.test(route.request().url());
          return route.fulfill({ status: 200, contentType: svg ? "image/svg+xml" : "image/webp", body: svg ? TINY_SVG : TINY_WEBP, headers: { "cache-control": "public, max-age=31536000, immutable" } });
        });
      }
      await use();
    },
    { auto: true },
  ],
  experiments: ["dateVariation:control", { option: true }],
  pinExperiments: [
    async ({ context, experiments, baseURL }, use) => {
      const port = new URL(baseURL ?? "http://localhost:8788").port;
      // With consent to measurement and experiments (decision 077), so the pin and the analytics
      // beacon work as for a visitor who accepted; the consent panel's own test clears it.
      await context.addCookies(HOSTS.flatMap((host) => [
        { name: "exp", value: pinned(experiments), url: `http://${host}:${port}` },
        { name: "consent", value: "measurement.experiments", url: `http://${host}:${port}` },
      ]));
      await use();
    },
    { auto: true },
  ],
  consoleGuard: [
    async ({ context, allowedConsole }, use) => {
      const guard = guardContext(context);
      await use();
      guard.assertClean(allowedConsole);
    },
    { auto: true },
  ],
});

export { expect };
