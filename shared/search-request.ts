/**
 * From hash criteria to upstream requests (spec 000 §3 "Search criteria (server-side shape)",
 * §7 offers.json and facets.json).
 */
import { nightsOf, type Flow, type SearchCriteria } from "./criteria";
import { PAGE_SIZE } from "./search-path";

/** The search provider named in every offers.json body (spec 000 §7 "search provider"; the fallback's "catalog search provider"). */
export const SEARCH_PROVIDER = "catalog";
/**
 * Pictures per result card (spec 000 §7 "Stay/gift search uses numberOfPackagesPerHotel 1 and an
 * image count"): the card shows one; four more only made offers.json and the results page's
 * dehydrated state heavier (about 3.6 KB a page; issue 28).
 */
export const CARD_IMAGE_COUNT = 1;

/**
 * Body of POST offers.json for a results page (spec 000 §7: party, checkin, night, hotelId,
 * orderBy, numberOfPackagesPerHotel 1, search provider, image count, type, performMapSearch true,
 * performGiftableSearch; `locale` is set by the worker's /api from the point of sale). Prices in cents, distances in km, page 0-based. */
export function offersBody(criteria: SearchCriteria, flow: Flow, page: number, limit = PAGE_SIZE) {
  const nights = nightsOf(criteria);
  const gifting = flow === "gifting";
  const loc = criteria.location;
  const location: Record<string, number> = {};
  if (loc) {
    const key = ({ city: "cityId", poi: "poiId", department: "departmentId", region: "regionId", touristicregion: "touristicId", country: "countryId", searesort: "seaResortId", skiresort: "skiResortId", hotel: "hotelId" } as const)[loc.type];
    location[key] = loc.id;
  }
  if (criteria.lat !== undefined && criteria.lng !== undefined) {
    location.latitude = criteria.lat;
    location.longitude = criteria.lng;
    if (criteria.distanceMin !== undefined) location.minDistance = criteria.distanceMin;
    if (criteria.distanceMax !== undefined) location.maxDistance = criteria.distanceMax;
  }
  const price = criteria.priceMin !== undefined || criteria.priceMax !== undefined ? { min: criteria.priceMin, max: criteria.priceMax } : undefined;
  const orderBy = criteria.sort ?? "priceQuality";
  return {
    adult: gifting ? 2 : criteria.a,
    child: gifting ? 0 : criteria.c,
    baby: gifting ? 0 : criteria.b,
    ...(!gifting && criteria.checkin && nights ? { checkin: criteria.checkin, night: nights } : {}),
    ...(loc?.type === "hotel" ? { hotelId: loc.id } : {}),
    orderBy,
    numberOfPackagesPerHotel: 1,
    searchProvider: SEARCH_PROVIDER,
    imageCount: CARD_IMAGE_COUNT,
    type: gifting ? "gift" : "offer",
    // Spec 000 §7 "performMapSearch true" (decision 073; decision 003 sent false): the pins come
    // with the list; the list's reader keeps them out of the page (client/features/search/api/offers.ts).
    performMapSearch: true,
    performGiftableSearch: gifting,
    pagination: { page, limit },
    // A partner's customer searches the partner's selection only (spec 000 §7 client=msite; decision 048).
    ...(criteria.minisite ? { minisite: criteria.minisite, client: "msite" } : {}),
    searchCriterias: {
      filters: {
        property: {
          location,
          facilities: criteria.facilities.filter((f) => f !== "pets"),
          petsAllowed: criteria.facilities.includes("pets") || undefined,
          hotelEnvironments: criteria.hotelEnvironments,
          hotelStyles: criteria.hotelStyles,
          hotelTypes: criteria.hotelTypes,
          stars: criteria.stars,
          minHotelReviewScore: criteria.hotelScore,
        },
        offer: {
          ...(!gifting && criteria.checkin && nights ? { checkin: criteria.checkin, nights } : {}),
          categories: { themeIds: criteria.theme !== undefined ? [criteria.theme] : [] },
          familyComposition: { adults: gifting ? 2 : criteria.a, children: gifting ? 0 : criteria.c, babies: gifting ? 0 : criteria.b, singleRoom: criteria.s },
          ...(!gifting && price ? { price } : {}),
          tags: criteria.tags,
        },
        ...(gifting && price ? { gift: { singleVoucher: { price } } } : {}),
      },
      sorting: { orderBy },
      flow,
    },
  };
}

/** Most packages of one hotel the hotel packages call asks for (the contract's numberOfPackagesPerHotel maximum). */
export const HOTEL_PACKAGES_MAX = 20;

/**
 * Body of POST offers.json for one hotel's packages (spec 001 §7 "POST {api}/offers.json | adult,
 * baby, child, checkin, night, hotelId, locale, orderBy priceAsc, packages per hotel, search
 * provider, type gift for gifting | hotel packages"; spec 000 §7 "for the hotel drawer: body with
 * search criteria, hotelId, orderBy priceAsc, packages per hotel; type gift in gifting"): the
 * search's body for the hotel alone, cheapest first, up to `perHotel` packages (1..20), no pins.
 */
export function hotelPackagesBody(criteria: SearchCriteria, flow: Flow, hotelId: number, perHotel = HOTEL_PACKAGES_MAX) {
  const body = offersBody({ ...criteria, location: { type: "hotel", id: hotelId }, lat: undefined, lng: undefined, distanceMin: undefined, distanceMax: undefined }, flow, 0, 1);
  return {
    ...body,
    orderBy: "priceAsc" as const,
    numberOfPackagesPerHotel: Math.min(HOTEL_PACKAGES_MAX, Math.max(1, perHotel)),
    performMapSearch: false,
    searchCriterias: { ...body.searchCriterias, sorting: { orderBy: "priceAsc" as const } },
  };
}

/**
 * Query string of GET facets.json (spec 000 §7): criteria flattened, price params only when the
 * user set a budget (singleVoucherPriceMin/Max in gifting), facilities without 'pets' plus
 * petsAllowed, lists comma-joined; the flow when not booking, so the facets count what the list
 * shows (the activity flow's activity centres, gifting's vouchers; issue 25 item 11).
 */
export function facetsQuery(criteria: SearchCriteria, flow: Flow): URLSearchParams {
  const q = new URLSearchParams();
  const loc = criteria.location;
  if (loc) q.set(loc.type, String(loc.id));
  if (criteria.lat !== undefined && criteria.lng !== undefined) { q.set("lat", String(criteria.lat)); q.set("lng", String(criteria.lng)); }
  if (criteria.distanceMin !== undefined) q.set("distanceMin", String(criteria.distanceMin));
  if (criteria.distanceMax !== undefined) q.set("distanceMax", String(criteria.distanceMax));
  if (criteria.theme !== undefined) q.set("theme", String(criteria.theme));
  const nights = nightsOf(criteria);
  if (flow !== "gifting" && criteria.checkin && nights) { q.set("checkin", criteria.checkin); q.set("night", String(nights)); }
  q.set("adult", String(flow === "gifting" ? 2 : criteria.a));
  q.set("child", String(flow === "gifting" ? 0 : criteria.c));
  q.set("baby", String(flow === "gifting" ? 0 : criteria.b));
  const [minKey, maxKey] = flow === "gifting" ? ["singleVoucherPriceMin", "singleVoucherPriceMax"] : ["priceMin", "priceMax"];
  if (criteria.priceMin !== undefined) q.set(minKey, String(criteria.priceMin));
  if (criteria.priceMax !== undefined) q.set(maxKey, String(criteria.priceMax));
  if (criteria.tags.length) q.set("tags", criteria.tags.join(","));
  if (criteria.stars.length) q.set("stars", criteria.stars.join(","));
  const facilities = criteria.facilities.filter((f) => f !== "pets");
  if (facilities.length) q.set("facilities", facilities.join(","));
  if (criteria.facilities.includes("pets")) q.set("petsAllowed", "true");
  if (criteria.hotelScore) q.set("minHotelReviewScore", String(criteria.hotelScore));
  if (criteria.hotelTypes.length) q.set("hotelType", criteria.hotelTypes.join(","));
  if (criteria.hotelEnvironments.length) q.set("hotelEnvironment", criteria.hotelEnvironments.join(","));
  if (criteria.hotelStyles.length) q.set("hotelStyle", criteria.hotelStyles.join(","));
  if (criteria.minisite) q.set("minisite", criteria.minisite);
  if (flow !== "booking") q.set("flow", flow);
  q.set("orderBy", "priceQuality");
  q.set("withNames", "true");
  q.set("withActivities", "true");
  q.set("propertiesRequested", "price,score,facility,stars,style,type,environment,tag");
  return q;
}
