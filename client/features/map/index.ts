/**
 * The map feature's public face (issue 27; docs/decisions/069-the-house.md): what other
 * features use of it. Another feature imports map only from here (eslint.config.js
 * import-x/no-restricted-paths); routes and the app compose features and may import any file.
 * Loaders (`load…`) keep a lazily loaded piece in its own chunk.
 */
export { createMap } from "./create-map";
export { BARCELONA, boundsOf, COUNTRY_CENTRES, countryView, declutter, fitPinsView, LARGE_ZOOM, pinsInView, type Bounds, type LatLng, type MapView, type PinBase } from "./lib/geometry";
export { MapDialog, MapError, MapStatus } from "./map-dialog";
export { CLOSE_PATH, cardClose, cardLink, cardPanel, topCentre } from "./map-styles";
export { loadMaplibre, prefetchMaplibre } from "./maplibre-loader";
export { PinMap, type MapState } from "./pin-map";
