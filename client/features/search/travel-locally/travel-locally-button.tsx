/**
 * The 'Travel locally!' button of the results page (spec 000 §2 "Localised-search modal titled
 * 'Travel locally!' with a distance choice", §9 "Local search distances 100, 200, 300 km, default
 * 200"). The modal is its own chunk: fetched on hover or focus of the button, shown on click, so
 * the page's first load carries only this button.
 */
import { Suspense, useState } from "react";
import { lazy } from "../../../ui/lazy";
import { css } from "styled-system/css";
import type { SearchCriteria } from "#shared/criteria";
import { useT } from "../../../shop/use-shop";

const loadModal = () => import("./travel-locally-modal");
const TravelLocallyModal = lazy(loadModal);

export function TravelLocallyButton(props: { criteria: SearchCriteria }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={button} onPointerEnter={() => void loadModal()} onFocus={() => void loadModal()} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t("results.travelLocally.open")}
      </button>
      {open && (
        <Suspense fallback={null}>
          <TravelLocallyModal criteria={props.criteria} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

const button = css({
  display: "inline-flex", alignItems: "center", gap: "2", px: "4", height: "10", borderRadius: "full", borderWidth: "1px", borderColor: "border",
  bg: "bg", color: "fg", fontWeight: "semibold", cursor: "pointer", flexShrink: 0,
  _hover: { bg: "bg.subtle", borderColor: "primary" },
});
