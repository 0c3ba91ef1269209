/**
 * Generated (fictional) catalog entities, shaped like the tables of migrations/0001_catalog.sql.
 * Money is integer cents; dates are 'YYYY-MM-DD'; scores are /10.
 */
import type { DestinationData, Labels } from "../data/types";
import type { BoxRow } from "./boxes";

/** hotels.environment values. */
export type Environment = "city" | "seaside" | "mountain" | "countryside" | "lake";
/** hotels.hotel_type values. */
export type HotelType = "hotel" | "guesthouse" | "castle" | "lodge" | "resort" | "apartment";
/** hotels.style values. */
export type HotelStyle = "charming" | "design" | "family" | "romantic" | "luxury" | "nature";
/** reviews.locale values (spec 001 §9 review languages). */
export type ReviewLocale = "fr_FR" | "es_ES" | "it_IT" | "nl_NL";
/** Review criteria, as column names (reviews.<criterion>, hotels.score_<criterion>). */
export type Criterion = "welcoming" | "comfort" | "cleanliness" | "food" | "localization" | "price_quality_ratio";
/** Criteria in column order. */
export const CRITERIA: readonly Criterion[] = ["welcoming", "comfort", "cleanliness", "food", "localization", "price_quality_ratio"];

/** Row of `themes`. */
export interface Theme {
  id: number;
  slug: string;
  flow: "booking" | "activity";
  labels: Labels;
}

/** Row of `activities` plus generator hints. */
export interface Activity {
  id: number;
  key: string;
  /** activities.group_name (facet group). */
  group: string;
  /** activities.theme_id: the booking theme it belongs to. */
  themeId: number;
  /** Activity theme (985-992) used for activity-only packages. */
  activityThemeId: number;
  minutes: number;
  /** Cost per person in cents folded into package prices. */
  pricePerPersonCents: number;
  dinner: boolean;
  /** Hotel environments it fits, "ski" for ski towns, "any". */
  where: string[];
  /** Countries where it is offered; null = all. */
  countries: string[] | null;
  labels: Labels;
}

/** Per-criterion review scores /10 (one decimal on hotels, integers on reviews). */
export type Scores = Record<Criterion, number>;

/** Row of `hotels` plus its facility rows and generator-only fields. */
export interface Hotel {
  id: number;
  slug: string;
  label: string;
  stars: number;
  destinationId: number;
  latitude: number;
  longitude: number;
  address: string;
  postcode: string | null;
  hotelType: HotelType;
  environment: Environment;
  style: HotelStyle;
  petsAllowed: boolean;
  petsPriceCents: number | null;
  descriptions: Labels;
  checkIn: string;
  checkOut: string;
  /** Per person per night, cents. */
  localTaxCents: number;
  reviewCount: number;
  /** /10, one decimal; null when there are no reviews ("New"). */
  reviewAverage: number | null;
  scores: Scores | null;
  imageSeed: number;
  active: boolean;
  /** hotel_facilities rows ('pets' present iff petsAllowed). */
  facilities: string[];
  /** Generator-only: mean review score /10 this hotel's reviews scatter around. */
  quality: number;
  /** Generator-only: the destination is a ski town. */
  ski: boolean;
  /** Generator-only: destination country. */
  country: "ES" | "FR" | "BE";
}

/** Row of `packages` plus its package_themes and package_activities rows. */
export interface Package {
  id: number;
  hotelId: number;
  itemCategory: "weekend" | "activity";
  themeId: number;
  slug: string;
  labels: Labels;
  /** 1-3 for stays, 0 for activity-only. */
  nights: number;
  includesBreakfast: boolean;
  includesDinner: boolean;
  /** Min sell price over the package's rate plans, cents, 2 adults. */
  sellPriceCents: number;
  /** Reference price of that cheapest plan, cents (>= sell). */
  refPriceCents: number;
  marketingLabel: string | null;
  lastMinute: boolean;
  expiration: string | null;
  imageSeed: number;
  published: boolean;
  /** package_themes: main theme first. */
  themeIds: number[];
  /** package_activities, 1-3 ids. */
  activityIds: number[];
  /** Generator-only: base price for 2 adults before season factors, cents. */
  basePriceCents: number;
  /** Generator-only: promotion 0-0.4. */
  promo: number;
  /** Generator-only: the stay this one upgrades (upgrades.ts, decision 054). */
  upgradeOf?: number;
}

/** Row of `rate_plans`. */
export interface RatePlan {
  id: number;
  packageId: number;
  validFrom: string;
  validTo: string;
  /** bit 0 = Monday ... bit 6 = Sunday (check-in weekday). */
  weekdayMask: number;
  sellPriceCents: number;
  refPriceCents: number;
  extraAdultCents: number;
  childCents: number;
  minLos: number;
  maxLos: number;
  rooms: number;
}

/** Row of `closed_days`. */
export interface ClosedDay {
  packageId: number;
  day: string;
}

/** Row of `reviews`. Criteria are integers 1-10; average is their mean rounded to one decimal. */
export interface Review {
  id: number;
  hotelId: number;
  locale: ReviewLocale;
  customer: string;
  type: "couple" | "family" | "friends" | "solo";
  date: string;
  average: number;
  scores: Scores;
  positive: string | null;
  negative: string | null;
}

/** rooms.room_type values (migrations/0006_rooms.sql). */
export type RoomType = "double" | "twin" | "superior" | "junior_suite" | "family" | "suite";
/** rooms.bedding values. */
export type RoomBedding = "double" | "twin" | "king" | "double_sofa" | "double_bunk";

/** Row of `rooms` (spec 001 §3 Room). Size m², capacities in guests. */
export interface Room {
  id: number;
  hotelId: number;
  /** Order on the hotel page, 0 first. */
  position: number;
  type: RoomType;
  bedding: RoomBedding;
  sizeM2: number;
  capacity: number;
  maxCapacity: number;
  labels: Labels;
  descriptions: Labels;
  /** Highlighted room facility keys, most distinctive first. */
  facilities: string[];
  imageSeed: number;
}

/** Row of `room_packages`: the room a stay package is sold in. */
export interface RoomPackage {
  packageId: number;
  roomId: number;
}

/** Build facts stored in `catalog_meta`. */
export interface CatalogMeta {
  seed: string;
  /** Europe/Paris date the rate plans start from. */
  today: string;
  /** Last day covered by rate plans. */
  until: string;
}

/** The whole generated catalog. */
export interface Catalog extends DestinationData {
  meta: CatalogMeta;
  themes: Theme[];
  activities: Activity[];
  hotels: Hotel[];
  packages: Package[];
  ratePlans: RatePlan[];
  closedDays: ClosedDay[];
  reviews: Review[];
  /** Gift boxes, both formats of each design (scripts/seed/boxes.ts). */
  boxes: BoxRow[];
  rooms: Room[];
  roomPackages: RoomPackage[];
}
