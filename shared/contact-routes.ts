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
