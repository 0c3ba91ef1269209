/**
 * Search-result view modes (spec 000 §2 "Search-result view modes: NORMAL, GIFT, CONDENSED,
 * MODIFICATION, ACTIVITY, HOTEL. The search-page mode is not confirmed"): which rendering a result
 * card gets, chosen from the flow and the screen that shows it. The screens and their modes are
 * recorded in docs/decisions/036-offers-drawer.md. Pure.
 */
import type { Flow } from "#shared/criteria";

export const CARD_VIEW_MODES = ["NORMAL", "GIFT", "CONDENSED", "MODIFICATION", "ACTIVITY", "HOTEL"] as const;
export type CardViewMode = (typeof CARD_VIEW_MODES)[number];

/**
 * Screens that show result cards: the results list, the fallback blocks, the home page's popular
 * stays and the 404 page's other offers ('teaser'), and a booking modification (the stays a
 * booking may switch to: /booking/$cartId/change, decision 046).
 */
export type CardScreen = "results" | "fallback" | "teaser" | "modification";

/**
 * The view mode of a card: a modification screen → MODIFICATION; the activity flow → ACTIVITY
 * (price per person, participants); the fallback blocks and teasers → CONDENSED (no card actions:
 * suggestions, not the answer; the default of OfferCard); otherwise by flow: gifting → GIFT (voucher price,
 * exchange at no extra cost), hotel → HOTEL (the hotel is the title, its offers one click away),
 * booking → NORMAL.
 */
export function cardViewMode(screen: CardScreen, flow: Flow): CardViewMode {
  if (screen === "modification") return "MODIFICATION";
  if (flow === "activity") return "ACTIVITY";
  if (screen !== "results") return "CONDENSED";
  if (flow === "gifting") return "GIFT";
  if (flow === "hotel") return "HOTEL";
  return "NORMAL";
}

/** What a card shows in a mode: the card actions (cancellation label, offers drawer) and whether the hotel is its title. */
export interface CardParts {
  cancellation: boolean;
  offers: "always" | "whenMore" | "never";
  hotelTitle: boolean;
}

/** The parts of each mode. */
export function cardParts(mode: CardViewMode): CardParts {
  switch (mode) {
    case "NORMAL":
      return { cancellation: true, offers: "whenMore", hotelTitle: false };
    case "GIFT":
      return { cancellation: true, offers: "whenMore", hotelTitle: false };
    case "HOTEL":
      return { cancellation: true, offers: "always", hotelTitle: true };
    case "ACTIVITY":
      return { cancellation: true, offers: "never", hotelTitle: false };
    case "MODIFICATION":
      return { cancellation: true, offers: "never", hotelTitle: false };
    case "CONDENSED":
      return { cancellation: false, offers: "never", hotelTitle: false };
  }
}
