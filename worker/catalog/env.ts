/**
 * Bindings the embedded catalog needs (DESIGN.md "The upstream and the embedded default").
 * A subset of the worker's Bindings (worker/env.ts), so the storefront's env can be passed as is.
 */
export interface CatalogBindings {
  /** D1 database holding migrations/0001_catalog.sql and the seed. */
  DB: D1Database;
  /** Payment provider that takes the money at checkout; empty or absent: none (the embedded default takes no money). */
  PAYMENT_PROVIDER?: string;
  /** Nights range of the single-voucher gift (spec 001 §9, default 1 to 3; worker/catalog/gift.ts). */
  GIFT_NIGHTS_MIN?: string;
  GIFT_NIGHTS_MAX?: string;
}

/** Hono environment of the catalog app. */
export type CatalogEnv = { Bindings: CatalogBindings };
