/** Small geodesy helpers. Distances in km, angles in degrees (WGS84, spherical Earth R = 6371 km). */

const R_KM = 6371;
const RAD = Math.PI / 180;

/** Great-circle distance in km between two points given in degrees. */
export function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLng = (lng2 - lng1) * RAD;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * R_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * Distance in km from point P to segment AB, all in degrees, using a local equirectangular
 * projection centred on P (accurate to well under 1% for segments a few km long).
 */
export function pointSegmentKm(lat: number, lng: number, aLat: number, aLng: number, bLat: number, bLng: number): number {
  const kx = Math.cos(lat * RAD) * RAD * R_KM;
  const ky = RAD * R_KM;
  const ax = (aLng - lng) * kx, ay = (aLat - lat) * ky;
  const bx = (bLng - lng) * kx, by = (bLat - lat) * ky;
  const dx = bx - ax, dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len2));
  const x = ax + t * dx, y = ay + t * dy;
  return Math.sqrt(x * x + y * y);
}

/** Degrees of latitude / longitude spanning `km` at latitude `lat` (for bounding-box prefilters). */
export function degreesFor(km: number, lat: number): { dLat: number; dLng: number } {
  return { dLat: km / (RAD * R_KM), dLng: km / (RAD * R_KM * Math.cos(lat * RAD)) };
}

/** Ray-casting point-in-ring test; ring as [lng, lat] pairs. */
export function pointInRing(lng: number, lat: number, ring: readonly (readonly number[])[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const xi = ring[i]![0]!, yi = ring[i]![1]!, xj = ring[j]![0]!, yj = ring[j]![1]!;
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
