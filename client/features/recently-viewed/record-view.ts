/**
 * Records the product page a visitor is on in the recently-viewed list (spec 001 §2, §7 "Recently
 * viewed lives in local storage"; docs/decisions/044). Browser only, after hydration: nothing the
 * server renders depends on it. The store's code (shared/recently-viewed.ts, valibot) is a chunk
 * of its own, fetched at the visitor's first scroll, pointer, touch or key on the page (someone
 * who looks at the page), so the page's first load carries none of it. One record per page and
 * item; the entry written is the latest `item` passed (price of the dates then chosen).
 */
import { useEffect, useRef } from "react";
import type { RecentlyViewedItem } from "#shared/recently-viewed";

const TRIGGERS = ["scroll", "wheel", "pointerdown", "touchstart", "keydown"] as const;

/** Records `item` (null: nothing to record yet) once, at the first interaction after mount. */
export function useRecordView(item: RecentlyViewedItem | null): void {
  const latest = useRef(item);
  latest.current = item;
  const key = item ? `${item.type}${item.id}` : null;
  useEffect(() => {
    if (!key) return;
    let done = false;
    const record = () => {
      if (done) return;
      done = true;
      stop();
      void import("#shared/recently-viewed").then((m) => {
        const current = latest.current;
        if (current && `${current.type}${current.id}` === key) m.recordRecentlyViewed(safeLocalStorage(), current);
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
