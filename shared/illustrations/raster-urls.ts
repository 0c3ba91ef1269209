// Raster (WebP) URLs of the generated illustrations (served by worker/routes/raster.ts, decision
// 017). No imports: the client bundles this file, not the scene generators.

/**
 * Output widths (pixels) a raster illustration may be asked at: `/img/{kind}/{seed}/{W}x{H}-{w}w.webp`,
 * any of these other than W and at most 2 W (the scene is vector: a larger raster is as sharp, for
 * screens of 2–3 device pixels per CSS pixel). A short fixed list keeps the cache small (decision 017).
 */
export const RASTER_WIDTHS = [320, 480, 640, 750, 960, 1080, 1280, 1920, 2560] as const;
export type RasterWidth = (typeof RASTER_WIDTHS)[number];

/**
 * The raster (WebP) twin of an illustration URL from imageUrl(): same scene, same query, drawn by
 * the worker and encoded once (worker/routes/raster.ts, decision 017). `width`: output width in
 * pixels (RASTER_WIDTHS, at most 2 W, or W itself); absent = the drawn size. A URL that is not an /img/…/{W}x{H}.svg
 * path (an upstream photo, say) comes back unchanged.
 *   rasterUrl("/img/hotel/42/640x360.svg?env=lake") → "/img/hotel/42/640x360.webp?env=lake"
 *   rasterUrl("/img/destination/7/1500x736.svg", 960) → "/img/destination/7/1500x736-960w.webp"
 */
export function rasterUrl(svgUrl: string, width?: number): string {
  const m = SVG_PATH.exec(svgUrl);
  if (!m) return svgUrl;
  return `${m[1]}${width && width !== Number(m[2]) ? `-${width}w` : ""}.webp${m[3] ?? ""}`;
}

/**
 * A `srcset` of the raster twins of an illustration URL, one candidate per width (w descriptors;
 * the drawn width stands for itself). Other widths must be allowed for that size (RASTER_WIDTHS, at most
 * 2 W). Returns undefined for a URL rasterUrl() would not change, so `<img srcSet>` is left out.
 *   rasterSrcSet("/img/hotel/1/640x360.svg", [480, 640]) → "/img/hotel/1/640x360-480w.webp 480w, /img/hotel/1/640x360.webp 640w"
 */
export function rasterSrcSet(svgUrl: string, widths: readonly number[]): string | undefined {
  if (!SVG_PATH.test(svgUrl)) return undefined;
  return widths.map((w) => `${rasterUrl(svgUrl, w)} ${w}w`).join(", ");
}

/** An illustration path from imageUrl(): [whole path without extension, drawn width, query]. */
const SVG_PATH = /^(\/img\/[a-z]+\/\d+\/(\d+)x\d+)\.svg(\?.*)?$/;
