/**
 * Creates a MapLibre map the shop's way, for every map of the shop: the price-pin maps (pin-map.tsx:
 * the search map, the box offers map) and the stay page's hotel location map
 * (product/components/hotel-map.tsx). The style is /map/style (the worker answers with the offline
 * Natural Earth style or redirects to the hosted one from settings, decision 030); MapLibre's
 * control titles and the canvas's name in the shopper's language (`t`, `canvasLabel`); no rotation
 * or pitch; a compact attribution; zoom buttons top right; on the offline style, place names in
 * `language` (place-labels.ts). `onFailed` is called when the style or
 * data fail before the map could draw (the map cannot be shown); later errors are only logged.
 * `center` is [lng, lat]; browser only, with the library from maplibre-loader.ts.
 */
import type * as MapLibre from "maplibre-gl";
import type { Translate } from "#shared/i18n";
import type { Language } from "#shared/markets";
import { addPlaceLabels } from "./place-labels";

/** The style: the worker answers with the offline style or redirects to the production one (README "Settings"). */
const STYLE_URL = "/map/style";

export interface CreateMapOptions {
  center: [number, number];
  zoom: number;
  /** The canvas's accessible name. */
  canvasLabel: string;
  t: Translate;
  onFailed: () => void;
  /** The shopper's language: on the offline style, the place names in it (place-labels.ts). */
  language?: Language;
}

export function createMap(maplibre: typeof MapLibre, container: HTMLElement, options: CreateMapOptions): MapLibre.Map {
  const { t } = options;
  const map = new maplibre.Map({
    container,
    style: STYLE_URL,
    center: options.center,
    zoom: options.zoom,
    attributionControl: { compact: true },
    locale: {
      "Map.Title": options.canvasLabel,
      "NavigationControl.ZoomIn": t("map.zoomIn"),
      "NavigationControl.ZoomOut": t("map.zoomOut"),
      "AttributionControl.ToggleAttribution": t("map.attribution"),
    },
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
  });
  map.touchZoomRotate.disableRotation();
  map.addControl(new maplibre.NavigationControl({ showCompass: false }), "top-right");
  if (options.language) addPlaceLabels(maplibre, map, options.language);
  map.on("error", (e) => {
    if (!map.loaded()) options.onFailed();
    console.warn("map:", e.error?.message);
  });
  return map;
}
