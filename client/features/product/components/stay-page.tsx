/**
 * Stay product page (spec 001 §2 "Stay product page"): gallery, breadcrumb, title, hotel with stars,
 * score and count, what the stay includes, activities, price panel, hotel and practical info,
 * reviews and other offers at the same hotel. Hash dates and party are applied after mount
 * (DESIGN.md); the price then becomes final for those dates.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link, useLoaderData, useRouterState } from "@tanstack/react-router";
import { lazy, Suspense, useMemo } from "react";
import { css } from "styled-system/css";
import { formatScore, sameStayPriceInputs, stayPriceInputs } from "#shared/pricing";
import { productScoreLabel } from "#shared/score-label";
import { useApi, useMounted, useShop, useT } from "../../../shop/use-shop";
import { Stars } from "../../shell/stars";
import { detailQueryOptions } from "../api/detail";
import type { StayLoaderData } from "../stay-head";
import { BookingLauncher } from "./booking-launcher";
import { Gallery } from "./gallery";
import { PricePanel } from "./price-panel";
import { HydrateWhenVisible } from "../../shell/hydrate-when-visible";
import { WishlistHeartSlot } from "../../wishlist/wishlist-heart-slot";
import { GiftEntry } from "../../gifting/components/gift-entry";

/** Customer care only (the care host): its code loads there and nowhere else. */
const CarePanel = lazy(() => import("./care-panel").then((m) => ({ default: m.CarePanel })));

// Below the fold or for a rare state: their code (the offer card) loads on demand (issue 13, JS budget).
const OtherOffers = lazy(() => import("./other-offers").then((m) => ({ default: m.OtherOffers })));
const ExpiredOffer = lazy(() => import("./expired-offer").then((m) => ({ default: m.ExpiredOffer })));
// Below the fold: server-rendered, hydrated at the first interaction with its click replayed; the
// reviews modal loads when wanted (decision 037).
// The gifting flow's 'How it works' (decision 043): server-rendered, its code loads near the viewport.
const GiftHowItWorks = lazy(() => import("../../gifting/components/gift-how-it-works").then((m) => ({ default: m.GiftHowItWorks })));
const ReviewSummary = lazy(() => import("../../reviews/components/review-summary").then((m) => ({ default: m.ReviewSummary })));

export function StayPage() {
  const data = useLoaderData({ strict: false }) as StayLoaderData;
  // An upstream failure is not an expired offer: say so and offer a retry (spec 001 §8).
  if (data.status === "error") return <UnavailableNow />;
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
  const { market, care } = useShop();
  const mounted = useMounted();
  const hash = useRouterState({ select: (s) => s.location.hash });
  const flow = props.data.flow;
  // One derivation of the price inputs (shared/pricing.ts). Until hydration is done the page keeps
  // the loader's inputs (the server's, which never sees the hash), so the hydrated markup is the
  // server's; then the hash's. A client navigation's loader already used the hash: same inputs.
  const hashInputs = useMemo(() => stayPriceInputs(flow, hash), [flow, hash]);
  const inputs = mounted ? hashInputs : props.data.inputs;
  const query = useQuery({ ...detailQueryOptions(api, market.pointOfSale, props.id, inputs), placeholderData: keepPreviousData });
  const detail = query.data;
  // The figure on screen belongs to other inputs while the new price loads: not shown (issue 13 item 11).
  const pricePending = mounted && (query.isPlaceholderData || !sameStayPriceInputs(inputs, hashInputs));
  if (!detail) return query.isError ? <UnavailableNow /> : null;
  const hotel = detail.hotel;
  const label = productScoreLabel(hotel.review?.average ?? null);

  return (
    <article className={css({ maxW: "7xl", mx: "auto", px: { base: "4", md: "6" }, pt: "4" })}>
      <nav aria-label={t("product.breadcrumb")} className={css({ fontSize: "sm", mb: "3" })}>
        <ol className={css({ display: "flex", flexWrap: "wrap", gap: "2", listStyle: "none", p: 0, m: 0, color: "fg.muted" })}>
          <li><Link to="/" className={crumb}>{t("shell.home")}</Link> <span aria-hidden="true">›</span></li>
          {(hotel.breadcrumb ?? []).filter((b) => b.url !== "/" && /^\/(?!\/)/.test(b.url)).map((b) => (
            <li key={b.url}><a href={b.url} className={crumb}>{b.label}</a> <span aria-hidden="true">›</span></li>
          ))}
          <li aria-current="page">{detail.label}</li>
        </ol>
      </nav>
      <Gallery images={detail.images} title={detail.label} />
      <div className={css({ display: "grid", gap: "8", gridTemplateColumns: { base: "1fr", lg: "1fr 22rem" }, mt: "6" })}>
        <div>
          <div className={css({ display: "flex", gap: "3", alignItems: "flex-start", justifyContent: "space-between" })}>
            <h1 className={css({ fontSize: { base: "2xl", md: "4xl" }, fontWeight: "bold", lineHeight: "tight", m: 0 })}>{detail.label}</h1>
            <WishlistHeartSlot variant="page" item={{ id: detail.id, kind: "STAY", label: detail.label, imageUrl: detail.images[0] ?? "", uri: `/stay/${detail.id}`, hotel: { id: hotel.id, label: hotel.label, stars: hotel.stars, review: { count: hotel.review?.count ?? 0, average: hotel.review?.average ?? null }, location: hotel.location?.label ?? "" } }} />
          </div>
          <p className={css({ display: "flex", gap: "3", alignItems: "center", flexWrap: "wrap", mt: "2", color: "fg.muted" })}>
            <a href={`/hotel/${hotel.id}`} className={css({ fontWeight: "semibold", color: "fg", textDecoration: "underline", textUnderlineOffset: "0.15em", _hover: { color: "primary" } })}>{hotel.label}</a>
            <Stars count={hotel.stars} />
            <span>{hotel.location?.label}</span>
          </p>
          <p className={css({ display: "flex", gap: "2", alignItems: "center", mt: "2" })}>
            {hotel.review?.average != null && <span className={css({ bg: "primary", color: "primary.fg", fontWeight: "bold", px: "2", py: "0.5", borderRadius: "sm" })}>{formatScore(hotel.review.average)}</span>}
            {label && <strong>{t(`score.${label}`)}</strong>}
            {hotel.review?.count ? <a href="#reviews-title" className={crumb}>{t("card.reviews", { count: hotel.review.count })}</a> : null}
          </p>

          <section aria-labelledby="includes-title" className={section}>
            <h2 id="includes-title" className={h2}>{t("product.includes")}</h2>
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

          {hotel.description && (
            <section aria-labelledby="hotel-title" className={section}>
              <h2 id="hotel-title" className={h2}>{t("product.hotel")}</h2>
              <p className={css({ lineHeight: "relaxed" })}>{hotel.description}</p>
              {hotel.facilities?.length ? (
                <ul className={css({ display: "flex", flexWrap: "wrap", gap: "2", listStyle: "none", p: 0 })}>
                  {hotel.facilities.map((f) => <li key={f.key} className={chip}>{f.label}</li>)}
                </ul>
              ) : null}
            </section>
          )}

          <section aria-labelledby="practical-title" className={section}>
            <h2 id="practical-title" className={h2}>{t("product.practical")}</h2>
            {/* Stacked on phones: long single words ("Annuleringsvoorwaarden") in both columns made the page wider than the screen (WCAG 1.4.10). */}
            <dl className={css({ display: "grid", gridTemplateColumns: { base: "minmax(0, 1fr)", md: "auto 1fr" }, columnGap: "6", rowGap: { base: "1", md: "2" }, m: 0, overflowWrap: "break-word" })}>
              {hotel.checkInOut && (<><dt className={dt}>{t("product.checkInOut")}</dt><dd className={dd}>{t("product.checkInOutValue", { checkin: hotel.checkInOut.checkin, checkout: hotel.checkInOut.checkout })}</dd></>)}
              {hotel.location?.address && (<><dt className={dt}>{t("product.address")}</dt><dd className={dd}>{[hotel.location.address, hotel.location.postcode, hotel.location.city].filter(Boolean).join(", ")}</dd></>)}
              <dt className={dt}>{t("product.pets")}</dt><dd className={dd}>{hotel.policy?.petsAllowed ? t("product.petsAllowed") : t("product.petsNotAllowed")}</dd>
              {flow !== "gifting" && detail.cancellationPolicy?.message && (<><dt className={dt}>{t("product.cancellation")}</dt><dd className={dd}>{detail.cancellationPolicy.message}</dd></>)}
            </dl>
          </section>

          <HydrateWhenVisible on="interaction" replay>
            <ReviewSummary hotelId={hotel.id} average={hotel.review?.average ?? null} count={hotel.review?.count ?? 0} details={hotel.reviewDetails ?? []} />
          </HydrateWhenVisible>
        </div>
        <div className={css({ alignSelf: "start", position: { base: "relative", lg: "sticky" }, top: { lg: "4" } })}>
          <PricePanel price={detail.price} flow={flow} pending={pricePending} mounted={mounted} />
          {flow === "booking" && detail.nights > 0 && <BookingLauncher packageId={detail.id} hotelId={hotel.id} label={detail.label} shownSellPrice={detail.price.sellPrice} />}
          {flow === "gifting" && detail.nights > 0 && <GiftEntry packageId={detail.id} label={detail.label} fromPrice={detail.price.sellPrice} nights={detail.nights} />}
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
      {detail.otherPackages?.length ? (
        <HydrateWhenVisible on="interaction">
          <OtherOffers cards={detail.otherPackages} flow={flow} hash={hash} />
        </HydrateWhenVisible>
      ) : null}
    </article>
  );
}

// Underlined: the links must not be told apart from the plain text beside them by colour alone (WCAG 1.4.1).
const crumb = css({ color: "fg.muted", textDecoration: "underline", textUnderlineOffset: "0.15em", _hover: { color: "primary" } });
const section = css({ py: "8", borderTopWidth: "1px", borderColor: "border", mt: "6" });
const h2 = css({ fontSize: "2xl", fontWeight: "bold", mb: "4", mt: 0 });
const bullet = css({ flexShrink: 0, width: "6", height: "6", borderRadius: "full", bg: "accent.subtle", color: "primary", display: "flex", alignItems: "center", justifyContent: "center", fontSize: "sm", fontWeight: "bold" });
const chip = css({ fontSize: "sm", px: "3", py: "1", borderRadius: "full", bg: "bg.subtle" });
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
