/**
 * Upgraded stays: the upsells of the stay page (spec 001 §2 "upsell section", §3 Upsell;
 * worker/catalog/upsells.ts, decisions 039, 054). The first passes drew each hotel's packages on
 * their own, so a package whose activities hold all of another's of the same hotel and nights was
 * rare (29 pairs in 11,896 stays). A real shop sells the same stay "plus a massage" or "plus a
 * dinner": this third pass adds, for about UPGRADE_PERCENT % of the published stays with one or two
 * activities, the same stay with one more fitting activity (and breakfast), priced with it.
 *
 * Deterministic without drawing from the passes' PRNG streams (hash32 of the seed and the package
 * id), so every row of the earlier passes stays as it was; ids after every package id. Rate plans
 * come from the same generator on their own fork; rooms are the base stay's.
 */
import { slugify } from "../data/slug";
import { LANGS, type Labels } from "../data/types";
import type { SeedContent } from "./content";
import { activityFits } from "./packages";
import { hash32 } from "./prng";
import type { Hotel, Package, RoomPackage } from "./types";

/** Share of eligible stays given an upgraded sibling, percent. */
export const UPGRADE_PERCENT = 18;

/**
 * The upgraded siblings of `packages` (weekend, published, 1-2 activities, hash-picked), ids from
 * `firstId`, with their room links copied from the base stay.
 */
export function generateUpgradePackages(
  seed: string,
  packages: readonly Package[],
  hotels: ReadonlyMap<number, Hotel>,
  content: SeedContent,
  roomPackages: readonly RoomPackage[],
  firstId: number,
): { packages: Package[]; roomPackages: RoomPackage[] } {
  const roomsOf = new Map<number, number[]>();
  for (const rp of roomPackages) {
    const list = roomsOf.get(rp.packageId);
    if (list) list.push(rp.roomId);
    else roomsOf.set(rp.packageId, [rp.roomId]);
  }
  const out: Package[] = [];
  const links: RoomPackage[] = [];
  let id = firstId;
  for (const p of packages) {
    if (p.itemCategory !== "weekend" || !p.published || p.activityIds.length > 2) continue;
    if (hash32(`${seed}:upgrade:${p.id}`) % 100 >= UPGRADE_PERCENT) continue;
    const h = hotels.get(p.hotelId)!;
    const hasDinner = p.includesDinner;
    const own = content.activities.filter((a) => activityFits(a, h) && !p.activityIds.includes(a.id) && !(a.dinner && hasDinner));
    if (own.length === 0) continue;
    // Prefer an activity of the stay's theme, then any that fits the hotel.
    const themed = own.filter((a) => a.themeId === p.themeId);
    const pool = themed.length ? themed : own;
    const extra = pool[hash32(`${seed}:upgrade-activity:${p.id}`) % pool.length]!;
    const labels = {} as Labels;
    for (const lang of LANGS) labels[lang] = `${p.labels[lang]} + ${extra.labels[lang]}`;
    out.push({
      ...p,
      id,
      slug: `${slugify(labels.fr)}-${id}`,
      labels,
      includesBreakfast: true,
      includesDinner: hasDinner || extra.dinner,
      sellPriceCents: 0,
      refPriceCents: 0,
      marketingLabel: null,
      imageSeed: (hash32(`${seed}:upgrade-image:${p.id}`) % 2_147_483_645) + 1,
      themeIds: [...p.themeIds],
      activityIds: [...p.activityIds, extra.id],
      basePriceCents: p.basePriceCents + extra.pricePerPersonCents * 2 + (p.includesBreakfast ? 0 : 2400 * p.nights),
      upgradeOf: p.id,
    });
    for (const roomId of roomsOf.get(p.id) ?? []) links.push({ packageId: id, roomId });
    id++;
  }
  return { packages: out, roomPackages: links };
}
