/**
 * Gifting data of the embedded catalog (spec 001 §3 Gift price, Sub-element; §9 gifting constants;
 * migrations/0010_gifting.sql; docs/decisions/033-gifting-setup.md). Deterministic: derived from
 * the packages (their cheapest price for 2 adults) and the seed string through `hash32`.
 *
 * - single_voucher_prices: every published, not last-minute stay is giftable for 1, 2 and 3 nights
 *   (the settings' range picks among them): its price per night times the nights, a little less per
 *   night for longer stays (5 % for 2 nights, 8 % for 3), rounded up to the euro, so that the
 *   package's own nights cost its gift price on the stay page (rounded up); the reference
 *   price likewise; the availability upsell 12-24 % of the voucher, rounded up to the euro.
 * - sleeves (category 2, single selection), shipping per point of sale (nl_NL ships free),
 *   international fees, gift card amounts.
 */
import type { TableRows } from "./sql";
import { hash32 } from "./prng";
import type { Catalog } from "./types";

const ceilEuro = (cents: number) => Math.ceil(cents / 100) * 100;
const NIGHT_FACTOR: Record<number, number> = { 1: 1, 2: 0.95, 3: 0.92, 4: 0.9, 5: 0.9, 6: 0.9, 7: 0.9 };

/** Price list rows [package_id, nights, sell, ref, upsell] of the giftable packages. */
export function singleVoucherRows(c: Pick<Catalog, "packages" | "meta">): (readonly number[])[] {
  const rows: (readonly number[])[] = [];
  for (const p of c.packages) {
    if (p.itemCategory !== "weekend" || !p.published || p.lastMinute || p.nights < 1) continue;
    // Per night at the package's own length, so that its own nights cost what the stay page shows.
    const perNight = p.sellPriceCents / (p.nights * NIGHT_FACTOR[p.nights]!);
    const refPerNight = Math.max(p.refPriceCents, p.sellPriceCents) / (p.nights * NIGHT_FACTOR[p.nights]!);
    const upsellShare = 0.12 + (hash32(`${c.meta.seed}:gift-upsell:${p.id}`) % 13) / 100;
    for (const nights of [1, 2, 3]) {
      const sell = ceilEuro(perNight * nights * NIGHT_FACTOR[nights]!);
      const ref = Math.max(sell, ceilEuro(refPerNight * nights * NIGHT_FACTOR[nights]!));
      rows.push([p.id, nights, sell, ref, ceilEuro(sell * upsellShare)]);
    }
  }
  return rows;
}

/** Sleeve category 2 (spec 001 §3 "Category 2 gets a default standard option priced 0"). */
const SLEEVE_CATEGORY = [2, 1, "Gift sleeve of the physical voucher", "Funda de regalo", "Pochette cadeau", "Cadeauhoesje", "Busta regalo"] as const;
const SLEEVES: readonly (readonly [number, number, number, string, string, string, string, number, number, string])[] = [
  // id, category, position, es, fr, nl, it, price, recommended, colour
  [21, 2, 1, "Noche estrellada", "Nuit étoilée", "Sterrennacht", "Notte stellata", 390, 1, "#1f3a5f"],
  [22, 2, 2, "Cumpleaños", "Anniversaire", "Verjaardag", "Compleanno", 390, 0, "#d9534f"],
  [23, 2, 3, "Con amor", "Avec amour", "Met liefde", "Con amore", 390, 0, "#c2185b"],
  [24, 2, 4, "Kraft natural", "Kraft naturel", "Natuurlijk kraft", "Kraft naturale", 290, 0, "#b08d57"],
];

/** Shipping per point of sale [pos, country, amount]; nl_NL ships free. */
const SHIPPING = [
  ["es_ES", "ES", 395], ["fr_FR", "FR", 490], ["fr_BE", "BE", 450], ["nl_BE", "BE", 450], ["nl_NL", "NL", 0], ["it_IT", "IT", 490],
] as const;
/** Countries delivered abroad and their fee, cents. */
const ABROAD: Record<string, number> = { ES: 800, FR: 600, BE: 400, NL: 400, IT: 800, LU: 500, DE: 700, CH: 1200 };

/** Gift card amounts [cents, position, popular]. */
const GIFTCARD_AMOUNTS = [[5000, 1, 0], [7500, 2, 0], [10000, 3, 1], [15000, 4, 0], [20000, 5, 0], [30000, 6, 0]] as const;

/** The gifting tables, parents first (packages are inserted before). */
export function giftTables(c: Pick<Catalog, "packages" | "meta">): TableRows[] {
  return [
    { table: "single_voucher_prices", columns: ["package_id", "nights", "sell_price_cents", "ref_price_cents", "upsell_availability_cents"], rows: singleVoucherRows(c) },
    { table: "gift_sleeve_categories", columns: ["id", "single_selection", "description", "name_es", "name_fr", "name_nl", "name_it"], rows: [SLEEVE_CATEGORY] },
    { table: "gift_sleeves", columns: ["id", "category_id", "position", "name_es", "name_fr", "name_nl", "name_it", "price_cents", "recommended", "color"], rows: SLEEVES },
    { table: "gift_shipping", columns: ["point_of_sale", "country", "amount_cents"], rows: SHIPPING },
    {
      table: "gift_shipping_fees",
      columns: ["point_of_sale", "country", "fee_cents"],
      rows: SHIPPING.flatMap(([pos, home]) => Object.entries(ABROAD).filter(([country]) => country !== home).map(([country, fee]) => [pos, country, fee] as const)),
    },
    { table: "giftcard_amounts", columns: ["amount_cents", "position", "popular"], rows: GIFTCARD_AMOUNTS },
  ];
}
