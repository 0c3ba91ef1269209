/**
 * Supplementary hotels (issue 14 "The catalog must look like a real shop"; decision 041): a
 * second, deterministic pass after the first catalog, which it leaves untouched (same ids, same
 * rows: tests name them). It adds active hotels, with ids after the first pass's, where people
 * search and the first pass left too few:
 *
 * 1. size and tourism targets per destination (supplement-targets.ts: Paris >= 120, each
 *    country's ten biggest cities >= 25, ...) minus the active hotels already there;
 * 2. every sea and ski resort area >= {@link RESORT_MIN} active hotels over its member
 *    destinations, the missing ones at the area's main destination;
 * 3. coverage: while a destination lies farther than {@link COVERAGE_KM} km from every active
 *    hotel, {@link COVERAGE_HOTELS} hotels go to the destination that brings the most such
 *    places within {@link COVERAGE_PICK_KM} km (hotels lie at most 4 km from their place, so
 *    each pick covers them).
 * Hotels are built by the same factory as the first pass (hotels.ts), so stars, styles, types,
 * environments and facilities follow the same distributions; packages, rate plans, rooms and
 * reviews follow in generate.ts with their own forks of the seed.
 */
import { haversineKm } from "../data/geo";
import type { Area, Destination, DestinationArea } from "../data/types";
import type { HotelText } from "./content";
import { HotelFactory } from "./hotels";
import type { Rng } from "./prng";
import { COVERAGE_KM, FLOOR_MARGIN, hotelTargets, mainResortDestinations, RESORT_MIN } from "./supplement-targets";
import type { Hotel } from "./types";

/** Hotels placed per coverage pick (one may lose its offers when they expire). */
export const COVERAGE_HOTELS = 2;
/** A coverage pick counts the uncovered places this close to it (COVERAGE_KM minus the 4 km jitter, minus 1). */
export const COVERAGE_PICK_KM = 25;

/** The destination data the supplement reads. */
export interface SupplementData {
  destinations: readonly Destination[];
  areas: readonly Area[];
  destinationAreas: readonly DestinationArea[];
}

/** Active hotels per destination id. */
function activeCounts(hotels: readonly Hotel[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const h of hotels) if (h.active) out.set(h.destinationId, (out.get(h.destinationId) ?? 0) + 1);
  return out;
}

/**
 * How many hotels to add per destination (steps 1 and 2 of the module comment), given the
 * hotels already in the catalog. Only positive counts; deterministic.
 */
export function supplementPlan(data: SupplementData, existing: readonly Hotel[]): Map<number, number> {
  const have = activeCounts(existing);
  const plan = new Map<number, number>();
  for (const [id, target] of hotelTargets(data)) {
    const missing = target - (have.get(id) ?? 0);
    if (missing > 0) plan.set(id, missing);
  }
  const members = new Map<number, number[]>();
  for (const m of data.destinationAreas) {
    const list = members.get(m.areaId);
    if (list) list.push(m.destinationId);
    else members.set(m.areaId, [m.destinationId]);
  }
  const mains = mainResortDestinations(data.areas, data.destinationAreas, data.destinations);
  for (const [areaId, main] of [...mains].sort((a, b) => a[0] - b[0])) {
    const total = (members.get(areaId) ?? []).reduce((s, id) => s + (have.get(id) ?? 0) + (plan.get(id) ?? 0), 0);
    const missing = RESORT_MIN + FLOOR_MARGIN - total;
    if (missing > 0) plan.set(main.id, (plan.get(main.id) ?? 0) + missing);
  }
  return plan;
}

/** Destinations farther than `km` from every hotel of `hotels` (active ones only). */
export function uncoveredDestinations(destinations: readonly Destination[], hotels: readonly Hotel[], km = COVERAGE_KM): Destination[] {
  const active = hotels.filter((h) => h.active).sort((a, b) => a.latitude - b.latitude);
  const dLat = km / 111;
  return destinations.filter((d) => !hasHotelWithin(active, d.latitude, d.longitude, km, dLat));
}

/** True when a hotel of `sortedByLat` lies within `km` of the point (latitude band first). */
function hasHotelWithin(sortedByLat: readonly Hotel[], lat: number, lng: number, km: number, dLat: number): boolean {
  let lo = 0;
  let hi = sortedByLat.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sortedByLat[mid]!.latitude < lat - dLat) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < sortedByLat.length && sortedByLat[i]!.latitude <= lat + dLat; i++) {
    const h = sortedByLat[i]!;
    if (haversineKm(lat, lng, h.latitude, h.longitude) <= km) return true;
  }
  return false;
}

/**
 * The supplementary hotels, ids sequential from `firstId`, all active: the plan of
 * {@link supplementPlan} in destination id order, then the coverage picks in pick order.
 */
export function generateSupplementHotels(rng: Rng, data: SupplementData, existing: readonly Hotel[], text: HotelText, firstId: number): Hotel[] {
  const factory = new HotelFactory(data.destinations, text, existing);
  const byId = new Map(data.destinations.map((d) => [d.id, d]));
  const added: Hotel[] = [];
  const add = (d: Destination, n: number): void => {
    for (let k = 0; k < n; k++) added.push(factory.make(rng, d, firstId + added.length, { active: true }));
  };
  for (const [id, n] of [...supplementPlan(data, existing)].sort((a, b) => a[0] - b[0])) add(byId.get(id)!, n);

  let uncovered = uncoveredDestinations(data.destinations, [...existing, ...added]);
  // Each candidate's uncovered neighbours, measured once; picks only shrink the open set.
  const near = data.destinations.map((d) => ({ d, near: uncovered.filter((u) => haversineKm(d.latitude, d.longitude, u.latitude, u.longitude) <= COVERAGE_PICK_KM) })).filter((c) => c.near.length);
  while (uncovered.length) {
    const open = new Set(uncovered);
    let best: { d: Destination; n: number } | null = null;
    for (const c of near) {
      const n = c.near.reduce((s, u) => s + (open.has(u) ? 1 : 0), 0);
      if (n > 0 && (!best || n > best.n || (n === best.n && (c.d.population > best.d.population || (c.d.population === best.d.population && c.d.id < best.d.id))))) best = { d: c.d, n };
    }
    if (!best) throw new Error(`supplement: cannot cover ${uncovered.length} destinations`);
    const before = added.length;
    add(best.d, COVERAGE_HOTELS);
    uncovered = uncoveredDestinations(uncovered, added.slice(before));
  }
  return added;
}
