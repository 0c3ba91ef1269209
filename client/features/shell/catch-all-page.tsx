/** Catch-all page: results for search-looking paths, otherwise the home page (spec 001 §2). */
import { useLoaderData } from "@tanstack/react-router";
import { ResultsPage } from "../search/components/results-page";
import type { SearchLoaderData } from "../search/search-loader";
import { HomePage } from "../home/home-page";

export function CatchAllPage() {
  const data = useLoaderData({ strict: false }) as ({ kind: "search" } & SearchLoaderData) | { kind: "home" };
  if (data.kind === "search") return <ResultsPage serverCriteria={data.serverCriteria} flow={data.flow} page={data.page} path={data.path} serverFailed={data.failed} />;
  return <HomePage />;
}
