/**
 * Worker bindings and per-request variables (DESIGN.md "The shape").
 */
import type { Experiments, Flags } from "#shared/flags";
import type { Market } from "#shared/markets";

/** Settings and bindings from wrangler.toml ([vars], [[d1_databases]], [assets]). */
export interface Bindings {
  DB: D1Database;
  ASSETS?: Fetcher;
  /** Base URL of the real upstream API; empty → the embedded catalog answers. */
  UPSTREAM_API_URL?: string;
  /** Upstream timeout in ms (default 3000). */
  UPSTREAM_TIMEOUT_MS?: string;
  /** Freshness of good upstream answers in the Cache API, seconds (default 300). */
  UPSTREAM_CACHE_TTL_SECONDS?: string;
  /** Extra lifetime during which a good answer is served stale when the upstream fails, seconds (default 86400). */
  UPSTREAM_STALE_SECONDS?: string;
  /** Wait for the upstream when a stale copy exists, ms (default 500); then the stale copy, the call finishing in the background. */
  UPSTREAM_STALE_DEADLINE_MS?: string;
  /** JSON map host → point of sale ("BE" for the Belgian splash host, "care" for customer care). */
  HOSTS?: string;
  CARE_HOST?: string;
  /** HS256 secret that signs customer-care identity tokens (wrangler secret in production). */
  CARE_TOKEN_SECRET?: string;
  /** Expected `iss` of customer-care tokens (default "pasea-care", what the development sign-in signs). */
  CARE_TOKEN_ISSUER?: string;
  /** Identity-provider sign-in URL for customer care. */
  CARE_LOGIN_URL?: string;
  ENVIRONMENT?: string;
  /**
   * "compressed": in development, let wrangler compress SSR pages like the edge does (the bench's
   * Lighthouse runs); otherwise development pages go out uncompressed so streaming shows
   * (docs/decisions/004).
   */
  DEV_PAGE_ENCODING?: string;
  /** Hosted MapLibre style URL for the search map, `{key}` standing for MAPS_KEY; empty: the offline Natural Earth style (worker/routes/map-style.ts). */
  MAP_STYLE_URL?: string;
  /** The maps service's browser key (wrangler secret), put in MAP_STYLE_URL's `{key}`. */
  MAPS_KEY?: string;
  [setting: `FLAG_${string}`]: string | undefined;
}

/** Values the middleware chain sets on the Hono context. */
export interface Variables {
  market: Market;
  /** True on the Belgian host, where the language is a visitor's choice. */
  belgianHost: boolean;
  /** True on the customer-care host. */
  care: boolean;
  visitorId: string;
  flags: Flags;
  experiments: Experiments;
  /** Per-request CSP nonce (base64). */
  nonce: string;
}

export type AppEnv = { Bindings: Bindings; Variables: Variables };
