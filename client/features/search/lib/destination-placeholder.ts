/**
 * Message key of the destination field's placeholder per flow (spec 000 §2 search box: the booking,
 * gifting and hotel flows ask for a destination, which may be a hotel; the activity flow asks for
 * a city: "Activity flow: city, theme, participants"). Issue 14: the activity flow said "hotel".
 */
import type { Flow } from "#shared/criteria";

/** `searchBox.destinationPlaceholder.activity` in the activity flow, else `searchBox.destinationPlaceholder`. */
export function destinationPlaceholderKey(flow: Flow): string {
  return flow === "activity" ? "searchBox.destinationPlaceholder.activity" : "searchBox.destinationPlaceholder";
}
