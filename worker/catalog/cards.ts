/**
 * Product cards (spec 000 §3 "Product card"; spec 001 §3 Offer card, Cancellation policy, Auto
 * discount). Turns priced search rows into cards with one batched D1 round trip for all of them
 * (package texts, hotels, activity headwords) — never one query per card.
 */
import type { CancellationPolicy, CardHotel, ProductCard } from "../../shared/contract/common";
import { promoPercent } from "../../shared/pricing";
import { addDays } from "./dates";
import { roundKm } from "./geo";
import { nightsLabel, text, displayDate } from "./labels";
import type { Lang } from "./locale";
import { Params, batch, prepare } from "./sql";

/** One priced package from the search SQL (cents, km). */
export interface PricedRow {
  pid: number;
  hid: number;
  price: number;
  refp: number;
  rooms: number | null;
  dist: number | null;
  stay_nights: number;
  /** Single-voucher (from) price, cents. */
  from_price: number;
  /** Matching packages of the same hotel (for hasMoreOffers). */
  npk?: number;
}

export interface CardContext {
  lang: Lang;
  today: string;
  checkin: string | null;
  gift: boolean;
  /** adults + children + babies */
  participants: number;
  /** Images per card (1..10). */
  imageCount: number;
}

interface PackageInfo {
  id: number;
  hotel_id: number;
  slug: string;
  label: string;
  item_category: "weekend" | "activity";
  theme_id: number;
  nights: number;
  includes_breakfast: number;
  includes_dinner: number;
  marketing_label: string | null;
  last_minute: number;
  expiration: string | null;
  image_seed: number;
}

export interface HotelInfo {
  id: number;
  slug: string;
  label: string;
  stars: number;
  latitude: number;
  longitude: number;
  review_count: number;
  review_average: number | null;
  image_seed: number;
  city: string;
}

/** Image URL of a generated picture (DESIGN.md: SVG in the spec's sizes, served by the app). */
export function imageUrl(seed: number, size = "640x360"): string {
  return `/img/hotel/${seed}/${size}.svg`;
}

/** Card images: the package's picture then the hotel's pictures, `count` in all. */
export function cardImages(packageSeed: number, hotelSeed: number, count: number): string[] {
  const seeds = [packageSeed];
  for (let i = 0; seeds.length < count; i++) if (hotelSeed + i !== packageSeed) seeds.push(hotelSeed + i);
  return seeds.slice(0, count).map((s) => imageUrl(s));
}

/** Storefront-neutral URIs of the contract (the storefront maps them to its localised routes). */
export const hotelUri = (id: number, slug: string) => `/hotel/${id}/${slug}`;
export const packageUri = (id: number, slug: string) => `/weekend/${id}/${slug}`;

/** Free modification ends this many days before check-in. */
export const CANCELLATION_DAYS = 7;

/**
 * Cancellation policy of a package (spec 000 §9 texts; spec 001 §3, §4 labels): gifts are
 * exchangeable at no extra cost; last-minute offers are NCNR; otherwise free modification until
 * 7 days before check-in (NCNR when that day has passed), 'choose your dates' without dates.
 */
export function cancellationPolicy(opts: { lang: Lang; today: string; checkin: string | null; gift: boolean; lastMinute: boolean }): CancellationPolicy {
  const { lang } = opts;
  if (opts.gift) return { type: "FLEXIBLE", cancellable: true, message: text("gift", lang), cancellationDeadline: null, cancellableUntil: null };
  if (opts.lastMinute) return { type: "NCNR", cancellable: false, message: text("cancelNcnr", lang), cancellationDeadline: null, cancellableUntil: null };
  if (!opts.checkin) return { type: "FLEXIBLE", cancellable: true, message: text("cancelNoDates", lang), cancellationDeadline: null, cancellableUntil: null };
  const deadline = addDays(opts.checkin, -CANCELLATION_DAYS);
  if (deadline < opts.today) return { type: "NCNR", cancellable: false, message: text("cancelNcnr", lang), cancellationDeadline: null, cancellableUntil: null };
  return {
    type: "FLEXIBLE",
    cancellable: true,
    message: text("cancelFlexible", lang, { date: displayDate(deadline) }),
    cancellationDeadline: deadline,
    cancellableUntil: deadline,
  };
}

/**
 * Auto discount (spec 001 §9 "10% extra on selected offers"): a fixed, deterministic selection
 * of packages (every seventh id), never in gifting.
 */
export function autoDiscount(packageId: number, gift: boolean): { code: string; value: number } | null {
  return !gift && packageId % 7 === 0 ? { code: "EXTRA10", value: 10 } : null;
}

/** Price type (spec 001 §4): gift in gifting; final with a check-in or for activity-only; else from. */
export function priceTypeOf(gift: boolean, checkin: string | null, category: string): "gift" | "final" | "from" {
  if (gift) return "gift";
  return checkin || category === "activity" ? "final" : "from";
}

/**
 * Builds cards for `rows` (any hotels, any packages). One D1 batch of three statements.
 * Returns cards keyed by package id; rows whose package vanished are skipped.
 */
export async function buildCards(db: D1Database, ctx: CardContext, rows: PricedRow[]): Promise<Map<number, ProductCard>> {
  const out = new Map<number, ProductCard>();
  if (rows.length === 0) return out;
  const { lang } = ctx;
  const pids = [...new Set(rows.map((r) => r.pid))];
  const hids = [...new Set(rows.map((r) => r.hid))];
  const p1 = new Params();
  const p2 = new Params();
  const p3 = new Params();
  const [packages, hotels, activities] = await batch<[PackageInfo[], HotelInfo[], { package_id: number; label: string }[]]>(db, [
    prepare(
      db,
      `SELECT id, hotel_id, slug, label_${lang} AS label, item_category, theme_id, nights, includes_breakfast, includes_dinner,
        marketing_label, last_minute, expiration, image_seed FROM packages WHERE id IN ${p1.list(pids)}`,
      p1,
    ),
    prepare(
      db,
      `SELECT h.id, h.slug, h.label, h.stars, h.latitude, h.longitude, h.review_count, h.review_average, h.image_seed,
        d.label_${lang} AS city
       FROM hotels h JOIN destinations d ON d.id = h.destination_id WHERE h.id IN ${p2.list(hids)}`,
      p2,
    ),
    prepare(
      db,
      `SELECT pa.package_id, a.label_${lang} AS label FROM package_activities pa JOIN activities a ON a.id = pa.activity_id
       WHERE pa.package_id IN ${p3.list(pids)} ORDER BY pa.package_id, a.id`,
      p3,
    ),
  ]);
  const pkgById = new Map(packages.map((p) => [p.id, p]));
  const hotelById = new Map(hotels.map((h) => [h.id, h]));
  const actsByPkg = new Map<number, string[]>();
  for (const a of activities) {
    const list = actsByPkg.get(a.package_id) ?? [];
    list.push(a.label);
    actsByPkg.set(a.package_id, list);
  }
  for (const row of rows) {
    const p = pkgById.get(row.pid);
    const h = hotelById.get(row.hid);
    if (!p || !h) continue;
    out.set(row.pid, toCard(ctx, row, p, h, actsByPkg.get(p.id) ?? []));
  }
  return out;
}

/** The card's hotel block. */
export function cardHotel(h: HotelInfo): CardHotel {
  return {
    id: h.id,
    uri: hotelUri(h.id, h.slug),
    label: h.label,
    stars: h.stars,
    location: { label: h.city, latitude: h.latitude, longitude: h.longitude },
    review: { count: h.review_count, average: h.review_average === null ? null : Math.round(h.review_average * 10) / 10 },
  };
}

/** Included items as short words: nights, breakfast, dinner, then the activities. */
export function headwords(lang: Lang, nights: number, breakfast: boolean, dinner: boolean, activities: string[]): string[] {
  const out: string[] = [];
  if (nights > 0) out.push(nightsLabel(nights, lang));
  if (breakfast) out.push(text("breakfast", lang));
  if (dinner) out.push(text("dinner", lang));
  return [...out, ...activities];
}

function toCard(ctx: CardContext, row: PricedRow, p: PackageInfo, h: HotelInfo, activities: string[]): ProductCard {
  const nights = p.nights === 0 ? 0 : row.stay_nights;
  const refPrice = Math.max(row.refp, row.price);
  const images = cardImages(p.image_seed, h.image_seed, ctx.imageCount);
  return {
    id: p.id,
    label: p.label,
    hotel: cardHotel(h),
    imageUrl: images[0]!,
    images,
    sellPrice: row.price,
    refPrice,
    promo: promoPercent(row.price, refPrice),
    priceType: priceTypeOf(ctx.gift, ctx.checkin, p.item_category),
    availableRooms: ctx.checkin && !ctx.gift ? (row.rooms ?? null) : null,
    checkin: ctx.gift ? null : ctx.checkin,
    lastMinute: p.last_minute === 1,
    expiration: p.expiration,
    marketingLabels: p.marketing_label ? [p.marketing_label] : [],
    cancellationPolicy: cancellationPolicy({ lang: ctx.lang, today: ctx.today, checkin: ctx.gift ? null : ctx.checkin, gift: ctx.gift, lastMinute: p.last_minute === 1 }),
    channelManagerId: null,
    headwords: headwords(ctx.lang, nights, p.includes_breakfast === 1, p.includes_dinner === 1, activities),
    autoDiscount: autoDiscount(p.id, ctx.gift),
    participants: ctx.participants,
    nights,
    distance: row.dist === null || row.dist === undefined ? null : roundKm(row.dist),
    targetedLabel: null,
    itemCategory: ctx.gift ? "single_voucher" : p.item_category,
    hasMoreOffers: (row.npk ?? 1) > 1,
    themeId: p.theme_id,
    uri: packageUri(p.id, p.slug),
  };
}
