/**
 * The homepage jumbotron (spec 001 §2 "jumbotron with search box"): the CMS title, subtitle and
 * image over the search box of the page's flow. The image is an <img> with fetchPriority high,
 * not a CSS background: the largest paint of the page, found by the preload scanner; raster
 * (WebP) twins of the generated scene (decision 017); phones get the portrait composition.
 */
import { css } from "styled-system/css";
import type { CmsFlow, HomepageDocument } from "#shared/contract/cms";
import { rasterSrcSet, rasterUrl } from "#shared/illustrations/raster-urls";
import { lazy } from "../../ui/lazy";
import { container } from "../../ui/layout";
import { HydrateWhenVisible } from "../../ui/hydrate-when-visible";
import { loadSearchBox } from "../search";

// Server-rendered; its code loads and hydrates at the visitor's first interaction, which it then
// replays (shell/interaction-replay.ts): the page's JavaScript budget (issue 13).
const SearchBox = lazy(() => loadSearchBox().then((m) => ({ default: m.SearchBox })));

export function HomeHero(props: { jumbotron: HomepageDocument["jumbotron"]; flow: CmsFlow }) {
  const { jumbotron } = props;
  return (
    <section className={hero}>
      <picture>
        {jumbotron.imageMobile && <source media={HERO_PHONE_MEDIA} srcSet={rasterSrcSet(jumbotron.imageMobile, [480, 750, 1080]) ?? jumbotron.imageMobile} sizes="100vw" width={720} height={1280} />}
        <img src={rasterUrl(jumbotron.imageUrl)} srcSet={rasterSrcSet(jumbotron.imageUrl, [960, 1500, 2560])} sizes={HERO_SIZES} alt="" width={1500} height={736} fetchPriority="high" className={heroImage} />
      </picture>
      <div aria-hidden="true" className={heroVeil} />
      <div className={`${container} ${css({ position: "relative" })}`}>
        <h1 className={css({ fontSize: { base: "3xl", md: "5xl" }, fontWeight: "bold", lineHeight: "tight", color: "primary.fg", maxW: "3xl", m: 0 })}>{jumbotron.title}</h1>
        {jumbotron.subtitle && <p className={css({ fontSize: { base: "md", md: "xl" }, color: "primary.fg", opacity: 0.92, mt: "3", mb: "6", maxW: "2xl" })}>{jumbotron.subtitle}</p>}
        <HydrateWhenVisible key={props.flow} on="interaction" replay>
          <SearchBox flow={props.flow} />
        </HydrateWhenVisible>
      </div>
    </section>
  );
}

/** Below the md breakpoint (48em) the hero is taller than wide: the portrait scene. */
const HERO_PHONE_MEDIA = "(max-width: 47.99em)";
/** The landscape scene covers the hero: as wide as the window, and wider when the hero is tall (≈ 1100 px at 540 px high). */
const HERO_SIZES = "max(100vw, 1100px)";
const hero = css({
  bg: "primary.deep", pt: { base: "10", md: "16" }, pb: { base: "10", md: "20" },
  position: "relative",
});
const heroImage = css({ position: "absolute", inset: 0, width: "100%", height: "100%", objectFit: "cover", objectPosition: "center" });
// Dark veil over the illustration keeps the white title and subtitle above 4.5:1 contrast on
// their lightest pixel (checked at 390, 768 and 1280 px).
const heroVeil = css({
  position: "absolute", inset: 0,
  backgroundImage: "linear-gradient(180deg, rgba(6,29,33,0.78) 0%, rgba(6,29,33,0.62) 55%, rgba(6,29,33,0.3) 100%)",
});
