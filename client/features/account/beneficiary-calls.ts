/**
 * A gift recipient's offers and facets at the spec's paths (spec 001 §7 "GET
 * {origin}/beneficiary/boxes/offers, /facets | checkinDate" and "GET
 * {origin}/beneficiary/single-vouchers/offers, /facets | checkinDate, hotelId,
 * numberOfPackagesPerHotel 20, matchOfferRangePriceWithGiftAmount false,
 * selectivePublicationAffiliateId"), answered by the worker's account API
 * (worker/routes/account.ts, decision 054). Pure; no React.
 */
import { PACKAGES_PER_HOTEL_MAX } from "#shared/contract/beneficiary-offers";

/** The kinds of gift a code redeems. */
export type GiftKind = "box" | "single_voucher";

/** The gift's kind from the readable `beneficiary_gift` cookie (decision 047) in `cookieHeader` (document.cookie), or null. */
export function giftKindOf(cookieHeader: string): GiftKind | null {
  const m = /(?:^|;\s*)beneficiary_gift=(box|single_voucher)(?:;|$)/.exec(cookieHeader);
  return m ? (m[1] as GiftKind) : null;
}

/** The recipient page's filters: 0-based page, an arrival day 'YYYY-MM-DD', one hotel. */
export interface BeneficiaryFilters {
  page: number;
  checkinDate?: string;
  hotelId?: number;
}

/**
 * The account API paths (under /api/account) of the offers and facets calls for a code of `kind`,
 * with the spec row's parameters: a box's `checkinDate` (and the page, and the hotel picked); a
 * single voucher's `checkinDate`, `hotelId`, numberOfPackagesPerHotel 20 and
 * matchOfferRangePriceWithGiftAmount false (the recipient sees every stay and pays any difference).
 */
export function beneficiaryCallPaths(kind: GiftKind, filters: BeneficiaryFilters): { offers: string; facets: string } {
  const q = new URLSearchParams({ page: String(filters.page) });
  if (filters.checkinDate && /^\d{4}-\d{2}-\d{2}$/.test(filters.checkinDate)) q.set("checkinDate", filters.checkinDate);
  // The box row names checkinDate only; a hotel the recipient picked ("Other stays at this hotel")
  // narrows a box's stays as well (decision 070: one gift set's SQL), so it is sent for both kinds.
  if (filters.hotelId) q.set("hotelId", String(filters.hotelId));
  if (kind === "single_voucher") {
    q.set("numberOfPackagesPerHotel", String(PACKAGES_PER_HOTEL_MAX));
    q.set("matchOfferRangePriceWithGiftAmount", "false");
  }
  const base = kind === "box" ? "/beneficiary/boxes" : "/beneficiary/single-vouchers";
  return { offers: `${base}/offers?${q}`, facets: `${base}/facets?${q}` };
}
