/**
 * A button that opens one of the stay page's hotel modals (spec 001 §2 "Modals: ... hotel
 * location/hours/services/things to know"; "map button" beside the hotel name). Server-rendered
 * and tiny: the dialog (hotel-info-dialog.tsx, Ark UI) is fetched on hover or focus and opened on
 * click; the location's map (MapLibre) starts loading on the Map button's hover or focus too.
 * Focus comes back to the button when the dialog closes.
 */
import { lazy, Suspense, useRef, useState, type ReactNode } from "react";
import type { WeekendDetailResponse } from "#shared/contract/weekend-detail";

export type HotelInfoKind = "location" | "hours" | "services" | "important";

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
