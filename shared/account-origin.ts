/**
 * The sign-in page's `origin` (spec 001 §2 "Account": /account/signin?origin=; issue 16 "sign in
 * with origin (no open redirect: only same-site origins)"). Pure; used by the sign-in page and by
 * the worker's POST /api/account/signin, which decides the redirect.
 */

/** Where sign-in goes when `origin` is missing or refused. */
export const SIGNIN_FALLBACK = "/";

/**
 * `raw` when it is a path on this site ("/search?flow=gifting#x" kept whole), else "/".
 * Refused: anything not a string, longer than 2048 characters, not starting with exactly one "/"
 * ("//evil", "/\evil" are other hosts to a browser), absolute URLs ("https://evil",
 * "javascript:"), control characters or whitespace (browsers strip tabs and newlines:
 * "/\t/evil" becomes "//evil"), and the sign-in page itself (a loop). Never throws.
 */
export function safeOrigin(raw: unknown): string {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > 2048) return SIGNIN_FALLBACK;
  if (!raw.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return SIGNIN_FALLBACK;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f\\]/.test(raw)) return SIGNIN_FALLBACK;
  try {
    const base = "https://same-site.invalid";
    const url = new URL(raw, base);
    if (url.origin !== base) return SIGNIN_FALLBACK;
    if (url.pathname.startsWith("/account/signin")) return SIGNIN_FALLBACK;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return SIGNIN_FALLBACK;
  }
}

/** The sign-in page's URL returning to `origin` (made safe first). */
export function signinHref(origin: string): string {
  return `/account/signin?origin=${encodeURIComponent(safeOrigin(origin))}`;
}
