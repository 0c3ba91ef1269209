/**
 * The checkout hand-off of the embedded catalog (spec 001 §4 Book "then … checkout starts", §3
 * Booking price breakdown, §5 quote errors; shared/contract/cart.ts; migrations/0004_carts.sql).
 *
 * POST /carts.json: checks the body (400 with the failing fields), quotes again in real time
 * (quote-realtime.ts; unknown package 404), refuses a stay that is not bookable (400 'The offer
 * is not bookable with these criterias') or whose price is not the one the shopper agreed to
 * (409 PRICE_CHANGED), then stores the cart and answers it; a chosen cancellation offer
 * (`cancellationOfferId`, decision 053) is priced by the same quote (quote.json's
 * `cancellationOffer`, decision 059): its premium is the breakdown's insurance line; one not on sale
 * for the stay → 400. An `autoDiscountCode` naming the package's own auto discount (issue 25
 * item 4) is quoted with it and stored: its cents are the breakdown's `reductionAmount`, taken off
 * what is left to pay. An activity-only package is bought without a date (decision 061): no
 * check-in (any sent is ignored), priced by its one price (activity-price.ts, the table its page
 * and modal read; people beyond the table or not on sale → 400, another price → 409), no tourist
 * tax (no night at the hotel). A stay's `activitySelectionList` (the activities' chosen days) is
 * checked against the stay (activity-dates.ts; 400 when wrong) and kept: the cart's activity lines
 * carry their day. A stay without `checkin` → 400. GET /carts/:id.json answers a stored cart (400 malformed id, 404 unknown),
 * labelled in the request's language, with the bought cover as `cancellationOffer`.
 *
 * Payment: the catalog never takes money. `payment.provider` is the PAYMENT_PROVIDER setting
 * (wrangler var; empty in the embedded default → null, takesMoney false).
 */
import { CartCreateBodySchema, CartIdParamSchema, type Cart, type CartCreateBody } from "../../shared/contract/cart";
import { activityPurchase } from "./activity-purchase";
import type { CancellationOffer } from "../../shared/contract/cancellation-offers";
import { LocaleSchema, type CancellationPolicy } from "../../shared/contract/common";
import { stayTotals } from "../../shared/pricing";
import { activityUri, cancellationPolicy, cardImages, packageUri } from "./cards";
import { offerOf, offerRow } from "./cancellation-offers";
import { todayIso } from "./dates";
import { CatalogError, readJsonObject, validate } from "./http";
import { text } from "./labels";
import { langOf, type Lang } from "./locale";
import { hotelLocalTax, quoteStay } from "./quote";
import { localTaxTotal } from "../../shared/pricing";
import { all, prepare } from "./sql";
import { maskCode } from "./gift-code";
import * as v from "valibot";
import { activitySelectionList, parseActivitySelection } from "../../shared/activity-selection";
import { checkActivityDates } from "./activity-dates";

import { NOT_BOOKABLE, PriceChangedError } from "./cart-errors";

export { NOT_BOOKABLE, PriceChangedError };

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
  /** Migration 0020: the auto discount applied (issue 25 item 4), its percent and its cents. */
  auto_discount_code: string | null;
  auto_discount_value: number;
  reduction_cents: number;
  /** Migration 0025: the activities' chosen days ('activityId:YYYY-MM-DD' pairs; '' none). */
  activity_dates: string;
}

/** A stay's check-in from a cart body; 400 without one (only an activity is bought without a date). */
export function stayCheckin(body: CartCreateBody): string {
  if (!body.checkin) throw new CatalogError(400, "Invalid cart: checkin is required for a stay", [{ path: "checkin", message: "required for a stay" }]);
  return body.checkin;
}

const newCartId = () => [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, "0")).join("");

/** Handles POST /carts.json. Returns the new cart. */
export async function handleCreateCart(db: D1Database, request: Request, paymentProvider: string | undefined, today = todayIso()): Promise<Cart> {
  const body = validate(CartCreateBodySchema, await readJsonObject(request), "cart");
  const lang = langOf(body.locale);
  const activity = await activityPurchase(db, body.packageId, { adults: body.adult, children: body.child, expected: body.expectedSellPrice }, lang, today);
  if (activity) {
    const id = newCartId();
    // No date (stored as ''; read back as null) and no tourist tax: a day activity bought as a voucher.
    await prepare(
      db,
      `INSERT INTO carts (id, created_at, point_of_sale, package_id, checkin, checkout, nights, adult, child, baby, sell_price_cents, ref_price_cents, local_tax_per_night_cents, local_tax_cents)
       VALUES (?1, ?2, ?3, ?4, '', '', 0, ?5, 0, ?6, ?7, ?8, 0, 0)`,
      [id, new Date().toISOString(), body.locale, body.packageId, activity.people, body.baby, activity.total, activity.refTotal],
    ).run();
    return readCart(db, id, body.locale, paymentProvider, today);
  }
  const { quote, localTaxPerNight } = await quoteStay(db, body.packageId, { locale: body.locale, checkin: stayCheckin(body), nights: body.nights || undefined, adult: body.adult, child: body.child, baby: body.baby, minisite: body.minisite, cancellationOfferId: body.cancellationOfferId, autoDiscountCode: body.autoDiscountCode }, today);
  if (!quote.bookable || !quote.priceInfo) throw new CatalogError(400, NOT_BOOKABLE, [{ path: "checkin", message: quote.errors[0]?.code ?? "not bookable" }]);
  const rc = quote.reservationCriteria;
  // The activities' chosen days, checked against the stay (spec 001 §5; wrong input is a 400 before any price answer), kept with the cart.
  const activityDates = await checkActivityDates(db, body.packageId, body.activitySelectionList, rc.checkin, rc.checkout);
  if (quote.priceInfo.sellPrice !== body.expectedSellPrice) throw new PriceChangedError(body.expectedSellPrice, quote.priceInfo.sellPrice);
  const tax = localTaxTotal(hotelLocalTax(localTaxPerNight), { adults: rc.adult, nights: rc.nights, sellPrice: quote.priceInfo.sellPrice });
  // The chosen cover as quote.json priced it for this stay (decision 059: one pricing source).
  if (body.cancellationOfferId && !quote.cancellationOffer) throw new CatalogError(400, "Invalid cart: cancellationOfferId is not offered for this stay", [{ path: "cancellationOfferId", message: "not offered for this stay" }]);
  const insurance = quote.cancellationOffer?.insurance?.price ?? 0;
  // The auto discount as the quote computed it (issue 25 item 4): the breakdown's reduction line.
  const discount = quote.autoDiscount ?? null;
  const id = newCartId();
  await prepare(
    db,
    `INSERT INTO carts (id, created_at, point_of_sale, package_id, checkin, checkout, nights, adult, child, baby, sell_price_cents, ref_price_cents, local_tax_per_night_cents, local_tax_cents, cancellation_offer_id, insurance_cents, auto_discount_code, auto_discount_value, reduction_cents, activity_dates)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20)`,
    [id, new Date().toISOString(), body.locale, body.packageId, rc.checkin, rc.checkout, rc.nights, rc.adult, rc.child, rc.baby, quote.priceInfo.sellPrice, quote.priceInfo.refPrice, localTaxPerNight, tax, body.cancellationOfferId ?? null, insurance, discount?.code ?? null, discount?.value ?? 0, discount?.reductionAmount ?? 0, activitySelectionList(Object.fromEntries(activityDates.map((a) => [a.activityId, a.date])))],
  ).run();
  return readCart(db, id, body.locale, paymentProvider, today);
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
  const activities = await all<{ id: number; label: string }>(
    db,
    `SELECT a.id, a.label_${lang} AS label FROM package_activities pa JOIN activities a ON a.id = pa.activity_id WHERE pa.package_id = ?1 ORDER BY a.id`,
    [row.package_id],
  );
  const chosenDays = new Map(parseActivitySelection(row.activity_dates ?? "").map((a) => [a.activityId, a.date]));
  const rule = hotelLocalTax(row.local_tax_per_night_cents);
  const checkin = row.checkin || null;
  const policy = cancellationPolicy({ lang, today, checkin, gift: false, lastMinute: row.last_minute === 1 });
  const cover = await storedCover(db, row, policy, lang, today);
  const totals = stayTotals(row.sell_price_cents, row.local_tax_cents, true);
  const breakdown = { insurance: row.insurance_cents ?? 0, extras: 0, shippingCost: { amount: 0, internationalFee: 0 }, reductionAmount: row.reduction_cents ?? 0, giftcards: row.gift_code && row.gift_used_cents > 0 ? [{ serialNumber: maskCode(row.gift_code), usedAmount: row.gift_used_cents }] : [] };
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
    reservationCriteria: { checkin, checkout: row.checkout || null, nights: row.nights, adult: row.adult, child: row.child, baby: row.baby },
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
      ...activities.map((a) => ({ title: a.label, type: "activity", activityId: a.id, date: chosenDays.get(a.id) ?? null })),
    ],
    cancellationPolicy: policy,
    cancellationOfferId: row.cancellation_offer_id ?? null,
    cancellationOffer: cover,
    breakdown: { ...breakdown, remainingAmountToPay: remaining },
    payment: { provider, takesMoney: provider !== null },
    autoDiscount: row.auto_discount_code ? { code: row.auto_discount_code, value: row.auto_discount_value, reductionAmount: row.reduction_cents } : null,
    gift: row.gift_code ? { usedAmount: row.gift_used_cents, supplement: row.sell_price_cents - row.gift_used_cents } : null,
  };
}

/**
 * The cover a cart bought (decision 059): its offer described in `lang` for the cart's check-in,
 * at the premium stored with the cart (cents), even if no longer on sale; null without one.
 */
async function storedCover(db: D1Database, row: CartRow, policy: CancellationPolicy, lang: Lang, today: string): Promise<CancellationOffer | null> {
  const offer = row.cancellation_offer_id ? await offerRow(db, row.cancellation_offer_id, true) : null;
  if (!offer) return null;
  const described = offerOf(offer, { stayPrice: row.sell_price_cents, policy, checkin: row.checkin, gift: false, today, lang });
  if (!described.insurance) return described;
  const premium = row.insurance_cents ?? described.insurance.price;
  return { ...described, sellPrice: row.sell_price_cents + premium, insurance: { ...described.insurance, price: premium } };
}
