/**
 * The checkout hand-off of the embedded catalog (spec 001 §4 Book "then … checkout starts", §3
 * Booking price breakdown, §5 quote errors; shared/contract/cart.ts; migrations/0004_carts.sql).
 *
 * POST /carts.json: checks the body (400 with the failing fields), quotes again in real time
 * (quote-realtime.ts; unknown package 404), refuses a stay that is not bookable (400 'The offer
 * is not bookable with these criterias') or whose price is not the one the shopper agreed to
 * (409 PRICE_CHANGED), then stores the cart and answers it; a chosen cancellation offer
 * (`cancellationOfferId`, decision 053) adds its premium to the breakdown's insurance line. GET /carts/:id.json answers a stored
 * cart (400 malformed id, 404 unknown), labelled in the request's language.
 *
 * Payment: the catalog never takes money. `payment.provider` is the PAYMENT_PROVIDER setting
 * (wrangler var; empty in the embedded default → null, takesMoney false).
 */
import { CartCreateBodySchema, CartIdParamSchema, type Cart } from "../../shared/contract/cart";
import { LocaleSchema } from "../../shared/contract/common";
import { stayTotals } from "../../shared/pricing";
import { activityUri, cancellationPolicy, cardImages, packageUri } from "./cards";
import { buildOffers, type CancellationOfferRow } from "./cancellation-offers";
import { todayIso } from "./dates";
import { CatalogError, readJsonObject, validate } from "./http";
import { text } from "./labels";
import { langOf } from "./locale";
import { hotelLocalTax, quoteStay } from "./quote";
import { localTaxTotal } from "../../shared/pricing";
import { all, prepare } from "./sql";
import { maskCode } from "./gift-code";
import * as v from "valibot";

/** Message of a stay that cannot be booked (spec 001 §5). */
export const NOT_BOOKABLE = "The offer is not bookable with these criterias";

/** A 409 answer: the price moved since the shopper agreed to it. */
export class PriceChangedError extends Error {
  constructor(readonly expected: number, readonly current: number) {
    super(`The price changed from ${expected} to ${current} cents`);
  }
}

interface CartRow {
  id: string;
  created_at: string;
  point_of_sale: string;
  package_id: number;
  checkin: string;
  checkout: string;
  nights: number;
  adult: number;
  child: number;
  baby: number;
  sell_price_cents: number;
  ref_price_cents: number;
  local_tax_per_night_cents: number;
  local_tax_cents: number;
  status: "pending_payment";
  /** Migration 0014: the gift code a recipient booked with, and the part of the price it pays. */
  gift_code: string | null;
  gift_used_cents: number;
  /** Migration 0018: when a gift recipient's booking was confirmed (decision 054), else null. */
  confirmed_at: string | null;
  /** Migration 0017: the cancellation offer chosen with the stay and its premium (cents). */
  cancellation_offer_id: number | null;
  insurance_cents: number;
}

/** Handles POST /carts.json. Returns the new cart. */
export async function handleCreateCart(db: D1Database, request: Request, paymentProvider: string | undefined, today = todayIso()): Promise<Cart> {
  const body = validate(CartCreateBodySchema, await readJsonObject(request), "cart");
  const { quote, localTaxPerNight } = await quoteStay(db, body.packageId, { locale: body.locale, checkin: body.checkin, nights: body.nights || undefined, adult: body.adult, child: body.child, baby: body.baby, minisite: body.minisite }, today);
  if (!quote.bookable || !quote.priceInfo) throw new CatalogError(400, NOT_BOOKABLE, [{ path: "checkin", message: quote.errors[0]?.code ?? "not bookable" }]);
  if (quote.priceInfo.sellPrice !== body.expectedSellPrice) throw new PriceChangedError(body.expectedSellPrice, quote.priceInfo.sellPrice);
  const rc = quote.reservationCriteria;
  const tax = localTaxTotal(hotelLocalTax(localTaxPerNight), { adults: rc.adult, nights: rc.nights, sellPrice: quote.priceInfo.sellPrice });
  const insurance = body.cancellationOfferId ? await insurancePrice(db, body.cancellationOfferId, quote.priceInfo.sellPrice, rc.checkin, today) : 0;
  const id = [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, "0")).join("");
  await prepare(
    db,
    `INSERT INTO carts (id, created_at, point_of_sale, package_id, checkin, checkout, nights, adult, child, baby, sell_price_cents, ref_price_cents, local_tax_per_night_cents, local_tax_cents, cancellation_offer_id, insurance_cents)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16)`,
    [id, new Date().toISOString(), body.locale, body.packageId, rc.checkin, rc.checkout, rc.nights, rc.adult, rc.child, rc.baby, quote.priceInfo.sellPrice, quote.priceInfo.refPrice, localTaxPerNight, tax, body.cancellationOfferId ?? null, insurance],
  ).run();
  return readCart(db, id, body.locale, paymentProvider, today);
}

/**
 * The premium (cents) of cancellation offer `offerId` for a stay at `stayPrice` from `checkin`:
 * 0 for the stay's own conditions; 400 when the offer is unknown, inactive or its cover has ended
 * (cancellation-offers.ts buildOffers, the same rule as the dialog's list).
 */
async function insurancePrice(db: D1Database, offerId: number, stayPrice: number, checkin: string, today: string): Promise<number> {
  const rows = await all<CancellationOfferRow>(
    db,
    "SELECT id, code, premium_bp, premium_min_cents, refund_pct, deadline_days, any_reason, insurer FROM cancellation_offers WHERE id = ?1 AND active = 1",
    [offerId],
  );
  const noPolicy = { type: "FLEXIBLE", cancellable: true, message: "", cancellationDeadline: null, cancellableUntil: null } as const;
  const offer = buildOffers(rows, { stayPrice, policy: noPolicy, checkin, gift: false, today, lang: "fr" })[0];
  if (!offer) throw new CatalogError(400, "Invalid cart: cancellationOfferId is not offered for this stay", [{ path: "cancellationOfferId", message: "not offered for this stay" }]);
  return offer.insurance?.price ?? 0;
}

/** Handles GET /carts/:id.json. */
export async function handleGetCart(db: D1Database, idParam: string, query: Record<string, string>, paymentProvider: string | undefined, today = todayIso()): Promise<Cart> {
  const id = validate(CartIdParamSchema, idParam, "cart id");
  const locale = validate(v.object({ locale: LocaleSchema }), { locale: query.locale }, "cart query").locale;
  return readCart(db, id, locale, paymentProvider, today);
}

interface CartJoinRow extends CartRow {
  label: string;
  slug: string;
  item_category: "weekend" | "activity";
  image_seed: number;
  last_minute: number;
  includes_breakfast: number;
  includes_dinner: number;
  hotel_id: number;
  hotel_label: string;
  stars: number;
  h_image_seed: number;
  environment: string;
  city: string;
  destination_id: number;
  latitude: number;
  longitude: number;
}

/** A stored cart, labelled in `locale`'s language (also used by beneficiary-booking.ts). 404 unknown. */
export async function readCart(db: D1Database, id: string, locale: string, paymentProvider: string | undefined, today: string): Promise<Cart> {
  const lang = langOf(locale as Parameters<typeof langOf>[0]);
  const [row] = await all<CartJoinRow>(
    db,
    `SELECT c.*, p.label_${lang} AS label, p.slug, p.item_category, p.image_seed, p.last_minute, p.includes_breakfast, p.includes_dinner,
       h.id AS hotel_id, h.label AS hotel_label, h.stars, h.image_seed AS h_image_seed, h.environment, d.label_${lang} AS city, d.id AS destination_id, d.latitude, d.longitude
     FROM carts c JOIN packages p ON p.id = c.package_id JOIN hotels h ON h.id = p.hotel_id JOIN destinations d ON d.id = h.destination_id
     WHERE c.id = ?1`,
    [id],
  );
  if (!row) throw new CatalogError(404, `Cart ${id} not found`);
  const activities = await all<{ label: string }>(
    db,
    `SELECT a.label_${lang} AS label FROM package_activities pa JOIN activities a ON a.id = pa.activity_id WHERE pa.package_id = ?1 ORDER BY a.id`,
    [row.package_id],
  );
  const rule = hotelLocalTax(row.local_tax_per_night_cents);
  const totals = stayTotals(row.sell_price_cents, row.local_tax_cents, true);
  const breakdown = { insurance: row.insurance_cents ?? 0, extras: 0, shippingCost: { amount: 0, internationalFee: 0 }, reductionAmount: 0, giftcards: row.gift_code && row.gift_used_cents > 0 ? [{ serialNumber: maskCode(row.gift_code), usedAmount: row.gift_used_cents }] : [] };
  const remaining = totals.today + breakdown.insurance + breakdown.extras + breakdown.shippingCost.amount + breakdown.shippingCost.internationalFee - breakdown.reductionAmount - breakdown.giftcards.reduce((s, g) => s + g.usedAmount, 0);
  const refPrice = Math.max(row.ref_price_cents, row.sell_price_cents);
  const provider = paymentProvider?.trim() || null;
  return {
    id: row.id,
    createdAt: row.created_at,
    status: row.confirmed_at ? "confirmed" : row.status,
    packageId: row.package_id,
    type: row.item_category === "activity" ? "ACTIVITY" : "STAY",
    label: row.label,
    uri: row.item_category === "activity" ? activityUri(row.package_id, row.slug) : packageUri(row.package_id, row.slug),
    imageUrl: cardImages(row.image_seed, row.h_image_seed, 1, row.environment)[0] ?? null,
    hotel: { id: row.hotel_id, label: row.hotel_label, stars: row.stars, location: row.city, destination: { id: row.destination_id, latitude: row.latitude, longitude: row.longitude } },
    reservationCriteria: { checkin: row.checkin, checkout: row.checkout, nights: row.nights, adult: row.adult, child: row.child, baby: row.baby },
    priceInfo: {
      sellPrice: row.sell_price_cents,
      refPrice,
      promoPercentageRounded: refPrice > row.sell_price_cents ? Math.floor(((refPrice - row.sell_price_cents) * 100) / refPrice) : 0,
      moneySaved: refPrice - row.sell_price_cents,
    },
    localTax: { ...rule, currency: "EUR", toBePaidAtHotel: true, total: row.local_tax_cents },
    programLineList: [
      ...(row.includes_breakfast ? [{ title: text("breakfast", lang), type: "breakfast" }] : []),
      ...(row.includes_dinner ? [{ title: text("dinner", lang), type: "dinner" }] : []),
      ...activities.map((a) => ({ title: a.label, type: "activity" })),
    ],
    cancellationPolicy: cancellationPolicy({ lang, today, checkin: row.checkin, gift: false, lastMinute: row.last_minute === 1 }),
    cancellationOfferId: row.cancellation_offer_id ?? null,
    breakdown: { ...breakdown, remainingAmountToPay: remaining },
    payment: { provider, takesMoney: provider !== null },
    gift: row.gift_code ? { usedAmount: row.gift_used_cents, supplement: row.sell_price_cents - row.gift_used_cents } : null,
  };
}
