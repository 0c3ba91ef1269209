/**
 * Rules of the stay page's navigation and collapsible texts (spec 001 §2 "Nav tabs", §9 "Description
 * truncation 86 chars mobile, 250 desktop", "Activities block collapsed height 124 px", "Scroll
 * offsets 70 (mobile), 100, and 88 for section jump", "Sticky tab threshold 0.88", "Star score rounds
 * to halves, default 4"). Pure: no DOM, no React; the page and the observer (stay-nav-observer.ts)
 * read these numbers from here.
 */
import { parseCriteria } from "#shared/criteria";

/** Description cut on phones and from the `md` breakpoint (characters, spec 001 §9). */
export const DESCRIPTION_MAX = { phone: 86, desktop: 250 } as const;
/** Height of the collapsed activities block (px, spec 001 §9). */
export const ACTIVITIES_COLLAPSED_PX = 124;
/** Scroll offsets (px, spec 001 §9): a section jump on phones (under the sticky tabs), on desktop (under the sticky booking bar), and the jump to the booking panel. */
export const SCROLL_OFFSET = { mobile: 70, section: 88, booking: 100 } as const;
/** Share of the tab bar's slot that must stay in view for the bar to count as in view (spec 001 §9 sticky tab threshold). */
export const STICKY_THRESHOLD = 0.88;

/** Images the product gallery shows at most, and fewer than which it shows one large image (spec 001 §9 gallery). */
export const GALLERY = { max: 5, mosaicFrom: 4 } as const;

/** Whether `count` images make the desktop mosaic (else one large image). */
export function galleryMosaic(count: number): boolean {
  return Math.min(count, GALLERY.max) >= GALLERY.mosaicFrom;
}

/** Eco facilities from which the hotel services modal shows its eco block (spec 001 §9). */
export const ECO_BLOCK_MIN = 8;

/** Whether a hotel with `ecoFacilities` eco facilities gets the eco block. */
export function showEcoBlock(ecoFacilities: number): boolean {
  return ecoFacilities >= ECO_BLOCK_MIN;
}

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

/**
 * Where a text is cut to `max` characters: at the last space at or before `max` (a word is never
 * split), or at `max` when the first word is longer; trailing spaces and punctuation are dropped
 * (the ellipsis follows). Returns `text.length` when the text fits.
 */
export function cutIndex(text: string, max: number): number {
  if (text.length <= max) return text.length;
  const space = text.lastIndexOf(" ", max);
  let end = space > 0 ? space : max;
  while (end > 0 && /[\s,;:.\-–]/.test(text[end - 1]!)) end--;
  return end || max;
}

/**
 * A description in three parts for one server-rendered markup that reads right at both widths:
 * `phone` (shown collapsed everywhere), `desktop` (added when collapsed on desktop), `rest`
 * (shown only expanded). `phoneCut` / `desktopCut`: whether a See more applies at that width.
 */
export function splitDescription(text: string, max = DESCRIPTION_MAX): { phone: string; desktop: string; rest: string; phoneCut: boolean; desktopCut: boolean } {
  const t = text.trim();
  const p = cutIndex(t, max.phone);
  const d = Math.max(p, cutIndex(t, max.desktop));
  return { phone: t.slice(0, p), desktop: t.slice(p, d), rest: t.slice(d), phoneCut: p < t.length, desktopCut: d < t.length };
}

/** A hotel's star score rounded to halves within 0..5; 4 when unknown (spec 001 §9). */
export function starScore(stars: number | null | undefined): number {
  if (typeof stars !== "number" || !Number.isFinite(stars) || stars <= 0) return 4;
  return Math.min(5, Math.round(stars * 2) / 2);
}

/** The jump offset for a viewport width (px): under the phone tabs or under the desktop bar (`lg` = 64em). */
export function sectionOffset(desktop: boolean): number {
  return desktop ? SCROLL_OFFSET.section : SCROLL_OFFSET.mobile;
}

/**
 * The current section: of those whose top has reached the line `offset` px below the viewport top,
 * the lowest one (tops in viewport px, any order); the first listed before any has.
 */
export function currentSection<T extends string>(tops: readonly { id: T; top: number }[], offset: number): T | null {
  let current: { id: T; top: number } | null = null;
  for (const s of tops) if (s.top <= offset + 1 && (!current || s.top > current.top)) current = s;
  return current?.id ?? tops[0]?.id ?? null;
}

/**
 * Whether the room's availability (rooms left on the dates) is shown: only when the URL hash holds
 * both a check-in and a check-out (spec 001 §2 "Available rooms are shown only when check-in and
 * check-out exist in the hash") and the detail answered a count for them.
 */
export function showAvailableRooms(hash: string, availableRooms: number | null | undefined): boolean {
  const c = parseCriteria(hash);
  return Boolean(c.checkin && c.checkout) && typeof availableRooms === "number" && availableRooms > 0;
}
