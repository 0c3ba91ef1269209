/**
 * GET /product/:id/cancellation-offers.json — the cancellation offers of a result card: its own
 * conditions and the cancellation insurances sold with it (spec 000 §2 results page
 * "cancellation-offers radio list with insurance", §3 Cancellation offer {id, sellPrice,
 * cancellationPolicy}; shared/contract/cancellation-offers.ts; docs/decisions/053).
 *
 * Input: id (digits; otherwise 400) and the product offers query (locale, checkin with nights,
 * party, flow; a past check-in outside gifting → 400). Unknown package → 404.
 * Output: the stay priced by the search's own SQL (priced.ts: same price as the card), then one
 * offer per active row of `cancellation_offers` (migrations/0017), by position: the 'standard' row
 * carries the card's own policy (cards.ts) at the stay's price; each insurance adds its premium
 * (basis points of the stay, a floor, ceiling to the cent) and covers up to `deadline_days` before
 * check-in. No insurance in gifting (the gift is exchangeable at no extra cost) nor when the cover
 * would already have ended. A stay that does not sell for these criteria: no offers.
 * Cost: two small queries (the lookup with the offers table, the priced product).
 */
import { insurancePremium, type CancellationOffer, type CancellationOffersResponse } from "../../shared/contract/cancellation-offers";
import { ProductOffersQuerySchema, type ProductOffersQuery } from "../../shared/contract/product-offers";
import { PackageIdParamSchema } from "../../shared/contract/weekend-detail";
import type { CancellationPolicy } from "../../shared/contract/common";
import { toCard } from "./cards";
import { addDays, todayIso } from "./dates";
import { CatalogError, validate } from "./http";
import { displayDate, text } from "./labels";
import { langOf, type Lang } from "./locale";
import { pricedPackages } from "./priced";
import { productPricing } from "./product-pricing";
import { packageQuery } from "./search-query";
import { all } from "./sql";

/** A row of `cancellation_offers`. */
export interface CancellationOfferRow {
  id: number;
  code: CancellationOffer["code"];
  premium_bp: number;
  premium_min_cents: number;
  refund_pct: number;
  deadline_days: number;
  any_reason: number;
  insurer: string | null;
}

/** The columns of a `cancellation_offers` row (CancellationOfferRow). */
const OFFER_COLUMNS = "id, code, premium_bp, premium_min_cents, refund_pct, deadline_days, any_reason, insurer";

/** Handles a raw cancellation offers request. */
export async function handleCancellationOffers(db: D1Database, idParam: string, query: Record<string, string>): Promise<CancellationOffersResponse> {
  const id = validate(PackageIdParamSchema, idParam, "product id");
  const q = validate(ProductOffersQuerySchema, query, "cancellation offers query");
  const today = todayIso();
  if (q.flow !== "gifting" && q.checkin && q.checkin < today) {
    throw new CatalogError(400, "Invalid cancellation offers query: checkin is in the past", [{ path: "checkin", message: "is in the past" }]);
  }
  return cancellationOffers(db, id, q, today);
}

/** The cancellation offers of product `id` for these criteria; throws CatalogError 404 for an unknown product. */
export async function cancellationOffers(db: D1Database, id: number, q: ProductOffersQuery, today = todayIso()): Promise<CancellationOffersResponse> {
  const [[product], rows] = await Promise.all([
    all<{ category: "weekend" | "activity" }>(db, "SELECT item_category AS category FROM packages WHERE id = ?1", [id]),
    all<CancellationOfferRow>(
      db,
      `SELECT ${OFFER_COLUMNS} FROM cancellation_offers WHERE active = 1 ORDER BY position, id`,
      [],
    ),
  ]);
  if (!product) throw new CatalogError(404, `Product ${id} not found`);
  const { base, ctx } = productPricing(q, langOf(q.locale), today, product.category);
  const [row] = await pricedPackages(db, packageQuery({ ...base, packageIds: [id] }), 1);
  if (!row) return { productId: id, stayPrice: null, priceType: null, selectedOfferId: null, offers: [] };
  const card = toCard(ctx, row);
  const offers = buildOffers(rows, { stayPrice: card.sellPrice, policy: card.cancellationPolicy, checkin: base.checkin, gift: base.gift, today, lang: base.lang });
  return { productId: id, stayPrice: card.sellPrice, priceType: card.priceType, selectedOfferId: offers[0]?.id ?? null, offers };
}

/** What an offer is priced and described against: the stay's sell price (cents) and own policy, its check-in, flow, today and language. */
export interface OfferStay {
  stayPrice: number;
  policy: CancellationPolicy;
  checkin: string | null;
  gift: boolean;
  today: string;
  lang: Lang;
}

/**
 * The offers from the table's rows: the standard row with the stay's own policy, then each
 * insurance still on sale. Pure (exported for the worker test's edge cases).
 */
export function buildOffers(rows: readonly CancellationOfferRow[], s: OfferStay): CancellationOffer[] {
  return rows.filter((r) => onSale(r, s)).map((r) => offerOf(r, s));
}

/** Whether row `r` is sold with this stay: the stay's own conditions always; an insurance outside gifting while its cover has not ended. */
export function onSale(r: CancellationOfferRow, s: OfferStay): boolean {
  if (r.code === "standard" || !r.insurer) return true;
  if (s.gift) return false;
  const deadline = s.checkin ? addDays(s.checkin, -r.deadline_days) : null;
  return !deadline || deadline >= s.today;
}

/**
 * Row `r` as an offer for this stay, whether or not still on sale (a stored cart describes the
 * cover it bought): the standard row carries the stay's policy at its price; an insurance adds its
 * premium (insurancePremium) and is cancellable until check-in minus `deadline_days`.
 */
export function offerOf(r: CancellationOfferRow, s: OfferStay): CancellationOffer {
  if (r.code === "standard" || !r.insurer) return { id: r.id, code: r.code, sellPrice: s.stayPrice, insurance: null, cancellationPolicy: s.policy };
  const deadline = s.checkin ? addDays(s.checkin, -r.deadline_days) : null;
  const price = insurancePremium(s.stayPrice, r.premium_bp, r.premium_min_cents);
  const key = r.any_reason ? "insurancePlus" : "insurance";
  return {
    id: r.id,
    code: r.code,
    sellPrice: s.stayPrice + price,
    insurance: { price, insurer: r.insurer, refundPercent: r.refund_pct, anyReason: r.any_reason === 1, deadlineDays: r.deadline_days },
    cancellationPolicy: {
      type: "FLEXIBLE",
      cancellable: true,
      message: deadline ? text(key, s.lang, { date: displayDate(deadline, s.lang) }) : text("insuranceNoDates", s.lang),
      cancellationDeadline: deadline,
      cancellableUntil: deadline,
    },
  };
}

/** Row `id` of `cancellation_offers` (active ones only unless `anyState`), or null. */
export async function offerRow(db: D1Database, id: number, anyState = false): Promise<CancellationOfferRow | null> {
  const [row] = await all<CancellationOfferRow>(db, `SELECT ${OFFER_COLUMNS} FROM cancellation_offers WHERE id = ?1${anyState ? "" : " AND active = 1"}`, [id]);
  return row ?? null;
}

/**
 * The chosen offer `id` priced for this stay (quote.json with `cancellationOfferId`, and so the
 * cart: one pricing source), or null when it is unknown, inactive or not on sale for this stay.
 */
export async function chosenOffer(db: D1Database, id: number, s: OfferStay): Promise<CancellationOffer | null> {
  const row = await offerRow(db, id);
  return row && onSale(row, s) ? offerOf(row, s) : null;
}
