/**
 * The specifications' timing and scroll constants in one place (issue 14 "The spec's timing
 * constants in one place"; spec 000 §9 and spec 001 §9 "Debounce default 500 ms. Animation:
 * carousel swipe 300 ms; scroll-into-view delay 300 ms; close delay 1000 ms. Scroll offsets 70
 * (mobile), 88 and 100 px. Sticky tab observer threshold 0.88. Analytics session wait retries 4 at
 * 150 ms; google id poll 5 times every 1 s", "fade defaults 3000/500 ms; upsell redirect 500 ms").
 * Milliseconds, pixels and shares; pure constants. Features import these rather than spelling the
 * numbers again; a feature's own choice beside the spec (e.g. the destination field's 250 ms
 * debounce, chosen for typing) stays with the feature and says so.
 */

/** Default debounce of a field that triggers fetching (facets while a filter panel is edited), ms. */
export const DEBOUNCE_MS = 500;
/** Carousel swipe animation, ms. */
export const CAROUSEL_SWIPE_MS = 300;
/** Delay before scrolling an element into view (after a layout change), ms. */
export const SCROLL_INTO_VIEW_DELAY_MS = 300;
/** Close delay of a panel that closes by itself (a completed date range, a message), ms. */
export const CLOSE_DELAY_MS = 1000;
/**
 * Scroll offsets, px: a section jump on phones (under the sticky tabs), a section jump on desktop
 * (under the sticky booking bar), and the jump to the booking panel.
 */
export const SCROLL_OFFSET = { mobile: 70, section: 88, booking: 100 } as const;
/** Share of the sticky tab bar's slot that must stay in view for it to count as in view. */
export const STICKY_TAB_THRESHOLD = 0.88;
/** Analytics session wait: `retries` reads after the first, `delayMs` apart. */
export const ANALYTICS_SESSION_WAIT = { retries: 4, delayMs: 150 } as const;
/** Google client id poll: `times` reads in all, `everyMs` apart. */
export const GOOGLE_ID_POLL = { times: 5, everyMs: 1000 } as const;
/** Fade defaults: how long a fading message stays, and its fade, ms. */
export const FADE_MS = { visible: 3000, transition: 500 } as const;
/** Delay between the upsell message and the redirect to the upsell product, ms. */
export const UPSELL_REDIRECT_MS = 500;
