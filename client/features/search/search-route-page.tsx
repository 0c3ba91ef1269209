/**
 * Route component for every search path: reads the loader data and renders the results page.
 * `SearchResults` is the same page for a given loader result (the catch-all route uses it too, so
 * the results page and this adapter share one chunk).
 */
import { useLoaderData } from "@tanstack/react-router";
import { Suspense } from "react";
import { MissingPage } from "../../shop/missing-page";
import { ResultsPage } from "./components/results-page";
import type { SearchLoaderData } from "./search-head";

export function SearchRoutePage() {
  return <SearchResults data={useLoaderData({ strict: false }) as SearchLoaderData} />;
}

// Only a search scoped to an unknown partner shows it (decision 048): loaded then (client/shop/missing-page.tsx).

export function SearchResults({ data }: { data: SearchLoaderData }) {
  if (data.minisiteMissing) return <Suspense fallback={null}><MissingPage /></Suspense>;
  return <ResultsPage serverCriteria={data.serverCriteria} flow={data.flow} page={data.page} path={data.path} serverFailed={data.failed} />;
}
