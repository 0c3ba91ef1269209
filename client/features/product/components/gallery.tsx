/**
 * Product gallery (spec 001 §2 stay page header, §9 gallery): a mosaic of up to 5 images on desktop
 * (one large image when fewer than 4), a swipeable scroll-snap carousel on mobile.
 */
import { css } from "styled-system/css";
import { useT } from "../../../shop/use-shop";

export function Gallery(props: { images: string[]; title: string }) {
  const t = useT();
  const images = props.images.slice(0, 5);
  const mosaic = images.length >= 4;
  return (
    <div>
      {/* Focusable so that keyboard users can scroll the swipe carousel with the arrow keys (WCAG 2.1.1). */}
      <ul className={carousel} aria-label={t("product.gallery", { title: props.title })} tabIndex={0}>
        {images.map((src, i) => (
          <li key={src} className={css({ flex: "0 0 100%", scrollSnapAlign: "start" })}>
            <img src={src} alt={t("product.photo", { index: i + 1, count: images.length, title: props.title })} width={640} height={360} loading={i === 0 ? "eager" : "lazy"} fetchPriority={i === 0 ? "high" : undefined} className={css({ width: "100%", aspectRatio: "16/9", objectFit: "cover", display: "block" })} />
          </li>
        ))}
      </ul>
      <div className={mosaic ? mosaicGrid : single} aria-hidden="true">
        {(mosaic ? images : images.slice(0, 1)).map((src, i) => (
          <img key={src} src={src.replace("640x360", i === 0 ? "960x540" : "640x360")} alt="" width={i === 0 ? 960 : 640} height={i === 0 ? 540 : 360} loading={i === 0 ? "eager" : "lazy"} className={css({ width: "100%", height: "100%", objectFit: "cover", display: "block", borderRadius: "md", "&:first-child": { gridRow: "span 2" } })} />
        ))}
      </div>
    </div>
  );
}

const carousel = css({
  display: { base: "flex", md: "none" }, overflowX: "auto", scrollSnapType: "x mandatory", listStyle: "none", p: 0, m: 0, gap: 0, mx: "-4",
  scrollbarWidth: "none",
});
const mosaicGrid = css({
  display: { base: "none", md: "grid" }, gridTemplateColumns: "2fr 1fr 1fr", gridTemplateRows: "repeat(2, 13rem)", gap: "2", borderRadius: "lg", overflow: "hidden",
});
const single = css({ display: { base: "none", md: "block" }, height: "26rem", borderRadius: "lg", overflow: "hidden" });
