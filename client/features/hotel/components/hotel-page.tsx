/**
 * Hotel page (spec 001 §2 "Hotel page"): breadcrumb, gallery, title with stars and score, the
 * sticky nav (About / Offers / Reviews, with the dates and travellers selector), the About
 * section, the offers as room cards, the reviews summary, nearby hotels, and the hotel's
 * aggregate rating as structured data. Hash dates and party are applied after mount (DESIGN.md):
 * the offers are then priced for them; `anchor=products` scrolls to the offers.
 *
 * Initial JavaScript: this chunk only; the calendar, the travellers panel, the lightbox and the
 * offer dialog load on demand (decision 026).
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link, useLoaderData, useRouterState } from "@tanstack/react-router";
import { Suspense, useEffect, useMemo } from "react";
import { lazy } from "../../../ui/lazy";
import { css } from "styled-system/css";
import type { HotelDetailResponse } from "#shared/contract/hotel-detail";
import { formatScore } from "#shared/pricing";
import { productScoreLabel } from "#shared/score-label";
import { useApi, useMounted, useShop, useT } from "../../../shop/use-shop";
import { HydrateWhenVisible } from "../../../ui/hydrate-when-visible";
import { Stars } from "../../../ui/stars";
import { hotelDetailQueryOptions } from "../api/hotel-detail";
import type { HotelLoaderData } from "../hotel-head";
import { hotelInputs, sameHotelInputs, wantsOffers } from "../lib/hotel-inputs";
import { offerListState } from "../lib/offer-list-state";
import { hotelJsonLd } from "../lib/rating-json-ld";
import { HotelGallery } from "./hotel-gallery";
import { HotelNav } from "./hotel-nav";
import { OfferList } from "./offer-list";
import { loadReviewSummary } from "../../reviews";
import { loadNotFoundScreen } from "../../shell";
import { loadFamilyBars } from "../../promo";

// Text and pictures only: they hydrate at the visitor's first interaction, their code loads then
// (decision 026); the reviews too, their 'See all' click replayed once hydrated (decision 037). The nearby carousel and the room cards are clicked first: they hydrate with the page.
// At the page's foot: its code loads at the first interaction, a click on its arrows replayed (decision 052).
const NearbyHotels = lazy(() => import("./nearby-hotels").then((m) => ({ default: m.NearbyHotels })));
const AboutSection = lazy(() => import("./about-section").then((m) => ({ default: m.AboutSection })));
const ReviewSummary = lazy(() => loadReviewSummary().then((m) => ({ default: m.ReviewSummary })));
// Unknown id: the shop's one 404 page (spec 001 §2), its code loaded only then.
const NotFoundScreen = lazy(() => loadNotFoundScreen().then((m) => ({ default: m.NotFoundScreen })));

// Announcement banner and promo bar of the page family (spec 001 §2): links and text, hydrated at the
// first interaction (decision 026). Declared per page, not in a shared module: a module shared by the
// pages would be one more request on each, or (in the framework chunk) split Rolldown's runtime out.
const FamilyBars = lazy(() => loadFamilyBars().then((m) => ({ default: m.FamilyBars })));

export function HotelPage() {
  const data = useLoaderData({ strict: false }) as HotelLoaderData;
  if (data.status === "missing" || !data.id) {
    return (
      <Suspense fallback={null}>
        <NotFoundScreen />
      </Suspense>
    );
  }
  return (
    <>
      {/* The hotel page has no flow of its own: the booking flow's bars. */}
      <HydrateWhenVisible on="interaction"><FamilyBars family="product" flow="booking" /></HydrateWhenVisible>
      <HotelContent id={data.id} data={data} />
    </>
  );
}

function HotelContent(props: { id: number; data: HotelLoaderData }) {
  const t = useT();
  const api = useApi();
  const { market } = useShop();
  const mounted = useMounted();
  const hash = useRouterState({ select: (s) => s.location.hash });
  // Until hydration is done the page keeps the loader's inputs (the server's: no hash), so the
  // hydrated markup is the server's; then the hash's (one derivation: lib/hotel-inputs.ts).
  const minisite = props.data.inputs.minisite ?? null;
  const hashInputs = useMemo(() => hotelInputs(hash, minisite), [hash, minisite]);
  const inputs = mounted ? hashInputs : props.data.inputs;
  const query = useQuery({ ...hotelDetailQueryOptions(api, market.pointOfSale, props.id, inputs), placeholderData: keepPreviousData, retry: 1 });
  // Spec 001 §8 "Detail fetch error on hotel page: defaults": a page with no hotel data, no offers.
  const hotel = query.data ?? null;
  const pending = query.isPending || query.isPlaceholderData || (mounted && !sameHotelInputs(inputs, hashInputs));
  const state = offerListState({ pending: pending && !query.isError, rooms: hotel?.rooms ?? null, dated: Boolean(hashInputs.checkin) });

  // anchor=products: land on the offers once they are on screen.
  const jump = mounted && wantsOffers(hash);
  useEffect(() => {
    if (jump) document.getElementById("offers")?.scrollIntoView({ block: "start" });
  }, [jump]);

  return (
    <article className={css({ maxW: "7xl", mx: "auto", px: { base: "4", md: "6" }, pt: "4", pb: "10" })} data-testid="hotel-page">
      {hotel ? <HotelHeader hotel={hotel} /> : <DefaultHeader />}
      <HotelNav />
      <div id="about" className={anchor}>
        {hotel && (
          <HydrateWhenVisible on="interaction">
            <AboutSection hotel={hotel} />
          </HydrateWhenVisible>
        )}
      </div>
      <section id="offers" aria-labelledby="offers-title" className={`${anchor} ${section}`}>
        <h2 id="offers-title" className={h2}>{t("hotel.offers.title")}</h2>
        <OfferList state={state} hotelId={props.id} hash={mounted ? hash : ""} />
      </section>
      <div id="reviews" className={anchor}>
        {hotel && (
          <HydrateWhenVisible on="interaction" replay>
            <ReviewSummary hotelId={hotel.id} average={hotel.review.average} count={hotel.review.count} details={hotel.reviewDetails} />
          </HydrateWhenVisible>
        )}
      </div>
      {hotel && hotel.nearbyHotels.length > 0 && (
        <HydrateWhenVisible on="interaction" replay>
          <NearbyHotels hotels={hotel.nearbyHotels} />
        </HydrateWhenVisible>
      )}
    </article>
  );
}

function HotelHeader(props: { hotel: HotelDetailResponse }) {
  const t = useT();
  const shop = useShop();
  const h = props.hotel;
  const label = productScoreLabel(h.review.average);
  const site = shop.sites.find((s) => s.pointOfSale === shop.market.pointOfSale)?.url ?? "";
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: hotelJsonLd({ ...h, url: `${site.replace(/\/$/, "")}${h.uri}` }) }} />
      <nav aria-label={t("product.breadcrumb")} className={css({ fontSize: "sm", mb: "3" })}>
        <ol className={css({ display: "flex", flexWrap: "wrap", gap: "2", listStyle: "none", p: 0, m: 0, color: "fg.muted" })}>
          <li><Link to="/" className={crumb}>{t("shell.home")}</Link> <span aria-hidden="true">›</span></li>
          {h.breadcrumb.slice(0, -1).filter((b) => b.url !== "/" && /^\/(?!\/)/.test(b.url)).map((b) => (
            <li key={b.url}><a href={b.url} className={crumb}>{b.label}</a> <span aria-hidden="true">›</span></li>
          ))}
          <li aria-current="page">{h.label}</li>
        </ol>
      </nav>
      {!h.active && <p role="status" className={notice}>{t("hotel.inactive")}</p>}
      <HotelGallery images={h.images} title={h.label} />
      <header className={css({ mt: "5" })}>
        <h1 className={css({ fontSize: { base: "2xl", md: "4xl" }, fontWeight: "bold", lineHeight: "tight", m: 0 })}>{h.label}</h1>
        <p className={css({ display: "flex", gap: "3", alignItems: "center", flexWrap: "wrap", mt: "2", mb: 0, color: "fg.muted" })}>
          <Stars count={h.stars} />
          <span>{h.hotelType.label}</span>
          <span>{h.location.label}</span>
        </p>
        <p className={css({ display: "flex", gap: "2", alignItems: "center", mt: "2", mb: 0 })}>
          {h.review.average !== null ? (
            <span className={css({ bg: "primary", color: "primary.fg", fontWeight: "bold", px: "2", py: "0.5", borderRadius: "sm" })}>{formatScore(h.review.average)}</span>
          ) : (
            <strong>{t("score.new")}</strong>
          )}
          {label && <strong>{t(`score.${label}`)}</strong>}
          {h.review.count ? <a href="#reviews" className={crumb}>{t("card.reviews", { count: h.review.count })}</a> : null}
        </p>
      </header>
    </>
  );
}

/** The page without its detail (it failed): a heading, the nav and the offers' empty state. */
function DefaultHeader() {
  const t = useT();
  return <h1 className={css({ fontSize: { base: "2xl", md: "4xl" }, fontWeight: "bold", m: 0, mb: "4" })}>{t("hotel.defaultTitle")}</h1>;
}

// Underlined: the links must not be told apart from the plain text beside them by colour alone (WCAG 1.4.1).
const crumb = css({ color: "fg.muted", textDecoration: "underline", textUnderlineOffset: "0.15em", _hover: { color: "primary" } });
// Section jumps land below the sticky nav (spec 001 §9 scroll offsets 70 mobile and 100 desktop,
// plus the mobile search bar, which is a second row of the nav on phones).
const anchor = css({ scrollMarginTop: { base: "130px", md: "100px" } });
const section = css({ py: "8", borderTopWidth: "1px", borderColor: "border", mt: "6" });
const h2 = css({ fontSize: "2xl", fontWeight: "bold", mb: "4", mt: 0 });
const notice = css({ bg: "bg.subtle", borderRadius: "md", px: "4", py: "3", fontWeight: "semibold", mb: "3" });
