/**
 * Busy months: the end-of-year and spring holidays cost more (decision 054). The rate plans are one
 * price per season stretch, so in low season nearly every weekend of the next six months had the
 * same price and the gift's three prices (spec 001 §4 buckets: Essential, Serenity at about 55 % of
 * the weekends, Liberty at 70 %; shared/gift.ts bucketPrices) collapsed to one. This pass splits a
 * stay's plans that take weekend check-ins at month boundaries and raises DEMAND_MONTHS by a
 * per-package 8-20 %.
 *
 * Deterministic without the PRNG streams (hash32), so the earlier passes' draws are unchanged. The
 * original plan keeps its id, its price and the first stretch (never raised: the stay's cheapest
 * "from" price stays what it was); the later stretches are new plans with ids after `firstId`.
 */
import { addDays, nextMonthStart } from "./dates";
import { hash32 } from "./prng";
import { MASK_WEEKEND } from "./rate-plans";
import type { Package, RatePlan } from "./types";

/** Month (1-12) → [lowest, highest] raise, percent. December: end-of-year holidays; April: spring holidays. */
export const DEMAND_MONTHS: Readonly<Record<number, readonly [number, number]>> = { 12: [12, 20], 4: [8, 15] };

const sellRound = (cents: number) => Math.max(1900, Math.ceil(cents / 1000) * 1000 - 100);
const round100 = (cents: number) => Math.round(cents / 100) * 100;

/** Raise (percent) of `month` for package `packageId`, 0 when not a busy month. */
export function demandPercent(seed: string, packageId: number, month: number): number {
  const range = DEMAND_MONTHS[month];
  if (!range) return 0;
  return range[0] + (hash32(`${seed}:demand:${packageId}:${month}`) % (range[1] - range[0] + 1));
}

/**
 * Splits the weekend plans of stays (mutating `ratePlans`' ranges) and returns the new plans, ids
 * from `firstId`.
 */
export function splitDemandPlans(seed: string, ratePlans: RatePlan[], packages: readonly Package[], firstId: number): RatePlan[] {
  const stays = new Set(packages.filter((p) => p.itemCategory === "weekend").map((p) => p.id));
  const added: RatePlan[] = [];
  for (const plan of ratePlans) {
    if (!stays.has(plan.packageId) || (plan.weekdayMask & MASK_WEEKEND) === 0) continue;
    // Stretches of equal raise, month by month; the first is never raised.
    const pieces: { from: string; to: string; raise: number }[] = [];
    for (let from = plan.validFrom; from <= plan.validTo; ) {
      const monthEnd = addDays(nextMonthStart(from), -1);
      const to = monthEnd < plan.validTo ? monthEnd : plan.validTo;
      const raise = pieces.length === 0 ? 0 : demandPercent(seed, plan.packageId, Number(from.slice(5, 7)));
      const last = pieces[pieces.length - 1];
      if (last && last.raise === raise) last.to = to;
      else pieces.push({ from, to, raise });
      from = addDays(to, 1);
    }
    if (pieces.length < 2) continue;
    const base = { ...plan };
    plan.validTo = pieces[0]!.to;
    for (const piece of pieces.slice(1)) {
      const f = 1 + piece.raise / 100;
      const sell = piece.raise ? sellRound(base.sellPriceCents * f) : base.sellPriceCents;
      const ref = piece.raise ? Math.max(sell, Math.floor((base.refPriceCents * sell) / base.sellPriceCents / 100) * 100) : base.refPriceCents;
      added.push({
        ...base,
        id: firstId + added.length,
        validFrom: piece.from,
        validTo: piece.to,
        sellPriceCents: sell,
        refPriceCents: ref,
        extraAdultCents: piece.raise ? round100(base.extraAdultCents * f) : base.extraAdultCents,
        childCents: piece.raise ? round100(base.childCents * f) : base.childCents,
      });
    }
  }
  return added;
}
