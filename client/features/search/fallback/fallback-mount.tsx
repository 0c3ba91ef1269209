/**
 * Where the results page mounts the fallback (spec 000 §4): renders nothing unless the main answer
 * has few results (shared/fallback.ts wantsFallback); then loads the fallback area's chunk on
 * demand. On the server the chunk renders at once (its loading state); in the browser the server's
 * HTML stays until the chunk has loaded.
 */
import { lazy, Suspense } from "react";
import type { OffersResponse } from "#shared/contract/offers";
import type { Flow, SearchCriteria } from "#shared/criteria";
import { wantsFallback } from "#shared/fallback";

const FallbackArea = lazy(() => import("./fallback-area"));

export function FallbackMount(props: { criteria: SearchCriteria; flow: Flow; main: OffersResponse; mainCount: number; page: number; path: string; onRemoveFilters: () => void }) {
  if (!wantsFallback(props.mainCount, props.page, props.flow)) return null;
  return (
    <Suspense fallback={null}>
      <FallbackArea {...props} />
    </Suspense>
  );
}
