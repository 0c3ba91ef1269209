/**
 * Loader of the ideas pages (spec 001 §2 "Ideas page"; shared/content-routes.ts): the city word
 * maps its id to cityId, the theme word to subthemaRegion; a second segment is one section in
 * full (the 'See more' target), marked noindex, follow. Malformed or unknown id: 'missing' (404
 * page); upstream failure: 'error' ('Oops, something went wrong', 503). Never a 500.
 */
import { ApiError } from "#shared/api-fetch";
import type { IdeasPage } from "#shared/content-contract";
import { ideasCityPath, ideasThemePath, parseIdeasId } from "#shared/content-routes";
import type { RouterContext } from "../../shop/context";
import type { WithHead } from "../../shop/route-head";
import { fetchIdeasPage } from "../cms";
import { contentHead } from "./content-head";

export interface IdeasLoaderData extends WithHead {
  status: "ok" | "missing" | "error";
  kind: "city" | "theme";
  /** The section shown in full (second segment), if any. */
  section: number | null;
  page: IdeasPage | null;
}

export async function ideasLoader(context: RouterContext, kind: "city" | "theme", rawId: string, rawSection: string | undefined, path: string): Promise<IdeasLoaderData> {
  const { shop } = context;
  const id = parseIdeasId(rawId);
  const section = rawSection === undefined ? undefined : parseIdeasId(rawSection);
  let page: IdeasPage | null = null;
  let status: IdeasLoaderData["status"] = "missing";
  if (id !== undefined && (rawSection === undefined || section !== undefined)) {
    try {
      page = await fetchIdeasPage(context.api, shop.market.pointOfSale, kind, id, section);
      status = section !== undefined && page.sections.length === 0 ? "missing" : "ok";
    } catch (err) {
      status = err instanceof ApiError && (err.status === 404 || err.status === 400) ? "missing" : "error";
    }
  }
  const full = section !== undefined ? page?.sections[0] : undefined;
  const pathFor = kind === "city" ? ideasCityPath : ideasThemePath;
  const head = contentHead(shop, {
    title: page ? (full ? `${page.title} · ${full.title}` : page.title) : null,
    description: page?.intro,
    path: id !== undefined ? pathFor(shop.market.language, id, page?.slug, section) : path,
    noindex: status !== "ok" || section !== undefined,
    outage: status === "error",
    // The same page in each language: its route word and its slug in that language (issue 16 SEO).
    alternates: id !== undefined ? (language) => pathFor(language, id, page?.slugs?.[language] ?? page?.slug) : undefined,
  });
  return { status, kind, section: section ?? null, page, head };
}
