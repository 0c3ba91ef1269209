/**
 * Per-request shop context shared by the router, loaders and components.
 *
 * Built by the worker for each request (market, messages, flags, experiments, today's date in the
 * market's time zone, asset URLs), dehydrated into the stream and restored on the client.
 */
import type { QueryClient } from "@tanstack/react-query";
import type { ApiFetch } from "#shared/api-fetch";
import type { CampaignStay } from "#shared/calendar";
import type { Experiments, Flags } from "#shared/flags";
import type { Messages } from "#shared/i18n";
import type { Market } from "#shared/markets";
import type { ShopSettings } from "#shared/contract/settings";

export interface ShopContext {
  market: Market;
  messages: Messages;
  flags: Flags;
  experiments: Experiments;
  /** Customer-care host. */
  care: boolean;
  /**
   * A content editor's CMS draft-mode preview (docs/decisions/049): drafts shown, the preview banner
   * with its exit link, noindex. Absent otherwise.
   */
  preview?: boolean;
  /** Belgian host: the header shows the language selector. */
  belgianHost: boolean;
  /**
   * A non-production site (ENVIRONMENT set and not 'production'): stay pages show the channel
   * manager label (spec 001 §6). Optional: contexts built before it existed read as production.
   */
  nonProduction?: boolean;
  /** 'YYYY-MM-DD' in the market's time zone when the page was rendered. */
  today: string;
  /** Hour (0-23) in the market's time zone when rendered (same-day cutoff 20:00, spec 000 §5). */
  hour: number;
  /** Public asset URLs produced by the client build. */
  assets: { script: string; css: string[]; messages: string };
  /** Home URL of every point of sale's site, for the footer's country list. */
  sites: { pointOfSale: string; url: string }[];
  /** CSP nonce for inline scripts (server only; empty on the client). */
  nonce: string;
  /**
   * Calendar campaign shortcuts of this point of sale still to come (CALENDAR_CAMPAIGNS setting,
   * shared/calendar-campaigns.ts); absent where the calendar has no shortcuts (spec 000 §6).
   */
  campaigns?: CampaignStay[];
  /** The contact page's chat link when the chat is offered (worker/routes/contact-chat.ts). */
  chatUrl?: string;
  /** The external help centre's base URL (HELP_CENTER_URL, https, no trailing slash); absent: the shop's own help page. */
  helpCenterUrl?: string;
  /**
   * The point of sale's settings from the catalog (GET /cms/settings: support hours, reply time;
   * shared/support-hours.ts formats them); absent when the call failed.
   */
  settings?: ShopSettings;
}

export interface RouterContext {
  queryClient: QueryClient;
  api: ApiFetch;
  shop: ShopContext;
}
