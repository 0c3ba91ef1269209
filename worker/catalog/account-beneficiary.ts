/**
 * Gift recipients' offers (spec 001 §2 beneficiary login, §4 price type "beneficiary", §7
 * "GET {origin}/beneficiary/boxes/offers, /facets" and "/beneficiary/single-vouchers/offers,
 * /facets" with matchOfferRangePriceWithGiftAmount; docs/decisions/034). Over the embedded
 * catalog's D1, reusing the box offers search (boxes-offers.ts) and the search cards (cards.ts).
 *
 * A code (table beneficiary_codes, migration 0011) is looked up case-insensitively:
 *   findBeneficiaryCode → { status: "valid", code } | { status: "unknown" } | { status: "expired", expiresOn }
 * A box code redeems its box's offers (exactMatch as the box page); a single voucher redeems the
 * published stays of its nights worth up to its value for 2 adults (with
 * matchOfferRangePriceWithGiftAmount false, any price: the recipient pays the difference).
 * Cards carry priceType "beneficiary". Facets: stars and themes with counts, over the same set.
 */
import type { ProductCard } from "../../shared/contract/common";
import { handleBoxOffers } from "./boxes-offers";
import { cardColumnsSql, cardJoinsSql, toCards, type CardRow } from "./cards";
import { todayIso } from "./dates";
import type { Lang } from "./locale";
import { batch, prepare } from "./sql";

export interface BeneficiaryCode {
  code: string;
  kind: "box" | "single_voucher";
  box_position: number | null;
  value_cents: number | null;
  nights: number | null;
  expires_on: string;
}

export type CodeLookup = { status: "valid"; code: BeneficiaryCode } | { status: "unknown" } | { status: "expired"; expiresOn: string };

/** The code's row and whether it may still be redeemed today (Europe/Paris, last day included). */
export async function findBeneficiaryCode(db: D1Database, code: string, today = todayIso()): Promise<CodeLookup> {
  const row = await db.prepare("SELECT code, kind, box_position, value_cents, nights, expires_on FROM beneficiary_codes WHERE code = ?").bind(code).first<BeneficiaryCode>();
  if (!row) return { status: "unknown" };
  if (row.expires_on < today) return { status: "expired", expiresOn: row.expires_on };
  return { status: "valid", code: row };
}

export interface BeneficiaryOffers {
  kind: BeneficiaryCode["kind"];
  /** Title of the box, or null for a single voucher. */
  boxTitle: string | null;
  /** Single voucher: its value in cents and nights; null for a box. */
  voucher: { valueCents: number; nights: number } | null;
  exactMatch: boolean;
  searchDetails: { totalCount: number; page: number; limit: number };
  offers: ProductCard[];
  facets: { stars: { value: number; count: number }[]; themes: { id: number; label: string; count: number }[] };
}

const asBeneficiary = (cards: ProductCard[]) => cards.map((c) => ({ ...c, priceType: "beneficiary" as const }));

/** FROM + WHERE of a single voucher's offers. Params ?1 today, ?2 nights, ?3 value (cents; null: any price). */
const VOUCHER_FROM = `FROM packages p ${cardJoinsSql("p.id", "p.hotel_id")}
  WHERE p.item_category = 'weekend' AND p.published = 1 AND ch.active = 1
    AND (p.expiration IS NULL OR p.expiration >= ?1) AND p.nights = ?2 AND (?3 IS NULL OR p.sell_price_cents <= ?3)`;

async function facetsOf(db: D1Database, lang: Lang, from: string, params: unknown[]): Promise<BeneficiaryOffers["facets"]> {
  const [stars, themes] = await batch<[{ value: number; count: number }[], { id: number; label: string; count: number }[]]>(db, [
    prepare(db, `SELECT ch.stars AS value, count(*) AS count ${from} GROUP BY ch.stars ORDER BY ch.stars DESC`, params),
    prepare(db, `SELECT t.id AS id, t.label_${lang} AS label, count(*) AS count ${from.replace(/^FROM packages p/, "FROM packages p JOIN themes t ON t.id = p.theme_id")} GROUP BY t.id ORDER BY count DESC, t.id LIMIT 20`, params),
  ]);
  return { stars, themes };
}

/**
 * One page (0-based, `limit` ≤ 8… 20) of the offers `code` redeems, in `lang` for `locale`, with
 * facets. `matchPrice` (single vouchers): only stays worth up to the voucher. Throws CatalogError
 * 404 when a box code's box is not in the catalog.
 */
export async function beneficiaryOffers(db: D1Database, code: BeneficiaryCode, opts: { locale: string; lang: Lang; page: number; limit: number; matchPrice: boolean }): Promise<BeneficiaryOffers> {
  if (code.kind === "box") {
    const box = await db.prepare(`SELECT code, base, nights, value_cents, title_${opts.lang} AS title FROM boxes WHERE format = 'digital' AND position = ?`).bind(code.box_position).first<{ code: string; base: string; title: string; nights: number; value_cents: number }>();
    if (!box) return { kind: "box", boxTitle: null, voucher: null, exactMatch: false, searchDetails: { totalCount: 0, page: opts.page, limit: opts.limit }, offers: [], facets: { stars: [], themes: [] } };
    const answer = await handleBoxOffers(db, box.code, { locale: opts.locale, page: String(opts.page), limit: String(opts.limit) });
    const from = `FROM packages p ${cardJoinsSql("p.id", "p.hotel_id")} WHERE p.item_category = 'weekend' AND p.published = 1 AND ch.active = 1
      AND (p.expiration IS NULL OR p.expiration >= ?2)
      AND EXISTS (SELECT 1 FROM package_themes pt JOIN box_subthemes bs ON bs.theme_id = pt.theme_id WHERE pt.package_id = p.id AND bs.base = ?1)
      ${answer.exactMatch ? "AND p.nights = ?3 AND p.sell_price_cents <= ?4" : "AND ?3 IS NOT NULL AND ?4 IS NOT NULL"}`;
    // Over the same set as the offers (exact: the box's nights and value), so the counts add up to the total.
    const facets = await facetsOf(db, opts.lang, from, [box.base, todayIso(), box.nights, box.value_cents]);
    return { kind: "box", boxTitle: box.title, voucher: null, exactMatch: answer.exactMatch, searchDetails: answer.searchDetails, offers: asBeneficiary(answer.offers), facets };
  }
  const today = todayIso();
  const nights = code.nights ?? 1;
  const value = code.value_cents ?? 0;
  const params = [today, nights, opts.matchPrice ? value : null];
  const order = "ORDER BY ch.review_average IS NULL, ch.review_average DESC, p.id";
  const [count, rows] = await batch<[{ n: number }[], CardRow[]]>(db, [
    prepare(db, `SELECT count(*) AS n ${VOUCHER_FROM}`, params),
    prepare(
      db,
      `SELECT p.id AS pid, p.hotel_id AS hid, p.sell_price_cents AS price, p.ref_price_cents AS refp, NULL AS rooms, NULL AS dist,
         p.nights AS stay_nights, p.sell_price_cents AS from_price, ${cardColumnsSql(opts.lang, "p.id")}
       ${VOUCHER_FROM} ${order} LIMIT ${opts.limit} OFFSET ${opts.page * opts.limit}`,
      params,
    ),
  ]);
  const offers = toCards({ lang: opts.lang, today, checkin: null, gift: true, participants: 2, imageCount: 1 }, rows);
  const facets = await facetsOf(db, opts.lang, VOUCHER_FROM, params);
  return {
    kind: "single_voucher", boxTitle: null, voucher: { valueCents: value, nights },
    exactMatch: opts.matchPrice, searchDetails: { totalCount: count[0]?.n ?? 0, page: opts.page, limit: opts.limit },
    offers: asBeneficiary(offers), facets,
  };
}

