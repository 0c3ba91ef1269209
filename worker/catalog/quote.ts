/**
 * GET /weekend/:id/quote.json — bookable price of a stay for dates and a party (spec 001 §3
 * Quote, §4 product page steps (quote before booking), §5 quote errors, §7 quote.json; spec 000
 * §8 PACKAGE_NOT_AVAILABLE_CHECKIN).
 *
 * Input: id (digits; otherwise 400) and QuoteQuerySchema (checkin required). Unknown package → 404.
 * Output: QuoteResponse. Bookable: priceInfo in cents (final price for the party and nights,
 * same rules as the search), local tax total (per adult per night, paid at the hotel).
 * Not bookable (past day, stop-sell, no plan, unpublished): bookable false, priceInfo null and
 * errors [{ code: 'PACKAGE_NOT_AVAILABLE_CHECKIN' }]. With `cancellationOfferId` (decision 059) a
 * bookable quote carries `cancellationOffer`, that cover priced on this stay (cancellation-offers.ts
 * chosenOffer), or null when not on sale. With `autoDiscountCode` naming the package's own auto
 * discount (issue 25 item 4), `autoDiscount` carries its reduction in cents (shared/auto-discount.ts);
 * `sellPrice` stays the price before it. Two D1 round trips (three with an offer).
 */
import { PackageIdParamSchema } from "../../shared/contract/weekend-detail";
import { QuoteQuerySchema, type QuoteQuery, type QuoteResponse } from "../../shared/contract/weekend-quote";
import { localTaxTotal, moneySaved, promoPercent, showRoomsLeft, type LocalTaxRule } from "../../shared/pricing";
import { autoDiscountReduction } from "../../shared/auto-discount";
import { chosenOffer } from "./cancellation-offers";
import { autoDiscount, cancellationPolicy } from "./cards";
import { addDays, todayIso } from "./dates";
import { CatalogError, validate } from "./http";
import { text } from "./labels";
import { langOf } from "./locale";
import { pricedPackages } from "./priced";
import { packageQuery } from "./search-query";
import { packageMinisiteScope } from "./minisite-scope";
import { batch, prepare } from "./sql";

interface QuotePackageRow {
  id: number;
  item_category: "weekend" | "activity";
  nights: number;
  includes_breakfast: number;
  includes_dinner: number;
  last_minute: number;
  local_tax_cents: number;
}

/** Handles a raw quote request. */
export async function handleQuote(db: D1Database, idParam: string, query: Record<string, string>, today = todayIso()): Promise<QuoteResponse> {
  const id = validate(PackageIdParamSchema, idParam, "package id");
  const q = validate(QuoteQuerySchema, query, "quote query");
  return (await quoteStay(db, id, q, today)).quote;
}

/**
 * The quote of package `id` for a checked query, read from the rates now, with the hotel's
 * local tax per adult per night (cents) it used. Shared by quote.json, quote-realtime.json and
 * the cart (cart.ts), so the three never disagree. Throws CatalogError 404 for an unknown package.
 */
export async function quoteStay(db: D1Database, id: number, q: QuoteQuery, today = todayIso()): Promise<{ quote: QuoteResponse; localTaxPerNight: number }> {
  const lang = langOf(q.locale);
  const [[pkg], activities] = await batch<[QuotePackageRow[], { label: string }[]]>(db, [
    prepare(
      db,
      `SELECT p.id, p.item_category, p.nights, p.includes_breakfast, p.includes_dinner, p.last_minute, h.local_tax_cents
       FROM packages p JOIN hotels h ON h.id = p.hotel_id WHERE p.id = ?1`,
      [id],
    ),
    prepare(db, `SELECT a.label_${lang} AS label FROM package_activities pa JOIN activities a ON a.id = pa.activity_id WHERE pa.package_id = ?1 ORDER BY a.id`, [id]),
  ]);
  if (!pkg) throw new CatalogError(404, `Package ${id} not found`);
  // A partner's customer books within its selection (decision 048).
  await packageMinisiteScope(db, q.minisite, q.locale, id);
  const party = { adults: q.adult, children: q.child, babies: q.baby };
  const [priced] = await pricedPackages(
    db,
    packageQuery({ lang, today, party, checkin: q.checkin, nights: q.nights ?? null, gift: false, category: pkg.item_category, packageIds: [id] }),
    1,
  );
  const nights = pkg.nights === 0 ? 0 : (priced?.stay_nights ?? q.nights ?? pkg.nights);
  const reservationCriteria = { checkin: q.checkin, checkout: addDays(q.checkin, nights), nights, adult: q.adult, child: q.child, baby: q.baby };
  const programLineList = [
    ...(pkg.includes_breakfast ? [{ title: text("breakfast", lang), type: "breakfast" }] : []),
    ...(pkg.includes_dinner ? [{ title: text("dinner", lang), type: "dinner" }] : []),
    ...activities.map((a) => ({ title: a.label, type: "activity" })),
  ];
  const policy = cancellationPolicy({ lang, today, checkin: priced ? q.checkin : null, gift: false, lastMinute: pkg.last_minute === 1 });
  if (!priced) {
    return { localTaxPerNight: pkg.local_tax_cents, quote: {
      bookable: false,
      priceInfo: null,
      localTaxTotalAmount: 0,
      programLineList,
      flashDeal: pkg.last_minute === 1,
      roomsAmountMessage: null,
      availableRooms: null,
      cancellationPolicy: policy,
      reservationCriteria,
      errors: [{ code: "PACKAGE_NOT_AVAILABLE_CHECKIN", message: text("notAvailable", lang) }],
    } };
  }
  const refPrice = Math.max(priced.refp, priced.price);
  // The cover chosen in the results (decision 059), priced on this stay: the cart takes the same figure.
  const offerStay = { stayPrice: priced.price, policy, checkin: q.checkin, gift: false, today, lang };
  const cover = q.cancellationOfferId ? { cancellationOffer: await chosenOffer(db, q.cancellationOfferId, offerStay) } : {};
  const rooms = priced.rooms ?? null;
  // The auto discount the shopper was shown (issue 25 item 4), when it is this package's own.
  const own = autoDiscount(id, false);
  const discount = q.autoDiscountCode && own && own.code === q.autoDiscountCode
    ? { autoDiscount: { ...own, reductionAmount: autoDiscountReduction(priced.price, own.value) } }
    : {};
  return { localTaxPerNight: pkg.local_tax_cents, quote: {
    bookable: true,
    priceInfo: {
      sellPrice: priced.price,
      refPrice,
      promoPercentageRounded: promoPercent(priced.price, refPrice),
      moneySaved: moneySaved(priced.price, refPrice),
      priceType: "final",
      nbRooms: 1,
      nights,
    },
    localTaxTotalAmount: localTaxTotal(hotelLocalTax(pkg.local_tax_cents), { adults: q.adult, nights, sellPrice: priced.price }),
    programLineList,
    flashDeal: pkg.last_minute === 1,
    roomsAmountMessage: roomsLeftMessage(rooms, lang),
    availableRooms: rooms,
    cancellationPolicy: policy,
    reservationCriteria,
    errors: [],
    ...cover,
    ...discount,
  } };
}

/**
 * The quote's rooms-left message (spec 000 §4, spec 001 §5: only at 3 or fewer; a quote always has
 * dates), with its plural (issue 25 item 9: "Plus qu’une chambre !", never "Plus que 1 chambres !");
 * null above 3, at 0 or when unknown. Same threshold as shared/pricing.ts `showRoomsLeft`.
 */
export function roomsLeftMessage(rooms: number | null, lang: Parameters<typeof text>[1]): string | null {
  if (!showRoomsLeft(rooms, true)) return null;
  return rooms === 1 ? text("roomsLeftOne", lang) : text("roomsLeft", lang, { n: rooms! });
}

/** The embedded catalog's hotels charge their tax per adult per night (hotels.local_tax_cents). */
export function hotelLocalTax(perNightCents: number): LocalTaxRule {
  return { type: "PER_PERSON_PER_NIGHT", amount: perNightCents, percentage: 0 };
}
