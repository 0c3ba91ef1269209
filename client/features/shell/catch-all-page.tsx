/** Catch-all page: results for search-looking paths, otherwise the home page (spec 001 §2). */
import { useLoaderData } from "@tanstack/react-router";
import { SearchResults } from "../search/search-route-page";
import type { SearchLoaderData } from "../search/search-loader";
import { HomePage } from "../home/home-page";

export function CatchAllPage() {
  const data = useLoaderData({ strict: false }) as ({ kind: "search" } & SearchLoaderData) | { kind: "home" };
  if (data.kind === "search") return <SearchResults data={data} />;
  return <HomePage />;
}
