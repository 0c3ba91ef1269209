/**
 * The gifting choices in the URL hash (spec 001 §2 stay hash "giftNights, giftFormat, sleeves,
 * giftAdult, upsell, bucket"; §4 "Changing format rewrites giftFormat in the hash. Upsell toggles
 * between none and availability in the hash. Night change sets giftNights … Bucket change sets
 * bucket"). Pure. Malformed values are dropped (the page's defaults apply), unknown keys kept.
 */
export interface GiftHash {
  giftNights?: number;
  giftFormat?: "digital" | "physical";
  /** Chosen sleeve id (0: the standard one). */
  sleeves?: number;
  upsell?: "none" | "availability";
  bucket?: 1 | 2 | 3;
}

/** Reads the gift keys of a hash ('#a=2&giftNights=2' or without '#'). */
export function parseGiftHash(hash: string): GiftHash {
  const p = new URLSearchParams(hash.replace(/^#/, ""));
  const out: GiftHash = {};
  const int = (k: string) => (/^\d{1,6}$/.test(p.get(k) ?? "") ? Number(p.get(k)) : undefined);
  const nights = int("giftNights");
  if (nights !== undefined && nights >= 1 && nights <= 7) out.giftNights = nights;
  const format = p.get("giftFormat");
  if (format === "digital" || format === "physical") out.giftFormat = format;
  const sleeves = int("sleeves");
  if (sleeves !== undefined) out.sleeves = sleeves;
  const upsell = p.get("upsell");
  if (upsell === "none" || upsell === "availability") out.upsell = upsell;
  const bucket = int("bucket");
  if (bucket === 1 || bucket === 2 || bucket === 3) out.bucket = bucket;
  return out;
}

/** Writes `next` over the gift keys of `hash`, keeping its other keys; returns the hash without '#'. */
export function writeGiftHash(hash: string, next: GiftHash): string {
  const p = new URLSearchParams(hash.replace(/^#/, ""));
  for (const [k, val] of Object.entries(next)) {
    if (val === undefined) p.delete(k);
    else p.set(k, String(val));
  }
  return p.toString();
}
