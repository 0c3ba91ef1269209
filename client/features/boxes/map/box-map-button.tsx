/**
 * The box offers section's Map button and its overlay (spec 001 §2 box detail "offers carousel
 * with a map view"; docs/decisions/043). Rendered by the carousel (box-offers.tsx, itself loaded
 * near the viewport), so nothing of the map is in the page's first load; the overlay's chunk and
 * MapLibre load on the first hover, focus or touch of the button, or the click. Closing gives
 * focus back to the button.
 */
import { Suspense, useCallback, useRef, useState } from "react";
import { lazy } from "../../../ui/lazy";
import { css } from "styled-system/css";
import { useT } from "../../../shop/use-shop";

const loadOverlay = () => import("./box-map-overlay");
const BoxMapOverlay = lazy(loadOverlay);
function prefetch(): void {
  loadOverlay().then((m) => m.prefetchMaplibre(), () => {});
}

export function BoxMapButton(props: { code: string; title: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  return (
    <>
      {/* The search action bar's Map button, drawn again here: a module both import would be a chunk
          of its own in the search page's first load (one more file, +0.5 KB gzip measured). */}
      <button
        ref={buttonRef}
        type="button"
        className={button}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="box-map-button"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onTouchStart={prefetch}
        onClick={() => setOpen(true)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18"><path fill="currentColor" d="m15 5.6-6-2.1-6 2.3v15.1l6-2.3 6 2.1 6-2.3V3.3l-6 2.3Zm-5 .3 4 1.4v11.8l-4-1.4V5.9ZM5 7.1l3-1.1v11.7l-3 1.1V7.1Zm14 9.8-3 1.1V6.3l3-1.1v11.7Z" /></svg>
        {t("map.button")}
      </button>
      {open && (
        <Suspense fallback={null}>
          <BoxMapOverlay code={props.code} title={props.title} onClose={close} />
        </Suspense>
      )}
    </>
  );
}

const button = css({
  display: "inline-flex", alignItems: "center", gap: "1.5", h: "10", px: "4", borderRadius: "full", borderWidth: "1px", borderColor: "border.strong",
  bg: "bg.surface", color: "fg", fontWeight: "semibold", fontSize: "sm", cursor: "pointer", whiteSpace: "nowrap",
  _hover: { borderColor: "primary", color: "primary" },
});
