/**
 * Hotel gallery (spec 001 §2 "gallery (mobile carousel; desktop 4 images plus see-all button and
 * lightbox)", §9 "fewer than 4 shows one large image"). One list serves both layouts (CSS only), so
 * each picture is requested once; boxes are reserved before their pictures arrive. The "see all"
 * button opens the lightbox (client/ui/lightbox.tsx), a chunk loaded on hover, focus or click.
 */
import { Suspense, useState } from "react";
import { lazy } from "../../../ui/lazy";
import { css } from "styled-system/css";
import { rasterSrcSet, rasterUrl, type RasterWidth } from "#shared/illustrations/raster-urls";
import { useT } from "../../../shop/use-shop";

const loadLightbox = () => import("../../../ui/lightbox");
const HotelLightbox = lazy(loadLightbox);

const WIDTHS: readonly RasterWidth[] = [480, 640, 750, 960, 1280];
const FIRST_SIZES = "(min-width: 48em) min(50vw, 640px), 100vw";
const OTHER_SIZES = "(min-width: 48em) min(25vw, 320px), 100vw";
/** Pictures of the desktop mosaic. */
export const MOSAIC_COUNT = 4;

export function HotelGallery(props: { images: string[]; title: string }) {
  const t = useT();
  const [open, setOpen] = useState<number | null>(null);
  const mosaic = props.images.length >= MOSAIC_COUNT;
  const preload = () => void loadLightbox();
  return (
    <div className={css({ position: "relative" })}>
      {/* Focusable so that keyboard users can scroll the swipe carousel with the arrow keys (WCAG 2.1.1). */}
      <ul className={mosaic ? list : `${list} ${single}`} aria-label={t("product.gallery", { title: props.title })} tabIndex={0} data-testid="hotel-gallery" data-layout={mosaic ? "mosaic" : "single"}>
        {props.images.map((src, i) => (
          <li key={src} className={item}>
            <img
              src={rasterUrl(src)}
              srcSet={rasterSrcSet(src, WIDTHS)}
              sizes={i === 0 ? FIRST_SIZES : OTHER_SIZES}
              alt={t("product.photo", { index: i + 1, count: props.images.length, title: props.title })}
              width={640}
              height={360}
              loading={i === 0 ? "eager" : "lazy"}
              fetchPriority={i === 0 ? "high" : undefined}
              className={image}
            />
          </li>
        ))}
      </ul>
      {props.images.length > 1 && (
        <button type="button" className={seeAll} onPointerEnter={preload} onFocus={preload} onClick={() => setOpen(0)} aria-haspopup="dialog">
          {t("hotel.gallery.seeAll", { count: props.images.length })}
        </button>
      )}
      {open !== null && (
        <Suspense fallback={null}>
          <HotelLightbox images={props.images} title={props.title} start={open} onClose={() => setOpen(null)} testId="hotel-lightbox" />
        </Suspense>
      )}
    </div>
  );
}

const list = css({
  listStyle: "none", p: 0, m: 0, scrollbarWidth: "none",
  // Phones: a swipe carousel, one picture per screen width.
  display: "flex", overflowX: "auto", scrollSnapType: "x mandatory", mx: "-4",
  // Desktop: the first picture over two rows, the second over two columns, then two: 4 in all.
  md: {
    display: "grid", gridTemplateColumns: "2fr 1fr 1fr", gridTemplateRows: "repeat(2, 13rem)", gap: "2", mx: 0, overflow: "hidden", borderRadius: "lg",
    "& > li:nth-child(n+5)": { display: "none" },
  },
});
// Fewer than 4 pictures: one large picture on desktop (the carousel stays on phones).
const single = css({ md: { gridTemplateColumns: "1fr", gridTemplateRows: "26rem", "& > li:not(:first-child)": { display: "none" } } });
const item = css({
  flex: "0 0 100%", scrollSnapAlign: "start", aspectRatio: "16/9", overflow: "hidden",
  bg: "bg.subtle", backgroundImage: "linear-gradient(160deg, #dbe7ee 0%, #efe6d6 100%)",
  md: { aspectRatio: "auto", height: "100%", "&:first-child": { gridRow: "span 2" }, "&:nth-child(2)": { gridColumn: "span 2" } },
});
const image = css({ width: "100%", height: "100%", objectFit: "cover", display: "block" });
const seeAll = css({
  position: "absolute", right: { base: "2", md: "3" }, bottom: { base: "2", md: "3" }, bg: "bg", color: "fg", fontWeight: "semibold", fontSize: "sm",
  px: "3", py: "2", borderRadius: "md", boxShadow: "card", borderWidth: "1px", borderColor: "border", cursor: "pointer", _hover: { borderColor: "primary" },
});
