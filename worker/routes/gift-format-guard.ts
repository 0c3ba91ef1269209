/**
 * The storefront's refusal of a disabled gift format (spec 001 §4 "Physical is disabled when the
 * shipping cost fetch errors or the feature flag is off", §5 "Physical gift format disabled unless
 * flag on and shipping cost loaded without error"; issue 25 item 7). The pages never offer the
 * physical format while it is disabled; this keeps a hand-made request from buying it anyway:
 * POST gift-carts.json with `giftFormat: "physical"` is answered 400 with the reason while the
 * FLAG_PHYSICAL_FORMAT setting is off, before the upstream is asked. (The shipping-cost half is the
 * gift cart's own: the catalog answers 400 when it has no shipping cost for the point of sale,
 * worker/catalog/gift-cart.ts.) Pure.
 */
import type { Flags } from "../../shared/flags";

/** Contract paths whose body carries a gift format the shopper buys. */
const GIFT_PURCHASE_PATHS = new Set(["/gift-carts.json"]);

/** Why this API call may not go through (a message for the 400 answer), or null when it may. */
export function giftFormatRefusal(path: string, method: string, body: unknown, flags: Pick<Flags, "physicalFormat">): string | null {
  if (method !== "POST" || !GIFT_PURCHASE_PATHS.has(path)) return null;
  const format = body && typeof body === "object" ? (body as { giftFormat?: unknown }).giftFormat : undefined;
  if (format !== "physical" || flags.physicalFormat) return null;
  return "giftFormat physical is not available: the physical gift format is disabled (it is coming back soon); choose giftFormat digital";
}
