/**
 * Builds the per-request ShopContext (client/shop/context.ts) from the middleware variables:
 * market, messages of its language, flags, experiments, today's date and hour in the market's
 * time zone, client asset URLs, the site list for the footer and the calendar's campaign dates.
 */
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import type { Context } from "hono";
import { MARKETS, POINTS_OF_SALE } from "#shared/markets";
import { SHORTCUT_POINTS_OF_SALE } from "#shared/calendar";
import { campaignsFor } from "#shared/calendar-campaigns";
import type { ShopContext } from "../../client/shop/context";
import type { AppEnv } from "../env";
import { parseHosts } from "../middleware/point-of-sale";
import { clientAssets } from "./client-assets";
import { compiledMessagesFor } from "./messages";
import { chatLink } from "../routes/contact-chat";

/** Home URL of each point of sale from the HOSTS setting, keeping the request's scheme and port. */
export function siteUrls(hostsSetting: string | undefined, requestUrl: string): ShopContext["sites"] {
  const url = new URL(requestUrl);
  const hosts = parseHosts(hostsSetting);
  const hostFor = (target: string) => Object.keys(hosts).find((h) => hosts[h] === target);
  const port = url.port ? `:${url.port}` : "";
  return POINTS_OF_SALE.map((pos) => {
    const be = pos.endsWith("_BE");
    const host = hostFor(be ? "BE" : pos) ?? url.hostname;
    return { pointOfSale: pos, url: `${url.protocol}//${host}${port}/${be ? `?lang=${MARKETS[pos].language}` : ""}` };
  });
}

/**
 * Whether ENVIRONMENT names a non-production site (spec 001 §6 channel-manager label): set and not
 * 'production'. Unset counts as production, so a deployment that forgets the setting shows nothing
 * meant for staff.
 */
export function isNonProduction(environment: string | undefined): boolean {
  const e = environment?.trim().toLowerCase();
  return Boolean(e) && e !== "production";
}

/**
 * The help centre setting (HELP_CENTER_URL, decision 077) as the contact page uses it: an https
 * URL without its trailing slash; anything else (unset, http, not a URL) leaves the shop's own
 * help page in its place.
 */
export function helpCenter(setting: string | undefined): { helpCenterUrl?: string } {
  const raw = setting?.trim() ?? "";
  if (!raw) return {};
  try {
    const url = new URL(raw);
    return url.protocol === "https:" && !url.search && !url.hash ? { helpCenterUrl: url.href.replace(/\/+$/, "") } : {};
  } catch {
    return {};
  }
}

/**
 * The parts of a request's ShopContext that its page depends on besides the visitor, and that the
 * page micro-cache keys on (render.ts): the market's calendar day ('YYYY-MM-DD' in its time zone)
 * and the client assets. Cheaper than the whole context: a cached page is served without it.
 */
export function pageInputs(c: Context<AppEnv>, now = new Date()): { today: string; assets: ReturnType<typeof clientAssets> } {
  const market = c.var.market;
  return { today: format(new TZDate(now, market.timeZone), "yyyy-MM-dd"), assets: clientAssets(market.language) };
}

/** `inputs`: pageInputs(c, now) when the caller has them already (render.ts keyed the page cache with them). */
export function buildShopContext(c: Context<AppEnv>, now = new Date(), inputs = pageInputs(c, now)): ShopContext {
  const market = c.var.market;
  const zoned = new TZDate(now, market.timeZone);
  const { today, assets } = inputs;
  const shortcutsHere = (SHORTCUT_POINTS_OF_SALE as readonly string[]).includes(market.pointOfSale);
  return {
    market,
    messages: compiledMessagesFor(market.language),
    flags: c.var.flags,
    experiments: c.var.experiments,
    care: c.var.care,
    ...(c.var.preview ? { preview: true } : {}),
    belgianHost: c.var.belgianHost,
    nonProduction: isNonProduction(c.env.ENVIRONMENT),
    today,
    hour: zoned.getHours(),
    assets,
    sites: siteUrls(c.env.HOSTS, c.req.url),
    nonce: c.var.nonce,
    chatUrl: chatLink(c.env, market),
    ...helpCenter(c.env.HELP_CENTER_URL),
    ...(shortcutsHere ? { campaigns: campaignsFor(c.env.CALENDAR_CAMPAIGNS, market.pointOfSale, today) } : {}),
  };
}
