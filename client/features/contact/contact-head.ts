/**
 * Head and search of the contact and help page (spec 001 §2 "Contact and help page"): title and
 * description from the locales, indexable. Synchronous and small: the router runs it while it
 * hydrates; the page component loads with the route.
 */
import { createTranslator } from "#shared/i18n";
import type { RouterContext, ShopContext } from "../../shop/context";
import type { PageHead, WithHead } from "../../shop/route-head";
import { CONTACT_PATHS } from "#shared/contact-routes";
import type { Language } from "#shared/markets";
import { alternateLinks, canonicalLink } from "../../shop/canonical-link";
import { supportHoursLines, withinHours } from "#shared/support-hours";

/**
 * The page's query: `ref=contact_thank_you` after a message was sent. Validated by the shop's one
 * query schema (parseSearchQuery, shared/search-path.ts), which the page cache keys on.
 */
export interface ContactSearch {
  ref?: string;
}

/**
 * Title, description, the canonical URL (the market's own contact word, whichever word was
 * visited: /contatti on fr_FR is /contact) and the hreflang alternates, each market at its own word
 * (issue 16 SEO).
 */
export function contactHead(shop: ShopContext, _path?: string): PageHead {
  const t = createTranslator(shop.market.bcp47, shop.messages);
  const own = (pointOfSale: string) => CONTACT_PATHS[pointOfSale.slice(0, 2) as Language] ?? CONTACT_PATHS.fr;
  return {
    meta: [{ title: t("contact.metaTitle") }, { name: "description", content: t("contact.metaDescription") }],
    links: [canonicalLink(shop, own(shop.market.pointOfSale)), ...alternateLinks(shop, own)],
  };
}

/** The contact page's loader data: its head, and the support and chat hours written out (null without settings). */
export interface ContactLoaderData extends WithHead {
  supportHours: string[] | null;
  /** The chat's hours as a phrase inside a sentence ("du lundi au vendredi de 09:00 à 18:00"); null without any. */
  chatHours: string | null;
  /** Whether the chat is staffed when the page is rendered (market time; true without chat hours to go by). */
  chatOpen: boolean;
}

/** ISO weekday (1 Monday … 7 Sunday) of a 'YYYY-MM-DD' date. */
function isoWeekday(day: string): number {
  const [y, m, d] = day.split("-").map(Number);
  const js = new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay();
  return js === 0 ? 7 : js;
}

/**
 * The route's loader (loaded on demand): the page's head, its canonical URL without `ref`, and the
 * support hours from the shop's settings as text (docs/decisions/055): written here, dehydrated as
 * text, so the page's first load carries no formatting code.
 */
export function contactLoader(context: RouterContext, path: string): ContactLoaderData {
  const { shop } = context;
  const t = createTranslator(shop.market.bcp47, shop.messages);
  const settings = shop.settings;
  const supportHours = settings ? supportHoursLines(settings.supportHours, shop.market.pointOfSale, t) : null;
  const chat = settings?.chatHours.length ? settings.chatHours : null;
  return {
    head: contactHead(shop, path),
    supportHours,
    chatHours: chat ? supportHoursLines(chat, shop.market.pointOfSale, t, false).join(", ") : null,
    // Spec 001 §10 "chat 9 to 6 Mon-Fri", from the settings.
    chatOpen: chat ? withinHours(chat, isoWeekday(shop.today), shop.hour) : true,
  };
}
