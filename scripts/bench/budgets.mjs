/**
 * Every target of the bench in one place (issue 3 "Quality gates", speed part). Units in the names.
 * Only the JS budgets (and the map library loading before the map opens) fail the run (exit code
 * 1); the other targets are reported as met or missed.
 */
/** JavaScript loaded before any interaction, KB gzip (1 KB = 1024 bytes), by page type. */
export const JS_BUDGET_KB = { home: 130, search: 130, product: 130, hotel: 130, boxes: 130, contact: 130, ideas: 130, minisite: 130, signin: 130, activity: 130, gift: 130, giftcard: 130 };

export const TARGETS = {
  lighthouse: { performance: 95, accessibility: 100, "best-practices": 100, seo: 100, lcpS: 2.0, tbtMs: 100, cls: 0.02 },
  /** Dynamic page requests/s at least this share of the static floor's, same bytes, same run. */
  floorRatio: 0.5,
  /** Soak: errors allowed. */
  soakErrors: 0,
  /**
   * Soak, "memory steady": the worker isolate's heap after a full collection may grow at most this
   * much (MiB) from before the load to after it. Without a leak it grows 1.6–2.8 MiB from a fresh
   * isolate (memos and caches filling), the same after 30, 60 and 120 s. A leak of 300 bytes per
   * request adds about 8 MiB over a 60 s soak at 450 req/s.
   */
  soakHeapGrowthMiB: 8,
  /** Catalog API p50 through the worker, ms (10× catalog). */
  apiP50Ms: 20,
};
