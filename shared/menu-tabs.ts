/**
 * The header menu's tabs and flows (spec 001 §2 Header; shared/contract/menu.ts). Plain constants,
 * no schema, so the page's JavaScript can import them without the contract (decision 013). Pure.
 */

/** The header's tabs, in order (level 1 of the menu). */
export const MENU_TABS = ["inspirations", "destinations", "gifts"] as const;
export type MenuTabId = (typeof MENU_TABS)[number];
/** Flows a menu is written for; others fall back to booking. */
export const MENU_FLOWS = ["booking", "gifting", "activity"] as const;
export type MenuFlow = (typeof MENU_FLOWS)[number];
