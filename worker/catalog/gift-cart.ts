/**
 * The gifting hand-off of the embedded catalog (spec 001 §2 "Gifting setup" Continue, gift card;
 * §3 Gift price, Booking price breakdown "shippingCost (amount, internationalFee)"; §5 gift form;
 * shared/contract/gift.ts; migrations/0010_gifting.sql gift_carts; docs/decisions/033).
 *
 * POST /gift-carts.json: checks the body (400 with the failing fields, the gift form rules
 * included), prices the gift again from the catalog (voucher for the nights and bucket, the
 * availability upsell, the sleeve, shipping with the international fee of the delivery country;
 * the gift card amount; or an activity for its people by its one price, activity-purchase.ts,
 * decision 061), refuses a total other than `expectedTotal` (409 PRICE_CHANGED), stores
 * the cart and answers it. GET /gift-carts/:id.json answers a stored cart (400 malformed id, 404
 * unknown). The catalog takes no money (PAYMENT_PROVIDER, like worker/catalog/cart.ts).
 */
import { GiftCartCreateBodySchema, GiftCartIdSchema, GiftQuerySchema, type GiftCart } from "../../shared/contract/gift";
import { bucketPrices, weekendPrices, giftShipping, giftTotal, GIFT_ADULTS, GIFT_VALIDITY_MONTHS, isGiftcardAmount, PHYSICAL_DELIVERY_DAYS } from "../../shared/gift";
import { PriceChangedError } from "./cart";
import { cardImages, packageUri } from "./cards";
import { todayIso } from "./dates";
import { dayPrices, giftPackage, physicalOptions, priceListRows, type GiftSettings } from "./gift";
import { CatalogError, readJsonObject, validate } from "./http";
import { activityPurchase } from "./activity-purchase";
import { activityDetail } from "./activity-detail";
import { langOf, type Lang } from "./locale";
import { all, prepare } from "./sql";

const GIFTCARD_LABEL: Record<Lang, string> = { es: "Tarjeta regalo", fr: "Carte cadeau", nl: "Cadeaukaart", it: "Carta regalo" };

/** Handles POST /gift-carts.json. Returns the new cart. */
export async function handleCreateGiftCart(db: D1Database, request: Request, settings: GiftSettings & { PAYMENT_PROVIDER?: string }, today = todayIso()): Promise<GiftCart> {
  const body = validate(GiftCartCreateBodySchema, await readJsonObject(request), "gift cart");
  const lang = langOf(body.locale);

  let sell: number;
  let ref: number;
  let upsell = 0;
  let activityPeople: number | null = null;
  if (body.product === "ACTIVITY") {
    // The activity's one price for its people (decision 061); the total checked below with the format's costs.
    const bought = await activityPurchase(db, body.packageId!, { adults: body.adults!, children: 0 }, lang, today);
    if (!bought) throw new CatalogError(400, `Invalid gift cart: package ${body.packageId} is not an activity`, [{ path: "packageId", message: "not an activity" }]);
    sell = bought.total;
    ref = bought.refTotal;
    activityPeople = bought.people;
  } else if (body.product === "SINGLEVOUCHER") {
    await giftPackage(db, body.packageId!, lang);
    const row = (await priceListRows(db, body.packageId!, settings)).find((r) => r.nights === body.nights);
    if (!row) throw new CatalogError(400, `Invalid gift cart: nights ${body.nights} is not in the price list`, [{ path: "nights", message: "not in the price list" }]);
    sell = body.bucket === 1 ? row.sell_price_cents : bucketPrices(row.sell_price_cents, weekendPrices(await dayPrices(db, body.packageId!, today)))[body.bucket - 1]!;
    ref = Math.max(row.ref_price_cents, sell);
    upsell = body.upsell ? row.upsell_availability_cents : 0;
  } else {
    if (!isGiftcardAmount(body.amount!)) throw new CatalogError(400, "Invalid gift cart: amount must be whole euros", [{ path: "amount", message: "must be whole euros" }]);
    sell = ref = body.amount!;
  }

  let sleeve: { id: number; price: number } | null = null;
  let shipping = { amount: 0, internationalFee: 0 };
  let deliveryCountry: string | null = null;
  if (body.giftFormat === "physical") {
    // No shipping cost for the point of sale: the physical format is disabled (spec 001 §4, §5), a 400 with the reason.
    const physical = await physicalOptions(db, body.locale, lang);
    if (!physical.shippingCosts) throw new CatalogError(400, "Invalid gift cart: giftFormat physical is not available (no shipping cost)", [{ path: "giftFormat", message: "physical format not available" }]);
    const found = physical.subElements.find((s) => s.id === body.sleeveId);
    if (!found) throw new CatalogError(400, `Invalid gift cart: sleeveId ${body.sleeveId} is unknown`, [{ path: "sleeveId", message: "unknown sleeve" }]);
    sleeve = { id: found.id, price: found.price };
    deliveryCountry = body.deliveryCountry ?? physical.country;
    const cost = giftShipping({ format: "physical", costs: physical.shippingCosts, marketCountry: physical.country, deliveryCountry });
    if (!cost) throw new CatalogError(400, `Invalid gift cart: no delivery to ${deliveryCountry}`, [{ path: "deliveryCountry", message: "not delivered" }]);
    shipping = cost;
  }
  const total = giftTotal({ sellPrice: sell, upsell, sleeve: sleeve?.price ?? 0, shipping });
  if (total !== body.expectedTotal) throw new PriceChangedError(body.expectedTotal, total);

  const id = [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, "0")).join("");
  const single = body.product === "SINGLEVOUCHER";
  await prepare(
    db,
    `INSERT INTO gift_carts (id, created_at, point_of_sale, product, package_id, nights, bucket, upsell, gift_format, sleeve_id, delivery_country,
       from_name, to_name, message, sell_price_cents, ref_price_cents, upsell_cents, sleeve_cents, shipping_cents, international_fee_cents, adults)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21)`,
    [
      id, new Date().toISOString(), body.locale, body.product, single || activityPeople !== null ? body.packageId! : null, single ? body.nights! : null, single ? body.bucket : null,
      single && body.upsell ? 1 : 0, body.giftFormat, sleeve?.id ?? null, deliveryCountry, body.fromName.trim(), body.toName.trim(), body.message,
      sell, ref, upsell, sleeve?.price ?? 0, shipping.amount, shipping.internationalFee, activityPeople,
    ],
  ).run();
  return readGiftCart(db, id, body.locale, settings.PAYMENT_PROVIDER);
}

/** Handles GET /gift-carts/:id.json. */
export async function handleGetGiftCart(db: D1Database, idParam: string, query: Record<string, string>, paymentProvider: string | undefined): Promise<GiftCart> {
  const id = validate(GiftCartIdSchema, idParam, "gift cart id");
  const { locale } = validate(GiftQuerySchema, { locale: query.locale }, "gift cart query");
  return readGiftCart(db, id, locale, paymentProvider);
}

interface GiftCartRow {
  id: string;
  created_at: string;
  product: "SINGLEVOUCHER" | "GIFTCARD" | "ACTIVITY";
  package_id: number | null;
  /** Migration 0024: the people of an activity gift. */
  adults: number | null;
  nights: number | null;
  bucket: number | null;
  upsell: number;
  gift_format: "digital" | "physical";
  sleeve_id: number | null;
  delivery_country: string | null;
  from_name: string;
  to_name: string;
  message: string;
  sell_price_cents: number;
  ref_price_cents: number;
  upsell_cents: number;
  sleeve_cents: number;
  shipping_cents: number;
  international_fee_cents: number;
  status: "pending_payment";
}

async function readGiftCart(db: D1Database, id: string, locale: Parameters<typeof langOf>[0], paymentProvider: string | undefined): Promise<GiftCart> {
  const lang = langOf(locale);
  const [row] = await all<GiftCartRow>(db, `SELECT * FROM gift_carts WHERE id = ?1`, [id]);
  if (!row) throw new CatalogError(404, `Gift cart ${id} not found`);
  let label = GIFTCARD_LABEL[lang];
  let uri: string | null = null;
  let imageUrl: string | null = null;
  let hotel: GiftCart["hotel"] = null;
  if (row.product === "SINGLEVOUCHER" && row.package_id !== null) {
    const pkg = await giftPackage(db, row.package_id, lang).catch(() => null);
    if (!pkg) throw new CatalogError(404, `Gift cart ${id} not found`);
    label = pkg.label;
    uri = packageUri(pkg.id, pkg.slug);
    imageUrl = cardImages(pkg.image_seed, pkg.h_image_seed, 1, pkg.environment)[0] ?? null;
    hotel = { id: pkg.hotel_id, label: pkg.hotel_label, stars: pkg.stars, location: pkg.city };
  } else if (row.product === "ACTIVITY" && row.package_id !== null) {
    const act = await activityDetail(db, row.package_id, lang).catch(() => null);
    if (!act) throw new CatalogError(404, `Gift cart ${id} not found`);
    label = act.label;
    uri = act.uri;
    imageUrl = act.images[0] ?? null;
    hotel = { id: act.mainActivityCenter.id, label: act.mainActivityCenter.label, stars: act.mainActivityCenter.stars, location: act.mainActivityCenter.location.city };
  }
  let sleeve: GiftCart["gift"]["sleeve"] = null;
  if (row.sleeve_id !== null) {
    const physical = await physicalOptions(db, locale, lang);
    const s = physical.subElements.find((e) => e.id === row.sleeve_id);
    sleeve = { id: row.sleeve_id, name: s?.name ?? "", price: row.sleeve_cents };
  }
  const shipping = { amount: row.shipping_cents, internationalFee: row.international_fee_cents };
  const total = giftTotal({ sellPrice: row.sell_price_cents, upsell: row.upsell_cents, sleeve: row.sleeve_cents, shipping });
  const provider = paymentProvider?.trim() || null;
  return {
    id: row.id,
    createdAt: row.created_at,
    status: row.status,
    product: row.product,
    label,
    uri,
    imageUrl,
    hotel,
    gift: {
      nights: row.nights,
      adults: row.product === "SINGLEVOUCHER" ? GIFT_ADULTS : row.product === "ACTIVITY" ? row.adults : null,
      bucket: row.bucket,
      upsell: row.upsell === 1,
      giftFormat: row.gift_format,
      sleeve,
      deliveryCountry: row.delivery_country,
      deliveryDays: row.gift_format === "physical" ? { ...PHYSICAL_DELIVERY_DAYS } : null,
      fromName: row.from_name,
      toName: row.to_name,
      message: row.message,
      validityMonths: row.product === "GIFTCARD" ? GIFT_VALIDITY_MONTHS.giftcard : row.product === "ACTIVITY" ? GIFT_VALIDITY_MONTHS.activity : GIFT_VALIDITY_MONTHS.stay,
    },
    priceInfo: { sellPrice: row.sell_price_cents, refPrice: row.ref_price_cents, upsellAvailabilityPrice: row.upsell_cents, subElementsPrice: row.sleeve_cents, totalPrice: total },
    // Extras: the availability upsell and the sleeve, on top of the voucher.
    breakdown: { insurance: 0, extras: row.upsell_cents + row.sleeve_cents, shippingCost: shipping, reductionAmount: 0, giftcards: [], remainingAmountToPay: total },
    payment: { provider, takesMoney: provider !== null },
  };
}

