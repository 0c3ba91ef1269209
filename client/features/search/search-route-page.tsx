/** Route component for every search path: reads the loader data and renders the results page. */
import { useLoaderData } from "@tanstack/react-router";
import { ResultsPage } from "./components/results-page";
import type { SearchLoaderData } from "./search-loader";

export function SearchRoutePage() {
  const data = useLoaderData({ strict: false }) as SearchLoaderData;
  return <ResultsPage serverCriteria={data.serverCriteria} flow={data.flow} page={data.page} path={data.path} serverFailed={data.failed} />;
}
