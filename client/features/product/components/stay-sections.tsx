/**
 * The stay page's nav tabs and the sections below them, one chunk loaded at the visitor's first
 * interaction (stay-page.tsx wraps each in HydrateWhenVisible with replay; issue 13 JS budget):
 * the tabs (with their observer), the Map button and the reviews link of the header, the
 * description's See more, the room, the activities, the gift section (gifting), the hotel
 * section and the booking steps (booking). A chunk entry, not a barrel: every export is used by the page.
 */
export { StayTabs } from "./stay-tabs";
export { MapButton } from "./hotel-info-button";
export { JumpLink } from "../lib/section-jump";
export { SeeMoreText } from "./see-more-text";
export { RoomSection } from "./room-section";
export { ExperienceSection } from "./experience-section";
export { HotelSection } from "./hotel-section";
export { GiftSection } from "./gift-section";
export { BookingSteps } from "./booking-steps";
