/**
 * Cookie consent (spec 001 §2 Footer "cookie-preferences link"; issue 26; decision 077): the
 * visitor's choice per category, kept in the `consent` cookie. Pure; read by the worker (visitor
 * middleware: experiments; the analytics route: measurement) and by the page (the tracking queue,
 * the preferences panel), so the cookie is not HttpOnly.
 *
 * Categories: `necessary` (always on: language, visitor id for carts, tracking ids the spec stores,
 * sign-in and care cookies, this cookie), `measurement` (analytics events: the data layer and the
 * beacon) and `experiments` (A/B variants drawn and kept in `exp`). No choice yet reads as both
 * refused. Cookie value: the granted optional categories joined by ".", or "necessary" when none
 * (e.g. `measurement.experiments`, `measurement`, `necessary`); anything else is no choice.
 */

/** The cookie's name. */
export const CONSENT_COOKIE = "consent";
/** How long a choice is kept, days (about six months, then the visitor is asked again). */
export const CONSENT_MAX_AGE_DAYS = 180;
/** The optional categories, in the panel's order (necessary is always on and not stored). */
export const CONSENT_CATEGORIES = ["measurement", "experiments"] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** A visitor's choice: true = granted. */
export type Consent = Record<ConsentCategory, boolean>;

/** Nothing granted: what a visitor without a choice gets. */
export const NO_CONSENT: Consent = { measurement: false, experiments: false };

/** The choice a cookie value holds, or null when there is none (absent or malformed). */
export function parseConsent(raw: string | null | undefined): Consent | null {
  if (!raw || raw.length > 64) return null;
  if (raw === "necessary") return { ...NO_CONSENT };
  const parts = raw.split(".");
  if (!parts.every((p) => (CONSENT_CATEGORIES as readonly string[]).includes(p))) return null;
  return { measurement: parts.includes("measurement"), experiments: parts.includes("experiments") };
}

/** The cookie value of a choice (see the module note). */
export function serializeConsent(consent: Consent): string {
  const granted = CONSENT_CATEGORIES.filter((c) => consent[c]);
  return granted.length ? granted.join(".") : "necessary";
}

/** The choice in a `Cookie` header or `document.cookie` string; null when none is stored. */
export function consentFromCookies(cookies: string): Consent | null {
  const m = /(?:^|;\s*)consent=([^;]*)/.exec(cookies);
  return parseConsent(m ? m[1] : null);
}

/** Whether measurement events may be recorded and sent (no choice: no). */
export function measurementAllowed(cookies: string): boolean {
  return consentFromCookies(cookies)?.measurement === true;
}
