/**
 * Where the 'Recently viewed' carousel goes (spec 001 §2 "Recently viewed carousel"; home page and
 * stay pages; docs/decisions/044). Renders an empty block on the server and while hydrating (the
 * list lives in the browser only: nothing can mismatch). Once mounted, when the visitor has a
 * stored list and the block comes within 300 px of the viewport, the carousel (its code, the offer
 * card and the store) loads as a lazy chunk; it renders nothing when the list, less `exclude`, is
 * empty. The presence check reads the raw storage key: no parsing code in the page's first load.
 */
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { RecentlyViewedType } from "#shared/recently-viewed";
import { whenNearViewport } from "../shell/when-near-viewport";
import { safeLocalStorage } from "./record-view";

const RecentlyViewedCarousel = lazy(() => import("./recently-viewed-carousel").then((m) => ({ default: m.RecentlyViewedCarousel })));

/** Same value as RECENTLY_VIEWED_STORAGE_KEY (shared/recently-viewed.ts), kept here so the slot does not import the store. */
export const SLOT_STORAGE_KEY = "pasea.recentlyViewed";

/** `ruled`: a rule above the carousel, as the stay page's sections have. */
export function RecentlyViewedSlot(props: { exclude?: { id: number; type: RecentlyViewedType }; className?: string; ruled?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = safeLocalStorage()?.getItem(SLOT_STORAGE_KEY) ?? null;
    } catch {
      stored = null;
    }
    if (!stored || stored === "[]") return;
    return whenNearViewport(ref.current, "300px", () => setNear(true));
  }, []);
  return (
    <div ref={ref} className={props.className} data-testid="recently-viewed-slot">
      {near && (
        <Suspense fallback={null}>
          <RecentlyViewedCarousel exclude={props.exclude} ruled={props.ruled} />
        </Suspense>
      )}
    </div>
  );
}
