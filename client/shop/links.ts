/**
 * The header's own links (spec 001 §2 Header, §2 Account): the tabs of the main menu (level 1, the
 * server renders them as plain links; what they open comes from GET /api/cms/menu), the flow of a
 * page, help (the contact page, per language), gift, wishlist and the account entry. Pure.
 */
import { MENU_FLOWS, MENU_TABS, type MenuFlow, type MenuTabId } from "#shared/menu-tabs";
import { CONTACT_PATHS } from "#shared/contact-routes";

export { MENU_TABS, type MenuTabId };

/** The page's flow from its `?flow=` (booking when absent or unknown). */
export function menuFlow(flow: unknown): MenuFlow {
  return (MENU_FLOWS as readonly unknown[]).includes(flow) ? (flow as MenuFlow) : "booking";
}

/** Where a tab's plain link goes (the search page it summarises), in the page's flow. */
export function tabHref(tab: MenuTabId, flow: MenuFlow): string {
  if (tab === "gifts" || flow === "gifting") return "/search?flow=gifting";
  return "/search";
}

/** The contact page of a language (spec 001 §2 "Help icon goes to contact"). */
export function helpHref(language: string): string {
  return CONTACT_PATHS[language as keyof typeof CONTACT_PATHS] ?? CONTACT_PATHS.fr;
}

export const GIFT_HREF = "/?flow=gifting";
export const WISHLIST_HREF = "/account/wishlist";
export const ACCOUNT_LINKS = { profile: "/account/settings/profile", trips: "/account/trips", wishlist: WISHLIST_HREF, beneficiary: "/beneficiary/login" } as const;

/**
 * The account icon's target (spec 001 §6): with the customer-account feature on, sign-in with
 * `origin` = the current page (path and query, same-site only); with it off, booking lookup.
 */
export function accountHref(customerAccount: boolean, origin: string): string {
  if (!customerAccount) return ACCOUNT_LINKS.trips;
  const safe = origin.startsWith("/") && !origin.startsWith("//") ? origin : "/";
  return `/account/signin?origin=${encodeURIComponent(safe)}`;
}

/** First path segments of the simplified routes (spec 001 §2 "booking, checkout and similar"). */
const SIMPLIFIED = new Set(["booking", "checkout", "payment"]);

/** Whether `pathname` is a simplified route: only the back arrow shows, no menu, no footer. */
export function isSimplifiedRoute(pathname: string): boolean {
  return SIMPLIFIED.has(pathname.split("/").filter(Boolean)[0]?.toLowerCase() ?? "");
}

/**
 * Where the back arrow of a simplified route goes (spec 001 §2 "back goes to the hotel or activity
 * page keeping dates, pax and flow; home for some routes; otherwise browser back"):
 *   /{booking|checkout|payment}/{id}[/…]?flow=…#criteria  → /stay/{id}?flow=…#criteria (the product
 *                                                            page; its hash holds dates and party)
 *   /checkout, /payment (no product)                      → /
 *   anything else                                         → null: the browser's back
 * `search` is the query with or without "?", `hash` with or without "#". Only a known flow is kept.
 */
export function backTarget(location: { pathname: string; search: string; hash: string }): string | null {
  const [first, id] = location.pathname.split("/").filter(Boolean);
  if (!first || !SIMPLIFIED.has(first.toLowerCase())) return null;
  if (id && /^\d{1,10}$/.test(id)) {
    const flow = new URLSearchParams(location.search).get("flow");
    const query = flow && (MENU_FLOWS as readonly string[]).includes(flow) && flow !== "booking" ? `?flow=${flow}` : "";
    const hash = location.hash.replace(/^#/, "");
    return `/stay/${id}${query}${hash ? `#${hash}` : ""}`;
  }
  return first.toLowerCase() === "booking" ? null : "/";
}
