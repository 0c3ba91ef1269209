/**
 * The frame of a full-screen map dialog, shared by the search map (search/map/map-overlay.tsx,
 * spec 000 §2 map overlay, decision 030) and the box offers map (boxes/map/box-map-overlay.tsx,
 * spec 001 §2 box detail map view, decision 043):
 * - `MapDialog`: the modal dialog (named by its heading), a bar with the heading, the caller's
 *   tools and Close, and the stage the map and its notices go on. Focus goes to Close on opening
 *   and the page under it does not scroll (use-overlay-focus.ts); Escape and Close call `onClose`
 *   unless `escapeHeld` (a calendar or panel open over the map has Escape) or the Escape comes from
 *   another dialog over the map. The caller gives focus back to the button that opened it.
 * - `MapStatus`: the status chip at the top (loading / count, a spinner while `busy`, 'zoom in
 *   for more' when `capped`).
 * - `MapError`: the alert when the map (`mapFailed`) or its pins failed, with Retry.
 * Loaded only with an overlay (never in a first load).
 */
import { useEffect, useRef, type ReactNode } from "react";
import { css } from "styled-system/css";
import { useT } from "../../shop/use-shop";
import { bar, chip, CLOSE_PATH, errorBox, iconButton, overlay, retryButton, spinner, stage } from "./map-styles";
import { useOverlayFocus } from "./use-overlay-focus";

export interface MapDialogProps {
  /** The heading's id (the dialog's accessible name) and the dialog's data-testid. */
  titleId: string;
  testId: string;
  heading: ReactNode;
  headingClassName: string;
  /** Controls between the heading and Close (the search map's dates and filters). */
  tools?: ReactNode;
  /** True while something open over the map (a calendar, the filters panel) handles Escape. */
  escapeHeld?: boolean;
  onClose: () => void;
  /** The stage: the map, its status, error and card. */
  children: ReactNode;
}

export function MapDialog(props: MapDialogProps) {
  const t = useT();
  const overlayRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const { escapeHeld = false, onClose } = props;

  useOverlayFocus(closeRef);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape" || escapeHeld) return;
      // An Escape that a dialog over the map (the filters panel, in a portal) has just handled and
      // closed: the page re-renders between listeners, so `escapeHeld` may already read false.
      const inDialog = e.target instanceof Element ? e.target.closest("[role=dialog]") : null;
      if (inDialog && inDialog !== overlayRef.current) return;
      onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [escapeHeld, onClose]);

  return (
    <div ref={overlayRef} role="dialog" aria-modal="true" aria-labelledby={props.titleId} className={overlay} data-testid={props.testId}>
      <div className={bar}>
        <h2 id={props.titleId} className={props.headingClassName}>{props.heading}</h2>
        {props.tools}
        <button ref={closeRef} type="button" className={iconButton} aria-label={t("map.close")} data-testid="map-close" onClick={onClose}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22"><path fill="currentColor" d={CLOSE_PATH} /></svg>
        </button>
      </div>
      <div className={stage}>{props.children}</div>
    </div>
  );
}

/** The map's status chip (role status): `children` is the text (loading, how many pins). */
export function MapStatus(props: { busy: boolean; capped: boolean; children: ReactNode }) {
  const t = useT();
  return (
    <p role="status" className={chip} data-testid="map-status">
      {props.busy && <span className={spinner} aria-hidden="true" />}
      {props.children}
      {props.capped && <span className={css({ color: "fg.muted", fontWeight: "normal" })}> · {t("map.zoomForMore")}</span>}
    </p>
  );
}

/** The alert when the map could not be shown (`mapFailed`) or its pins could not be fetched; Retry calls `onRetry`. */
export function MapError(props: { mapFailed: boolean; onRetry: () => void }) {
  const t = useT();
  return (
    <div role="alert" className={errorBox}>
      <p className={css({ m: 0, fontWeight: "semibold" })}>{props.mapFailed ? t("map.error") : t("errors.generic")}</p>
      <button type="button" className={retryButton} onClick={props.onRetry}>
        {t("errors.retry")}
      </button>
    </div>
  );
}
