/**
 * Route component for every search path: reads the loader data and renders the results page.
 * `SearchResults` is the same page for a given loader result (the catch-all route uses it too, so
 * the results page and this adapter share one chunk).
 */
import { useLoaderData } from "@tanstack/react-router";
import { ResultsPage } from "./components/results-page";
import type { SearchLoaderData } from "./search-head";

export function SearchRoutePage() {
  return <SearchResults data={useLoaderData({ strict: false }) as SearchLoaderData} />;
}

export function SearchResults({ data }: { data: SearchLoaderData }) {
  return <ResultsPage serverCriteria={data.serverCriteria} flow={data.flow} page={data.page} path={data.path} serverFailed={data.failed} />;
}
