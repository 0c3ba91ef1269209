/** Which announcement banner a page shows (spec 001 §7). Pure. */
import type { AnnouncementBanner, AnnouncementBannersResponse, AnnouncementPage } from "#shared/contract/cms";

/**
 * The announcement banner of a page family for a flow and point of sale (spec 001 §7: entries
 * carry CMS locales such as "fr-FR", matched with '-' mapped to '_'), or null.
 */
export function announcementFor(response: AnnouncementBannersResponse, page: AnnouncementPage, flow: string, pointOfSale: string): AnnouncementBanner | null {
  const entry = response[page].find((e) => e.flow === flow && e.locale.replace("-", "_") === pointOfSale);
  return entry?.announcementBanner ?? null;
}
