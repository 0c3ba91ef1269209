/**
 * Homepage (spec 001 §2 Homepage): jumbotron with the search box, the main USPs, a streamed block
 * of popular stays (hidden on failure, spec 001 §8 "Search list failures on homepage: block hidden").
 */
import { useSuspenseQuery } from "@tanstack/react-query";
import { Suspense } from "react";
import { css } from "styled-system/css";
import { useApi, useShop, useT } from "../../shop/use-shop";
import { popularStaysQuery } from "./home-loader";
import { OfferCard } from "../search/components/offer-card";
import { SearchBox } from "../search/components/search-box";
import { container } from "../shell/layout";
import { rasterSrcSet, rasterUrl } from "#shared/illustrations/raster-urls";
import { BlockErrorBoundary } from "../shell/error-boundary";
import { UspIcon } from "./usp-icon";

export function HomePage() {
  const t = useT();
  return (
    <>
      <section className={hero}>
        {/* An <img>, not a CSS background: the largest paint of the page, found by the preload scanner.
            Raster (WebP) twins of the generated scene, not the SVG: an SVG image is a document of its
            own on the main thread (decision 017). Phones get a portrait composition. */}
        <picture>
          <source media={HERO_PHONE_MEDIA} srcSet={rasterSrcSet(HERO_PHONE, [480, 750, 1080])} sizes="100vw" width={720} height={1280} />
          <img src={rasterUrl(HERO_IMAGE)} srcSet={rasterSrcSet(HERO_IMAGE, [960, 1500, 2560])} sizes={HERO_SIZES} alt="" width={1500} height={736} fetchPriority="high" className={heroImage} />
        </picture>
        <div aria-hidden="true" className={heroVeil} />
        <div className={`${container} ${css({ position: "relative" })}`}>
          <h1 className={css({ fontSize: { base: "3xl", md: "5xl" }, fontWeight: "bold", lineHeight: "tight", color: "primary.fg", maxW: "3xl", m: 0 })}>{t("home.title")}</h1>
          <p className={css({ fontSize: { base: "md", md: "xl" }, color: "primary.fg", opacity: 0.92, mt: "3", mb: "6", maxW: "2xl" })}>{t("home.subtitle")}</p>
          <SearchBox />
        </div>
      </section>
      <section className={`${container} ${belowFold}`} aria-labelledby="usp-title">
        <h2 id="usp-title" className={css({ srOnly: true })}>{t("home.uspTitle")}</h2>
        <ul className={css({ listStyle: "none", p: 0, my: "10", display: "grid", gap: "6", gridTemplateColumns: { base: "1fr", md: "repeat(3, 1fr)" } })}>
          {(["activities", "price", "gift"] as const).map((k) => (
            <li key={k} className={css({ display: "flex", gap: "4", alignItems: "flex-start" })}>
              <span aria-hidden="true" className={uspIcon}><UspIcon kind={k} /></span>
              <div>
                <h3 className={css({ fontSize: "lg", fontWeight: "bold", m: 0 })}>{t(`home.usp.${k}.title`)}</h3>
                <p className={css({ color: "fg.muted", m: 0, mt: "1" })}>{t(`home.usp.${k}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section className={`${container} ${belowFold}`} aria-labelledby="popular-title">
        <h2 id="popular-title" className={css({ fontSize: "2xl", fontWeight: "bold", mb: "6" })}>{t("home.popularTitle")}</h2>
        <BlockErrorBoundary name="popular stays">
          <Suspense fallback={<CardsSkeleton />}>
            <PopularStays />
          </Suspense>
        </BlockErrorBoundary>
      </section>
    </>
  );
}

/** Popular stays, streamed: the loader starts the query, this part of the page arrives when it resolves. */
export function PopularStays() {
  const api = useApi();
  const shop = useShop();
  const query = useSuspenseQuery(popularStaysQuery({ api, shop }));
  const cards = query.data;
  return (
    <ul className={css({ listStyle: "none", p: 0, m: 0, display: "grid", gap: "6", gridTemplateColumns: { base: "1fr", md: "repeat(2, 1fr)", lg: "repeat(3, 1fr)" } })}>
      {cards.map((card) => (
        <li key={card.id} className={css({ display: "flex", "& > article": { flex: 1 } })}>
          <OfferCard card={card} hasDates={false} flow="booking" hash="" />
        </li>
      ))}
    </ul>
  );
}

function CardsSkeleton() {
  return (
    <div className={css({ display: "grid", gap: "6", gridTemplateColumns: { base: "1fr", md: "repeat(3, 1fr)" } })} aria-hidden="true">
      {[0, 1, 2].map((i) => <div key={i} className={css({ height: "80", borderRadius: "lg", bg: "bg.subtle", animation: "pulse 1.5s ease-in-out infinite" })} />)}
    </div>
  );
}

/** imageUrl("destination", 7, …): the same scene in two compositions. */
const HERO_IMAGE = "/img/destination/7/1500x736.svg";
const HERO_PHONE = "/img/destination/7/720x1280.svg";
/** Below the md breakpoint (48em) the hero is taller than wide: the portrait scene. */
const HERO_PHONE_MEDIA = "(max-width: 47.99em)";
/** The landscape scene covers the hero: as wide as the window, and wider when the hero is tall (≈ 1100 px at 540 px high). */
const HERO_SIZES = "max(100vw, 1100px)";
/** Sections below the first screen: laid out and painted when they near the viewport, not in the first frame. */
const belowFold = css({ contentVisibility: "auto", containIntrinsicSize: "auto 640px" });
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
const uspIcon = css({ flexShrink: 0, width: "12", height: "12", borderRadius: "full", bg: "accent.subtle", color: "primary", display: "flex", alignItems: "center", justifyContent: "center" });
