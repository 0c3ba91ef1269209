/**
 * The stay page's hotel modals (spec 001 §2 "hotel location/hours/services/things to know"; §3
 * Hotel: location, checkInOut, facilities, highlightedFacilities, ecoFacilities, importantInfos,
 * policy; §9 "eco block shows at 8 or more eco facilities"). The shop's Ark UI dialog frame (focus trapped,
 * Escape and outside click close, focus back to the button that opened it); a bottom drawer on
 * phones. A chunk of its own, loaded by hotel-info-button.tsx on demand; the location's map is
 * another (hotel-map.tsx, MapLibre), loaded when that modal opens.
 */
import { Suspense } from "react";
import { lazy } from "../../../ui/lazy";
import { css } from "styled-system/css";
import type { WeekendDetailResponse } from "#shared/contract/weekend-detail";
import { formatMoney } from "#shared/money";
import { useShop, useT } from "../../../shop/use-shop";
import { DialogFrame } from "../../../ui/dialog-frame";
import { prefetchMaplibre } from "../../map";
import { showEcoBlock } from "../lib/stay-texts";

export type HotelInfoKind = "location" | "hours" | "services" | "important";

const HotelMap = lazy(() => import("./hotel-map"));

/** Starts loading the map library (hover or focus of the Map button). */
export function prefetchMap(): void {
  prefetchMaplibre();
}

const TITLES: Record<HotelInfoKind, string> = {
  location: "product.hotelInfo.location",
  hours: "product.hotelInfo.hours",
  services: "product.hotelInfo.services",
  important: "product.hotelInfo.important",
};

export default function HotelInfoDialog(props: { kind: HotelInfoKind; hotel: WeekendDetailResponse["hotel"]; onClose: () => void; returnFocus: () => HTMLElement | null }) {
  const t = useT();
  const h = props.hotel;
  return (
    <DialogFrame
      placement="center" size={props.kind === "location" ? "lg" : "md"} onClose={props.onClose} returnFocus={props.returnFocus}
      title={t(TITLES[props.kind])} description={h.label} closeLabel={t("product.dialog.close")} testId={`hotel-${props.kind}-dialog`}
    >
      {props.kind === "location" && <Location hotel={h} />}
      {props.kind === "hours" && <Hours hotel={h} />}
      {props.kind === "services" && <Services hotel={h} />}
      {props.kind === "important" && <Important hotel={h} />}
    </DialogFrame>
  );
}

type Hotel = WeekendDetailResponse["hotel"];

function Location(props: { hotel: Hotel }) {
  const t = useT();
  const l = props.hotel.location;
  return (
    <>
      <address className={css({ fontStyle: "normal" })} data-testid="hotel-address">
        {l.address}
        <br />
        {[l.postcode, l.city].filter(Boolean).join(" ")}
        {l.region ? `, ${l.region}` : ""}
      </address>
      <Suspense fallback={<div className={mapBox} role="status">{t("map.loading")}</div>}>
        <HotelMap latitude={l.latitude} longitude={l.longitude} label={props.hotel.label} className={mapBox} />
      </Suspense>
    </>
  );
}

function Hours(props: { hotel: Hotel }) {
  const t = useT();
  const c = props.hotel.checkInOut;
  return (
    <dl className={css({ display: "grid", gridTemplateColumns: "auto 1fr", columnGap: "6", rowGap: "2", m: 0 })}>
      <dt className={dt}>{t("product.hotelInfo.checkin")}</dt>
      <dd className={dd}>{t("product.hotelInfo.from", { time: c.checkin })}</dd>
      <dt className={dt}>{t("product.hotelInfo.checkout")}</dt>
      <dd className={dd}>{t("product.hotelInfo.until", { time: c.checkout })}</dd>
    </dl>
  );
}

function Services(props: { hotel: Hotel }) {
  const t = useT();
  const h = props.hotel;
  const highlighted = new Set(h.highlightedFacilities.map((f) => f.key));
  const others = h.facilities.filter((f) => !highlighted.has(f.key));
  return (
    <>
      {h.highlightedFacilities.length > 0 && (
        <div>
          <h3 className={h3}>{t("product.hotelInfo.highlighted")}</h3>
          <ul className={chips}>{h.highlightedFacilities.map((f) => <li key={f.key} className={`${chip} ${strong}`}>{f.label}</li>)}</ul>
        </div>
      )}
      {others.length > 0 && (
        <div>
          <h3 className={h3}>{t("product.hotelInfo.otherServices")}</h3>
          <ul className={chips}>{others.map((f) => <li key={f.key} className={chip}>{f.label}</li>)}</ul>
        </div>
      )}
      {showEcoBlock(h.ecoFacilities.length) && (
        <div data-testid="eco-block" className={css({ bg: "accent.subtle", borderRadius: "lg", p: "4" })}>
          <h3 className={h3}>{t("product.hotelInfo.eco")}</h3>
          <ul className={chips}>{h.ecoFacilities.map((f) => <li key={f.key} className={`${chip} ${css({ bg: "bg" })}`}>{f.label}</li>)}</ul>
        </div>
      )}
      {h.facilities.length === 0 && <p className={css({ m: 0, color: "fg.muted" })}>{t("product.hotelInfo.noServices")}</p>}
    </>
  );
}

function Important(props: { hotel: Hotel }) {
  const t = useT();
  const { market } = useShop();
  const p = props.hotel.policy;
  return (
    <>
      {props.hotel.importantInfos.length > 0 && (
        <ul className={css({ m: 0, pl: "5", display: "grid", gap: "1" })}>
          {props.hotel.importantInfos.map((info) => <li key={info}>{info}</li>)}
        </ul>
      )}
      <div>
        <h3 className={h3}>{t("product.pets")}</h3>
        <p className={css({ m: 0 })} data-testid="pets-policy">
          {p.petsAllowed
            ? [
                t("product.hotelInfo.petsCount", { count: p.petsMaxNumberOfPets || 1 }),
                p.petsPrice ? t("product.hotelInfo.petsPrice", { price: formatMoney(p.petsPrice, market.pointOfSale) }) : t("product.hotelInfo.petsFree"),
                p.petsMaxWeight ? t("product.hotelInfo.petsWeight", { kg: p.petsMaxWeight }) : null,
              ].filter(Boolean).join(" · ")
            : t("product.petsNotAllowed")}
        </p>
      </div>
    </>
  );
}

const mapBox = css({ w: "100%", h: { base: "18rem", md: "24rem" }, borderRadius: "lg", overflow: "hidden", bg: "bg.subtle", display: "flex", alignItems: "center", justifyContent: "center", color: "fg.muted" });
const h3 = css({ fontSize: "md", fontWeight: "bold", m: 0, mb: "2" });
const chips = css({ display: "flex", flexWrap: "wrap", gap: "2", listStyle: "none", p: 0, m: 0 });
const chip = css({ fontSize: "sm", px: "3", py: "1", borderRadius: "full", bg: "bg.subtle" });
const strong = css({ fontWeight: "semibold", bg: "accent.subtle" });
const dt = css({ fontWeight: "semibold" });
const dd = css({ m: 0, color: "fg.muted" });
