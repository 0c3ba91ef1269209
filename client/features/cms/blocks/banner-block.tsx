/**
 * Banner block, the targeted banner (spec 001 §3 "Targeted banner"): title, subtitle, CTAs and an
 * image placed left, right or behind the text (center), with the mobile image under 599 px
 * (spec 001 §9). A banner `url` makes the whole banner a link.
 */
import { useId } from "react";
import { css } from "styled-system/css";
import type { BannerBlock as Block } from "#shared/contract/cms";
import { rasterSrcSet, rasterUrl } from "#shared/illustrations/raster-urls";

export function BannerBlock(props: { block: Block }) {
  const b = props.block.banner;
  const id = useId();
  const centered = b.imagePosition === "center";
  const picture = (
    <picture>
      {b.imageMobile && <source media="(max-width: 599px)" srcSet={rasterSrcSet(b.imageMobile, [480, 640]) ?? b.imageMobile} sizes="100vw" />}
      <img src={rasterUrl(b.imageUrl)} srcSet={rasterSrcSet(b.imageUrl, [640, 960, 1280])} sizes="(min-width: 48em) 50vw, 100vw" alt={b.imageAlt} width={960} height={540} loading="lazy" decoding="async" className={centered ? backdrop : sideImage} />
    </picture>
  );
  return (
    <section aria-labelledby={id} data-block="banner" data-image-position={b.imagePosition} className={centered ? centerBox : sideBox}>
      {b.imagePosition === "left" || centered ? picture : null}
      {centered && <div aria-hidden="true" className={veil} />}
      <div className={centered ? centerText : sideText}>
        <h2 id={id} className={css({ fontSize: { base: "2xl", md: "3xl" }, fontWeight: "extrabold", lineHeight: "tight", m: 0 })}>
          {b.url ? <a href={b.url} target={b.newTab ? "_blank" : undefined} rel={b.newTab ? "noopener" : undefined} className={css({ color: "inherit", textDecoration: "none" })}>{b.title}</a> : b.title}
        </h2>
        {b.subtitle && <p className={css({ m: 0, fontSize: { base: "md", md: "lg" }, opacity: 0.9 })}>{b.subtitle}</p>}
        {b.ctas.length > 0 && (
          <div className={css({ display: "flex", flexWrap: "wrap", gap: "3", mt: "2" })}>
            {b.ctas.map((cta) => (
              <a key={cta.url} href={cta.url} target={cta.newTab ? "_blank" : undefined} rel={cta.newTab ? "noopener" : undefined} className={button}>{cta.label}</a>
            ))}
          </div>
        )}
      </div>
      {b.imagePosition === "right" ? picture : null}
    </section>
  );
}

const sideBox = css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" }, alignItems: "stretch", borderRadius: "xl", overflow: "hidden", bg: "primary.deep", color: "white" });
const sideImage = css({ display: "block", width: "100%", height: "100%", minH: "14rem", objectFit: "cover" });
const sideText = css({ display: "flex", flexDirection: "column", justifyContent: "center", gap: "3", p: { base: "6", md: "10" } });
const centerBox = css({ position: "relative", borderRadius: "xl", overflow: "hidden", color: "white", minH: "20rem", display: "flex", alignItems: "center", justifyContent: "center", textAlign: "center" });
const backdrop = css({ position: "absolute", inset: 0, width: "100%", height: "100%", objectFit: "cover" });
const veil = css({ position: "absolute", inset: 0, bg: "rgba(6,29,33,0.6)" });
const centerText = css({ position: "relative", display: "flex", flexDirection: "column", alignItems: "center", gap: "3", p: { base: "6", md: "10" }, maxW: "2xl" });
const button = css({ display: "inline-flex", alignItems: "center", h: "11", px: "5", borderRadius: "md", bg: "accent", color: "accent.fg", fontWeight: "bold", textDecoration: "none", _hover: { bg: "accent.hover" } });
