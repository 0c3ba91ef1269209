/**
 * axe-core for the accessibility specs (issue 3): the engine that @axe-core/playwright ships,
 * installed once per browser context as an init script and run in the page with `axe.run`.
 * AxeBuilder would send the 1.5 MB engine again for every page (3 to 5 times slower here); the
 * engine, the version and the rules are the same.
 */
import { createRequire } from "node:module";
import type { BrowserContext, Page } from "@playwright/test";

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** axe-core as resolved by @axe-core/playwright itself. */
const require = createRequire(import.meta.url);
const axeSource: string = createRequire(require.resolve("@axe-core/playwright"))("axe-core").source;

/** The part of axe's results the specs read. */
interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** Makes axe available in every page of `context` (before any page script runs). */
export async function installAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: axeSource });
}

/**
 * WCAG A/AA violations of the page once its running animations and transitions have ended, one
 * line per element (rule, impact, element, fix). A panel still fading in would read as low
 * contrast (its text blended with the page behind it).
 */
export async function wcagViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity), undefined, { timeout: 5_000 });
  const found = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] })).violations;
  }, WCAG_TAGS);
  return found.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(" ")} — ${(n.failureSummary ?? v.help).replace(/\s+/g, " ")}`));
}
