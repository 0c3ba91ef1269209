/**
 * The header's gift entry (spec 001 §6: "Customer-care: disables the gift drawer entry, uses the
 * gift-card link"; "Gift drawer available for all six locales"; docs/decisions/049). Pure.
 *
 * For shoppers the gift icon opens the gift drawer, which lists the four ways to give that every
 * point of sale sells (the shop's own routes, the same in all six markets; activities only with
 * the activity flow on). On the customer-care host the icon is the gift-card link: agents sell
 * gift cards over the phone, and a stay to give goes through its stay page's Offer (the gifting
 * setup with the care price buckets), never through a drawer. Without JavaScript, or before the
 * drawer loads, the icon is a link to the gifting home (GIFT_HREF).
 */
import { GIFT_HREF } from "../../../shop/links";

/** The gift card's customisation page (spec 001 §2 "Gift card customisation route", all six markets). */
export const GIFT_CARD_HREF = "/giftcard/customization";

export type GiftMenuKey = "stay" | "boxes" | "giftcard" | "activity";

/** The gift drawer's entries, in order: a stay to give, gift boxes, the gift card, activities. */
export function giftMenuItems(options: { activityFlow: boolean }): { key: GiftMenuKey; href: string }[] {
  return [
    { key: "stay", href: "/search?flow=gifting" },
    { key: "boxes", href: "/boxes" },
    { key: "giftcard", href: GIFT_CARD_HREF },
    ...(options.activityFlow ? [{ key: "activity" as const, href: "/activities" }] : []),
  ];
}

/** The gift icon: a link to the gift card on the care host, else the drawer over the gifting home link. */
export function giftTool(care: boolean): { href: string; drawer: boolean } {
  return care ? { href: GIFT_CARD_HREF, drawer: false } : { href: GIFT_HREF, drawer: true };
}
