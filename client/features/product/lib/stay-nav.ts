/**
 * Rules of the stay page's navigation (spec 001 §2 "Nav tabs"; §9 "Scroll offsets 70 (mobile), 100,
 * and 88 for section jump", "Star score rounds to halves, default 4", gallery "fewer than 4 shows one
 * large image"). Pure: no DOM, no React. Kept small: it is in the page's first JavaScript; the rules
 * of the sections below the tabs are in stay-texts.ts, the current-tab rule in stay-nav-observer.ts.
 */

import { SCROLL_OFFSET } from "#shared/timing";

/** Scroll offsets (px, spec 001 §9; shared/timing.ts). */
export { SCROLL_OFFSET };
// The gallery and star rules run at the page's start: in stay-figures.ts, without shared/timing.ts
// (a chunk of its own) in the page's first load (decision 045).
export { GALLERY, galleryMosaic, starScore } from "./stay-figures";

/** Section ids of the tabs, in page order. `gift` is the gifting panel (customisation). */
export type StaySectionId = "description" | "room" | "experience" | "gift" | "reviews" | "hotel" | "practical";

export interface StayTab {
  id: StaySectionId;
  /** Message key of the tab's label. */
  label: string;
}

/** Which sections the page has (only those get a tab). */
export interface StaySections {
  flow: "booking" | "gifting";
  /** The stay is sold in a known room (detail.room). */
  room: boolean;
  /** The stay includes activities (detail.activities). */
  activities: number;
  /** The gifting panel is shown (gifting flow, a stay with nights). */
  gift: boolean;
  /** The reviews block is on the page. */
  reviews: boolean;
}

/**
 * The tabs to show, in order (spec 001 §2: Description, Room, Experience, The experience, The gift
 * (customise), Reviews, Hotel, Practical info). The activities section is "Experience" when booking
 * and "The experience" when gifting (what the gift holds); "The gift" only in gifting; Description,
 * Hotel and Practical info always exist.
 */
export function stayTabs(s: StaySections): StayTab[] {
  const tabs: StayTab[] = [{ id: "description", label: "product.nav.description" }];
  if (s.room) tabs.push({ id: "room", label: "product.nav.room" });
  if (s.activities > 0) tabs.push({ id: "experience", label: s.flow === "gifting" ? "product.nav.theExperience" : "product.nav.experience" });
  if (s.flow === "gifting" && s.gift) tabs.push({ id: "gift", label: "product.nav.gift" });
  if (s.reviews) tabs.push({ id: "reviews", label: "product.nav.reviews" });
  tabs.push({ id: "hotel", label: "product.nav.hotel" }, { id: "practical", label: "product.nav.practical" });
  return tabs;
}


/** The jump offset for a viewport width (px): under the phone tabs or under the desktop bar (`lg` = 64em). */
export function sectionOffset(desktop: boolean): number {
  return desktop ? SCROLL_OFFSET.section : SCROLL_OFFSET.mobile;
}
