/**
 * Product cards (spec 000 §3 "Product card"; spec 001 §3 Offer card, Cancellation policy, Auto
 * discount). The texts a card needs are selected by the same statement that prices the packages
 * (`cardColumnsSql` + `cardJoinsSql`), so a page of cards costs no extra round trip and never one
 * query per card.
 */
import type { CancellationPolicy, CardHotel, ProductCard } from "../../shared/contract/common";
import { priceType, promoPercent } from "../../shared/pricing";
import { activityPerPerson } from "../../shared/activity-price";
import { addDays } from "./dates";
import { roundKm } from "./geo";
import { nightsLabel, text, displayDate } from "./labels";
import type { Lang } from "./locale";
import { ENVIRONMENTS, type Environment } from "../../shared/illustrations/hotel";
import { imageUrl } from "../../shared/illustrations/urls";

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

/** What every card of one answer shares: language, dates, party, gift mode, image count. */
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

/** Card texts selected by `cardColumnsSql` (all prefixed c_). */
export interface CardColumns {
  c_slug: string;
  c_label: string;
  c_category: "weekend" | "activity";
  c_theme_id: number;
  c_nights: number;
  c_breakfast: number;
  c_dinner: number;
  c_marketing_label: string | null;
  c_last_minute: number;
  c_expiration: string | null;
  c_image_seed: number;
  c_hotel_slug: string;
  c_hotel_label: string;
  c_stars: number;
  c_hotel_lat: number;
  c_hotel_lng: number;
  c_review_count: number;
  c_review_average: number | null;
  c_hotel_image_seed: number;
  c_environment: string;
  c_city: string;
  /** JSON array of the package's activity labels. */
  c_activities: string | null;
}

/** A priced row with its card texts: everything `toCard` needs. */
export type CardRow = PricedRow & CardColumns;

/**
 * SELECT expressions of a card's texts in `lang`, over the aliases of `cardJoinsSql`.
 * `pid` is the SQL expression of the package id (for the activities subquery).
 */
export function cardColumnsSql(lang: Lang, pid: string): string {
  return `cp.slug AS c_slug, cp.label_${lang} AS c_label, cp.item_category AS c_category, cp.theme_id AS c_theme_id,
    cp.nights AS c_nights, cp.includes_breakfast AS c_breakfast, cp.includes_dinner AS c_dinner,
    cp.marketing_label AS c_marketing_label, cp.last_minute AS c_last_minute, cp.expiration AS c_expiration,
    cp.image_seed AS c_image_seed, ch.slug AS c_hotel_slug, ch.label AS c_hotel_label, ch.stars AS c_stars,
    ch.latitude AS c_hotel_lat, ch.longitude AS c_hotel_lng, ch.review_count AS c_review_count,
    ch.review_average AS c_review_average, ch.image_seed AS c_hotel_image_seed, ch.environment AS c_environment,
    cd.label_${lang} AS c_city,
    (SELECT json_group_array(label) FROM (SELECT a.label_${lang} AS label FROM package_activities pa
      JOIN activities a ON a.id = pa.activity_id WHERE pa.package_id = ${pid} ORDER BY a.id)) AS c_activities`;
}

/** Joins giving the aliases cp (package), ch (hotel), cd (destination) for `cardColumnsSql`. */
export function cardJoinsSql(pid: string, hid: string): string {
  return `JOIN packages cp ON cp.id = ${pid} JOIN hotels ch ON ch.id = ${hid} JOIN destinations cd ON cd.id = ch.destination_id`;
}

/**
 * Card images (DESIGN.md: generated SVG in the spec's sizes, served under /img): the package's
 * picture then the hotel's pictures, `count` in all, drawn in the hotel's environment.
 */
export function cardImages(packageSeed: number, hotelSeed: number, count: number, environment: string): string[] {
  const env = (ENVIRONMENTS as readonly string[]).includes(environment) ? (environment as Environment) : undefined;
  const seeds = [packageSeed];
  for (let i = 0; seeds.length < count; i++) if (hotelSeed + i !== packageSeed) seeds.push(hotelSeed + i);
  return seeds.slice(0, count).map((s) => imageUrl("hotel", s, "640x360", env ? { env } : {}));
}

/** The hotel's own page, /hotel/{id}-{slug} (spec 001 §2 Hotel page: the hotel id is the second segment): what a link to a hotel leads to. */
export const hotelPageUri = (id: number, slug: string) => `/hotel/${id}-${slug}`;
/** The search results located on a hotel, /search/{slug}-h{id} (docs/decisions/003-routes-and-page-size.md: a hotel is also a search location). */
export const hotelSearchUri = (id: number, slug: string) => `/search/${slug}-h${id}`;
/** Stay product path: /stay/{id}-{slug} (spec 001 §2: the id is the second segment). */
/**
 * The hotel's channel-manager connection id (spec 001 §6 "Non-production shows a CM button label
 * for channel-manager connectivity"): the generated catalog connects about two hotels in three, with
 * a fictional deterministic id (five digits, shown after the 'CM' label); null for a hotel without a connection.
 */
export function channelManagerId(hotelId: number): string | null {
  if (hotelId % 3 === 0) return null;
  return String((hotelId * 7919) % 100_000).padStart(5, "0");
}

export const packageUri = (id: number, slug: string) => `/stay/${id}-${slug}`;
/** Activity detail path: /activity/{id}-{slug} (spec 001 §2 "Activity detail page": the id is the second segment). */
export const activityUri = (id: number, slug: string) => `/activity/${id}-${slug}`;

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
    message: text("cancelFlexible", lang, { date: displayDate(deadline, lang) }),
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

/** Targeted label codes (spec 000 §3 `targetedLabel`); the storefront shows the `targeted.{code}` message. */
export const TARGETED_LABELS = ["forYou", "trending", "localGem"] as const;

/**
 * Targeted label (spec 000 §4, §6 targeted labels experiment): a fixed, deterministic selection
 * of packages (ids ending in 1 or 6, i.e. id % 5 === 1), the code cycling through TARGETED_LABELS;
 * null for the others. The same in every flow (only the auto discount is withheld from gifting).
 */
export function targetedLabel(packageId: number): string | null {
  return packageId % 5 === 1 ? TARGETED_LABELS[Math.floor(packageId / 5) % TARGETED_LABELS.length]! : null;
}

/** Price type (spec 001 §4), by the one rule in shared/pricing.ts: gift in gifting; final with a check-in or for activity-only; else from. */
export function priceTypeOf(gift: boolean, checkin: string | null, category: string): "gift" | "final" | "from" {
  return priceType({ flow: gift ? "gifting" : "booking", checkin, itemCategory: category }) as "gift" | "final" | "from";
}

/** Cards for rows that carry their card columns, in the same order. */
export function toCards(ctx: CardContext, rows: readonly CardRow[]): ProductCard[] {
  return rows.map((row) => toCard(ctx, row));
}

/** The card's hotel block. */
export function cardHotel(r: CardRow): CardHotel {
  return {
    id: r.hid,
    uri: hotelPageUri(r.hid, r.c_hotel_slug),
    label: r.c_hotel_label,
    stars: r.c_stars,
    location: { label: r.c_city, latitude: r.c_hotel_lat, longitude: r.c_hotel_lng },
    review: { count: r.c_review_count, average: r.c_review_average === null ? null : Math.round(r.c_review_average * 10) / 10 },
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

/** A JSON array of strings stored in a column (a package's activity names): its strings; [] for null, bad JSON or not an array. */
export function parseLabels(json: string | null): string[] {
  if (!json) return [];
  try {
    const list = JSON.parse(json) as unknown;
    return Array.isArray(list) ? list.filter((x): x is string => typeof x === "string") : [];
  } catch {
    return [];
  }
}

/** One card from a priced row with its card columns. */
export function toCard(ctx: CardContext, row: CardRow): ProductCard {
  const nights = row.c_nights === 0 ? 0 : row.stay_nights;
  // An activity sold for itself: per person × people, the figure its page and carts charge (decision 061).
  const each = row.c_category === "activity" && !ctx.gift ? activityPerPerson(row.price, row.refp, ctx.participants) : null;
  const sellPrice = each ? each.total : row.price;
  const refPrice = each ? each.refTotal : Math.max(row.refp, row.price);
  const images = cardImages(row.c_image_seed, row.c_hotel_image_seed, ctx.imageCount, row.c_environment);
  const lastMinute = row.c_last_minute === 1;
  const checkin = ctx.gift ? null : ctx.checkin;
  return {
    id: row.pid,
    label: row.c_label,
    hotel: cardHotel(row),
    imageUrl: images[0]!,
    images,
    sellPrice,
    refPrice,
    promo: each ? each.promo : promoPercent(row.price, refPrice),
    priceType: priceTypeOf(ctx.gift, ctx.checkin, row.c_category),
    availableRooms: checkin ? (row.rooms ?? null) : null,
    checkin,
    lastMinute,
    expiration: row.c_expiration,
    marketingLabels: row.c_marketing_label ? [row.c_marketing_label] : [],
    cancellationPolicy: cancellationPolicy({ lang: ctx.lang, today: ctx.today, checkin, gift: ctx.gift, lastMinute }),
    channelManagerId: channelManagerId(row.hid),
    headwords: headwords(ctx.lang, nights, row.c_breakfast === 1, row.c_dinner === 1, parseLabels(row.c_activities)),
    autoDiscount: autoDiscount(row.pid, ctx.gift),
    participants: ctx.participants,
    nights,
    distance: row.dist === null || row.dist === undefined ? null : roundKm(row.dist),
    targetedLabel: targetedLabel(row.pid),
    itemCategory: ctx.gift ? "single_voucher" : row.c_category,
    hasMoreOffers: (row.npk ?? 1) > 1,
    themeId: row.c_theme_id,
    // An activity-only card leads to its activity page, unless it is sold as a gift (the gifting path).
    uri: row.c_category === "activity" && !ctx.gift ? activityUri(row.pid, row.c_slug) : packageUri(row.pid, row.c_slug),
  };
}
