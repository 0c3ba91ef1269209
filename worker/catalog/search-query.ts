/**
 * The catalog's internal search query: one normalised shape behind offers.json, facets.json,
 * weekend detail and quotes (spec 000 §3 "Search criteria (server-side shape)", §5 rules).
 * Money in cents, distances km, dates 'YYYY-MM-DD'.
 */
import type { ContractSort } from "../../shared/contract/common";
import type { FacetsQuery } from "../../shared/contract/facets";
import type { OffersQuery } from "../../shared/contract/offers";
import type { Lang } from "./locale";
import type { LocationInput, ResolvedLocation } from "./location";
import type { MinisiteScope } from "./minisite-scope";

/** Travellers (spec 000 §5: adults 1-20, children 0-10, babies 0-10). */
export interface Party {
  adults: number;
  children: number;
  /** Babies travel free and do not change prices. */
  babies: number;
}

/** Inclusive bounds in cents; null = open. */
export interface PriceRange {
  min: number | null;
  max: number | null;
}

/** The facet filters (each is a facet group in facets.json). */
export interface SearchFilters {
  /** On the card's sell price (whole stay, whole party), cents. */
  price: PriceRange | null;
  /** On the package's single-voucher (from) price, cents. */
  svPrice: PriceRange | null;
  /** Activity ids; a package matches when it includes any. */
  tags: number[];
  /** Facility keys; a hotel matches when it has all. */
  facilities: string[];
  petsAllowed: boolean;
  hotelTypes: string[];
  environments: string[];
  styles: string[];
  stars: number[];
  /** Minimum /10 review average. */
  minScore: number | null;
}

/** One normalised search: what search-sql.ts turns into SQL. */
export interface SearchQuery {
  lang: Lang;
  today: string;
  /** Price packages as single vouchers (gifting): from price, no dates, party 2 adults. */
  gift: boolean;
  /** Package category searched; null = any (detail of a given package). */
  category: "weekend" | "activity" | null;
  party: Party;
  checkin: string | null;
  /** Stay length with a check-in; null → each package's own nights. */
  nights: number | null;
  hotelId: number | null;
  /** Restrict to these hotels (the other packages of a result page). */
  hotelIds: number[] | null;
  /** Restrict to these packages (detail, quote). */
  packageIds: number[] | null;
  location: ResolvedLocation;
  themeIds: number[];
  excludedHotelIds: number[];
  filters: SearchFilters;
  orderBy: ContractSort;
  /** Include unpublished packages and inactive hotels (product detail of an expired offer). */
  includeInactive: boolean;
  /** A partner minisite's selection (minisite-scope.ts, decision 048); null = the whole catalog. */
  minisite: MinisiteScope | null;
}

/** A location that filters nothing. */
export const NO_LOCATION: ResolvedLocation = {
  unknown: false,
  destination: null,
  centre: null,
  sqlCentre: null,
  cityId: null,
  admin: null,
  radius: null,
  minDistance: null,
  maxDistance: null,
  distanceBounds: null,
  hierarchy: [],
};

/** Filters that filter nothing. */
export const NO_FILTERS: SearchFilters = {
  price: null,
  svPrice: null,
  tags: [],
  facilities: [],
  petsAllowed: false,
  hotelTypes: [],
  environments: [],
  styles: [],
  stars: [],
  minScore: null,
};

function range(r: { min?: number | null; max?: number | null } | null | undefined): PriceRange | null {
  if (!r) return null;
  let min = r.min ?? null;
  let max = r.max ?? null;
  if (min === null && max === null) return null;
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  return { min, max };
}

const uniq = <T>(xs: readonly T[]): T[] => [...new Set(xs)];

/** Location input of an offers request (searchCriterias.filters.property.location). */
export function offersLocationInput(req: OffersQuery): LocationInput {
  return req.searchCriterias.filters.property.location;
}

/**
 * Normalises an offers.json request (spec 000 §3, §7). searchCriterias values win over the
 * top-level simple fields; flow 'gifting' or type 'gift' prices single vouchers and ignores
 * dates and party (gifting fixes 2 adults); flow 'activity' searches activity-only packages
 * unless performGiftableSearch asks for giftable (stay) packages only.
 */
export function queryFromOffers(req: OffersQuery, lang: Lang, today: string, location: ResolvedLocation, minisite: MinisiteScope | null = null): SearchQuery {
  const sc = req.searchCriterias;
  const prop = sc.filters.property;
  const offer = sc.filters.offer;
  const gift = req.type === "gift" || sc.flow === "gifting";
  const fam = offer.familyComposition ?? {};
  const party: Party = gift
    ? { adults: 2, children: 0, babies: 0 }
    : { adults: fam.adults ?? req.adult, children: fam.children ?? req.child, babies: fam.babies ?? req.baby };
  const checkin = gift ? null : (offer.checkin ?? req.checkin ?? null);
  return {
    lang,
    today,
    gift,
    // Only stays can be given as single vouchers: a giftable search never returns activity-only packages.
    category: sc.flow === "activity" && !gift && !req.performGiftableSearch ? "activity" : "weekend",
    party,
    checkin,
    nights: checkin ? (offer.nights ?? req.night ?? null) : null,
    hotelId: req.hotelId ?? null,
    hotelIds: null,
    packageIds: null,
    location,
    themeIds: uniq(offer.categories.themeIds),
    excludedHotelIds: uniq([...req.excludedHotelIds, ...prop.excludedHotelIds]),
    filters: {
      price: range(offer.price),
      svPrice: range(sc.filters.gift?.singleVoucher?.price),
      tags: uniq(offer.tags),
      facilities: uniq(prop.facilities.filter((f) => f !== "pets")),
      petsAllowed: prop.petsAllowed === true || prop.facilities.includes("pets"),
      hotelTypes: uniq(prop.hotelTypes),
      environments: uniq(prop.hotelEnvironments),
      styles: uniq(prop.hotelStyles),
      stars: uniq(prop.stars),
      minScore: prop.minHotelReviewScore ?? null,
    },
    orderBy: sc.sorting?.orderBy ?? req.orderBy,
    includeInactive: false,
    minisite,
  };
}

/** Location input of a query with the flattened location keys (facets.json, search/availabilities.json). */
export function locationQueryInput(q: Pick<FacetsQuery, "city" | "poi" | "department" | "region" | "country" | "touristicregion" | "searesort" | "skiresort" | "lat" | "lng" | "distanceMin" | "distanceMax">): LocationInput {
  return {
    cityId: q.city,
    poiId: q.poi,
    departmentId: q.department,
    regionId: q.region,
    countryId: q.country,
    touristicId: q.touristicregion,
    seaResortId: q.searesort,
    skiResortId: q.skiresort,
    latitude: q.lat,
    longitude: q.lng,
    minDistance: q.distanceMin,
    maxDistance: q.distanceMax,
  };
}

/** Normalises a facets.json query (spec 000 §7) into the same search as offers.json. */
export function queryFromFacets(q: FacetsQuery, lang: Lang, today: string, location: ResolvedLocation, minisite: MinisiteScope | null = null): SearchQuery {
  const gift = q.type === "gift" || q.flow === "gifting";
  const checkin = gift ? null : (q.checkin ?? null);
  return {
    lang,
    today,
    gift,
    category: q.flow === "activity" && !gift ? "activity" : "weekend",
    party: gift ? { adults: 2, children: 0, babies: 0 } : { adults: q.adult, children: q.child, babies: q.baby },
    checkin,
    nights: checkin ? (q.night ?? null) : null,
    hotelId: q.hotel ?? null,
    hotelIds: null,
    packageIds: null,
    location,
    themeIds: q.theme ? [q.theme] : [],
    excludedHotelIds: [],
    filters: {
      price: range({ min: q.priceMin, max: q.priceMax }),
      svPrice: range({ min: q.singleVoucherPriceMin, max: q.singleVoucherPriceMax }),
      tags: uniq(q.tags),
      facilities: uniq(q.facilities.filter((f) => f !== "pets")),
      petsAllowed: q.petsAllowed === true || q.facilities.includes("pets"),
      hotelTypes: uniq(q.hotelType),
      environments: uniq(q.hotelEnvironment),
      styles: uniq(q.hotelStyle),
      stars: uniq(q.stars),
      minScore: q.minHotelReviewScore ?? null,
    },
    orderBy: q.orderBy ?? "priceQuality",
    includeInactive: false,
    minisite,
  };
}

/** A query for given packages only (detail, quote, other packages of a hotel). */
export function packageQuery(opts: {
  lang: Lang;
  today: string;
  party: Party;
  checkin: string | null;
  nights: number | null;
  gift: boolean;
  category: "weekend" | "activity" | null;
  packageIds?: number[];
  hotelId?: number;
  includeInactive?: boolean;
  minisite?: MinisiteScope | null;
}): SearchQuery {
  return {
    lang: opts.lang,
    today: opts.today,
    gift: opts.gift,
    category: opts.category,
    party: opts.party,
    checkin: opts.gift ? null : opts.checkin,
    nights: opts.gift ? null : opts.nights,
    hotelId: opts.hotelId ?? null,
    hotelIds: null,
    packageIds: opts.packageIds ?? null,
    location: NO_LOCATION,
    themeIds: [],
    excludedHotelIds: [],
    filters: NO_FILTERS,
    orderBy: "priceAsc",
    includeInactive: opts.includeInactive ?? false,
    minisite: opts.minisite ?? null,
  };
}
