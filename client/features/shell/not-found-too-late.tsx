/**
 * The 404 page's "Too late!" variant (spec 001 §2 "404 page"; §8 'Too late!' / 'This offer has
 * expired... Luckily, we have other stays to suggest you.'; §7 "hotel search by hash hotelId"):
 * the offers of the hash's hotel (POST /api/offers.json with hotelId, its packages by price
 * ascending, one hotel). Loaded on demand by NotFoundPage only when the hash has a hotelId.
 * While loading, on failure or when the hotel sells nothing, `fallback` (the plain 404 message).
 * Shown, it titles the document 'Too late!' (`notFound.tooLateMetaTitle`).
 */
import { useQuery } from "@tanstack/react-query";
import { useEffect, type ReactNode } from "react";
import { css } from "styled-system/css";
import { apiJson, postJson } from "#shared/api-fetch";
import type { OffersResponse } from "#shared/contract/offers";
import { DEFAULT_CRITERIA } from "#shared/criteria";
import { hotelPackagesBody } from "#shared/search-request";
import { useApi, useShop, useT } from "../../shop/use-shop";
import { OfferCard } from "../search";
import { toOfferCardData } from "../search";

/** At most this many offers of the hotel are shown (spec 001 §9: carousels of the hotel's offers). */
const MAX_OFFERS = 6;

export default function NotFoundTooLate(props: { hotelId: number; fallback: ReactNode }) {
  const t = useT();
  const api = useApi();
  const { market } = useShop();
  const query = useQuery({
    queryKey: ["hotel-offers-404", market.pointOfSale, props.hotelId],
    queryFn: () => {
      return apiJson<OffersResponse>(api, "/api/offers.json", postJson(hotelPackagesBody(DEFAULT_CRITERIA, "booking", props.hotelId, MAX_OFFERS)));
    },
    retry: false,
  });
  const hotel = query.data?.exactMatch.find((h) => h.mainPackage.hotel.id === props.hotelId);
  // The variant has its own title (issue 25 item 20): it is chosen in the browser (the server never
  // sees the hash), after the route's head gave the page the 404 title; put back when it goes.
  const tooLateTitle = hotel ? t("notFound.tooLateMetaTitle") : null;
  useEffect(() => {
    if (!tooLateTitle) return;
    const before = document.title;
    document.title = tooLateTitle;
    return () => void (document.title = before);
  }, [tooLateTitle]);
  if (!hotel) return <>{props.fallback}</>;
  const cards = [hotel.mainPackage, ...hotel.otherPackages].slice(0, MAX_OFFERS).map(toOfferCardData);
  return (
    <section aria-labelledby="too-late-title" className={css({ maxW: "7xl", mx: "auto", px: { base: "4", md: "6" }, py: { base: "10", md: "16" } })}>
      <div className={css({ maxW: "2xl", mx: "auto", textAlign: "center" })}>
        <h1 id="too-late-title" className={css({ fontSize: { base: "3xl", md: "4xl" }, fontWeight: "bold", m: 0 })}>{t("product.expiredTitle")}</h1>
        <p className={css({ color: "fg.muted", mt: "3", fontSize: "lg" })}>{t("product.expiredText")}</p>
      </div>
      <h2 className={css({ fontSize: "2xl", fontWeight: "bold", mt: "10", mb: "4" })}>{t("product.otherOffers")}</h2>
      {/* A swipe carousel on phones, three columns from md; focusable for keyboard scrolling (WCAG 2.1.1). */}
      <ul tabIndex={0} aria-label={t("product.otherOffers")} className={css({ listStyle: "none", p: 0, m: 0, display: { base: "flex", md: "grid" }, gridTemplateColumns: { md: "repeat(3, 1fr)" }, gap: { base: "4", md: "6" }, overflowX: { base: "auto", md: "visible" }, scrollSnapType: "x mandatory", pb: "2" })}>
        {cards.map((card) => (
          <li key={card.id} className={css({ flex: { base: "0 0 85%", md: "initial" }, scrollSnapAlign: "start", display: "flex", "& > article": { flex: 1 } })}>
            <OfferCard card={card} hasDates={false} flow="booking" hash="" />
          </li>
        ))}
      </ul>
      <p className={css({ textAlign: "center", mt: "8" })}>
        <a href={`${hotel.mainPackage.hotel.uri}#anchor=products`} className={css({ display: "inline-block", bg: "primary", color: "primary.fg", px: "6", py: "3", borderRadius: "md", fontWeight: "semibold", textDecoration: "none" })}>{t("product.seeHotelOffers")}</a>
      </p>
    </section>
  );
}
