/**
 * Dated prices and availability: rate plans covering `today` .. `today + 12 months - 1 day`,
 * split into seasons by the hotel's environment and into weekday masks (weekend check-ins
 * Fri/Sat, weekday check-ins Sun-Thu, or every day), plus a few stop-sell days per package.
 * Sets each package's sell price to the minimum over its plans and its reference price to that
 * plan's reference price.
 */
import { addDays, addMonths, monthOf, nextMonthStart, weekdayIndex, type Day } from "./dates";
import type { Rng } from "./prng";
import type { ClosedDay, Environment, Hotel, Package, RatePlan } from "./types";

/** Check-in weekday masks (bit 0 = Monday ... bit 6 = Sunday). */
export const MASK_ALL = 0b1111111;
export const MASK_WEEKEND = 0b0110000; // Friday, Saturday
export const MASK_WEEKDAYS = 0b1001111; // Sunday to Thursday
export const MASK_NO_MONDAY = 0b1111110;

type Level = "low" | "mid" | "high" | "peak";
const LEVEL_FACTOR: Record<Level, number> = { low: 0.85, mid: 1, high: 1.18, peak: 1.4 };
const L = "low", M = "mid", H = "high", P = "peak";

/** Season level by month (January first) for each hotel profile. */
const SEASONS: Record<Environment | "ski", Level[]> = {
  seaside: [L, L, L, M, M, H, P, P, H, M, L, L],
  ski: [P, P, H, M, L, L, M, M, L, L, L, H],
  mountain: [L, L, L, M, M, H, P, P, H, M, L, M],
  city: [L, L, M, M, H, H, H, H, H, M, M, H],
  countryside: [L, L, M, M, H, H, P, P, H, M, L, M],
  lake: [L, L, M, M, H, H, P, P, H, M, L, M],
};

/** A stretch of days with one season level. */
interface Segment {
  from: Day;
  to: Day;
  level: Level;
}

/** Season segments from `today` to `until` (inclusive), merging consecutive months of equal level. */
export function seasonSegments(profile: Level[], today: Day, until: Day): Segment[] {
  const segments: Segment[] = [];
  for (let from = today; from <= until; ) {
    const monthEnd = addDays(nextMonthStart(from), -1);
    const to = monthEnd < until ? monthEnd : until;
    const level = profile[monthOf(from) - 1]!;
    const last = segments[segments.length - 1];
    if (last && last.level === level) last.to = to;
    else segments.push({ from, to, level });
    from = addDays(to, 1);
  }
  return segments;
}

/** Last day covered by rate plans: 12 months after today, minus one day. */
export function ratePlanUntil(today: Day): Day {
  return addDays(addMonths(today, 12), -1);
}

/** Stay prices end in 9 euros ("189.00 €"); never below 19 €. */
function sellRound(cents: number): number {
  return Math.max(1900, Math.ceil(cents / 1000) * 1000 - 100);
}

function round100(cents: number): number {
  return Math.round(cents / 100) * 100;
}

/**
 * Rate plans and closed days for all packages. Mutates each package's sellPriceCents and
 * refPriceCents. Rooms: about 6 % of plans 0 (sold out), 24 % 1-3 (the "rooms left" badge), the
 * rest 4-8; the cheapest plan of a package always has rooms, so sell = min over all its plans.
 * Plan ids are sequential from `firstId`.
 */
export function generateRatePlans(rng: Rng, packages: Package[], hotels: ReadonlyMap<number, Hotel>, today: Day, firstId = 1): { ratePlans: RatePlan[]; closedDays: ClosedDay[] } {
  const until = ratePlanUntil(today);
  const ratePlans: RatePlan[] = [];
  const closedDays: ClosedDay[] = [];
  const segmentCache = new Map<string, Segment[]>();
  for (const p of packages) {
    const h = hotels.get(p.hotelId)!;
    const profileKey = h.ski ? "ski" : h.environment;
    let segments = segmentCache.get(profileKey);
    if (!segments) segmentCache.set(profileKey, (segments = seasonSegments(SEASONS[profileKey], today, until)));
    const activity = p.itemCategory === "activity";
    const style = activity ? (rng.chance(0.5) ? "all" : "noMonday") : rng.weighted(["all", "split", "weekendOnly"] as const, (s) => ({ all: 50, split: 30, weekendOnly: 20 })[s]);
    const masks: [number, number][] =
      style === "all" ? [[MASK_ALL, 1]] : style === "noMonday" ? [[MASK_NO_MONDAY, 1]] : style === "split" ? [[MASK_WEEKEND, 1.08], [MASK_WEEKDAYS, 0.94]] : [[MASK_WEEKEND, 1.05]];
    const plans: RatePlan[] = [];
    for (const seg of segments) {
      for (const [mask, dayFactor] of masks) {
        const sell = sellRound(p.basePriceCents * LEVEL_FACTOR[seg.level] * dayFactor * (1 + rng.normal(0, 0.025)));
        // Floor, so the shown promotion never exceeds the package's (<= 40 %).
        const ref = Math.max(sell, Math.floor(sell / (1 - p.promo) / 100) * 100);
        const r = rng.next();
        const peakish = seg.level === "peak" || seg.level === "high";
        const minLos = activity ? 0 : p.nights === 1 && peakish && rng.chance(0.3) ? 2 : p.nights;
        plans.push({
          id: 0,
          packageId: p.id,
          validFrom: seg.from,
          validTo: seg.to,
          weekdayMask: mask,
          sellPriceCents: sell,
          refPriceCents: ref,
          extraAdultCents: round100((sell / 2) * (activity ? 1 : 0.75)),
          childCents: round100((sell / 2) * (activity ? 0.6 : 0.45)),
          minLos,
          maxLos: activity ? 0 : Math.max(minLos, 3),
          rooms: activity ? rng.int(2, 8) : r < 0.06 ? 0 : r < 0.3 ? rng.int(1, 3) : rng.int(4, 8),
        });
      }
    }
    const cheapest = plans.reduce((best, plan) => (plan.sellPriceCents < best.sellPriceCents ? plan : best));
    if (cheapest.rooms === 0) cheapest.rooms = 2;
    p.sellPriceCents = cheapest.sellPriceCents;
    p.refPriceCents = cheapest.refPriceCents;
    for (const plan of plans) ratePlans.push({ ...plan, id: firstId + ratePlans.length });

    if (rng.chance(0.25)) {
      const allowed = masks.reduce((m, [mask]) => m | mask, 0);
      const days = new Set<Day>();
      for (let k = rng.int(1, 5), tries = 0; days.size < k && tries < 50; tries++) {
        const day = addDays(today, rng.int(3, 180));
        if (allowed & (1 << weekdayIndex(day))) days.add(day);
      }
      for (const day of [...days].sort()) closedDays.push({ packageId: p.id, day });
    }
  }
  return { ratePlans, closedDays };
}
