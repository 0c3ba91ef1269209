/**
 * The whole embedded catalog: real destinations and areas (scripts/data) plus generated,
 * fictional hotels, packages, rate plans, closed days and reviews. Deterministic for a given
 * seed, `today` and installed data packages: every random draw comes from a seeded PRNG.
 */
import { buildDestinations } from "../data/build-destinations";
import type { DestinationData, PlaceSearchRow } from "../data/types";
import { loadSeedContent } from "./content";
import { generateHotels } from "./hotels";
import { generateActivityPackages, generateWeekendPackages } from "./packages";
import { createRng } from "./prng";
import { generateRatePlans, ratePlanUntil } from "./rate-plans";
import { generateReviews } from "./reviews";
import { generateBoxes } from "./boxes";
import { generateRooms } from "./rooms";
import { generateSupplementHotels } from "./supplement";
import { generateUpgradePackages } from "./upgrades";
import { splitDemandPlans } from "./demand";
import type { Catalog, Hotel } from "./types";

/** Default seed of the committed catalog. */
export const DEFAULT_SEED = "weekend-shop-catalog-v1";

/** Sizes of the generated part. */
export interface CatalogSizes {
  /** Hotels (>= 1,500 wanted). */
  hotels: number;
  /** Activity-only packages (>= 300 wanted). */
  activityPackages: number;
  /** Reviews in total (~20 per hotel). */
  reviews: number;
  /** Reviews per supplementary hotel (supplement.ts), on average. */
  supplementReviewsPerHotel: number;
}

/** Sizes of the committed catalog. */
export const DEFAULT_SIZES: CatalogSizes = { hotels: 1700, activityPackages: 330, reviews: 30_000, supplementReviewsPerHotel: 8 };

/** Options of {@link generateCatalog}. */
export interface GenerateOptions {
  seed: string;
  /** 'YYYY-MM-DD' (Europe/Paris) the rate plans start from; review dates end the day before. */
  today: string;
  /** The repository's data/ directory. */
  dataDir: string;
  /** Reuse already built destinations (tests build them once). */
  destinations?: DestinationData;
  sizes?: CatalogSizes;
  /** Run the supplementary pass (supplement.ts; default true). Small test catalogs skip it. */
  supplement?: boolean;
  /** Run the third pass (upgrades.ts, demand.ts; default true). */
  upgrades?: boolean;
}

/**
 * Generate the catalog. Returns every table's rows; hotels carry their facilities and review
 * aggregates, packages their themes and activities; place_search gains one row per active hotel.
 *
 * Three passes. The first (hotels sampled by weight) is the catalog the tests were written
 * against: its rows and ids never change. The second (supplement.ts) adds hotels where the
 * first left too few, with ids after every id of the first: hotels, then packages after the
 * activity-only packages, rate plans, rooms and reviews after theirs. Each pass draws from its
 * own forks of the seed. The third (upgrades.ts, demand.ts; decision 054) adds upgraded stays
 * after every package and splits weekend plans at busy months: new plans after every plan id,
 * the split plans keep their id and first stretch.
 */
export function generateCatalog(options: GenerateOptions): Catalog {
  const { seed, today, dataDir } = options;
  const sizes = options.sizes ?? DEFAULT_SIZES;
  const data = options.destinations ?? buildDestinations({ dataDir });
  const content = loadSeedContent(dataDir);
  const rng = createRng(seed);

  const touristic = new Set(data.destinationAreas.filter((m) => m.areaId >= 20000 && m.areaId < 30000).map((m) => m.destinationId));
  const hotels = generateHotels(rng.fork("hotels"), data.destinations, touristic, content, sizes.hotels);
  const destinationsById = new Map(data.destinations.map((d) => [d.id, d]));
  const weekend = generateWeekendPackages(rng.fork("packages"), hotels, destinationsById, content, today);
  const activity = generateActivityPackages(rng.fork("activity-packages"), hotels, content, sizes.activityPackages, weekend[weekend.length - 1]!.id + 1, today);
  const packages = [...weekend, ...activity];
  const { ratePlans, closedDays } = generateRatePlans(rng.fork("rate-plans"), packages, new Map(hotels.map((h) => [h.id, h])), today);
  const reviews = generateReviews(rng.fork("reviews"), hotels, content.reviewText, today, sizes.reviews);
  const { rooms, roomPackages } = generateRooms(rng.fork("rooms"), hotels, weekend);

  const added: Hotel[] = options.supplement === false ? [] : generateSupplementHotels(rng.fork("supplement/hotels"), data, hotels, content.hotelText, hotels[hotels.length - 1]!.id + 1);
  if (added.length) {
    const weekend2 = generateWeekendPackages(rng.fork("supplement/packages"), added, destinationsById, content, today, packages[packages.length - 1]!.id + 1);
    const plans2 = generateRatePlans(rng.fork("supplement/rate-plans"), weekend2, new Map(added.map((h) => [h.id, h])), today, ratePlans[ratePlans.length - 1]!.id + 1);
    const reviews2 = generateReviews(rng.fork("supplement/reviews"), added, content.reviewText, today, Math.round(added.length * sizes.supplementReviewsPerHotel), reviews[reviews.length - 1]!.id + 1);
    const rooms2 = generateRooms(rng.fork("supplement/rooms"), added, weekend2, rooms[rooms.length - 1]!.id + 1);
    hotels.push(...added);
    packages.push(...weekend2);
    ratePlans.push(...plans2.ratePlans);
    closedDays.push(...plans2.closedDays);
    reviews.push(...reviews2);
    rooms.push(...rooms2.rooms);
    roomPackages.push(...rooms2.roomPackages);
  }

  // Third pass (decision 054): upgraded siblings of some stays (the upsells) and busy months in
  // the weekend prices (the gift's three prices). No draws from the streams above; ids after theirs.
  if (options.upgrades !== false) {
    const hotelsById = new Map(hotels.map((h) => [h.id, h]));
    const lastPackageId = packages[packages.length - 1]!.id;
    const up = generateUpgradePackages(seed, packages, hotelsById, content, roomPackages, lastPackageId + 1);
    const upPlans = generateRatePlans(rng.fork("upgrades/rate-plans"), up.packages, hotelsById, today, ratePlans[ratePlans.length - 1]!.id + 1);
    packages.push(...up.packages);
    roomPackages.push(...up.roomPackages);
    ratePlans.push(...upPlans.ratePlans);
    closedDays.push(...upPlans.closedDays);
    ratePlans.push(...splitDemandPlans(seed, ratePlans, packages, ratePlans[ratePlans.length - 1]!.id + 1));
  }

  // Last (issue 25 item 20): one unpublished activity-only package, so the expired activity page
  // (spec 001 §2 "Trop tard !" with 'See other offers') has a real id. A copy of the first activity
  // package under the next id, with no rate plans; no draws, so every other row stays as it was.
  const firstActivity = packages.find((p) => p.itemCategory === "activity");
  if (firstActivity) {
    const id = packages[packages.length - 1]!.id + 1;
    packages.push({ ...firstActivity, id, slug: firstActivity.slug.replace(/-\d+$/, `-${id}`), published: false });
  }

  const hotelSearch: PlaceSearchRow[] = hotels
    .filter((h) => h.active)
    .map((h) => ({ names: h.label, category: "hotel", refId: h.id, rankBoost: h.reviewCount }));

  return {
    meta: { seed, today, until: ratePlanUntil(today) },
    areas: data.areas,
    destinations: data.destinations,
    destinationAreas: data.destinationAreas,
    placeSearch: [...data.placeSearch, ...hotelSearch],
    themes: content.themes,
    activities: content.activities,
    hotels,
    packages,
    ratePlans,
    closedDays,
    reviews,
    boxes: generateBoxes(rng.fork("boxes")),
    rooms,
    roomPackages,
  };
}
