/**
 * Where the results page mounts the fallback (spec 000 §4): renders nothing unless the main answer
 * has few results (shared/fallback.ts wantsFallback). Then it shows the loading message until the
 * spot nears the viewport, and only then loads the fallback area's chunk and runs its searches:
 * below a short list the area is usually below the fold, and the page's first load stays without
 * it (issue 14 "everything below the fold or on interaction loads on demand"). With no result at
 * all the spot is in view at once.
 */
import { Suspense, useEffect, useRef, useState } from "react";
import { lazy } from "../../../ui/lazy";
import { css } from "styled-system/css";
import type { ResultsAnswer } from "../lib/results-answer";
import type { Flow, SearchCriteria } from "#shared/criteria";
import { wantsFallback } from "#shared/fallback-threshold";
import { useT } from "../../../shop/use-shop";
import { whenNearViewport } from "../../../ui/when-near-viewport";

const FallbackArea = lazy(() => import("./fallback-area"));

/** How far below the viewport the area starts loading, CSS px. */
const MARGIN = "300px";

export function FallbackMount(props: { criteria: SearchCriteria; flow: Flow; main: ResultsAnswer; mainCount: number; page: number; path: string; onRemoveFilters: () => void }) {
  const t = useT();
  const wants = wantsFallback(props.mainCount, props.page, props.flow);
  const [visible, setVisible] = useState(false);
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!wants || visible) return;
    return whenNearViewport(ref.current, MARGIN, () => setVisible(true));
  }, [wants, visible]);
  if (!wants) return null;
  const waiting = (
    <p ref={ref} role="status" className={status} data-testid="fallback-loading">
      {t("fallback.loading")}
    </p>
  );
  if (!visible) return waiting;
  return (
    <Suspense fallback={waiting}>
      <FallbackArea {...props} />
    </Suspense>
  );
}

const status = css({ mt: "10", color: "fg.muted", fontWeight: "semibold" });
