/**
 * Loader of the static content page (spec 001 §2 "Static content page": route with an id; title
 * and content list). The id is the page's slug in the market's language (shared/content-routes.ts);
 * malformed or unknown: 'missing' (404 page, noindex); upstream failure: 'error' (503, the spec's
 * 'Oops, something went wrong'). Never a 500.
 */
import { ApiError } from "#shared/api-fetch";
import type { StaticContent } from "#shared/content-contract";
import { CONTENT_PAGE_KEYS, contentPagePath, parseSlug, type ContentPageKey } from "#shared/content-routes";
import type { RouterContext } from "../../shop/context";
import type { WithHead } from "../../shop/route-head";
import { fetchStaticContent } from "../cms";
import { contentHead } from "./content-head";

export interface ContentLoaderData extends WithHead {
  status: "ok" | "missing" | "error";
  page: StaticContent | null;
}

export async function contentLoader(context: RouterContext, rawId: string, path: string): Promise<ContentLoaderData> {
  const { shop } = context;
  const id = parseSlug(rawId);
  let page: StaticContent | null = null;
  let status: ContentLoaderData["status"] = "missing";
  if (id) {
    try {
      page = await fetchStaticContent(context.api, shop.market.pointOfSale, id);
      status = "ok";
    } catch (err) {
      status = err instanceof ApiError && (err.status === 404 || err.status === 400) ? "missing" : "error";
    }
  }
  const key = page && (CONTENT_PAGE_KEYS as readonly string[]).includes(page.key) ? (page.key as ContentPageKey) : null;
  const head = contentHead(shop, {
    title: page?.title ?? null,
    description: page?.content.find((c) => c.type === "paragraph")?.value.slice(0, 160),
    path,
    noindex: status !== "ok",
    outage: status === "error",
    alternates: key ? (language) => contentPagePath(language, key) : undefined,
  });
  return { status, page, head };
}
