/**
 * A button that opens one of the stay page's hotel modals (spec 001 §2 "Modals: ... hotel
 * location/hours/services/things to know"; "map button" beside the hotel name). Server-rendered
 * and tiny: the dialog (hotel-info-dialog.tsx, Ark UI) is fetched on hover or focus and opened on
 * click; the location's map (MapLibre) starts loading on the Map button's hover or focus too.
 * Focus comes back to the button when the dialog closes.
 */
import { Suspense, useRef, useState, type ReactNode } from "react";
import { lazy } from "../../../ui/lazy";
import { css } from "styled-system/css";
import type { WeekendDetailResponse } from "#shared/contract/weekend-detail";
import { useT } from "../../../shop/use-shop";
import type { HotelInfoKind } from "./hotel-info-dialog";
export type { HotelInfoKind };

const loadDialog = () => import("./hotel-info-dialog");
const HotelInfoDialog = lazy(loadDialog);

export function HotelInfoButton(props: { kind: HotelInfoKind; hotel: WeekendDetailResponse["hotel"]; className: string; children: ReactNode; label?: string; testId?: string }) {
  const ref = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const preload = () => {
    void loadDialog().then((m) => props.kind === "location" && m.prefetchMap());
  };
  return (
    <>
      <button
        ref={ref}
        type="button"
        aria-haspopup="dialog"
        aria-label={props.label}
        className={props.className}
        data-testid={props.testId}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
      >
        {props.children}
      </button>
      {open && (
        <Suspense fallback={null}>
          <HotelInfoDialog kind={props.kind} hotel={props.hotel} onClose={() => setOpen(false)} returnFocus={() => ref.current} />
        </Suspense>
      )}
    </>
  );
}

/** The Map button beside the hotel name (spec 001 §2 "map button"): opens the location modal. */
export function MapButton(props: { hotel: WeekendDetailResponse["hotel"] }) {
  const t = useT();
  return (
    <HotelInfoButton kind="location" hotel={props.hotel} className={mapButton} testId="hotel-map-button" label={t("product.hotelInfo.mapButton", { hotel: props.hotel.label })}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16"><path fill="currentColor" d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" /></svg>
      {t("map.button")}
    </HotelInfoButton>
  );
}

const mapButton = css({
  display: "inline-flex", alignItems: "center", gap: "1", h: "8", px: "3", borderRadius: "full", borderWidth: "1px", borderColor: "border.strong", bg: "bg", color: "fg",
  fontSize: "sm", fontWeight: "semibold", cursor: "pointer", _hover: { borderColor: "primary", color: "primary" },
});
