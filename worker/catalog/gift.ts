/**
 * The gifting calls of the embedded catalog (spec 001 §2 "Gifting setup", gift card; §3 Gift price,
 * Single voucher, Sub-element; §9 gifting constants; shared/contract/gift.ts;
 * migrations/0010_gifting.sql; docs/decisions/033-gifting-setup.md).
 *
 * GET /single-voucher/:id/gift.json?locale → SingleVoucherGift: the stay for 2 adults as a gift,
 *   its price list within the settings' nights range (GIFT_NIGHTS_MIN/MAX, default 1-3) with the
 *   bucket prices derived from the next 6 months' weekends (shared/gift.ts bucketPrices), the
 *   price of every check-in day of those months (the included-dates calendar), shipping and
 *   sleeves. 400 bad id/locale; 404 unknown or unpublished package, or an activity.
 * GET /giftcard.json?locale → GiftcardOptions.
 * GET /sub-elements/available-custom-sub-elements?locale → the sleeves and their categories.
 */
import { CustomSubElementsQuerySchema, GiftPackageIdSchema, GiftQuerySchema, type CustomSubElementsResponse, type GiftcardOptions, type GiftSleeve, type SingleVoucherGift } from "../../shared/contract/gift";
import { bucketPrices, giftNightsRange, weekendPrices, GIFT_VALIDITY_MONTHS, GIFTCARD_MAX_CENTS, GIFTCARD_MIN_CENTS, chosenGiftNights } from "../../shared/gift";
import { cardImages, packageUri } from "./cards";
import { addDays, todayIso, weekdayBit } from "./dates";
import { CatalogError, validate } from "./http";
import { langOf, type Lang } from "./locale";
import { all } from "./sql";
import { MARKETS, type PointOfSale } from "../../shared/markets";

/** Days of the included-dates calendar and of the bucket weekends (spec 001 §9 "next 6 months"). */
export const GIFT_HORIZON_DAYS = 183;

/** Settings of the gifting calls (wrangler vars). */
export interface GiftSettings {
  GIFT_NIGHTS_MIN?: string;
  GIFT_NIGHTS_MAX?: string;
}

interface PackageRow {
  id: number;
  slug: string;
  label: string;
  nights: number;
  item_category: string;
  published: number;
  image_seed: number;
  hotel_id: number;
  hotel_label: string;
  stars: number;
  h_image_seed: number;
  environment: string;
  city: string;
}

/** Reads the package of a gift (published stays only); throws 404 otherwise. */
export async function giftPackage(db: D1Database, id: number, lang: Lang): Promise<PackageRow> {
  const [row] = await all<PackageRow>(
    db,
    `SELECT p.id, p.slug, p.label_${lang} AS label, p.nights, p.item_category, p.published, p.image_seed,
       h.id AS hotel_id, h.label AS hotel_label, h.stars, h.image_seed AS h_image_seed, h.environment, d.label_${lang} AS city
     FROM packages p JOIN hotels h ON h.id = p.hotel_id JOIN destinations d ON d.id = h.destination_id WHERE p.id = ?1`,
    [id],
  );
  if (!row || row.published !== 1 || row.item_category !== "weekend") throw new CatalogError(404, `Stay ${id} not found`);
  return row;
}

/**
 * The price list rows of a package within the nights range, nights ascending (cents): the one
 * computation of a stay's gift price per nights (issue 25 item 3), read by gift.json (the gift
 * setup), the gift cart and the stay page in gifting (weekend-detail.ts, the gift drawer). The
 * package's own nights cost its price for 2 adults without dates, `packages.sell_price_cents`
 * (reference: the larger of its reference and sell prices), which is what the gifting search card
 * shows (search-sql.ts gift pricing); the other nights come from `single_voucher_prices`.
 */
export async function priceListRows(db: D1Database, id: number, settings: GiftSettings) {
  const range = giftNightsRange(settings.GIFT_NIGHTS_MIN, settings.GIFT_NIGHTS_MAX);
  return all<{ nights: number; sell_price_cents: number; ref_price_cents: number; upsell_availability_cents: number }>(
    db,
    `SELECT sv.nights,
       CASE WHEN sv.nights = p.nights THEN p.sell_price_cents ELSE sv.sell_price_cents END AS sell_price_cents,
       CASE WHEN sv.nights = p.nights THEN MAX(p.ref_price_cents, p.sell_price_cents) ELSE sv.ref_price_cents END AS ref_price_cents,
       sv.upsell_availability_cents
     FROM single_voucher_prices sv JOIN packages p ON p.id = sv.package_id
     WHERE sv.package_id = ?1 AND sv.nights BETWEEN ?2 AND ?3 ORDER BY sv.nights`,
    [id, range.min, range.max],
  );
}

/**
 * The stay's price (2 adults, its own nights, cents) for each check-in day from `today` for
 * GIFT_HORIZON_DAYS days: the cheapest rate plan covering the day with rooms left, null when none
 * or the day is closed. One query for the plans, one for the closed days.
 */
export async function dayPrices(db: D1Database, id: number, today: string): Promise<{ day: string; price: number | null }[]> {
  const until = addDays(today, GIFT_HORIZON_DAYS - 1);
  const plans = await all<{ valid_from: string; valid_to: string; weekday_mask: number; sell_price_cents: number }>(
    db,
    `SELECT r.valid_from, r.valid_to, r.weekday_mask, r.sell_price_cents FROM rate_plans r JOIN packages p ON p.id = r.package_id
     WHERE r.package_id = ?1 AND r.rooms > 0 AND r.valid_to >= ?2 AND r.valid_from <= ?3 AND r.min_los <= p.nights AND r.max_los >= p.nights`,
    [id, today, until],
  );
  const closed = new Set((await all<{ day: string }>(db, `SELECT day FROM closed_days WHERE package_id = ?1 AND day BETWEEN ?2 AND ?3`, [id, today, until])).map((r) => r.day));
  const out: { day: string; price: number | null }[] = [];
  for (let i = 0; i < GIFT_HORIZON_DAYS; i++) {
    const day = addDays(today, i);
    let price: number | null = null;
    if (!closed.has(day)) {
      const bit = weekdayBit(day);
      for (const p of plans) if (p.valid_from <= day && p.valid_to >= day && (p.weekday_mask & bit) !== 0 && (price === null || p.sell_price_cents < price)) price = p.sell_price_cents;
    }
    out.push({ day, price });
  }
  return out;
}

/**
 * Shipping, international fees and sleeves of a point of sale (the physical format). Without a
 * shipping cost for the point of sale, `shippingCosts` is null and `country` the market's: the
 * physical format is then unavailable (spec 001 §4 "Physical is disabled when the shipping cost
 * fetch errors"), the digital one still sold; never a 500.
 */
export async function physicalOptions(db: D1Database, locale: string, lang: Lang) {
  const [shipping] = await all<{ country: string; amount_cents: number }>(db, `SELECT country, amount_cents FROM gift_shipping WHERE point_of_sale = ?1`, [locale]);
  if (!shipping) return { country: MARKETS[locale as PointOfSale]?.country ?? "", shippingCosts: null, ...(await customSubElements(db, lang)) };
  const fees = await all<{ country: string; fee_cents: number }>(db, `SELECT country, fee_cents FROM gift_shipping_fees WHERE point_of_sale = ?1 ORDER BY country`, [locale]);
  return {
    country: shipping.country,
    shippingCosts: { amount: shipping.amount_cents, internationalShippingFeesPerCountry: Object.fromEntries(fees.map((f) => [f.country, f.fee_cents])) },
    ...(await customSubElements(db, lang)),
  };
}

/** Handles GET /sub-elements/available-custom-sub-elements?locale (400 without a valid locale). */
export async function handleCustomSubElements(db: D1Database, query: Record<string, string>): Promise<CustomSubElementsResponse> {
  const q = validate(CustomSubElementsQuerySchema, query, "sub-elements query");
  return customSubElements(db, langOf(q.locale));
}

/**
 * The sleeves of the physical format and their categories in `lang` (spec 001 §3 Sub-element;
 * §7 "sub-elements/available-custom-sub-elements | locale | only for physical format"): category 2
 * starts with the standard sleeve at 0. Prices in cents. The one list of the gift answers and of
 * that call (app.ts).
 */
export async function customSubElements(db: D1Database, lang: Lang): Promise<{ subElements: GiftSleeve[]; categories: { id: number; description: string; names: Record<string, string>; singleSelection: boolean }[] }> {
  const cats = await all<{ id: number; single_selection: number; description: string; name_es: string; name_fr: string; name_nl: string; name_it: string }>(db, `SELECT * FROM gift_sleeve_categories ORDER BY id`, []);
  const sleeves = await all<{ id: number; category_id: number; name: string; price_cents: number; recommended: number; color: string }>(
    db,
    `SELECT id, category_id, name_${lang} AS name, price_cents, recommended, color FROM gift_sleeves ORDER BY category_id, position`,
    [],
  );
  const subElements: GiftSleeve[] = [];
  for (const c of cats) {
    // Spec 001 §3 "Category 2 gets a default standard option priced 0".
    if (c.id === 2) subElements.push({ id: 0, name: STANDARD_SLEEVE[lang], imageUrl: sleeveImage("#f4efe6"), recommendedByWed: false, price: 0, categoryId: 2 });
    for (const s of sleeves.filter((s) => s.category_id === c.id)) {
      subElements.push({ id: s.id, name: s.name, imageUrl: sleeveImage(s.color), recommendedByWed: s.recommended === 1, price: s.price_cents, categoryId: s.category_id });
    }
  }
  return {
    subElements,
    categories: cats.map((c) => ({ id: c.id, description: c.description, names: { es: c.name_es, fr: c.name_fr, nl: c.name_nl, it: c.name_it }, singleSelection: c.single_selection === 1 })),
  };
}

const STANDARD_SLEEVE: Record<Lang, string> = { es: "Funda estándar", fr: "Pochette standard", nl: "Standaard hoesje", it: "Busta standard" };

/** A generated sleeve picture (an envelope in the sleeve's colour), as an SVG data URL. */
function sleeveImage(color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80"><rect width="120" height="80" rx="6" fill="${color}"/><path d="M0 6l60 40 60-40" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="3"/><circle cx="60" cy="46" r="7" fill="#fff" fill-opacity=".85"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Handles GET /single-voucher/:id/gift.json. */
export async function handleSingleVoucherGift(db: D1Database, idParam: string, query: Record<string, string>, settings: GiftSettings, today = todayIso()): Promise<SingleVoucherGift> {
  const id = validate(GiftPackageIdSchema, idParam, "id");
  const { locale } = validate(GiftQuerySchema, { locale: query.locale }, "gift query");
  const lang = langOf(locale);
  const pkg = await giftPackage(db, id, lang);
  const [list, days, physical] = await Promise.all([priceListRows(db, id, settings), dayPrices(db, id, today), physicalOptions(db, locale, lang)]);
  const weekends = weekendPrices(days);
  const priceList = list.map((r) => ({
    nights: r.nights,
    sellPrice: r.sell_price_cents,
    refPrice: r.ref_price_cents,
    sellPrices: bucketPrices(r.sell_price_cents, weekends),
    upsellAvailabilityPrice: r.upsell_availability_cents,
  }));
  return {
    packageId: pkg.id,
    label: pkg.label,
    uri: packageUri(pkg.id, pkg.slug),
    imageUrl: cardImages(pkg.image_seed, pkg.h_image_seed, 1, pkg.environment)[0] ?? null,
    hotel: { id: pkg.hotel_id, label: pkg.hotel_label, stars: pkg.stars, location: pkg.city },
    isGiftable: priceList.length > 0,
    giftNights: chosenGiftNights(priceList),
    priceList,
    days,
    validityMonths: GIFT_VALIDITY_MONTHS.stay,
    ...physical,
  };
}

/** Handles GET /giftcard.json. */
export async function handleGiftcardOptions(db: D1Database, query: Record<string, string>): Promise<GiftcardOptions> {
  const { locale } = validate(GiftQuerySchema, { locale: query.locale }, "gift card query");
  const amounts = await all<{ amount_cents: number; popular: number }>(db, `SELECT amount_cents, popular FROM giftcard_amounts ORDER BY position`, []);
  return {
    amounts: amounts.map((a) => ({ amount: a.amount_cents, popular: a.popular === 1 })),
    minAmount: GIFTCARD_MIN_CENTS,
    maxAmount: GIFTCARD_MAX_CENTS,
    validityMonths: GIFT_VALIDITY_MONTHS.giftcard,
    ...(await physicalOptions(db, locale, langOf(locale))),
  };
}
