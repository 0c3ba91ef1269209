/** Types of budgets.mjs (the bench is plain JavaScript; its tests are TypeScript). */
export const JS_BUDGET_KB: { home: number; search: number; product: number };
export const TARGETS: {
  lighthouse: { performance: number; accessibility: number; "best-practices": number; seo: number; lcpS: number; tbtMs: number; cls: number };
  floorRatio: number;
  soakErrors: number;
  soakHeapGrowthMiB: number;
  apiP50Ms: number;
};
