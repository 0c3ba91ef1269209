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
 * The spec's filters (shared/contract/beneficiary-offers.ts, decision 054) narrow that set in SQL:
 * checkinDate (bookable with a check-in that day), hotelId, numberOfPackagesPerHotel (at most N
 * stays of one hotel, cheapest first); the counts and facets follow them.
 * A code is used once (migration 0018): a confirmed booking marks it, and it is then "used".
 */
import type { ProductCard } from "../../shared/contract/common";
import type { BeneficiaryOffersQuery } from "../../shared/contract/beneficiary-offers";
import { cardColumnsSql, cardJoinsSql, toCards, type CardRow } from "./cards";
import { todayIso, weekdayBit } from "./dates";
import type { Lang } from "./locale";
import { all, batch, prepare } from "./sql";

export interface BeneficiaryCode {
  code: string;
  kind: "box" | "single_voucher";
  box_position: number | null;
  value_cents: number | null;
  nights: number | null;
  expires_on: string;
  /** Migration 0018: ISO instant the booking that used it was confirmed, or null. */
  used_at: string | null;
}

export type CodeLookup =
  | { status: "valid"; code: BeneficiaryCode }
  | { status: "unknown" }
  | { status: "expired"; expiresOn: string }
  | { status: "used"; usedAt: string };

/** The code's row and whether it may still be redeemed today (Europe/Paris, last day included; never once used). */
export async function findBeneficiaryCode(db: D1Database, code: string, today = todayIso()): Promise<CodeLookup> {
  const row = await db.prepare("SELECT code, kind, box_position, value_cents, nights, expires_on, used_at FROM beneficiary_codes WHERE code = ?").bind(code).first<BeneficiaryCode>();
  if (!row) return { status: "unknown" };
  if (row.used_at) return { status: "used", usedAt: row.used_at };
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

/**
 * The stays of a gift, as one condition on package alias `x`, every parameter numbered and always
 * bound (null: no such rule): ?1 today, ?2 nights, ?3 value (cents), ?4 box base (box subthemes),
 * ?5 checkinDate, ?6 its weekday bit, ?7 hotelId (GIFT_FROM adds ?8, stays per hotel).
 */
const GIFT_SET = `x.item_category = 'weekend' AND x.published = 1 AND (x.expiration IS NULL OR x.expiration >= ?1)
  AND EXISTS (SELECT 1 FROM hotels xh WHERE xh.id = x.hotel_id AND xh.active = 1)
  AND (?2 IS NULL OR x.nights = ?2) AND (?3 IS NULL OR x.sell_price_cents <= ?3)
  AND (?4 IS NULL OR EXISTS (SELECT 1 FROM package_themes pt JOIN box_subthemes bs ON bs.theme_id = pt.theme_id WHERE pt.package_id = x.id AND bs.base = ?4))
  AND (?7 IS NULL OR x.hotel_id = ?7)
  AND (?5 IS NULL OR (NOT EXISTS (SELECT 1 FROM closed_days xc WHERE xc.package_id = x.id AND xc.day = ?5)
    AND EXISTS (SELECT 1 FROM rate_plans r WHERE r.package_id = x.id AND r.valid_from <= ?5 AND r.valid_to >= ?5
      AND (r.weekday_mask & ?6) != 0 AND r.rooms > 0 AND r.min_los <= x.nights AND r.max_los >= x.nights)))`;

/** FROM + WHERE of the gift's cards (alias p, card joins), at most ?8 stays per hotel (cheapest first). */
const GIFT_FROM = `FROM packages p ${cardJoinsSql("p.id", "p.hotel_id")}
  WHERE p.id IN (SELECT id FROM (SELECT x.id AS id, row_number() OVER (PARTITION BY x.hotel_id ORDER BY x.sell_price_cents, x.id) AS rn
    FROM packages x WHERE ${GIFT_SET}) WHERE rn <= ?8)`;

const ORDER = "ORDER BY ch.review_average IS NULL, ch.review_average DESC, p.id";

async function facetsOf(db: D1Database, lang: Lang, params: unknown[]): Promise<BeneficiaryOffers["facets"]> {
  const [stars, themes] = await batch<[{ value: number; count: number }[], { id: number; label: string; count: number }[]]>(db, [
    prepare(db, `SELECT ch.stars AS value, count(*) AS count ${GIFT_FROM} GROUP BY ch.stars ORDER BY ch.stars DESC`, params),
    prepare(db, `SELECT t.id AS id, t.label_${lang} AS label, count(*) AS count ${GIFT_FROM.replace(/^FROM packages p/, "FROM packages p JOIN themes t ON t.id = p.theme_id")} GROUP BY t.id ORDER BY count DESC, t.id LIMIT 20`, params),
  ]);
  return { stars, themes };
}

async function countOf(db: D1Database, params: unknown[]): Promise<number> {
  const row = await prepare(db, `SELECT count(*) AS n ${GIFT_FROM}`, params).first<{ n: number }>();
  return row?.n ?? 0;
}

/** What to answer: the cards, the facets, or both (the spec's /offers and /facets calls). */
export type OffersPart = "offers" | "facets" | "both";

/** The stays a gift redeems: a box (its row; null when the box is gone) or a single voucher. */
export type GiftSet =
  | { kind: "box"; box: { base: string; title: string; nights: number; value_cents: number } | null }
  | { kind: "single_voucher"; nights: number; valueCents: number };

/**
 * One page (0-based, pages of `limit`) of the offers `code` redeems, in `lang`, with facets,
 * narrowed by the spec's filters `q`. A box: its exact offers (its subthemes, nights, at most its
 * value), or when there are none at all, its subthemes at any nights and price (`exactMatch`
 * false, as the box page). A single voucher: stays of its nights, worth at most its value when
 * `q.matchOfferRangePriceWithGiftAmount` (else any price). `part` skips the cards or the facets.
 * A box code whose box is gone answers an empty list.
 */
export async function beneficiaryOffers(
  db: D1Database,
  code: BeneficiaryCode,
  q: BeneficiaryOffersQuery,
  opts: { lang: Lang; limit: number; part?: OffersPart },
  today = todayIso(),
): Promise<BeneficiaryOffers> {
  const set: GiftSet =
    code.kind === "box"
      ? { kind: "box", box: await db.prepare(`SELECT base, nights, value_cents, title_${opts.lang} AS title FROM boxes WHERE format = 'digital' AND position = ?`).bind(code.box_position).first<{ base: string; title: string; nights: number; value_cents: number }>() }
      : { kind: "single_voucher", nights: code.nights ?? 1, valueCents: code.value_cents ?? 0 };
  const answer = await giftSetOffers(db, set, q, opts, today);
  return { ...answer, offers: asBeneficiary(answer.offers) };
}

/**
 * The offers of a gift set (see `beneficiaryOffers`; also the box page's filtered box offers and
 * facets, spec 001 §7 "box-offers/{code}, /box-facets/{code}", box-filtered-offers.ts). Cards are
 * gift cards (priceType gift, 2 participants, cents); a gone box answers an empty list.
 */
export async function giftSetOffers(
  db: D1Database,
  set: GiftSet,
  q: BeneficiaryOffersQuery,
  opts: { lang: Lang; limit: number; part?: OffersPart },
  today = todayIso(),
): Promise<BeneficiaryOffers> {
  const part = opts.part ?? "both";
  const page = q.page;
  const filters = [q.checkinDate ?? null, q.checkinDate ? weekdayBit(q.checkinDate) : null, q.hotelId ?? null, q.numberOfPackagesPerHotel];
  let params: unknown[];
  let head: Pick<BeneficiaryOffers, "kind" | "boxTitle" | "voucher" | "exactMatch">;
  let total: number;
  if (set.kind === "box") {
    const box = set.box;
    if (!box) return { kind: "box", boxTitle: null, voucher: null, exactMatch: false, searchDetails: { totalCount: 0, page, limit: opts.limit }, offers: [], facets: { stars: [], themes: [] } };
    const exact = [today, box.nights, box.value_cents, box.base];
    const [exactCount, anyCount] = await batch<[{ n: number }[], { n: number }[]]>(db, [
      prepare(db, `SELECT count(*) AS n ${GIFT_FROM}`, [...exact, ...filters]),
      // Whether the box has exact offers at all (without the recipient's filters): the fallback is the box's, not the filter's.
      prepare(db, `SELECT EXISTS (SELECT 1 FROM packages x WHERE ${GIFT_SET}) AS n`, [...exact, null, null, null]),
    ]);
    const exactMatch = (anyCount[0]?.n ?? 0) > 0;
    params = exactMatch ? [...exact, ...filters] : [today, null, null, box.base, ...filters];
    total = exactMatch ? exactCount[0]?.n ?? 0 : await countOf(db, params);
    head = { kind: "box", boxTitle: box.title, voucher: null, exactMatch };
  } else {
    const { nights, valueCents: value } = set;
    params = [today, nights, q.matchOfferRangePriceWithGiftAmount ? value : null, null, ...filters];
    total = await countOf(db, params);
    head = { kind: "single_voucher", boxTitle: null, voucher: { valueCents: value, nights }, exactMatch: q.matchOfferRangePriceWithGiftAmount };
  }
  const [rows, facets] = await Promise.all([
    part === "facets"
      ? Promise.resolve([] as CardRow[])
      : all<CardRow>(
          db,
          `SELECT p.id AS pid, p.hotel_id AS hid, p.sell_price_cents AS price, p.ref_price_cents AS refp, NULL AS rooms, NULL AS dist,
             p.nights AS stay_nights, p.sell_price_cents AS from_price, ${cardColumnsSql(opts.lang, "p.id")}
           ${GIFT_FROM} ${ORDER} LIMIT ${opts.limit} OFFSET ${page * opts.limit}`,
          params,
        ),
    part === "offers" ? Promise.resolve({ stars: [], themes: [] }) : facetsOf(db, opts.lang, params),
  ]);
  const offers = toCards({ lang: opts.lang, today, checkin: q.checkinDate ?? null, gift: true, participants: 2, imageCount: 1 }, rows);
  return { ...head, searchDetails: { totalCount: total, page, limit: opts.limit }, offers, facets };
}
