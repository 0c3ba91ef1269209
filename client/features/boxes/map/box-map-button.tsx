/**
 * The box offers section's Map button and its overlay (spec 001 §2 box detail "offers carousel
 * with a map view"; docs/decisions/043). Rendered by the carousel (box-offers.tsx, itself loaded
 * near the viewport), so nothing of the map is in the page's first load; the overlay's chunk and
 * MapLibre load on the first hover, focus or touch of the button, or the click. Closing gives
 * focus back to the button.
 */
import { lazy, Suspense, useCallback, useRef, useState } from "react";
import { css } from "styled-system/css";
import { MapButton } from "../../map/map-button";

const loadOverlay = () => import("./box-map-overlay");
const BoxMapOverlay = lazy(loadOverlay);
function prefetch(): void {
  loadOverlay().then((m) => m.prefetchMaplibre(), () => {});
}

export function BoxMapButton(props: { code: string; title: string }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  return (
    <>
      <MapButton ref={buttonRef} className={button} testId="box-map-button" expanded={open} prefetch={prefetch} onOpen={() => setOpen(true)} />
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
