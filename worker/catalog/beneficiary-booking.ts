/**
 * A gift recipient books a stay with the gift (spec 001 §2 "Beneficiary: separate login", §4
 * "Price type … beneficiary", §3 Quote and Booking price breakdown "giftcards (serialNumber,
 * usedAmount), remainingAmountToPay"; docs/decisions/047). Over the embedded catalog's D1.
 *
 * Which stays a code redeems (the same sets as /beneficiary/offers, account-beneficiary.ts):
 *   box: a published weekend whose themes are among the box's subthemes, of the box's nights and
 *   worth at most its value (the box page's exact offers, boxes-offers.ts);
 *   single voucher: a published weekend of the voucher's nights (any price: matchOfferRangePrice-
 *   WithGiftAmount false, the difference is a supplement).
 * What the gift pays (cents, never more than the stay):
 *   box: the stay for 2 adults and the package's own nights at the chosen check-in (a box is "a
 *   stay for two"); more people or nights are a supplement;
 *   single voucher: up to its value.
 * `beneficiaryQuote` is the real-time quote (quote-realtime.ts) with priceType "beneficiary" and
 * `gift { usedAmount, supplement }`; `createBeneficiaryCart` quotes again, refuses a stay the code
 * does not redeem (403 NOT_COVERED), one that is not bookable (400) or whose price moved (409
 * PRICE_CHANGED), and stores the cart with the code and the part the gift pays (migration 0014).
 * The catalog takes no money: a covered stay leaves 0 to pay.
 */
import { CartCreateBodySchema, type Cart } from "../../shared/contract/cart";
import type { QuoteQuery } from "../../shared/contract/weekend-quote";
import type { QuoteRealtimeResponse } from "../../shared/contract/weekend-quote-realtime";
import { localTaxTotal } from "../../shared/pricing";
import type { BeneficiaryCode } from "./account-beneficiary";
import { NOT_BOOKABLE, PriceChangedError, readCart, stayCheckin } from "./cart";
import { todayIso } from "./dates";
import { CatalogError, validate } from "./http";
import { langOf, type Lang } from "./locale";
import { hotelLocalTax, quoteStay } from "./quote";
import { realtimeQuote } from "./quote-realtime";
import { prepare } from "./sql";

/** What the gift does for one stay. Amounts in cents. */
export interface GiftCoverage {
  covered: boolean;
  kind: BeneficiaryCode["kind"];
  /** Box: its title in the request's language; voucher: null. */
  boxTitle: string | null;
  /** Voucher: its value and nights; box: null. */
  voucher: { valueCents: number; nights: number } | null;
  /** The package's own nights (a box pays for these, for two adults). */
  packageNights: number;
}

/** A quote for the recipient: the real-time quote, priceType "beneficiary", and the gift's part. */
export type BeneficiaryQuote = QuoteRealtimeResponse & { gift: { usedAmount: number; supplement: number } | null };

/** Whether `code` redeems package `packageId`, and what the gift is. 404 for an unknown package. */
export async function giftCoverage(db: D1Database, code: BeneficiaryCode, packageId: number, lang: Lang, today = todayIso()): Promise<GiftCoverage> {
  const pkg = await db
    .prepare(
      `SELECT p.nights, p.sell_price_cents, p.item_category, p.published, (p.expiration IS NULL OR p.expiration >= ?2) AS live, h.active
       FROM packages p JOIN hotels h ON h.id = p.hotel_id WHERE p.id = ?1`,
    )
    .bind(packageId, today)
    .first<{ nights: number; sell_price_cents: number; item_category: string; published: number; live: number; active: number }>();
  if (!pkg) throw new CatalogError(404, `Package ${packageId} not found`);
  const sells = pkg.item_category === "weekend" && pkg.published === 1 && pkg.live === 1 && pkg.active === 1;
  if (code.kind === "box") {
    const box = await db
      .prepare(
        `SELECT b.title_${lang} AS title, b.nights, b.value_cents,
           EXISTS (SELECT 1 FROM package_themes pt JOIN box_subthemes bs ON bs.theme_id = pt.theme_id WHERE pt.package_id = ?2 AND bs.base = b.base) AS inBox
         FROM boxes b WHERE b.format = 'digital' AND b.position = ?1`,
      )
      .bind(code.box_position, packageId)
      .first<{ title: string; nights: number; value_cents: number; inBox: number }>();
    const fits = box !== null && box.inBox === 1 && pkg.nights === box.nights && pkg.sell_price_cents <= box.value_cents;
    return { covered: sells && fits, kind: "box", boxTitle: box?.title ?? null, voucher: null, packageNights: pkg.nights };
  }
  const nights = code.nights ?? 1;
  return { covered: sells && pkg.nights === nights, kind: "single_voucher", boxTitle: null, voucher: { valueCents: code.value_cents ?? 0, nights }, packageNights: pkg.nights };
}

/**
 * The recipient's real-time quote of package `id` for a checked query: the stay's price as for
 * anyone, labelled "beneficiary", with the gift's part when the code redeems the stay (else
 * `gift` null and the ordinary "final" price). 404 unknown package.
 */
export async function beneficiaryQuote(db: D1Database, code: BeneficiaryCode, id: number, q: QuoteQuery, lang: Lang, today = todayIso()): Promise<BeneficiaryQuote & { coverage: GiftCoverage }> {
  const [coverage, quote] = await Promise.all([giftCoverage(db, code, id, lang, today), realtimeQuote(db, id, q, today)]);
  if (!coverage.covered || !quote.bookable || !quote.priceInfo) return { ...quote, gift: null, coverage };
  const sell = quote.priceInfo.sellPrice;
  let worth: number;
  if (coverage.kind === "single_voucher") worth = coverage.voucher?.valueCents ?? 0;
  else if (q.adult === 2 && q.child === 0 && q.baby === 0 && quote.reservationCriteria.nights === coverage.packageNights) worth = sell;
  else {
    // The box pays the stay for two at its own length on that day; what is beyond is the supplement.
    const base = await quoteStay(db, id, { ...q, adult: 2, child: 0, baby: 0, nights: coverage.packageNights }, today);
    worth = base.quote.priceInfo?.sellPrice ?? 0;
  }
  const usedAmount = Math.min(worth, sell);
  return { ...quote, priceInfo: { ...quote.priceInfo, priceType: "beneficiary" }, gift: { usedAmount, supplement: sell - usedAmount }, coverage };
}

/**
 * Creates the recipient's cart from a POST body (CartCreateBodySchema: package, checkin, nights,
 * party, expectedSellPrice). Errors: 400 bad body or not bookable, 403 NOT_COVERED (thrown as
 * CatalogError-like `NotCoveredError`), 404 unknown package, 409 PriceChangedError.
 */
export async function createBeneficiaryCart(db: D1Database, code: BeneficiaryCode, input: unknown, paymentProvider: string | undefined, today = todayIso()): Promise<Cart> {
  const body = validate(CartCreateBodySchema, input, "cart");
  const lang = langOf(body.locale);
  const q: QuoteQuery = { locale: body.locale, checkin: stayCheckin(body), nights: body.nights || undefined, adult: body.adult, child: body.child, baby: body.baby };
  const quote = await beneficiaryQuote(db, code, body.packageId, q, lang, today);
  if (!quote.coverage.covered) throw new NotCoveredError(body.packageId);
  if (!quote.bookable || !quote.priceInfo || !quote.gift) throw new CatalogError(400, NOT_BOOKABLE, [{ path: "checkin", message: quote.errors[0]?.code ?? "not bookable" }]);
  if (quote.priceInfo.sellPrice !== body.expectedSellPrice) throw new PriceChangedError(body.expectedSellPrice, quote.priceInfo.sellPrice);
  const rc = quote.reservationCriteria;
  const tax = localTaxTotal(hotelLocalTax(quote.localTax.amount), { adults: rc.adult, nights: rc.nights, sellPrice: quote.priceInfo.sellPrice });
  const id = [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, "0")).join("");
  await prepare(
    db,
    `INSERT INTO carts (id, created_at, point_of_sale, package_id, checkin, checkout, nights, adult, child, baby, sell_price_cents, ref_price_cents, local_tax_per_night_cents, local_tax_cents, gift_code, gift_used_cents)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16)`,
    [id, new Date().toISOString(), body.locale, body.packageId, rc.checkin, rc.checkout, rc.nights, rc.adult, rc.child, rc.baby, quote.priceInfo.sellPrice, quote.priceInfo.refPrice, quote.localTax.amount, tax, code.code, quote.gift.usedAmount],
  ).run();
  return readCart(db, id, body.locale, paymentProvider, today);
}

/** The code does not redeem this stay (answered 403 NOT_COVERED). */
export class NotCoveredError extends Error {
  constructor(readonly packageId: number) {
    super(`Your gift does not cover stay ${packageId}`);
  }
}
