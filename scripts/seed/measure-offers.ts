/**
 * Measures what decision 054 is about on a generated catalog: upsell pairs (worker/catalog/
 * upsells.ts's rule: same hotel and nights, published, activities a strict superset, breakfast
 * kept) and the share of published stays whose gift has three distinct prices (shared/gift.ts
 * bucketPrices over the weekend check-ins of the next 6 months, as worker/catalog/gift.ts).
 *
 *   npx tsx scripts/seed/measure-offers.ts [--today YYYY-MM-DD] [--no-upgrades]
 */
import { join } from "node:path";
import { bucketPrices } from "../../shared/gift";
import { addDays, weekdayIndex } from "./dates";
import { generateCatalog, DEFAULT_SEED } from "./generate";
import type { Catalog } from "./types";

/** Upsell pairs (ordered: a → its upgrade b) and the share of published stays that have one either way. */
export function upsellFigures(c: Catalog): { pairs: number; staysWithUpsell: number; stays: number } {
  const stays = c.packages.filter((p) => p.itemCategory === "weekend" && p.published);
  const byHotel = new Map<number, typeof stays>();
  for (const p of stays) (byHotel.get(p.hotelId) ?? byHotel.set(p.hotelId, []).get(p.hotelId)!).push(p);
  let pairs = 0;
  const withUpsell = new Set<number>();
  for (const list of byHotel.values()) {
    for (const a of list) for (const b of list) {
      if (a === b || a.nights !== b.nights || b.activityIds.length <= a.activityIds.length) continue;
      if (!a.activityIds.every((x) => b.activityIds.includes(x)) || (a.includesBreakfast && !b.includesBreakfast)) continue;
      pairs++;
      withUpsell.add(a.id).add(b.id);
    }
  }
  return { pairs, staysWithUpsell: withUpsell.size, stays: stays.length };
}

/** Published stays whose three gift prices are distinct / whose Serenity equals Essential. */
export function threePriceFigures(c: Catalog): { distinct: number; serenityIsEssential: number; stays: number } {
  const today = c.meta.today;
  const plansOf = new Map<number, typeof c.ratePlans>();
  for (const r of c.ratePlans) (plansOf.get(r.packageId) ?? plansOf.set(r.packageId, []).get(r.packageId)!).push(r);
  let distinct = 0;
  let flat = 0;
  const stays = c.packages.filter((p) => p.itemCategory === "weekend" && p.published);
  for (const p of stays) {
    const plans = (plansOf.get(p.id) ?? []).filter((r) => r.rooms > 0 && r.minLos <= p.nights && r.maxLos >= p.nights);
    const prices: number[] = [];
    for (let i = 0; i < 182; i++) {
      const day = addDays(today, i);
      const wd = weekdayIndex(day);
      if (wd !== 4 && wd !== 5) continue;
      let best: number | null = null;
      for (const r of plans) if (r.validFrom <= day && r.validTo >= day && (r.weekdayMask & (1 << wd)) !== 0 && (best === null || r.sellPriceCents < best)) best = r.sellPriceCents;
      if (best !== null) prices.push(best);
    }
    const [e, s, l] = bucketPrices(p.sellPriceCents, prices);
    if (e < s && s < l) distinct++;
    if (s === e) flat++;
  }
  return { distinct, serenityIsEssential: flat, stays: stays.length };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (k: string) => { const i = process.argv.indexOf(k); return i > 0 ? process.argv[i + 1] : undefined; };
  const today = arg("--today") ?? new Date().toISOString().slice(0, 10);
  const c = generateCatalog({ seed: DEFAULT_SEED, today, dataDir: join(import.meta.dirname, "..", "..", "data"), upgrades: !process.argv.includes("--no-upgrades") });
  console.log(JSON.stringify({ today, packages: c.packages.length, ratePlans: c.ratePlans.length, upsells: upsellFigures(c), threePrices: threePriceFigures(c) }));
}
