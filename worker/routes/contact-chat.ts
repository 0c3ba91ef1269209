/**
 * The contact page's chat button (spec 001 §6 "Chat widget only with a configured app id and
 * locale es_ES or production"; §9 chat Monday to Friday 9 to 6). The spec names no vendor: the
 * button opens the vendor's hosted chat, CHAT_URL with `{appId}` and `{locale}` filled in
 * (docs/decisions/027). Without an app id or a URL, or outside es_ES when not in production, there
 * is no button.
 */
import type { Market } from "#shared/markets";
import type { Bindings } from "../env";

/** The chat link of a market, or undefined when the page shows no chat button. */
export function chatLink(env: Bindings, market: Market): string | undefined {
  const appId = env.CHAT_APP_ID?.trim();
  const template = env.CHAT_URL?.trim();
  if (!appId || !template || !/^https:\/\//.test(template)) return undefined;
  if (market.pointOfSale !== "es_ES" && env.ENVIRONMENT !== "production") return undefined;
  return template.replaceAll("{appId}", encodeURIComponent(appId)).replaceAll("{locale}", market.pointOfSale);
}
