/**
 * Page heads computed by the route loaders (issue 13, JS budget; issue 16 SEO: canonical URL).
 *
 * A route's `head` runs synchronously while the page hydrates, so whatever it imports is in the
 * JavaScript of every page. Instead each (lazily loaded) loader computes its page's head and
 * returns it with its data as `head`; the route only reads it back with `headFromLoader`. The
 * head is plain data (title, meta, links), dehydrated with the loader data, so the browser
 * renders the same head the server did without the code that built it.
 */

/** What TanStack Router's `head` option returns, as plain data. */
export interface PageHead {
  meta: ({ title: string } | { name: string; content: string })[];
  links?: { rel: string; href: string; hrefLang?: string }[];
  /** Head scripts, e.g. structured data: `{ type: "application/ld+json", children: json }` ('<' escaped by the author). */
  scripts?: { type?: string; children: string }[];
}

/** Loader data that carries its page's head. */
export interface WithHead {
  head?: PageHead;
}

/**
 * The head of a page that could not be built because the upstream failed (answered 503; spec 001
 * §8 generic error): its own title in the page's language, never the 404's "Page not found" nor an
 * expired offer's "Too late!" (issue 25 item 26), and noindex. `t` is the page's translator.
 */
export function outageHead(t: (key: string) => string): PageHead {
  return { meta: [{ title: t("errors.outageMetaTitle") }, { name: "robots", content: "noindex, follow" }] };
}

/** A route's `head` option: the head its loader computed (none while there is no loader data). */
export function headFromLoader(ctx: { loaderData?: WithHead }): PageHead {
  return ctx.loaderData?.head ?? { meta: [] };
}

