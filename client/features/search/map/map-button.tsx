/**
 * The action bar's Map button (spec 000 §2 "Action bar: Filter, Map, Sort"; "on mobile a bottom
 * action bar holds map, sort and filter"). In the page's first load: only this button. The overlay
 * (map-overlay.tsx, with its own loading state) and MapLibre are fetched on the first hover, focus
 * or touch of a Map button, so they are usually there by the click.
 */
import type { Ref } from "react";
import { MapButton as Button } from "../../map/map-button";

/** The overlay chunk (lazy in the action bar). */
export const loadMapOverlay = () => import("./map-overlay");
/** The overlay's chunk and MapLibre's files, started ahead of a click. */
export function prefetchMap(): void {
  loadMapOverlay().then((m) => m.prefetchMaplibre(), () => {});
}

export function MapButton(props: { className: string; testId: string; expanded: boolean; onOpen: () => void; ref?: Ref<HTMLButtonElement> }) {
  return <Button {...props} prefetch={prefetchMap} />;
}
