/**
 * Lighthouse 12 (Node API; default config = mobile, simulated throttling) on each URL in Debian
 * Chromium. Per URL: the four category scores (0-100), LCP (s), TBT (ms), CLS (unitless),
 * and the failing audits (id + title, score < 0.9, Lighthouse's own pass mark) of every category
 * under 100, Lighthouse's runtime error if any, and its CPU benchmark index of the machine.
 * With `runs` > 1 the scores and audits come from the run with the median performance score, and
 * LCP, TBT and CLS are each the median over the runs (Lighthouse's advice for variable metrics);
 * every run's TBT and LCP are kept too (`tbtRuns`, `lcpRuns`), as TBT varies most between runs.
 * Every run gets a fresh Chromium: Lighthouse resets storage but keeps cookies, and the lastLanguage
 * cookie of a Belgian nl page (pages.mjs `cookie`) would replace the Belgian splash by the home page.
 */
import * as chromeLauncher from "chrome-launcher"; // lighthouse's own launcher (its dependency)
import lighthouse from "lighthouse";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../dev/chromium.mjs";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

function summarize(lhr) {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
  const failing = [];
  for (const c of CATEGORIES) {
    if (scores[c] >= 100) continue;
    for (const ref of lhr.categories[c].auditRefs) {
      const a = lhr.audits[ref.id];
      if (!a || a.score === null || a.score >= 0.9 || ["notApplicable", "manual", "informative"].includes(a.scoreDisplayMode)) continue;
      // Outside performance, the first offending item (console message, element) says where to look.
      const item = c === "performance" ? null : a.details?.items?.[0];
      const where = String(item?.description ?? item?.node?.snippet ?? "").replace(/[|\n`]/g, " ").slice(0, 100);
      failing.push({ category: c, id: a.id, title: a.title, value: a.displayValue || where });
    }
  }
  // The LCP element and its phases (TTFB, load delay, load time, render delay; Lighthouse 12's
  // second table of the element audit): where an LCP over budget goes.
  const lcpTables = lhr.audits["largest-contentful-paint-element"]?.details?.items ?? [];
  const lcpNode = lcpTables[0]?.items?.[0]?.node;
  const lcpPhases = (lcpTables[1]?.items ?? []).map((i) => `${i.phase} ${Math.round(i.timing)}`).join(", ");
  return {
    scores,
    lcpElement: lcpNode ? String(lcpNode.snippet ?? lcpNode.selector ?? "").replace(/[|\n`]/g, " ").slice(0, 140) : "",
    lcpPhases,
    lcpS: Math.round(lhr.audits["largest-contentful-paint"].numericValue / 10) / 100,
    tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
    cls: Math.round(lhr.audits["cumulative-layout-shift"].numericValue * 1000) / 1000,
    failing,
    warnings: lhr.runWarnings ?? [],
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    // Lighthouse's CPU benchmark of this machine at run time (its docs: < 1000 = underpowered or
    // busy host; simulated TBT scales with it).
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
  };
}

/**
 * One Lighthouse run in a Chromium of its own (Lighthouse keeps cookies between runs in one browser).
 * With LH_SAVE_DIR set, the whole report (lhr JSON) is written there as `{label}-{n}.json`, to
 * read a run's trace-derived audits (main-thread tasks, network requests, LCP phases) afterwards.
 */
let saved = 0;
async function runOnce(url, cookie, label = "page") {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", maxWaitForLoad: 30_000, ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}) });
    if (process.env.LH_SAVE_DIR) {
      mkdirSync(process.env.LH_SAVE_DIR, { recursive: true });
      writeFileSync(join(process.env.LH_SAVE_DIR, `${label}-${++saved}.json`), JSON.stringify(lhr));
    }
    return summarize(lhr);
  } finally {
    await chrome.kill();
  }
}

/** targets: [{ label, url, cookie? }]. Returns [{ label, url, scores, lcpS, tbtMs, cls, tbtRuns, lcpRuns, failing, warnings, runtimeError, benchmarkIndex }]. */
export async function lighthouseAll(targets, { runs = 1 } = {}) {
  const out = [];
  for (const t of targets) {
    const results = [];
    // A run that ends in a runtime error (page failed to load, no paint) is retried once.
    for (let i = 0, retries = 1; i < runs; i++) {
      const r = await runOnce(t.url, t.cookie, t.label);
      if (r.runtimeError && retries-- > 0) {
        process.stdout.write(`lighthouse ${t.label}: ${r.runtimeError}; retrying\n`);
        i--;
        continue;
      }
      results.push(r);
    }
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const tbtRuns = results.map((r) => r.tbtMs);
    const lcpRuns = results.map((r) => r.lcpS);
    results.sort((a, b) => a.scores.performance - b.scores.performance);
    const kept = results[Math.floor(results.length / 2)];
    out.push({ ...t, ...kept, tbtMs: median(tbtRuns), lcpS: median(lcpRuns), cls: median(results.map((r) => r.cls)), tbtRuns, lcpRuns });
    process.stdout.write(`lighthouse ${t.label}: ${JSON.stringify(out.at(-1).scores)}\n`);
  }
  return out;
}
