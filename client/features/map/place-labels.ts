/**
 * Place names over the offline map (issue 26 "the offline base map legible at city zoom: place
 * names from our destinations"; decision 080): the offline Natural Earth style has no glyphs, so
 * the names are HTML labels, like the price pins, drawn under them and never in their way
 * (pointer-events none, hidden from assistive technology: the pins and the results list say where
 * each stay is). The names come from /map/places.json (scripts/map/build-places.ts), fetched once
 * per page when a map first opens on the offline style; a hosted style (MAP_STYLE_URL) has its own
 * labels and none are added. Which names show: lib/place-labels.ts.
 */
import type * as MapLibre from "maplibre-gl";
import { css } from "styled-system/css";
import type { Language } from "#shared/markets";
import { placeName, placesToName, type PlaceRow } from "./lib/place-labels";

const PLACES_URL = "/map/places.json";
let places: Promise<PlaceRow[]> | null = null;

/** The places file (once per page; a failed fetch is tried again at the next map). */
function loadPlaces(): Promise<PlaceRow[]> {
  places ??= fetch(PLACES_URL)
    .then((res) => (res.ok ? (res.json() as Promise<{ places: PlaceRow[] }>) : Promise.reject(new Error(`${PLACES_URL}: ${res.status}`))))
    .then((file) => file.places)
    .catch((error: unknown) => {
      places = null;
      console.warn("map: place names:", error instanceof Error ? error.message : error);
      return [];
    });
  return places;
}

/** Whether `map` shows the shop's offline style (scripts/map/build-style.ts names it so). */
export const isOfflineStyle = (map: MapLibre.Map) => /offline/i.test(map.getStyle()?.name ?? "");

/** Adds the names in `language` to `map` once its style has loaded, if it is the offline one. */
export function addPlaceLabels(maplibre: typeof MapLibre, map: MapLibre.Map, language: Language): void {
  const shown = new Map<PlaceRow, MapLibre.Marker>();
  let rows: readonly PlaceRow[] = [];
  const update = () => {
    const b = map.getBounds();
    const named = new Set(placesToName(rows, map.getZoom(), [[b.getWest(), b.getSouth()], [b.getEast(), b.getNorth()]], (p) => map.project([p.lng, p.lat])));
    for (const [row, marker] of shown) {
      if (named.has(row)) continue;
      marker.remove();
      shown.delete(row);
    }
    const container = map.getCanvasContainer();
    for (const row of named) {
      if (shown.has(row)) continue;
      const el = document.createElement("span");
      el.className = row[2] >= 500_000 ? `${label} ${large}` : label;
      el.textContent = placeName(row, language);
      el.setAttribute("aria-hidden", "true");
      el.dataset.place = "";
      shown.set(row, new maplibre.Marker({ element: el, anchor: "center" }).setLngLat([row[0], row[1]]).addTo(map));
      // Before the pins in the DOM: a pin is drawn over a name, never under it.
      container.insertBefore(el, map.getCanvas().nextSibling);
    }
  };
  map.once("load", () => {
    if (!isOfflineStyle(map)) return;
    void loadPlaces().then((loaded) => {
      rows = loaded;
      update();
      map.on("moveend", update);
    });
  });
}

const label = css({
  pointerEvents: "none", whiteSpace: "nowrap", fontSize: "xs", fontWeight: "semibold", color: "#3f4f53", letterSpacing: "0.01em",
  textShadow: "0 0 2px #f6f3ec, 0 0 2px #f6f3ec, 0 0 3px #f6f3ec",
});
const large = css({ fontSize: "sm", fontWeight: "bold", color: "#263438", textTransform: "uppercase", letterSpacing: "0.06em" });
