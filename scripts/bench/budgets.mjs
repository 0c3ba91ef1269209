/**
 * Every target of the bench in one place (issue 3 "Quality gates", speed part). Units in the names.
 * Only the JS budgets (and the map library loading before the map opens) fail the run (exit code
 * 1); the other targets are reported as met or missed.
 */
/** JavaScript loaded before any interaction, KB gzip (1 KB = 1024 bytes), by page type. */
export const JS_BUDGET_KB = { home: 130, search: 130, product: 130 };

export const TARGETS = {
  lighthouse: { performance: 95, accessibility: 100, "best-practices": 100, seo: 100, lcpS: 2.0, tbtMs: 100, cls: 0.02 },
  /** Dynamic page requests/s at least this share of the static floor's, same bytes, same run. */
  floorRatio: 0.5,
  /** Soak: errors allowed. */
  soakErrors: 0,
  /**
   * Soak, "memory steady": the worker isolate's heap low-water mark may rise at most this much (MiB)
   * from the first to the last third of the run. Runs without a leak read +0.2 to +3.4 MiB (the
   * low-water mark depends on when collections fall). A leak of 500 bytes per request lifts it by
   * about 8 MiB in 40 s at 400 req/s; the pages of the soak fill no per-isolate memo.
   */
  soakHeapGrowthMiB: 8,
  /** Catalog API p50 through the worker, ms (10× catalog). */
  apiP50Ms: 20,
};
