/**
 * Redirect targets that stay on the requesting site (issue 13 items 17 and 18: never an open
 * redirect). A Location that starts with "//" or "/\" is another host to a browser, so every
 * target is a single-slash path on this origin.
 */

/**
 * "/" + the path without its leading slashes or backslashes, followed by `search` ("" or "?…").
 * The result always names a path on the current host.
 */
export function sameSitePath(pathname: string, search = ""): string {
  return `/${pathname.replace(/^[/\\]+/, "")}${search}`;
}

/**
 * The path and query of `raw` when it is a path on `origin` (e.g. "/search?from=x"), else
 * `fallback`. Refuses absolute URLs, scheme-relative "//host", backslash tricks, other origins,
 * anything over 2048 characters and anything that is not a string. Never throws.
 */
export function returnPath(raw: unknown, origin: string, fallback = "/"): string {
  if (typeof raw !== "string" || raw.length > 2048 || !raw.startsWith("/") || /^\/[/\\]/.test(raw)) return fallback;
  try {
    const url = new URL(raw, origin);
    return url.origin === origin ? sameSitePath(url.pathname, url.search) : fallback;
  } catch {
    return fallback;
  }
}
