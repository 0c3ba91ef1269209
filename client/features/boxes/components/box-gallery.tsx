/**
 * Box gallery (spec 001 §2 box detail "gallery (640_360 images)", §9 "Box gallery 640_360"): a
 * swipeable scroll-snap row on phones, the first picture large beside the others on desktop.
 * Each box keeps its 16:9 space before its picture arrives; the first loads with the page.
 */
import { css } from "styled-system/css";
import type { BoxImage } from "#shared/contract/boxes";
import { rasterSrcSet, rasterUrl } from "#shared/illustrations/raster-urls";
import { useT } from "../../../shop/use-shop";

export function BoxGallery(props: { images: BoxImage[]; title: string }) {
  const t = useT();
  const images = props.images.slice(0, 5).map((i) => i["640_360"]);
  return (
    // Focusable so that keyboard users can scroll the swipe row with the arrow keys (WCAG 2.1.1).
    <ul className={list} aria-label={t("boxes.gallery", { title: props.title })} tabIndex={0} data-testid="box-gallery">
      {images.map((src, i) => (
        <li key={src} className={item}>
          <img
            src={rasterUrl(src)}
            srcSet={rasterSrcSet(src, [480, 640, 960, 1280])}
            sizes={i === 0 ? "(min-width: 48em) min(60vw, 760px), 100vw" : "(min-width: 48em) 260px, 100vw"}
            alt={t("boxes.photo", { index: i + 1, count: images.length, title: props.title })}
            width={640}
            height={360}
            loading={i === 0 ? "eager" : "lazy"}
            fetchPriority={i === 0 ? "high" : undefined}
            className={image}
          />
        </li>
      ))}
    </ul>
  );
}

const list = css({
  listStyle: "none", p: 0, m: 0, scrollbarWidth: "none",
  display: "flex", overflowX: "auto", scrollSnapType: "x mandatory", mx: "-4", gap: "2",
  md: { display: "grid", gridTemplateColumns: "3fr 1fr", gridAutoRows: "minmax(0, 1fr)", gap: "2", mx: 0, overflow: "hidden", borderRadius: "lg", maxH: "26rem" },
});
const item = css({
  flex: "0 0 88%", scrollSnapAlign: "center", aspectRatio: "16/9", overflow: "hidden", bg: "bg.subtle",
  backgroundImage: "linear-gradient(160deg, #dbe7ee 0%, #efe6d6 100%)",
  md: { aspectRatio: "auto", "&:first-child": { gridRow: "span 3" }, "&:nth-child(n+5)": { display: "none" } },
});
const image = css({ width: "100%", height: "100%", objectFit: "cover", display: "block" });
