/**
 * The action bar's Map button (spec 000 §2 "Action bar: Filter, Map, Sort"; "on mobile a bottom
 * action bar holds map, sort and filter"). In the page's first load: only this button. The overlay
 * (map-overlay.tsx, with its own loading state) and MapLibre are fetched on the first hover, focus
 * or touch of a Map button, so they are usually there by the click.
 */
import type { Ref } from "react";
import { useT } from "../../../shop/use-shop";

/** The overlay chunk (lazy in the action bar). The box offers map has its own button (boxes/map/box-map-button.tsx). */
export const loadMapOverlay = () => import("./map-overlay");
/** The overlay's chunk and MapLibre's files, started ahead of a click. */
export function prefetchMap(): void {
  loadMapOverlay().then((m) => m.prefetchMaplibre(), () => {});
}

export function MapButton(props: { className: string; testId: string; expanded: boolean; onOpen: () => void; ref?: Ref<HTMLButtonElement> }) {
  const t = useT();
  return (
    <button
      ref={props.ref}
      type="button"
      className={props.className}
      aria-haspopup="dialog"
      aria-expanded={props.expanded}
      data-testid={props.testId}
      onPointerEnter={prefetchMap}
      onFocus={prefetchMap}
      onTouchStart={prefetchMap}
      onClick={props.onOpen}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18"><path fill="currentColor" d="m15 5.6-6-2.1-6 2.3v15.1l6-2.3 6 2.1 6-2.3V3.3l-6 2.3Zm-5 .3 4 1.4v11.8l-4-1.4V5.9ZM5 7.1l3-1.1v11.7l-3 1.1V7.1Zm14 9.8-3 1.1V6.3l3-1.1v11.7Z" /></svg>
      {t("map.button")}
    </button>
  );
}
