/**
 * Stay product page (spec 001 §2 "Stay product page"): gallery, breadcrumb, title, hotel with stars
 * (rounded to halves), map button, score and count; the nav tabs with the desktop sticky booking bar
 * (stay-tabs.tsx); the sections Description (see more / see less), Room, Experience, Reviews,
 * Hotel (with its location, hours, services and things-to-know modals) and Practical info; the
 * price panel and booking controls; other offers at the same hotel. Hash dates and party are applied after mount
 * (DESIGN.md); the price then becomes final for those dates.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link, useLoaderData, useRouterState } from "@tanstack/react-router";
import { Suspense, useEffect, useMemo } from "react";
import { lazy } from "../../../ui/lazy";
import { css } from "styled-system/css";
import { formatScore, sameStayPriceInputs, stayPriceInputs } from "#shared/pricing";
import { productScoreLabel } from "#shared/score-label";
import { useApi, useMounted, useShop, useT } from "../../../shop/use-shop";
import { Stars } from "../../../ui/stars";
import { detailQueryOptions } from "../api/detail";
import type { StayLoaderData } from "../stay-head";
import { starScore } from "../lib/stay-figures";
import { HydrateWhenVisible } from "../../../ui/hydrate-when-visible";
import { WhenNear } from "./when-near";
import { WishlistHeartSlot } from "../../wishlist";
import { NativeBack } from "./native-back";
import { whenEngaged } from "../../../ui/when-idle";
import { RecentlyViewedSlot, useRecordView } from "../../recently-viewed";
import { loadGiftHowItWorks } from "../../gifting";
import { loadReviewSummary } from "../../reviews";
import { loadFamilyBars } from "../../promo";
import { loadNotFoundScreen } from "../../shell";

/** Customer care only (the care host): its code loads there and nowhere else. */
const CarePanel = lazy(() => import("./care-panel").then((m) => ({ default: m.CarePanel })));

// Below the fold or for a rare state: their code (the offer card) loads on demand (issue 13, JS budget).
const OtherOffers = lazy(() => import("./other-offers").then((m) => ({ default: m.OtherOffers })));
// The tabs and the sections below them hydrate at the first interaction (the click that opened the
// gate is replayed): one chunk (stay-sections.tsx), not the page's first JavaScript.
const loadSections = () => import("./stay-sections");
const StayTabs = lazy(() => loadSections().then((m) => ({ default: m.StayTabs })));
const SeeMoreText = lazy(() => loadSections().then((m) => ({ default: m.SeeMoreText })));
const RoomSection = lazy(() => loadSections().then((m) => ({ default: m.RoomSection })));
const ExperienceSection = lazy(() => loadSections().then((m) => ({ default: m.ExperienceSection })));
const MapButton = lazy(() => loadSections().then((m) => ({ default: m.MapButton })));
const JumpLink = lazy(() => loadSections().then((m) => ({ default: m.JumpLink })));
const HotelSection = lazy(() => loadSections().then((m) => ({ default: m.HotelSection })));
const GiftSection = lazy(() => loadSections().then((m) => ({ default: m.GiftSection })));
const BookingSteps = lazy(() => loadSections().then((m) => ({ default: m.BookingSteps })));
// Pictures (CSS scroll-snap): the server's HTML until the first interaction (decision 045); the full-screen modal loads after that (decision 075).
const Gallery = lazy(() => import("./gallery").then((m) => ({ default: m.Gallery })));
const BookingColumn = lazy(() => import("./booking-column").then((m) => ({ default: m.BookingColumn })));
const ExpiredOffer = lazy(() => import("./expired-offer").then((m) => ({ default: m.ExpiredOffer })));
// Below the fold: server-rendered, hydrated at the first interaction with its click replayed; the
// reviews modal loads when wanted (decision 037).
// The gifting flow's 'How it works' (decision 043): server-rendered, its code loads near the viewport.
const GiftHowItWorks = lazy(() => loadGiftHowItWorks().then((m) => ({ default: m.GiftHowItWorks })));
const ReviewSummary = lazy(() => loadReviewSummary().then((m) => ({ default: m.ReviewSummary })));
// Fetched and rendered on the client when near the viewport (spec 001 §2 upsell section, other products carousel).
const UpsellSection = lazy(() => import("./upsell-section").then((m) => ({ default: m.UpsellSection })));
const OtherProducts = lazy(() => import("./other-products").then((m) => ({ default: m.OtherProducts })));

// Announcement banner and promo bar of the page family (spec 001 §2): links and text, hydrated at the
// first interaction (decision 026). Declared per page, not in a shared module: a module shared by the
// pages would be one more request on each, or (in the framework chunk) split Rolldown's runtime out.
const FamilyBars = lazy(() => loadFamilyBars().then((m) => ({ default: m.FamilyBars })));
// Unknown id: the shop's one 404 page (spec 001 §2; decision 021: not an expired offer), its code loaded only then.
const NotFoundScreen = lazy(() => loadNotFoundScreen().then((m) => ({ default: m.NotFoundScreen })));

export function StayPage() {
  const data = useLoaderData({ strict: false }) as StayLoaderData;
  // An upstream failure is not an expired offer: say so and offer a retry (spec 001 §8).
  if (data.status === "error") return <UnavailableNow />;
  if (data.status === "missing") return <Suspense fallback={null}><NotFoundScreen /></Suspense>;
  if (data.status === "expired" && data.id) return <ExpiredWithSuggestions id={data.id} data={data} />;
  if (data.status !== "ok" || !data.id) return <ExpiredOffer />;
  return <StayContent id={data.id} data={data} />;
}

/** An unpublished or expired offer: the expired screen with the suggestions of the loader's detail. */
function ExpiredWithSuggestions(props: { id: number; data: StayLoaderData }) {
  const api = useApi();
  const { market } = useShop();
  const query = useQuery(detailQueryOptions(api, market.pointOfSale, props.id, props.data.inputs));
  return <ExpiredOffer detail={query.data} flow={props.data.flow} />;
}

function StayContent(props: { id: number; data: StayLoaderData }) {
  const t = useT();
  const api = useApi();
  const { market, care, nonProduction } = useShop();
  const mounted = useMounted();
  const hash = useRouterState({ select: (s) => s.location.hash });
  const flow = props.data.flow;
  // One derivation of the price inputs (shared/pricing.ts). Until hydration is done the page keeps
  // the loader's inputs (the server's, which never sees the hash), so the hydrated markup is the
  // server's; then the hash's. A client navigation's loader already used the hash: same inputs.
  const minisite = props.data.inputs.minisite ?? null;
  const hashInputs = useMemo(() => stayPriceInputs(flow, hash, minisite), [flow, hash, minisite]);
  const inputs = mounted ? hashInputs : props.data.inputs;
  const query = useQuery({ ...detailQueryOptions(api, market.pointOfSale, props.id, inputs), placeholderData: keepPreviousData });
  const detail = query.data;
  // The figure on screen belongs to other inputs while the new price loads: not shown (issue 13 item 11).
  const pricePending = mounted && (query.isPlaceholderData || !sameStayPriceInputs(inputs, hashInputs));
  const shop = useShop();
  // view_item once per product shown (spec 001 §7), with the price of the loader's inputs; after
  // hydration, when idle after the visitor's first interaction or 5 s (decision 045).
  const viewed = detail && { id: detail.id, label: detail.label, hotel: detail.hotel.label, sellPrice: detail.price.sellPrice };
  useEffect(() => {
    if (viewed) whenEngaged(() => void import("../../../shop/stay-tracking").then((m) => m.trackViewItem(shop, viewed, flow)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per product and flow, not per price change
  }, [viewed?.id, flow, shop]);
  // The booking column hydrates later (decision 045): the price's pending mark set before hydration
  // by its inline script (price-panel.tsx) is cleared here once the price on screen is the page's.
  useEffect(() => {
    if (mounted && !pricePending) document.getElementById("booking")?.querySelector("[data-price-pending]")?.removeAttribute("data-price-pending");
  }, [mounted, pricePending]);
  // Remembered in the browser at the first interaction, with the price then shown (decision 044).
  useRecordView(detail && !pricePending && detail.published ? { kind: "stay", detail } : null);
  if (!detail) return query.isError ? <UnavailableNow /> : null;
  const hotel = detail.hotel;
  const label = productScoreLabel(hotel.review?.average ?? null);


  return (
    <>
    <HydrateWhenVisible on="interaction"><FamilyBars family="product" flow={flow} /></HydrateWhenVisible>
    <article className={css({ maxW: "7xl", mx: "auto", px: { base: "4", md: "6" }, pt: "4" })}>
      <NativeBack />
      <nav aria-label={t("product.breadcrumb")} className={css({ fontSize: "sm", mb: "3" })}>
        <ol className={css({ display: "flex", flexWrap: "wrap", gap: "2", listStyle: "none", p: 0, m: 0, color: "fg.muted" })}>
          <li><Link to="/" className={crumb}>{t("shell.home")}</Link> <span aria-hidden="true">›</span></li>
          {(hotel.breadcrumb ?? []).filter((b) => b.url !== "/" && /^\/(?!\/)/.test(b.url)).map((b) => (
            <li key={b.url}><a href={b.url} className={crumb}>{b.label}</a> <span aria-hidden="true">›</span></li>
          ))}
          <li aria-current="page">{detail.label}</li>
        </ol>
      </nav>
      {/* The click that hydrates the gallery opens its modal: replayed (decision 075). */}
      <HydrateWhenVisible on="interaction" replay>
        <Gallery images={detail.images} title={detail.label} />
      </HydrateWhenVisible>
      <div className={css({ mt: "6" })}>
        <div className={css({ display: "flex", gap: "3", alignItems: "flex-start", justifyContent: "space-between" })}>
          <h1 className={css({ fontSize: { base: "2xl", md: "4xl" }, fontWeight: "bold", lineHeight: "tight", m: 0 })}>{detail.label}</h1>
          <WishlistHeartSlot variant="page" item={{ id: detail.id, kind: "STAY", label: detail.label, imageUrl: detail.images[0] ?? "", uri: `/stay/${detail.id}`, hotel: { id: hotel.id, label: hotel.label, stars: hotel.stars, review: { count: hotel.review?.count ?? 0, average: hotel.review?.average ?? null }, location: hotel.location?.label ?? "" } }} />
        </div>
        <div className={css({ display: "flex", gap: "3", alignItems: "center", flexWrap: "wrap", mt: "2", color: "fg.muted" })}>
          <a href={hotel.uri} className={css({ fontWeight: "semibold", color: "fg", textDecoration: "underline", textUnderlineOffset: "0.15em", _hover: { color: "primary" } })}>{hotel.label}</a>
          <Stars count={starScore(hotel.stars)} />
          <HydrateWhenVisible on="interaction" replay className={contents}>
            <MapButton hotel={hotel} />
          </HydrateWhenVisible>
          <span>{hotel.location?.label}</span>
          {nonProduction && detail.channelManagerId && (
            <span className={cmLabel} title={t("product.channelManagerLabel", { id: detail.channelManagerId })} data-testid="channel-manager">
              <abbr title={t("product.channelManagerLabel", { id: detail.channelManagerId })} className={css({ textDecoration: "none", fontWeight: "bold" })}>{t("product.channelManager")}</abbr> {detail.channelManagerId}
            </span>
          )}
        </div>
        <div className={css({ display: "flex", gap: "2", alignItems: "center", mt: "2" })}>
          {hotel.review?.average != null ? <span className={css({ bg: "primary", color: "primary.fg", fontWeight: "bold", px: "2", py: "0.5", borderRadius: "sm" })}>{formatScore(hotel.review.average)}</span> : null}
          {label && <strong>{t(`score.${label}`)}</strong>}
          {hotel.review?.count ? (
            <HydrateWhenVisible on="interaction" replay className={contents}>
              <JumpLink to="reviews" className={crumb} label={t("card.reviews", { count: hotel.review.count })} />
            </HydrateWhenVisible>
          ) : null}
        </div>
      </div>
      {/* display: contents: the sticky bar sticks within the article, not within the gate's wrapper. */}
      <HydrateWhenVisible on="interaction" replay className={contents}>
        <StayTabs flow={flow} room={detail.room !== null} activities={detail.activities.length} gift={flow === "gifting" && detail.nights > 0} title={detail.label} price={detail.price} pending={pricePending} bookingId="booking" />
      </HydrateWhenVisible>
      <div className={css({ display: "grid", gap: "8", gridTemplateColumns: { base: "1fr", lg: "1fr 22rem" }, mt: "2" })}>
        <div>
          <section id="description" aria-labelledby="description-title" className={`${section} ${css({ borderTopWidth: 0, mt: 0 })}`}>
            <h2 id="description-title" className={h2}>{t("product.nav.description")}</h2>
            {hotel.description && (
              <HydrateWhenVisible on="interaction" replay>
                <SeeMoreText text={hotel.description} testId="description" />
              </HydrateWhenVisible>
            )}
            <h3 className={h3}>{t("product.includes")}</h3>
            <ul className={css({ listStyle: "none", p: 0, m: 0, display: "grid", gap: "3" })}>
              {detail.programLine.map((line, i) => (
                <li key={i} className={css({ display: "flex", gap: "3", alignItems: "flex-start" })}>
                  <span aria-hidden="true" className={bullet}>✓</span>
                  <div>
                    <strong>{line.title}</strong>
                    {line.detailList?.length ? <p className={css({ m: 0, color: "fg.muted", fontSize: "sm" })}>{line.detailList.join(" · ")}</p> : null}
                  </div>
                </li>
              ))}
            </ul>
          </section>

          {detail.room && (
            <HydrateWhenVisible on="interaction" replay>
              <RoomSection room={detail.room} hash={mounted ? hash : ""} availableRooms={detail.price.availableRooms} pending={pricePending} />
            </HydrateWhenVisible>
          )}
          {detail.activities.length > 0 && (
            <HydrateWhenVisible on="interaction" replay>
              <ExperienceSection activities={detail.activities} flow={flow} />
            </HydrateWhenVisible>
          )}
          {/* Gifting: the gift section, where the "The gift" tab leads (issue 26; it led to the price column). */}
          {flow === "gifting" && detail.nights > 0 && (
            <HydrateWhenVisible on="interaction" replay>
              <GiftSection packageId={detail.id} label={detail.label} fromPrice={detail.price.sellPrice} nights={detail.nights} prices={detail.giftPriceList ?? []} hotel={hotel.label} />
            </HydrateWhenVisible>
          )}

          <div id="reviews" className={anchor}>
            <HydrateWhenVisible on="interaction" replay>
              <ReviewSummary hotelId={hotel.id} average={hotel.review?.average ?? null} count={hotel.review?.count ?? 0} details={hotel.reviewDetails ?? []} />
            </HydrateWhenVisible>
          </div>

          <HydrateWhenVisible on="interaction" replay>
            <HotelSection hotel={hotel} />
          </HydrateWhenVisible>

          <section id="practical" aria-labelledby="practical-title" className={section}>
            <h2 id="practical-title" className={h2}>{t("product.practical")}</h2>
            {/* Stacked on phones: long single words ("Annuleringsvoorwaarden") in both columns made the page wider than the screen (WCAG 1.4.10). */}
            <dl className={css({ display: "grid", gridTemplateColumns: { base: "minmax(0, 1fr)", md: "auto 1fr" }, columnGap: "6", rowGap: { base: "1", md: "2" }, m: 0, overflowWrap: "break-word" })}>
              {hotel.checkInOut && (<><dt className={dt}>{t("product.checkInOut")}</dt><dd className={dd}>{t("product.checkInOutValue", { checkin: hotel.checkInOut.checkin, checkout: hotel.checkInOut.checkout })}</dd></>)}
              {hotel.location?.address && (<><dt className={dt}>{t("product.address")}</dt><dd className={dd}>{[hotel.location.address, hotel.location.postcode, hotel.location.city].filter(Boolean).join(", ")}</dd></>)}
              <dt className={dt}>{t("product.pets")}</dt><dd className={dd}>{hotel.policy?.petsAllowed ? t("product.petsAllowed") : t("product.petsNotAllowed")}</dd>
              {flow !== "gifting" && detail.cancellationPolicy?.message && (<><dt className={dt}>{t("product.cancellation")}</dt><dd className={dd}>{detail.cancellationPolicy.message}</dd></>)}
            </dl>
          </section>
          {/* Booking flow: the steps, in the order Book checks them (spec 001 §2 booking steps, §4). */}
          {flow === "booking" && detail.nights > 0 && detail.published && (
            <HydrateWhenVisible on="interaction">
              <BookingSteps activities={detail.activities.length} />
            </HydrateWhenVisible>
          )}
        </div>
        <div id="booking" className={bookingColumn}>
          {/* The price panel and the booking controls: hydrated at the first interaction, the click replayed (decision 045). */}
          <HydrateWhenVisible on="interaction" replay>
            <BookingColumn detail={detail} flow={flow} pending={pricePending} />
          </HydrateWhenVisible>
          {care && (
            <Suspense fallback={null}>
              <CarePanel packageId={detail.id} hotelId={hotel.id} inputs={inputs} price={detail.price} nights={detail.nights} />
            </Suspense>
          )}
        </div>
      </div>
      {flow === "gifting" && (
        <HydrateWhenVisible>
          <GiftHowItWorks />
        </HydrateWhenVisible>
      )}
      {/* Spec 001 §2 order: upsell section, then the other offers at the same hotel. Below the fold: not in the first load. */}
      {/* Upsell extras in gifting only for a one-night gift (spec 001 §4 "only when giftNights is 1"). */}
      {mounted && detail.published && (flow !== "gifting" || detail.price.nights === 1) && (
        <WhenNear>
          <UpsellSection id={detail.id} inputs={inputs} />
        </WhenNear>
      )}
      {detail.otherPackages?.length ? (
        <HydrateWhenVisible on="interaction">
          <OtherOffers cards={detail.otherPackages} flow={flow} hash={hash} />
        </HydrateWhenVisible>
      ) : null}
      {mounted && (
        <WhenNear>
          <OtherProducts id={detail.id} inputs={inputs} />
        </WhenNear>
      )}
      <RecentlyViewedSlot exclude={{ id: detail.id, type: "STAY" }} ruled />
    </article>
    </>
  );
}

// Underlined: the links must not be told apart from the plain text beside them by colour alone (WCAG 1.4.1).
const crumb = css({ color: "fg.muted", textDecoration: "underline", textUnderlineOffset: "0.15em", _hover: { color: "primary" } });
// Each section's heading stays clear of the sticky tabs when jumped to (spec 001 §9 offsets 70 phones, 88 desktop).
const section = css({ py: "8", borderTopWidth: "1px", borderColor: "border", mt: "6", scrollMarginTop: { base: "70px", lg: "88px" } });
const contents = css({ display: "contents" });
const anchor = css({ scrollMarginTop: { base: "70px", lg: "88px" } });
// Staff-only, non-production: a small outlined tag, not to be taken for a price or a promo.
const cmLabel = css({ fontSize: "xs", fontFamily: "mono", color: "fg.muted", borderWidth: "1px", borderStyle: "dashed", borderColor: "border.strong", borderRadius: "sm", px: "1.5", py: "0.5" });
const h2 = css({ fontSize: "2xl", fontWeight: "bold", mb: "4", mt: 0 });
const h3 = css({ fontSize: "lg", fontWeight: "bold", mt: "6", mb: "3" });

const bullet = css({ flexShrink: 0, width: "6", height: "6", borderRadius: "full", bg: "accent.subtle", color: "primary", display: "flex", alignItems: "center", justifyContent: "center", fontSize: "sm", fontWeight: "bold" });
const dt = css({ fontWeight: "semibold" });
const dd = css({ m: 0, mb: { base: "2", md: 0 }, color: "fg.muted" });

/** The product could not be loaded (upstream failure): the spec's generic error with a retry. */
function UnavailableNow() {
  const t = useT();
  return (
    <section role="alert" className={css({ maxW: "2xl", mx: "auto", textAlign: "center", py: "20", px: "4" })}>
      <h1 className={css({ fontSize: "3xl", fontWeight: "bold" })}>{t("errors.generic")}</h1>
      <a href="" className={css({ display: "inline-block", mt: "6", bg: "primary", color: "primary.fg", px: "6", py: "3", borderRadius: "md", fontWeight: "semibold", textDecoration: "none" })}>
        {t("errors.retry")}
      </a>
    </section>
  );
}

/** The booking column follows the page on desktop; taller than the screen (a 720 px laptop, the
 * instalments open), it scrolls on its own so that Book is always reachable. */
const bookingColumn = css({
  alignSelf: "start", position: { base: "relative", lg: "sticky" }, top: { lg: "20" }, scrollMarginTop: "100px",
  maxH: { lg: "calc(100dvh - token(spacing.20) - token(spacing.4))" }, overflowY: { lg: "auto" }, scrollbarWidth: "thin",
  // Room for the cards' shadows inside the scroll box.
  p: { lg: "1" }, m: { lg: "-1" },
  // The dates dropdown (two months, wider than the column) must not be clipped by the scroll box:
  // while it is open the column lets it overflow (the dates button sits at the column's top).
  "&:has([data-testid=search-calendar])": { overflow: "visible", maxH: "none" },
});
