/**
 * GET /box-offers/{code} and /box-facets/{code}: a box's offers and facets narrowed by check-in day,
 * hotel and stays per hotel (spec 001 §7; shared/contract/box-filtered-offers.ts for the query and
 * answers). The set and its SQL are the gift recipients' (account-beneficiary.ts `giftSetOffers`),
 * so a box buyer and the box's recipient see the same stays. Errors: CatalogError 400 (malformed
 * code or query), 404 (unknown box).
 */
import {
  BoxFilteredOffersQuerySchema,
  type BoxFacetsResponse,
  type BoxFilteredOffersResponse,
} from "../../shared/contract/box-filtered-offers";
import { BoxCodeSchema } from "../../shared/contract/boxes";
import { giftSetOffers } from "./account-beneficiary";
import { findBox } from "./boxes";
import { validate } from "./http";
import { langOf } from "./locale";

async function filtered(db: D1Database, rawCode: string, query: Record<string, string>, part: "offers" | "facets") {
  const code = validate(BoxCodeSchema, rawCode, "box code");
  const q = validate(BoxFilteredOffersQuerySchema, query, part === "offers" ? "box offers query" : "box facets query");
  const lang = langOf(q.locale);
  const box = await findBox(db, code, lang);
  return giftSetOffers(
    db,
    { kind: "box", box: { base: box.base, title: box.title, nights: box.nights, value_cents: box.value_cents } },
    { page: q.page, checkinDate: q.checkin, hotelId: q.hotelId, numberOfPackagesPerHotel: q.numberOfPackagesPerHotel, matchOfferRangePriceWithGiftAmount: true, selectivePublicationAffiliateId: q.selectivePublicationAffiliateId },
    { lang, limit: q.limit, part },
  );
}

/** GET /box-offers/{code}: one page of gift cards. */
export async function handleBoxFilteredOffers(db: D1Database, rawCode: string, query: Record<string, string>): Promise<BoxFilteredOffersResponse> {
  const { exactMatch, searchDetails, offers } = await filtered(db, rawCode, query, "offers");
  return { exactMatch, searchDetails, offers };
}

/** GET /box-facets/{code}: stars and themes with counts over the whole filtered set. */
export async function handleBoxFacets(db: D1Database, rawCode: string, query: Record<string, string>): Promise<BoxFacetsResponse> {
  const { exactMatch, searchDetails, facets } = await filtered(db, rawCode, query, "facets");
  return { exactMatch, searchDetails, facets };
}
