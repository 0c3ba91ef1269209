/**
 * The stay page's Hotel section (spec 001 §2 nav tab Hotel; modals "hotel location/hours/services/
 * things to know"; §3 Hotel highlightedFacilities): the hotel's name, stars (halves) and place, its
 * highlighted facilities, and the four buttons of its modals (hotel-info-button.tsx).
 */
import { css } from "styled-system/css";
import type { WeekendDetailResponse } from "#shared/contract/weekend-detail";
import { useT } from "../../../shop/use-shop";
import { Stars } from "../../../ui/stars";
import { starScore } from "../lib/stay-nav";
import { HotelInfoButton } from "./hotel-info-button";

export function HotelSection(props: { hotel: WeekendDetailResponse["hotel"] }) {
  const t = useT();
  const hotel = props.hotel;
  return (
    <section id="hotel" aria-labelledby="hotel-title" className={section}>
      <h2 id="hotel-title" className={h2}>{t("product.hotel")}</h2>
      <p className={css({ display: "flex", gap: "3", alignItems: "center", flexWrap: "wrap", m: 0 })}>
        <strong className={css({ fontSize: "lg" })}>{hotel.label}</strong>
        <Stars count={starScore(hotel.stars)} />
        <span className={css({ color: "fg.muted" })}>{hotel.location?.label}</span>
      </p>
      {hotel.highlightedFacilities.length ? (
        <ul className={css({ display: "flex", flexWrap: "wrap", gap: "2", listStyle: "none", p: 0, mt: "4", mb: 0 })} aria-label={t("product.hotelInfo.highlighted")}>
          {hotel.highlightedFacilities.map((f) => <li key={f.key} className={chip}>{f.label}</li>)}
        </ul>
      ) : null}
      <div className={css({ display: { base: "grid", md: "flex" }, gridTemplateColumns: "1fr 1fr", flexWrap: "wrap", gap: "2", mt: "5" })}>
        <HotelInfoButton kind="location" hotel={hotel} className={infoButton} testId="hotel-location-button">{t("product.hotelInfo.location")}</HotelInfoButton>
        <HotelInfoButton kind="hours" hotel={hotel} className={infoButton} testId="hotel-hours-button">{t("product.hotelInfo.hours")}</HotelInfoButton>
        <HotelInfoButton kind="services" hotel={hotel} className={infoButton} testId="hotel-services-button">{t("product.hotelInfo.services")}</HotelInfoButton>
        <HotelInfoButton kind="important" hotel={hotel} className={infoButton} testId="hotel-important-button">{t("product.hotelInfo.important")}</HotelInfoButton>
      </div>
    </section>
  );
}

const section = css({ py: "8", borderTopWidth: "1px", borderColor: "border", mt: "6", scrollMarginTop: { base: "70px", lg: "88px" } });
const h2 = css({ fontSize: "2xl", fontWeight: "bold", mb: "4", mt: 0 });
const chip = css({ fontSize: "sm", px: "3", py: "1", borderRadius: "full", bg: "bg.subtle" });
const infoButton = css({
  minH: "10", px: "4", py: "1.5", lineHeight: "tight", borderRadius: "md", borderWidth: "1px", borderColor: "border.strong", bg: "bg", color: "fg", fontWeight: "semibold", cursor: "pointer",
  _hover: { borderColor: "primary", color: "primary" },
});
