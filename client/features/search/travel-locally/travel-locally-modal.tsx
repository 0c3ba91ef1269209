/**
 * The 'Travel locally!' modal (spec 000 §2, §9): a distance choice (100, 200 or 300 km, 200 by
 * default) and a search around the shopper's position from the browser's geolocation. When the
 * browser cannot or will not tell the position, the modal says why in the shopper's language
 * and nothing else changes. The search keeps the party and the dates and drops the place, theme
 * and filters: `lat`, `lng`, `distanceMax` (km) and the distance sort in the hash.
 * A native <dialog> opened with showModal(): focus stays inside, Escape closes.
 */
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useId, useRef, useState } from "react";
import { css } from "styled-system/css";
import { DEFAULT_CRITERIA, serializeCriteria, type SearchCriteria } from "#shared/criteria";
import { SEARCH_PATH } from "#shared/search-path";
import { useT } from "../../../shop/use-shop";
import { LOCAL_DISTANCES_KM, DEFAULT_LOCAL_DISTANCE_KM, localSearchCriteria, type LocateProblem } from "./local-search";

/** How long the browser may take to find the position, ms. */
const LOCATE_TIMEOUT_MS = 10_000;

export default function TravelLocallyModal(props: { criteria: SearchCriteria; onClose: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [distance, setDistance] = useState<number>(DEFAULT_LOCAL_DISTANCE_KM);
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<LocateProblem | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  function search() {
    setProblem(null);
    if (typeof navigator === "undefined" || !navigator.geolocation) {
      setProblem("unsupported");
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const next = localSearchCriteria({ ...DEFAULT_CRITERIA, ...props.criteria }, position.coords, distance, t("results.travelLocally.label"));
        ref.current?.close();
        props.onClose();
        void navigate({ to: SEARCH_PATH, hash: serializeCriteria(next) });
      },
      (error) => {
        setLocating(false);
        setProblem(error.code === error.PERMISSION_DENIED ? "denied" : "unavailable");
      },
      { timeout: LOCATE_TIMEOUT_MS, maximumAge: 10 * 60_000 },
    );
  }

  return (
    <dialog ref={ref} aria-labelledby={titleId} className={dialog} onClose={props.onClose} onCancel={props.onClose} data-testid="travel-locally">
      <h2 id={titleId} className={css({ fontSize: "2xl", fontWeight: "bold", m: 0 })}>{t("results.travelLocally.title")}</h2>
      <p className={css({ color: "fg.muted", mt: "2", mb: "5" })}>{t("results.travelLocally.text")}</p>
      <fieldset className={css({ border: 0, p: 0, m: 0 })}>
        <legend className={css({ fontWeight: "semibold", mb: "3" })}>{t("results.travelLocally.distance")}</legend>
        <div className={css({ display: "flex", gap: "3" })}>
          {LOCAL_DISTANCES_KM.map((km) => (
            <label key={km} className={choice}>
              <input type="radio" name="travel-locally-distance" value={km} checked={distance === km} onChange={() => setDistance(km)} className={css({ accentColor: "primary" })} />
              {t("results.travelLocally.km", { km })}
            </label>
          ))}
        </div>
      </fieldset>
      {problem && (
        <p role="alert" className={alert}>{t(`results.travelLocally.${problem}`)}</p>
      )}
      {locating && <p role="status" className={css({ mt: "4", color: "fg.muted" })}>{t("results.travelLocally.locating")}</p>}
      <div className={css({ display: "flex", gap: "3", justifyContent: "flex-end", mt: "6", flexWrap: "wrap" })}>
        <button type="button" className={secondary} onClick={() => ref.current?.close()}>{t("results.travelLocally.close")}</button>
        <button type="button" className={primary} onClick={search} disabled={locating}>{t("results.travelLocally.search")}</button>
      </div>
    </dialog>
  );
}

const dialog = css({
  width: "min(28rem, calc(100vw - 2rem))", border: 0, borderRadius: "xl", p: "6", bg: "bg", color: "fg", boxShadow: "card",
  "&::backdrop": { bg: "rgba(0,0,0,0.5)" },
});
const choice = css({
  flex: 1, display: "flex", alignItems: "center", justifyContent: "center", gap: "2", py: "3", borderRadius: "md", borderWidth: "2px", borderColor: "border", cursor: "pointer", fontWeight: "semibold",
  "&:has(input:checked)": { borderColor: "primary", bg: "bg.subtle" },
});
const alert = css({ mt: "4", p: "3", borderRadius: "md", bg: "bg.subtle", borderInlineStartWidth: "4px", borderColor: "promo", color: "fg" });
const secondary = css({ px: "5", height: "11", borderRadius: "md", borderWidth: "2px", borderColor: "primary", color: "primary", bg: "bg", fontWeight: "semibold", cursor: "pointer" });
const primary = css({ px: "5", height: "11", borderRadius: "md", bg: "accent", color: "accent.fg", fontWeight: "bold", cursor: "pointer", border: 0, _disabled: { opacity: 0.6, cursor: "wait" } });
