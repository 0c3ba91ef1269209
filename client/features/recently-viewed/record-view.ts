/**
 * Records the product page a visitor is on in the recently-viewed list (spec 001 §2, §7 "Recently
 * viewed lives in local storage"; docs/decisions/044). Browser only, after hydration: nothing the
 * server renders depends on it. The store (shared/recently-viewed.ts, valibot) and the entry
 * builders (entries.ts) are a chunk of their own, fetched at the visitor's first scroll, pointer,
 * touch or key on the page (someone who looks at the page), so the page's first load carries none
 * of them. One record per page and product; the entry is built from the latest detail passed
 * (the price of the dates then chosen).
 */
import { useEffect, useRef } from "react";
import type { ActivityDetailResponse } from "#shared/contract/activity-detail";
import type { WeekendDetailResponse } from "#shared/contract/weekend-detail";

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
    return stop;
  }, [key]);
}

/** localStorage, or null where reading the property itself throws (storage disabled). */
export function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
