/**
 * Paths of the contact and help page (spec 001 §2 "Help icon goes to contact", "After submit the
 * page returns to the contact route with search ref=contact_thank_you"). Route words per language
 * are ours (docs/decisions/027-contact-and-captcha.md): fr and nl /contact, es /contacto,
 * it /contatti. Pure.
 */
import type { Language } from "./markets";

export const CONTACT_PATHS: Record<Language, string> = { fr: "/contact", nl: "/contact", es: "/contacto", it: "/contatti" };

/** Every path the contact page answers on (each market's own word; the others render it too). */
export const CONTACT_ROUTE_PATHS = ["/contact", "/contacto", "/contatti"] as const;

/** The `ref` value of the thank-you state. */
export const CONTACT_THANK_YOU_REF = "contact_thank_you";

/** The contact page of a language, e.g. contactPath("es") → "/contacto". */
export function contactPath(language: Language): string {
  return CONTACT_PATHS[language];
}

/** Where the visitor lands after a message is sent: "/contacto?ref=contact_thank_you". */
export function contactThankYouPath(language: Language): string {
  return `${contactPath(language)}?ref=${CONTACT_THANK_YOU_REF}`;
}

/** A booking (or invoice) code as the quick actions carry it: 8 digits (spec 001 §5, §9). */
const REQUEST_CODE = /^\d{8}$/;

/** The contact page's quick actions (spec 001 §2), in the page's order. */
export const QUICK_ACTION_IDS = ["modify", "cancel", "invoice"] as const;
export type QuickActionId = (typeof QUICK_ACTION_IDS)[number];

/**
 * A quick action's link (spec 001 §2 "quick actions ... linking to the customer-account route with
 * hash r set to the booking or invoice code"): `/account/trips#r=12345678&action=modify`; without
 * a valid code `#action=modify` only (the page then asks for the number). `accountPath` is the
 * customer-account route.
 */
export function quickActionHref(accountPath: string, action: QuickActionId, code: string): string {
  const clean = code.replace(/\s+/g, "");
  return `${accountPath}#${REQUEST_CODE.test(clean) ? `r=${clean}&` : ""}action=${action}`;
}

/** The booking or invoice code a page's hash carries in `r` (8 digits, spaces ignored), else null. */
export function requestCodeFromHash(hash: string): string | null {
  const raw = new URLSearchParams(hash.replace(/^#/, "")).get("r")?.replace(/\s+/g, "") ?? "";
  return REQUEST_CODE.test(raw) ? raw : null;
}
