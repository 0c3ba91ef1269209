/**
 * The request's cookies, parsed once per request. Hono's `getCookie(c, name)` parses the whole
 * Cookie header on every call, and a page asks for six to nine cookies across the middlewares
 * (visitor id, consent, experiments, lastLanguage, care token and point of sale, preview): one
 * parse instead (issue 28 goal 1, decision 093). Same rules as `getCookie`: the first of two
 * cookies with one name wins, values URI-decoded, invalid pairs skipped; but a name of
 * Object.prototype's ("toString") that was not sent is undefined, where `getCookie` answers the
 * prototype's member. Reads only: a cookie
 * set during the request (`setCookie`) is in the response, not here.
 */
import type { Context } from "hono";
import { getCookie } from "hono/cookie";

const parsedByRequest = new WeakMap<Request, Record<string, string>>();

/** Every cookie of this request by name, parsed at the first read (shared: callers copy or read). */
function allOf(c: Context): Record<string, string> {
  let all = parsedByRequest.get(c.req.raw);
  if (!all) parsedByRequest.set(c.req.raw, (all = getCookie(c)));
  return all;
}

/** The value of cookie `name` sent with this request, or undefined. */
export function cookieOf(c: Context, name: string): string | undefined {
  const all = allOf(c);
  return Object.hasOwn(all, name) ? all[name] : undefined;
}

/** Every cookie sent with this request, by name (a copy). */
export function cookiesOf(c: Context): Record<string, string> {
  return { ...allOf(c) };
}
