/**
 * Gifting rules shared by the gifting pages and the catalog (spec 001 §3 "Gift price", §4 gift
 * format and bucket, §9 gifting constants; docs/decisions/033-gifting-setup.md). Pure, cents.
 *
 * - Nights: the single voucher's nights range comes from settings (GIFT_NIGHTS_MIN/MAX), default
 *   1 to 3; the default is 1, and a requested number outside the price list takes the list's first.
 * - Buckets (customer care only): 1 Essential, 2 Serenity ('Popular'), 3 Liberty. Essential is the
 *   voucher's price; Serenity and Liberty are priced so that about 55 % and 70 % of the weekends of
 *   the next 6 months can be booked with them: the price of the 55th and 70th percentile weekend,
 *   as a ratio to the cheapest weekend, applied to the voucher's price and rounded up to the euro.
 * - Shipping: only the physical format ships, in 2 to 4 working days; the market's amount (0: free)
 *   plus the international fee of the delivery country when it is not the market's country.
 */
import { ceilToEuro } from "./money";

/** Default gift nights and the default range (spec 001 §9 "Default nights 1; … default 1 to 3"). */
export const DEFAULT_GIFT_NIGHTS = 1;
export const DEFAULT_GIFT_NIGHTS_RANGE = { min: 1, max: 3 } as const;
/** Largest nights setting accepted (a longer voucher is not a weekend). */
const MAX_GIFT_NIGHTS = 7;

/** Adults of a gift stay (spec 001 §4 "sets giftAdult 2"; §1 "gift stay 1 year for 2 people"). */
export const GIFT_ADULTS = 2;

/** Physical delivery, working days (spec 001 §9 "physical 2-4 working days"). */
export const PHYSICAL_DELIVERY_DAYS = { min: 2, max: 4 } as const;

/**
 * The nights range from settings: integers 1..7 with min <= max; anything else is the default
 * 1..3 (a bad setting never empties the selector).
 */
export function giftNightsRange(minSetting?: string | number | null, maxSetting?: string | number | null): { min: number; max: number } {
  const read = (raw: string | number | null | undefined, fallback: number) => {
    const n = typeof raw === "number" ? raw : raw == null || String(raw).trim() === "" ? NaN : Number(raw);
    return Number.isInteger(n) && n >= 1 && n <= MAX_GIFT_NIGHTS ? n : fallback;
  };
  const min = read(minSetting, DEFAULT_GIFT_NIGHTS_RANGE.min);
  const max = read(maxSetting, DEFAULT_GIFT_NIGHTS_RANGE.max);
  return min <= max ? { min, max } : { ...DEFAULT_GIFT_NIGHTS_RANGE };
}

/**
 * The nights to show (spec 001 §4 "Night change sets giftNights (if missing it takes the first
 * price-list nights)"): `requested` when the list has it, else the default 1 when listed, else the
 * list's first; null for an empty list.
 */
export function chosenGiftNights(priceList: readonly { nights: number }[], requested?: number | null): number | null {
  if (requested != null && priceList.some((p) => p.nights === requested)) return requested;
  if (priceList.some((p) => p.nights === DEFAULT_GIFT_NIGHTS)) return DEFAULT_GIFT_NIGHTS;
  return priceList[0]?.nights ?? null;
}

/**
 * The nights a stay page in gifting shows and its gift drawer opens on (issue 25 item 3; spec 001
 * §4 "Flow switch … sets giftNights on gifting"): `requested` (the hash's giftNights) when the
 * list has it, else the stay's own nights when listed (the stay its card and page describe), else
 * chosenGiftNights' rule; null for an empty list.
 */
export function stayGiftNights(priceList: readonly { nights: number }[], requested: number | null | undefined, packageNights: number): number | null {
  if (requested != null && priceList.some((p) => p.nights === requested)) return requested;
  if (priceList.some((p) => p.nights === packageNights)) return packageNights;
  return chosenGiftNights(priceList);
}

/** Price buckets (spec 001 §4 "1 Essential, 2 Serenity marked Popular, 3 Liberty"; §9 shares). */
export const GIFT_BUCKETS = [
  { id: 1, key: "essential", share: null, popular: false },
  { id: 2, key: "serenity", share: 0.55, popular: true },
  { id: 3, key: "liberty", share: 0.7, popular: false },
] as const;
export type GiftBucketId = (typeof GIFT_BUCKETS)[number]["id"];
export const DEFAULT_GIFT_BUCKET: GiftBucketId = 1;

/** The smallest price at or under which at least `share` of `prices` lie (nearest-rank percentile). */
export function priceAtShare(prices: readonly number[], share: number): number | null {
  if (prices.length === 0) return null;
  const sorted = [...prices].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(share * sorted.length)));
  return sorted[rank - 1]!;
}

/**
 * The three bucket prices of a voucher, [Essential, Serenity, Liberty], cents. `sellPrice` is the
 * voucher's price; `weekendPrices` the package's price on each bookable weekend of the next 6
 * months (any unit: only ratios matter). No weekends: the three equal `sellPrice`.
 */
export function bucketPrices(sellPrice: number, weekendPrices: readonly number[]): [number, number, number] {
  const positive = weekendPrices.filter((p) => p > 0);
  const cheapest = positive.length ? Math.min(...positive) : 0;
  const at = (share: number) => {
    const p = priceAtShare(positive, share);
    return p === null || cheapest === 0 ? sellPrice : Math.max(sellPrice, ceilToEuro(Math.round((sellPrice * p) / cheapest)));
  };
  return [sellPrice, at(0.55), at(0.7)];
}

/** Shipping costs of a physical gift (spec 001 §3 "shippingCosts (amount, internationalShippingFeesPerCountry)"). */
export interface GiftShippingCosts {
  amount: number;
  internationalShippingFeesPerCountry: Record<string, number>;
}

/**
 * Shipping of a gift (spec 001 §3 Booking price breakdown "shippingCost (amount, internationalFee)"):
 * digital ships nothing; physical pays the market's amount, plus the delivery country's fee when it
 * is not the market's country. Returns null when the country is not delivered, or nothing is
 * (`costs` null: no shipping cost for the market).
 */
export function giftShipping(opts: { format: "digital" | "physical"; costs: GiftShippingCosts | null; marketCountry: string; deliveryCountry: string }): { amount: number; internationalFee: number } | null {
  if (opts.format === "digital") return { amount: 0, internationalFee: 0 };
  if (!opts.costs) return null;
  if (opts.deliveryCountry === opts.marketCountry) return { amount: opts.costs.amount, internationalFee: 0 };
  const fee = opts.costs.internationalShippingFeesPerCountry[opts.deliveryCountry];
  return fee === undefined ? null : { amount: opts.costs.amount, internationalFee: fee };
}

/** The lines of a gift's price (spec 001 §3 Gift price: sellPrice, subElementsPrice, shippingCost, totalPrice), cents. */
export function giftTotal(parts: { sellPrice: number; upsell: number; sleeve: number; shipping: { amount: number; internationalFee: number } }): number {
  return parts.sellPrice + parts.upsell + parts.sleeve + parts.shipping.amount + parts.shipping.internationalFee;
}

/** Gift validity, months (spec 001 §1 "activity voucher 12 months; gift card one and a half years; gift stay 1 year for 2 people; digital voucher 12 months"). */
export const GIFT_VALIDITY_MONTHS = { activity: 12, giftcard: 18, stay: 12, digital: 12 } as const;

/** Gift card amounts sold, cents (decision 033), and the bounds a custom amount must respect. */
export const GIFTCARD_MIN_CENTS = 5000;
export const GIFTCARD_MAX_CENTS = 100000;

/** Whether `cents` is a gift card amount the shop sells: whole euros between the bounds. */
export function isGiftcardAmount(cents: number): boolean {
  return Number.isInteger(cents) && cents % 100 === 0 && cents >= GIFTCARD_MIN_CENTS && cents <= GIFTCARD_MAX_CENTS;
}

/** Whether a 'YYYY-MM-DD' day is a weekend check-in (Friday or Saturday) for the bucket shares. */
export function isWeekendCheckin(day: string): boolean {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const wd = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return wd === 5 || wd === 6;
}

/** The prices of the weekend check-ins among `days` (null: not available, left out). */
export function weekendPrices(days: readonly { day: string; price: number | null }[]): number[] {
  return days.flatMap((d) => (d.price !== null && isWeekendCheckin(d.day) ? [d.price] : []));
}

/** Calendar day status in the gifting upsell (spec 001 §4 "included, supplement, notAvailable"). */
export type GiftDayStatus = "included" | "supplement" | "notAvailable";

/**
 * The highest day price a voucher of `bucket` includes: Essential the cheapest day, Serenity and
 * Liberty the price at their share of the weekends (the same rule as bucketPrices). null: no day.
 */
export function includedThreshold(days: readonly { day: string; price: number | null }[], bucket: GiftBucketId): number | null {
  const available = days.flatMap((d) => (d.price === null ? [] : [d.price]));
  if (available.length === 0) return null;
  const def = GIFT_BUCKETS.find((b) => b.id === bucket)!;
  if (def.share === null) return Math.min(...available);
  return priceAtShare(weekendPrices(days), def.share) ?? Math.min(...available);
}

/** A day's status: not available without a price; every available day with the availability upsell; else by the threshold. */
export function giftDayStatus(price: number | null, threshold: number | null, upsell: boolean): GiftDayStatus {
  if (price === null) return "notAvailable";
  if (upsell || (threshold !== null && price <= threshold)) return "included";
  return "supplement";
}
