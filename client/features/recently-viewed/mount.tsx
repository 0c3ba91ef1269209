/**
 * The page side of recently viewed (spec 001 §2 "Recently viewed carousel", §7 "Recently viewed
 * lives in local storage"; docs/decisions/044): the only code the home, stay and activity pages
 * carry in their first load for it, in one small chunk they share.
 *
 * `useRecordView` (stay and activity pages) records the product the visitor is on. Browser only,
 * after hydration: nothing the server renders depends on it. The store (shared/recently-viewed.ts,
 * valibot) and the entry builders (entries.ts) are a chunk of their own, fetched at the visitor's
 * first scroll, pointer, touch or key on the page (someone who looks at the page), or at once when
 * the page is already scrolled as the hook starts listening. One record per
 * page and product; the entry is built from the latest detail passed (the price then shown).
 *
 * `RecentlyViewedSlot` (home and stay pages) is where the carousel goes. It renders an empty block
 * on the server and while hydrating (the list lives in the browser only: nothing can mismatch).
 * Once mounted, when the visitor has a stored list and the block comes within 300 px of the
 * viewport, the carousel (its code, the offer card and the store) loads as a lazy chunk; it
 * renders nothing when the list, less `exclude`, is empty. The presence check reads the raw
 * storage key: no parsing code in the page's first load.
 */
import { Suspense, useEffect, useRef, useState } from "react";
import { lazy } from "../../ui/lazy";
import type { ActivityDetailResponse } from "#shared/contract/activity-detail";
import type { WeekendDetailResponse } from "#shared/contract/weekend-detail";
import type { RecentlyViewedType } from "#shared/recently-viewed";
import { whenNearViewport } from "../../ui/when-near-viewport";
import { safeLocalStorage } from "./safe-local-storage";

const RecentlyViewedCarousel = lazy(() => import("./recently-viewed-carousel").then((m) => ({ default: m.RecentlyViewedCarousel })));

/** Same value as RECENTLY_VIEWED_STORAGE_KEY (shared/recently-viewed.ts), kept here so the pages do not import the store. */
export const SLOT_STORAGE_KEY = "pasea.recentlyViewed";

/** What a page records: its detail, by kind. */
export type Viewed = { kind: "stay"; detail: WeekendDetailResponse } | { kind: "activity"; detail: ActivityDetailResponse };

const TRIGGERS = ["scroll", "wheel", "pointerdown", "touchstart", "keydown"] as const;

/** Records `viewed` (null: nothing to record yet) once, at the first interaction after mount. */
export function useRecordView(viewed: Viewed | null): void {
  const latest = useRef(viewed);
  latest.current = viewed;
  const key = viewed ? `${viewed.kind}${viewed.detail.id}` : null;
  useEffect(() => {
    if (!key) return;
    let done = false;
    const record = () => {
      if (done) return;
      done = true;
      stop();
      void Promise.all([import("#shared/recently-viewed"), import("./entries")]).then(([store, entries]) => {
        const v = latest.current;
        if (!v || `${v.kind}${v.detail.id}` !== key) return;
        const item = v.kind === "stay" ? entries.recentStay(v.detail) : entries.recentActivity(v.detail);
        if (item) store.recordRecentlyViewed(safeLocalStorage(), item);
      });
    };
    const stop = () => {
      for (const e of TRIGGERS) window.removeEventListener(e, record, true);
    };
    for (const e of TRIGGERS) window.addEventListener(e, record, { capture: true, passive: true });
    // Already scrolled: the visitor looked at the page before this effect ran (the route's content
    // hydrates after the shell, and a price recomputed after hydration re-runs it), so that first
    // scroll was missed; without this nothing more might come (e2e recently-viewed, flaky once).
    if (window.scrollY > 0) record();
    return stop;
  }, [key]);
}

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
