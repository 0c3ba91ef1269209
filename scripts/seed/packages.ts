/**
 * Stay packages (item_category 'weekend', 1-3 nights, 1-3 activities) and activity-only day
 * packages ('activity', 0 nights) for the generated hotels. Prices here are base prices for
 * 2 adults before seasons; rate-plans.ts turns them into dated prices and sets sell/ref prices.
 */
import { slugify } from "../data/slug";
import { LANGS, type Destination, type Labels } from "../data/types";
import type { SeedContent } from "./content";
import { addDays } from "./dates";
import type { Rng } from "./prng";
import type { Activity, Hotel, Package } from "./types";

/** First package id; weekend packages come first, then activity-only ones. */
export const FIRST_PACKAGE_ID = 100001;
/** Family theme id (spec 000 §9). */
export const FAMILY_THEME_ID = 39;

/** Booking theme id → activity groups that suit it besides the theme's own activities. */
const THEME_GROUPS: Record<number, string[]> = {
  12: ["wellness"], 15: ["gastronomy"], 18: ["wellness", "gastronomy"], 21: ["nature"], 24: ["gastronomy"],
  27: ["sport"], 30: ["culture"], 33: ["snow"], 36: ["water"], 39: ["leisure", "nature"], 42: ["leisure", "nature"],
  45: ["culture", "gastronomy"], 48: ["sport"], 51: ["sport", "nature"], 54: ["culture", "leisure", "gastronomy"],
};

/** Activities that need a given hotel facility. */
const NEEDS_FACILITY: Record<string, string> = { spa_access: "spa", hammam: "spa", thalasso: "spa", kids_club: "kids_club" };

/** Room price per night for 2 adults with breakfast, by stars, cents (before city, country and hotel factors). */
const ROOM_NIGHT_CENTS = [0, 6000, 7000, 9500, 14000, 23000];

function themeWeight(themeId: number, h: Hotel): number {
  const has = (f: string): boolean => h.facilities.includes(f);
  const env = h.environment;
  switch (themeId) {
    case 12: return has("spa") ? 10 : 1.5;
    case 15: return has("restaurant") ? 6 : 1;
    case 18: return h.style === "romantic" ? 8 : 3;
    case 21: return env === "countryside" || env === "mountain" || env === "lake" ? 5 : 0.5;
    case 24: return h.country === "BE" ? 2 : env === "countryside" || env === "city" ? 3 : 1;
    case 27: return env === "mountain" || env === "countryside" ? 3 : 1;
    case 30: return env === "city" ? 6 : 1;
    case 33: return h.ski ? 12 : 0;
    case 36: return env === "seaside" ? 10 : 0;
    case 39: return h.style === "family" ? 10 : has("kids_club") ? 6 : 2.5;
    case 42: return h.hotelType === "lodge" ? 6 : 0.7;
    case 45: return h.hotelType === "castle" ? 12 : 0;
    case 48: return (h.hotelType === "resort" || h.stars >= 4) && env !== "city" ? 2 : 0;
    case 51: return env === "countryside" || env === "lake" || h.country === "BE" ? 2.5 : 0.7;
    case 54: return env === "city" ? 7 : 0;
    default: return 0;
  }
}

/** True when the activity can be offered by this hotel (environment, country, facilities). */
export function activityFits(a: Activity, h: Hotel): boolean {
  if (a.countries && !a.countries.includes(h.country)) return false;
  const facility = NEEDS_FACILITY[a.key];
  if (facility && !h.facilities.includes(facility)) return false;
  return a.where.includes("any") || a.where.includes(h.environment) || (h.ski && a.where.includes("ski"));
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function joinActivities(acts: readonly Activity[], content: SeedContent): Labels {
  const out = {} as Labels;
  for (const lang of LANGS) {
    const names = acts.slice(0, 2).map((a) => a.labels[lang]);
    out[lang] = names.join(` ${content.packageText.and[lang]} `);
  }
  return out;
}

function roundHundred(cents: number): number {
  return Math.round(cents / 100) * 100;
}

/** Hotel-level price factor: country, city size and a per-hotel spread of about ±15 %. */
function hotelFactor(h: Hotel, d: Destination, rng: Rng): number {
  const country = h.country === "ES" ? 0.9 : 1;
  const city = d.population >= 500_000 ? 1.3 : d.population >= 100_000 ? 1.12 : 1;
  return country * city * Math.exp(rng.normal(0, 0.12));
}

function commonFields(rng: Rng, today: string, marketingLabels: readonly string[]): Pick<Package, "marketingLabel" | "lastMinute" | "expiration" | "imageSeed" | "promo"> {
  return {
    marketingLabel: rng.chance(0.12) ? rng.pick(marketingLabels) : null,
    lastMinute: rng.chance(0.06),
    expiration: rng.chance(0.15) ? addDays(today, rng.int(10, 120)) : null,
    imageSeed: rng.int(1, 2_147_483_646),
    promo: rng.chance(0.25) ? 0 : rng.int(5, 40) / 100,
  };
}

/**
 * Weekend packages: 1-5 per hotel (about 2.6 on average), a main booking theme chosen from the
 * hotel's profile, 1-3 fitting activities, 1-3 nights. Inactive hotels' packages are unpublished.
 * Ids are sequential from `firstId` (a later pass starts after the ids already used).
 */
export function generateWeekendPackages(rng: Rng, hotels: readonly Hotel[], destinations: ReadonlyMap<number, Destination>, content: SeedContent, today: string, firstId = FIRST_PACKAGE_ID): Package[] {
  const bookingThemes = content.themes.filter((t) => t.flow === "booking");
  const packages: Package[] = [];
  let id = firstId;
  for (const h of hotels) {
    const d = destinations.get(h.destinationId)!;
    const factor = hotelFactor(h, d, rng);
    const count = rng.weighted([1, 2, 3, 4, 5], (n) => [0, 18, 32, 28, 14, 8][n]!);
    const fitting = content.activities.filter((a) => activityFits(a, h));
    const themePool = bookingThemes.filter((t) => themeWeight(t.id, h) > 0 && fitting.some((a) => a.themeId === t.id || THEME_GROUPS[t.id]!.includes(a.group)));
    const chosen: number[] = [];
    for (let k = 0; k < count; k++) {
      const fresh = themePool.filter((t) => !chosen.includes(t.id));
      const theme = rng.weighted(fresh.length ? fresh : themePool, (t) => themeWeight(t.id, h));
      chosen.push(theme.id);
      const own = fitting.filter((a) => a.themeId === theme.id);
      const related = fitting.filter((a) => THEME_GROUPS[theme.id]!.includes(a.group) && a.themeId !== theme.id);
      const first = rng.pick(own.length ? own : related);
      const extraCount = rng.weighted([0, 1, 2], (n) => [45, 40, 15][n]!);
      const extras = rng.sample([...own, ...related].filter((a) => a.id !== first.id && !(a.dinner && first.dinner)), extraCount);
      const acts = [first, ...extras].filter((a, i, all) => !a.dinner || all.findIndex((b) => b.dinner) === i);
      const nights = rng.weighted([1, 2, 3], (n) => [0, 45, 45, 10][n]!);
      const titleIndex = rng.int(0, 2);
      const labels = {} as Labels;
      const activityNames = joinActivities(acts, content);
      for (const lang of LANGS) labels[lang] = `${content.packageText.titles[String(theme.id)]![lang][titleIndex]} ${content.packageText.with[lang]} ${activityNames[lang]}`;
      const themeIds = [theme.id];
      for (const a of acts) if (content.themes.some((t) => t.id === a.themeId && t.flow === "booking")) themeIds.push(a.themeId);
      if (h.style === "family" && rng.chance(0.5)) themeIds.push(FAMILY_THEME_ID);
      if (h.environment === "seaside" && rng.chance(0.5)) themeIds.push(36);
      if (h.ski && rng.chance(0.5)) themeIds.push(33);
      const room = ROOM_NIGHT_CENTS[h.stars]! * factor;
      const activitiesCents = acts.reduce((s, a) => s + a.pricePerPersonCents * 2, 0);
      packages.push({
        id,
        hotelId: h.id,
        itemCategory: "weekend",
        themeId: theme.id,
        slug: `${slugify(labels.fr)}-${id}`,
        labels,
        nights,
        includesBreakfast: rng.chance(0.92),
        includesDinner: acts.some((a) => a.dinner),
        sellPriceCents: 0,
        refPriceCents: 0,
        ...commonFields(rng, today, content.packageText.marketingLabels),
        published: h.active,
        themeIds: [...new Set(themeIds)],
        activityIds: acts.map((a) => a.id),
        basePriceCents: roundHundred(room * nights + activitiesCents),
      });
      id++;
    }
  }
  return packages;
}

/**
 * Activity-only day packages: `count` hotels (distinct, active) act as activity centres, each
 * with one package of 1-2 activities sharing an activity theme (985-992). Price for 2 people.
 */
export function generateActivityPackages(rng: Rng, hotels: readonly Hotel[], content: SeedContent, count: number, firstId: number, today: string): Package[] {
  const sellable = content.activities.filter((a) => a.pricePerPersonCents >= 1200 && a.minutes > 0);
  const candidates = hotels.filter((h) => h.active && sellable.some((a) => activityFits(a, h)));
  const centres = rng.sample(candidates, count).sort((a, b) => a.id - b.id);
  return centres.map((h, i) => {
    const fitting = sellable.filter((a) => activityFits(a, h));
    const first = rng.pick(fitting);
    const partners = fitting.filter((a) => a.id !== first.id && a.activityThemeId === first.activityThemeId);
    const acts = partners.length && rng.chance(0.35) ? [first, rng.pick(partners)] : [first];
    const names = joinActivities(acts, content);
    const labels = {} as Labels;
    for (const lang of LANGS) labels[lang] = capitalise(names[lang]);
    const id = firstId + i;
    return {
      id,
      hotelId: h.id,
      itemCategory: "activity" as const,
      themeId: first.activityThemeId,
      slug: `${slugify(labels.fr)}-${id}`,
      labels,
      nights: 0,
      includesBreakfast: false,
      includesDinner: acts.some((a) => a.dinner),
      sellPriceCents: 0,
      refPriceCents: 0,
      ...commonFields(rng, today, content.packageText.marketingLabels),
      published: true,
      themeIds: [first.activityThemeId],
      activityIds: acts.map((a) => a.id),
      basePriceCents: Math.max(3000, roundHundred(acts.reduce((s, a) => s + a.pricePerPersonCents * 2, 0) * 1.15)),
    };
  });
}
