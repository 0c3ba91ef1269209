/**
 * Localised words of the box pages (docs/decisions/028 "can be added later as aliases";
 * docs/decisions/043): `coffrets` (fr), `cajas-regalo` (es), `cadeauboxen` (nl) and `cofanetti`
 * (it) reach the same pages as `boxes` (the catalogue and /{word}/p/{slug}/{code}), on every
 * market. The canonical URL stays on `boxes`: every link the shop writes, the sitemap and the
 * hreflang alternates use it, so an alias is a duplicate that points at the one indexed URL.
 * Pure, no imports, constants only: the route table (every page's first load) reads them; the
 * path functions are in box-format.ts (box pages and loaders only).
 */

/** The canonical first path segment of the box pages (decision 003: one word in every market). */
export const BOX_ROUTE_WORD = "boxes";

/** The alias word of each language, as a shopper of that language would type it. */
export const BOX_ALIAS_WORD_BY_LANGUAGE = { fr: "coffrets", es: "cajas-regalo", nl: "cadeauboxen", it: "cofanetti" } as const;

/** Every alias word (route table order). */
export const BOX_ALIAS_WORDS = ["coffrets", "cajas-regalo", "cadeauboxen", "cofanetti"] as const;
export type BoxAliasWord = (typeof BOX_ALIAS_WORDS)[number];
