/**
 * Great-circle distance helpers (spec 000 §5 distance filter 0..300 km, §9 radius 30 km).
 * Distances are km on a 6371 km sphere.
 */
import type { Params } from "./sql";

/** Mean Earth radius, km. */
export const EARTH_RADIUS_KM = 6371;

/** A point in decimal degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** Haversine distance in km between two points. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Bounding box (degrees) that contains every point within `km` of `centre`: exact for a sphere
 * (the widest longitude of a spherical cap is asin(sin(r) / cos(lat)), a bit more than
 * r / cos(lat)), whole longitudes near the poles.
 */
export function boundingBox(centre: LatLng, km: number): { minLat: number; maxLat: number; minLng: number; maxLng: number } {
  const deg = 180 / Math.PI;
  const angular = km / EARTH_RADIUS_KM;
  const dLat = angular * deg;
  const ratio = Math.sin(angular) / Math.cos((centre.lat * Math.PI) / 180);
  const dLng = ratio >= 1 || !Number.isFinite(ratio) ? 180 : Math.asin(ratio) * deg;
  return { minLat: centre.lat - dLat, maxLat: centre.lat + dLat, minLng: centre.lng - dLng, maxLng: centre.lng + dLng };
}

/**
 * Where SQL distances are measured from: degrees bound as values, or the coordinates of a
 * `destinations` row read by the statement itself (a city, before or without a lookup of it).
 */
export type SqlCentre = LatLng | { destinationId: number };

/**
 * SQL expression (km, REAL) of the haversine distance from `centre` to the columns `latCol`,
 * `lngCol` (column names are code constants, never user input). Binds the centre (or its
 * destination id) in `params`; every term, cos(centre latitude) included, is computed by SQLite,
 * so both kinds of centre give the same distances for the same coordinates.
 * Relies on SQLite math functions, which D1 provides.
 */
export function sqlDistanceKm(params: Params, centre: SqlCentre, latCol: string, lngCol: string): string {
  let lat: string;
  let lng: string;
  if ("destinationId" in centre) {
    const id = params.add(centre.destinationId);
    lat = `(SELECT latitude FROM destinations WHERE id = ${id})`;
    lng = `(SELECT longitude FROM destinations WHERE id = ${id})`;
  } else {
    lat = params.add(centre.lat);
    lng = params.add(centre.lng);
  }
  return sqlHaversineKm(lat, lng, latCol, lngCol);
}

/**
 * The haversine formula of `sqlDistanceKm` between two SQL expressions of degrees (a bound
 * centre or another row's columns, e.g. a point of interest's `a.latitude`): one formula, so a
 * count made from a place's row and the search made from its bound centre agree to the double.
 */
export function sqlHaversineKm(lat: string, lng: string, latCol: string, lngCol: string): string {
  return `(2 * ${EARTH_RADIUS_KM} * asin(min(1, sqrt(
    pow(sin(radians(${latCol} - ${lat}) / 2), 2) +
    cos(radians(${lat})) * cos(radians(${latCol})) * pow(sin(radians(${lngCol} - ${lng}) / 2), 2)))))`;
}

/** Rounds km to one decimal for display. */
export function roundKm(km: number): number {
  return Math.round(km * 10) / 10;
}
