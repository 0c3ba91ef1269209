/**
 * Map geometry both maps share (the search map, decision 030; the box offers map, decision 043):
 * points, bounds, the markers worth drawing and the view that fits a set of pins. Pure: no
 * MapLibre here, so the rules are unit-tested apart from WebGL.
 *
 * Coordinates are degrees (WGS84), zoom MapLibre's web-mercator zoom levels.
 */

export interface LatLng {
  lat: number;
  lng: number;
}
/** [[west, south], [east, north]] in degrees, as MapLibre's LngLatBoundsLike array form. */
export type Bounds = [[number, number], [number, number]];

/** The view a map opens on: a centre and a zoom, or bounds to fit. */
export type MapView = { kind: "centre"; centre: LatLng; zoom: number } | { kind: "fit"; bounds: Bounds };

/** What a map pin needs: an id, a position and a price (cents) to rank it by. */
export interface PinBase {
  id: number;
  location: LatLng;
  sellPrice: number;
}

/** The spec's zooms (spec 000 §7): a city 12, "large" (a country) 6. */
export const CITY_ZOOM = 12;
export const LARGE_ZOOM = 6;
/** The spec's default centre (spec 000 §7). */
export const BARCELONA: LatLng = { lat: 41.3874, lng: 2.1686 };
/** Default centre per market country (geographic centres, rounded), used before Barcelona. */
export const COUNTRY_CENTRES: Readonly<Record<string, LatLng>> = {
  ES: { lat: 40.2, lng: -3.6 },
  FR: { lat: 46.6, lng: 2.4 },
  IT: { lat: 42.8, lng: 12.5 },
  BE: { lat: 50.6, lng: 4.6 },
  NL: { lat: 52.2, lng: 5.5 },
};

/** The smallest bounds holding every point, or null for no point. */
export function boundsOf(points: readonly LatLng[]): Bounds | null {
  if (points.length === 0) return null;
  let w = Infinity, s = Infinity, e = -Infinity, n = -Infinity;
  for (const p of points) {
    w = Math.min(w, p.lng); e = Math.max(e, p.lng);
    s = Math.min(s, p.lat); n = Math.max(n, p.lat);
  }
  return [[w, s], [e, n]];
}

/** The market country's centre at the large zoom, else Barcelona at city zoom. */
export function countryView(country: string): MapView {
  const centre = COUNTRY_CENTRES[country];
  return centre ? { kind: "centre", centre, zoom: LARGE_ZOOM } : { kind: "centre", centre: BARCELONA, zoom: CITY_ZOOM };
}

/**
 * The view that shows every pin: their bounds; one pin at city zoom; none, the market country
 * (countryView). Used by the box offers map, whose stays have no destination to centre on.
 */
export function fitPinsView(pins: readonly { location: LatLng }[], country: string): MapView {
  if (pins.length === 1) return { kind: "centre", centre: pins[0]!.location, zoom: CITY_ZOOM };
  const bounds = boundsOf(pins.map((p) => p.location));
  return bounds ? { kind: "fit", bounds } : countryView(country);
}

/**
 * The pins to draw as markers: those inside `bounds` (with a margin of a tenth of the view, so
 * markers do not pop at the edges), at most `max`, cheapest first. One HTML marker per hotel of a
 * whole country would be thousands of DOM nodes; the rest appear as the shopper zooms in.
 */
export function pinsInView<P extends { location: LatLng; sellPrice: number }>(pins: readonly P[], bounds: Bounds, max: number): P[] {
  const [[w, s], [e, n]] = bounds;
  const mx = (e - w) / 10, my = (n - s) / 10;
  const inside = pins.filter((p) => p.location.lng >= w - mx && p.location.lng <= e + mx && p.location.lat >= s - my && p.location.lat <= n + my);
  return inside.length <= max ? inside : [...inside].sort((a, b) => a.sellPrice - b.sellPrice).slice(0, max);
}

/**
 * Markers that do not hide one another: cheapest first, a pin is kept when no kept pin is within
 * `gap.x` px horizontally and `gap.y` px vertically of it on screen (a price label's size), up to
 * `max`. `project` gives a pin's screen position (MapLibre `map.project`). Zooming in spreads the
 * pins apart and shows the others.
 */
export function declutter<P extends { location: LatLng; sellPrice: number }>(
  pins: readonly P[],
  project: (p: LatLng) => { x: number; y: number },
  gap: { x: number; y: number },
  max: number,
): P[] {
  const kept: { pin: P; x: number; y: number }[] = [];
  for (const pin of [...pins].sort((a, b) => a.sellPrice - b.sellPrice)) {
    if (kept.length >= max) break;
    const { x, y } = project(pin.location);
    if (kept.every((k) => Math.abs(k.x - x) >= gap.x || Math.abs(k.y - y) >= gap.y)) kept.push({ pin, x, y });
  }
  return kept.map((k) => k.pin);
}
