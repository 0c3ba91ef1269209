/**
 * Catch-all pages (spec 001 §2): results for search-looking paths, otherwise the home page (both
 * answered with 404 and noindex by the route). The 404 page of screens not built yet is the
 * shop's one 404 page (not-found-screen.tsx).
 */
import { useLoaderData } from "@tanstack/react-router";
import { SearchResults } from "../search";
import type { SearchLoaderData } from "../search";
import { HomePage } from "../home";

export function CatchAllPage() {
  const data = useLoaderData({ strict: false }) as ({ kind: "search" } & SearchLoaderData) | { kind: "home" };
  if (data.kind === "search") return <SearchResults data={data} />;
  return <HomePage />;
}
