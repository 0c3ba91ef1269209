/**
 * Loader of the catch-all route (spec 001 §2; issue 13 item 19): a planned screen's path
 * (shared/planned-screens.ts) throws notFound() after loading the home page's data (the 404 page
 * shows the search box and popular stays); a path that looks like a search page loads the results
 * of /search; any other path the home page's data. Loaded on demand by client/routes/catch-all.tsx.
 */
import { notFound } from "@tanstack/react-router";
import { isPlannedScreenPath } from "#shared/planned-screens";
import { looksLikeSearchPath, type searchLoaderDeps } from "#shared/search-path";
import type { RouterContext } from "../../shop/context";
import type { WithHead } from "../../shop/route-head";
import { homeLoader } from "../home";
import { searchLoader } from "../search";

export async function catchAllLoader(context: RouterContext, deps: ReturnType<typeof searchLoaderDeps>, pathname: string, hash: string) {
  if (isPlannedScreenPath(pathname)) {
    await homeLoader(context, "booking");
    throw notFound();
  }
  if (looksLikeSearchPath(pathname)) return noindex({ kind: "search" as const, ...(await searchLoader(context, undefined, deps.flow, deps.page, "/search", hash)) });
  return noindex({ kind: "home" as const, ...(await homeLoader(context, "booking")) });
}

/** The head of a fallback page: the page's own, less its robots, canonical and alternates, plus noindex, follow. */
function noindex<T extends WithHead>(data: T): T {
  const meta = (data.head?.meta ?? []).filter((m) => !("name" in m && m.name === "robots"));
  const links = (data.head?.links ?? []).filter((l) => l.rel !== "canonical" && l.rel !== "alternate");
  return { ...data, head: { meta: [...meta, { name: "robots", content: "noindex, follow" }], links } };
}
