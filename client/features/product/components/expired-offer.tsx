/**
 * Expired-offer screen (spec 001 §4 "Product page shows the expired-offer screen when not fetching
 * and no hotel or product data"; §8 'Too late!' / 'This offer has expired... Luckily, we have other
 * stays to suggest you.' / 'See other offers from this hotel'; §2 404 page "Too late! and a carousel
 * of those offers").
 *
 * With the detail of an unpublished or expired offer it lists the suggestions the detail carries
 * (`otherPackages`): the hotel's other live offers, with the action 'See other offers from this
 * hotel' (the hotel's search page); or, when the hotel sells nothing else, the nearest hotels'
 * offers, with 'See other stays nearby' (the city's search page). Without a detail (unknown id):
 * the message and a link to the search.
 */
import { Link } from "@tanstack/react-router";
import { css } from "styled-system/css";
import type { WeekendDetailResponse } from "#shared/contract/weekend-detail";
import { useT } from "../../../shop/use-shop";
import { OfferCard } from "../../search";

export function ExpiredOffer(props: { detail?: WeekendDetailResponse; flow?: "booking" | "gifting" }) {
  const t = useT();
  const d = props.detail;
  const suggestions = d?.otherPackages ?? [];
  const sameHotel = d !== undefined && suggestions.length > 0 && suggestions.every((o) => o.hotel.id === d.hotel.id);
  // The place above the hotel in the breadcrumb (its city), for suggestions around it.
  const place = d?.hotel.breadcrumb.filter((b) => b.url.startsWith("/search/")).at(-1);
  const action = !d ? null : sameHotel ? { href: `${d.hotel.uri}#anchor=products`, label: t("product.seeHotelOffers") } : place ? { href: place.url, label: t("product.seeNearbyOffers") } : null;
  return (
    <section aria-labelledby="expired-title" className={css({ maxW: "7xl", mx: "auto", px: { base: "4", md: "6" }, py: { base: "10", md: "16" } })}>
      <div className={css({ maxW: "2xl", mx: "auto", textAlign: "center" })}>
        <h1 id="expired-title" className={css({ fontSize: { base: "3xl", md: "4xl" }, fontWeight: "bold", m: 0 })}>{t("product.expiredTitle")}</h1>
        <p className={css({ color: "fg.muted", mt: "3", fontSize: "lg" })}>{t("product.expiredText")}</p>
        {d ? <p className={css({ mt: "2", fontWeight: "semibold" })}>{d.label} – {d.hotel.label}</p> : null}
      </div>
      {suggestions.length > 0 && (
        <div className={css({ mt: "10" })}>
          <h2 className={css({ fontSize: "2xl", fontWeight: "bold", mb: "4", mt: 0 })}>{sameHotel ? t("product.otherOffers") : t("product.nearbyOffers")}</h2>
          {/* A swipe carousel on phones, three columns from md. Focusable for keyboard scrolling (WCAG 2.1.1). */}
          <ul tabIndex={0} aria-label={sameHotel ? t("product.otherOffers") : t("product.nearbyOffers")} className={css({ listStyle: "none", p: 0, m: 0, display: { base: "flex", md: "grid" }, gridTemplateColumns: { md: "repeat(3, 1fr)" }, gap: { base: "4", md: "6" }, overflowX: { base: "auto", md: "visible" }, scrollSnapType: "x mandatory", scrollPaddingInline: "4", scrollbarWidth: "none", mx: { base: "-4", md: 0 }, px: { base: "4", md: 0 }, pb: "2" })}>
            {suggestions.slice(0, 6).map((card) => (
              <li key={card.id} className={css({ flex: { base: "0 0 85%", md: "initial" }, scrollSnapAlign: "start", display: "flex", "& > article": { flex: 1 } })}>
                <OfferCard card={card} hasDates={false} flow={props.flow ?? "booking"} hash="" />
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className={css({ textAlign: "center", mt: "8" })}>
        {action ? (
          <a href={action.href} className={button}>{action.label}</a>
        ) : (
          <Link to="/search" className={button}>{t("product.seeOtherOffers")}</Link>
        )}
      </p>
    </section>
  );
}

const button = css({ display: "inline-block", bg: "primary", color: "primary.fg", px: "6", py: "3", borderRadius: "md", fontWeight: "semibold", textDecoration: "none" });
