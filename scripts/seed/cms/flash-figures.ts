/**
 * What the flash-sale copy promises, computed from the catalog the seed writes (decision 086): the
 * booking home's flash block ("up to -{promo} %", three cards "from {price} for two"), its
 * announcement banner and the promo bar's flash link. Each figure is the one the linked search
 * shows on its first card, so the text is never a number the catalog does not hold:
 * - `promo`: the highest promo percent (shared/pricing.ts promoPercent of sell and reference price)
 *   of a live stay: the first card of `/search#sort=promo`;
 * - `fromCents(themeId)`: the lowest price (cents, 2 adults, no dates) of a live stay of that theme
 *   (own or secondary, as the search's theme filter): the first card of `/search#theme=…&sort=priceAsc`.
 * Live: a published stay (item category 'weekend') of an active hotel, not expired on `today`
 * (the search's rule, worker/catalog/search-sql.ts). A theme without a live stay has no price
 * (null): its card then promises none.
 */
import { promoPercent } from "../../../shared/pricing";
import type { Catalog } from "../types";

export interface FlashFigures {
  /** Highest promo percent of a live stay (integer). */
  promo: number;
  /** Lowest price of a live stay of the theme, cents; null when it has none. */
  fromCents: (themeId: number) => number | null;
}

/** The flash figures of catalog `c` on its day (`c.meta.today`). */
export function flashFigures(c: Pick<Catalog, "packages" | "hotels" | "meta">): FlashFigures {
  const today = c.meta.today;
  const active = new Set(c.hotels.filter((h) => h.active).map((h) => h.id));
  const live = c.packages.filter((p) => p.published && p.itemCategory === "weekend" && active.has(p.hotelId) && (p.expiration === null || p.expiration >= today));
  const promo = Math.max(0, ...live.map((p) => promoPercent(p.sellPriceCents, Math.max(p.refPriceCents, p.sellPriceCents))));
  const fromByTheme = new Map<number, number>();
  for (const p of live) for (const t of new Set([p.themeId, ...p.themeIds])) fromByTheme.set(t, Math.min(fromByTheme.get(t) ?? Infinity, p.sellPriceCents));
  return {
    promo,
    fromCents: (themeId) => fromByTheme.get(themeId) ?? null,
  };
}
