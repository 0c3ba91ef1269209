/** Which announcement banner a page shows (spec 001 §7). Pure. */
import type { AnnouncementBanner, AnnouncementBannersResponse, AnnouncementPage } from "#shared/contract/cms";

const ofPointOfSale = (locale: string, pointOfSale: string) => locale.replace("-", "_") === pointOfSale;

/** The entries of `response` in `pointOfSale`'s CMS locale ("fr-FR" for fr_FR), every page family kept. */
export function bannersOf(response: AnnouncementBannersResponse, pointOfSale: string): AnnouncementBannersResponse {
  return {
    homePages: response.homePages.filter((e) => ofPointOfSale(e.locale, pointOfSale)),
    searchPages: response.searchPages.filter((e) => ofPointOfSale(e.locale, pointOfSale)),
    productPages: response.productPages.filter((e) => ofPointOfSale(e.locale, pointOfSale)),
  };
}

/**
 * The announcement banner of a page family for a flow and point of sale (spec 001 §7: entries
 * carry CMS locales such as "fr-FR", matched with '-' mapped to '_'), or null.
 */
export function announcementFor(response: AnnouncementBannersResponse, page: AnnouncementPage, flow: string, pointOfSale: string): AnnouncementBanner | null {
  const entry = response[page].find((e) => e.flow === flow && ofPointOfSale(e.locale, pointOfSale));
  return entry?.announcementBanner ?? null;
}
