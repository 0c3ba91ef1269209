/**
 * Worker bindings and per-request variables (DESIGN.md "The shape").
 */
import type { Consent } from "#shared/consent";
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
  /** Payment provider that takes the money at checkout; empty or absent: none (worker/catalog/env.ts). */
  PAYMENT_PROVIDER?: string;
  /** JSON map host → point of sale ("BE" for the Belgian splash host, "care" for customer care). */
  HOSTS?: string;
  CARE_HOST?: string;
  /** The identity provider's jwks_uri (Google: https://www.googleapis.com/oauth2/v3/certs); wins over CARE_JWKS. */
  CARE_JWKS_URL?: string;
  /** The identity provider's public keys as a JWKS JSON (pinned keys). Neither set: development key pair in development, else no care sign-in. */
  CARE_JWKS?: string;
  /** Expected `iss` of customer-care ID tokens (default "pasea-care", what the development sign-in signs; Google: https://accounts.google.com). */
  CARE_TOKEN_ISSUER?: string;
  /** Expected `aud` of customer-care ID tokens (default "customer-care"; Google: the OAuth client id). */
  CARE_TOKEN_AUDIENCE?: string;
  /** When set, only agents with an email of this domain (e.g. "pasea.example") are let in. */
  CARE_EMAIL_DOMAIN?: string;
  /** Identity-provider sign-in URL for customer care. */
  CARE_LOGIN_URL?: string;
  ENVIRONMENT?: string;
  /**
   * "compressed": in development, let wrangler compress SSR pages like the edge does (the bench's
   * Lighthouse runs); otherwise development pages go out uncompressed so streaming shows
   * (docs/decisions/004).
   */
  DEV_PAGE_ENCODING?: string;
  /** Contact captcha (docs/decisions/027): "altcha" (default, self-hosted proof of work) or "turnstile". */
  CAPTCHA_PROVIDER?: string;
  /** HMAC secret of altcha challenges (wrangler secret; a development one when ENVIRONMENT=development). */
  CAPTCHA_SECRET?: string;
  /** Cloudflare Turnstile secret key, with CAPTCHA_PROVIDER=turnstile. */
  TURNSTILE_SECRET_KEY?: string;
  /** Cloudflare Turnstile site key (public: the browser renders the widget with it), with CAPTCHA_PROVIDER=turnstile. */
  TURNSTILE_SITE_KEY?: string;
  /** Contact submissions per window and client, "max/seconds" (default "10/600"). */
  CONTACT_RATE_LIMIT?: string;
  /** CRM intake URL for contact messages; empty: the embedded default stores them in D1. */
  CONTACT_INTAKE_URL?: string;
  /** `orgid` sent to the CRM intake. */
  CONTACT_INTAKE_ORGID?: string;
  /** Chat widget app id; the contact page shows the chat button with it, on es_ES or in production (spec 001 §6). */
  CHAT_APP_ID?: string;
  /** The chat vendor's hosted chat, https, with `{appId}` and `{locale}` placeholders. */
  CHAT_URL?: string;
  /** External help centre base (https): popular questions link to {HELP_CENTER_URL}/{language}/articles/{slug}; empty: the shop's own help page (decision 077). */
  HELP_CENTER_URL?: string;
  /** Hosted MapLibre style URL for the search map, `{key}` standing for MAPS_KEY; empty: the offline Natural Earth style (worker/routes/map-style.ts). */
  MAP_STYLE_URL?: string;
  /** The maps service's browser key (wrangler secret), put in MAP_STYLE_URL's `{key}`. */
  MAPS_KEY?: string;
  /** HS256 secret (>= 32 characters) of customer access and gift-recipient tokens (docs/decisions/034); development secret when unset in development. */
  ACCOUNT_TOKEN_SECRET?: string;
  /** Analytics endpoint base: beacons go to {ANALYTICS_ENDPOINT}/analytics/ga/collect/{pos}; empty: the embedded catalog (keeps nothing). */
  ANALYTICS_ENDPOINT?: string;
  /** Calendar campaign shortcuts per point of sale, JSON (shared/calendar-campaigns.ts); empty: the defaults. */
  CALENDAR_CAMPAIGNS?: string;
  /** HMAC secret (>= 32 characters) of the CMS preview links (docs/decisions/049); development secret when unset in development, else no preview. */
  PREVIEW_SECRET?: string;
  [setting: `FLAG_${string}`]: string | undefined;
}

/** Values the middleware chain sets on the Hono context. */
export interface Variables {
  market: Market;
  /** True on the Belgian host, where the language is a visitor's choice. */
  belgianHost: boolean;
  /** True on the customer-care host. */
  care: boolean;
  /** True in a content editor's CMS draft-mode preview (worker/middleware/preview.ts). */
  preview: boolean;
  visitorId: string;
  /** The visitor's cookie choice (shared/consent.ts); null when none was made (nothing optional granted). */
  consent: Consent | null;
  flags: Flags;
  experiments: Experiments;
  /** Per-request CSP nonce (base64). */
  nonce: string;
}

export type AppEnv = { Bindings: Bindings; Variables: Variables };
