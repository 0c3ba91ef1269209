/**
 * Product gallery (spec 001 §2 stay page header, §9 gallery): a mosaic of up to 5 images on desktop
 * (one large image when fewer than 4), a swipeable scroll-snap carousel on mobile.
 *
 * One list of images serves both layouts (CSS only), so each picture is requested once. Every box
 * is reserved before its picture arrives (fixed aspect ratio or grid row height) and painted with a
 * placeholder colour; the first picture loads with the page (eager, fetchpriority high), the others
 * lazily (issue 13 item 15). Pictures are the WebP twins of the generated scenes (decision 017).
 *
 * The full-screen modal (spec 001 §2 "full-screen modal"; issue 26): a click on a picture opens it
 * on that picture, the "see all" button on the first; arrow keys, swipe on phones, Escape gives the
 * focus back (client/ui/lightbox.tsx, Ark UI). Its code loads at the first hover, focus or click,
 * never with the page (decision 075); the page's gate replays the click that hydrated the gallery.
 */
import { Suspense, useRef, useState } from "react";
import { lazy } from "../../../ui/lazy";
import { css } from "styled-system/css";
import { rasterSrcSet, rasterUrl, type RasterWidth } from "#shared/illustrations/raster-urls";
import { useT } from "../../../shop/use-shop";
import { GALLERY, galleryMosaic } from "../lib/stay-figures";

/** Widths offered (pictures drawn at 640x360): phones at 1-3 dpr, the large desktop cell at 1-2 dpr. */
const WIDTHS: readonly RasterWidth[] = [480, 640, 750, 960, 1280];
/** The first picture: the whole width on phones, half of the 80rem page in the mosaic. */
const FIRST_SIZES = "(min-width: 48em) min(50vw, 640px), 100vw";
const OTHER_SIZES = "(min-width: 48em) min(25vw, 320px), 100vw";

const loadLightbox = () => import("../../../ui/lightbox");
const Lightbox = lazy(loadLightbox);

export function Gallery(props: { images: string[]; title: string }) {
  const t = useT();
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const images = props.images.slice(0, GALLERY.max);
  const mosaic = galleryMosaic(images.length);
  const preload = () => void loadLightbox();
  const show = (index: number, from: HTMLElement) => {
    opener.current = from;
    setOpen(index);
  };
  return (
    <div className={css({ position: "relative" })} onPointerEnter={preload}>
    {/* Focusable so that keyboard users can scroll the swipe carousel with the arrow keys (WCAG 2.1.1). */}
    <ul className={mosaic ? list : `${list} ${single}`} aria-label={t("product.gallery", { title: props.title })} tabIndex={0} data-gallery="">
      {images.map((src, i) => (
        // The pictures open the modal with a click; the keyboard's way in is the "see all" button (one tab stop, not five).
        <li key={src} className={item} onClick={(e) => show(i, e.currentTarget)}>
          <img
            src={rasterUrl(src)}
            srcSet={rasterSrcSet(src, WIDTHS)}
            sizes={i === 0 ? FIRST_SIZES : OTHER_SIZES}
            alt={t("product.photo", { index: i + 1, count: images.length, title: props.title })}
            width={640}
            height={360}
            loading={i === 0 ? "eager" : "lazy"}
            fetchPriority={i === 0 ? "high" : undefined}
            decoding={i === 0 ? "sync" : "async"}
            className={image}
          />
        </li>
      ))}
    </ul>
    {images.length > 0 && (
      <button type="button" className={seeAll} onFocus={preload} onClick={(e) => show(0, e.currentTarget)} aria-haspopup="dialog" data-testid="gallery-open">
        {t("hotel.gallery.seeAll", { count: images.length })}
      </button>
    )}
    {open !== null && (
      <Suspense fallback={null}>
        <Lightbox images={images} title={props.title} start={open} testId="stay-lightbox" onClose={() => {
          setOpen(null);
          // Ark gives the focus back to the element focused before; a picture is not focusable: the button is.
          requestAnimationFrame(() => (opener.current?.tagName === "BUTTON" ? opener.current : opener.current?.closest("div")?.querySelector<HTMLElement>("[data-testid=gallery-open]"))?.focus());
        }} />
      </Suspense>
    )}
    </div>
  );
}

const list = css({
  listStyle: "none", p: 0, m: 0, scrollbarWidth: "none",
  // Phones: a swipe carousel, one picture per screen width.
  display: "flex", overflowX: "auto", scrollSnapType: "x mandatory", mx: "-4",
  // Desktop: the mosaic, the first picture over two rows.
  md: { display: "grid", gridTemplateColumns: "2fr 1fr 1fr", gridTemplateRows: "repeat(2, 13rem)", gap: "2", mx: 0, overflow: "hidden", borderRadius: "lg" },
});
// Fewer than 4 pictures: one large picture on desktop (the carousel stays on phones).
const single = css({ md: { gridTemplateColumns: "1fr", gridTemplateRows: "26rem", "& > li:not(:first-child)": { display: "none" } } });
const item = css({
  flex: "0 0 100%", scrollSnapAlign: "start", aspectRatio: "16/9", overflow: "hidden",
  // The reserved box is painted until its picture arrives: a soft sky-to-sand tone of the scenes.
  bg: "bg.subtle", backgroundImage: "linear-gradient(160deg, #dbe7ee 0%, #efe6d6 100%)",
  md: { aspectRatio: "auto", height: "100%", "&:first-child": { gridRow: "span 2" } },
});
const image = css({ width: "100%", height: "100%", objectFit: "cover", display: "block", cursor: "zoom-in" });
const seeAll = css({
  position: "absolute", right: { base: "2", md: "3" }, bottom: { base: "2", md: "3" }, bg: "bg", color: "fg", fontWeight: "semibold", fontSize: "sm",
  px: "3", py: "2", borderRadius: "md", boxShadow: "card", borderWidth: "1px", borderColor: "border", cursor: "pointer", _hover: { borderColor: "primary" },
});
