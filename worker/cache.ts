/**
 * The worker's Cache API store (`caches.default`), shared by the upstream client, the page
 * micro-cache and the raster illustrations. Undefined where the runtime has none (plain Node
 * tests), so callers treat a missing cache as a miss.
 */
export function defaultCache(): Cache | undefined {
  return typeof caches !== "undefined" ? (caches as unknown as { default?: Cache }).default : undefined;
}
