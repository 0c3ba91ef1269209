/**
 * The stay page's rules its first render needs (spec 001 §9 "Star score rounds to halves, default
 * 4", gallery "fewer than 4 shows one large image"). Pure. Apart from stay-nav.ts (which re-exports
 * them) so that the page's first load does not bring the navigation's timing constants (decision 045).
 */

/** Images the product gallery shows at most, and fewer than which it shows one large image (spec 001 §9 gallery). */
export const GALLERY = { max: 5, mosaicFrom: 4 } as const;

/** Whether `count` images make the desktop mosaic (else one large image). */
export function galleryMosaic(count: number): boolean {
  return Math.min(count, GALLERY.max) >= GALLERY.mosaicFrom;
}

/** A hotel's star score rounded to halves within 0..5; 4 when unknown (spec 001 §9). */
export function starScore(stars: number | null | undefined): number {
  if (typeof stars !== "number" || !Number.isFinite(stars) || stars <= 0) return 4;
  return Math.min(5, Math.round(stars * 2) / 2);
}
