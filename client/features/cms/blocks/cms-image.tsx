/**
 * An image of a CMS document: a generated illustration (/img/…/{W}x{H}.svg) is served as its
 * raster twins with a srcset (decision 017), any other URL as is. Lazy unless `priority`.
 * `widths`: srcset widths allowed for the drawn size (RASTER_WIDTHS, at most 2 W).
 */
import { rasterSrcSet, rasterUrl } from "#shared/illustrations/raster-urls";

export function CmsImage(props: { src: string; alt: string; width: number; height: number; widths: readonly number[]; sizes: string; className?: string; priority?: boolean }) {
  return (
    <img
      src={rasterUrl(props.src)}
      srcSet={rasterSrcSet(props.src, props.widths)}
      sizes={props.sizes}
      alt={props.alt}
      width={props.width}
      height={props.height}
      loading={props.priority ? undefined : "lazy"}
      decoding="async"
      fetchPriority={props.priority ? "high" : undefined}
      className={props.className}
    />
  );
}
