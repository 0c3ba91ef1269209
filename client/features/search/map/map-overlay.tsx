/**
 * The search map (spec 000 §2 "a map overlay with date selector and filter button", §7 Map), loaded
 * on demand by the action bar's Map buttons (map-button.tsx): a full-screen dialog with
 * - a bar: title, the dates (booking and hotel flows; the search calendar opens with origin 'map'),
 *   the filter button (opens the existing filters panel over the map) and Close;
 * - the map (MapLibre GL, maplibre-loader.ts; the offline Natural Earth style or the production
 *   style from settings, both behind /map/style): one HTML marker per hotel in view with its
 *   price (lib/pin-price.ts), at most MAX_MARKERS, cheapest first (lib/view.ts pinsInView);
 * - clicking a pin shows a card of the hotel's main offer linking to the stay page with the hash
 *   criteria (pin-card.tsx);
 * - after the shopper moves the map, 'Search this area' searches around the map's centre out to
 *   its farthest visible corner (lib/view.ts areaCriteria).
 * Opens on lib/view.ts `initialView` (zoom per destination type, fit the pins, country centre,
 * Barcelona). Escape (when no panel or calendar is open over it) and Close call `onClose`; the
 * caller gives focus back to the Map button. Loading and error states are in the shopper's language.
 */
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { css } from "styled-system/css";
import type { Map as MapLibreMap, Marker } from "maplibre-gl";
import { serializeCriteria, type Flow, type SearchCriteria } from "#shared/criteria";
import { useApi, useShop, useT } from "../../../shop/use-shop";
import { rangeLabel } from "../lib/date-label";
import { activeFilterCount } from "../filters/lib/sections";
import { mapPinsQueryOptions, type MapPin } from "./api/map-pins";
import { loadMaplibre } from "./maplibre-loader";
import { pinPrice } from "./lib/pin-price";
import { areaCriteria, declutter, initialView, pinsInView, type Bounds } from "./lib/view";
import { PinCard } from "./pin-card";

export { prefetchMaplibre } from "./maplibre-loader";

const SearchCalendar = lazy(() => import("../components/search-calendar"));

/** HTML markers drawn at most (the cheapest in view); the rest show as the shopper zooms in. */
const MAX_MARKERS = 150;
/** A price label's footprint on screen (px): closer pins would hide one another (lib/view.ts declutter). */
const LABEL_GAP = { x: 58, y: 30 };
/** The style: the worker answers with the offline style or redirects to the production one (README "Settings"). */
const STYLE_URL = "/map/style";

/** Where the calendar was opened from (spec 000 §4 "an origin (input, button or map)"). */
export type CalendarOrigin = "map";

export interface MapOverlayProps {
  criteria: SearchCriteria;
  flow: Flow;
  /** Searches with new criteria (the page writes them into the hash). */
  onSearch: (next: SearchCriteria) => void;
  /** Opens the filters panel (over the map). */
  onFilters: () => void;
  /** The map's filter button, for the filters panel to give focus back to. */
  filterButtonRef: (el: HTMLButtonElement | null) => void;
  /** True while the filters panel is open over the map (Escape is then the panel's). */
  filtersOpen: boolean;
  onClose: () => void;
}

type MapState = "loading" | "ready" | "failed";

export default function MapOverlay(props: MapOverlayProps) {
  const t = useT();
  const api = useApi();
  const { market, experiments } = useShop();
  const { criteria, flow } = props;
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const markersRef = useRef(new Map<number, Marker>());
  const closeRef = useRef<HTMLButtonElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  const datesRef = useRef<HTMLButtonElement>(null);
  const viewSet = useRef(false);
  const [mapState, setMapState] = useState<MapState>("loading");
  const [attempt, setAttempt] = useState(0);
  const [bounds, setBounds] = useState<Bounds | null>(null);
  const [moved, setMoved] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const [calendar, setCalendar] = useState<CalendarOrigin | null>(null);
  const pins = useQuery(mapPinsQueryOptions(api, market.pointOfSale, criteria, flow));
  const hash = serializeCriteria(criteria);
  const withDates = flow === "booking" || flow === "hotel";

  // The map itself: created once per opening (and per retry), removed on close.
  useEffect(() => {
    let cancelled = false;
    setMapState("loading");
    loadMaplibre()
      .then((maplibre) => {
        if (cancelled || !containerRef.current) return;
        const map = new maplibre.Map({
          container: containerRef.current,
          style: STYLE_URL,
          center: [2.1686, 41.3874],
          zoom: 5,
          attributionControl: { compact: true },
          // MapLibre's own control titles and the canvas's name, in the shopper's language.
          locale: {
            "Map.Title": t("map.canvasLabel"),
            "NavigationControl.ZoomIn": t("map.zoomIn"),
            "NavigationControl.ZoomOut": t("map.zoomOut"),
            "AttributionControl.ToggleAttribution": t("map.attribution"),
          },
          dragRotate: false,
          pitchWithRotate: false,
          touchPitch: false,
        });
        map.touchZoomRotate.disableRotation();
        map.addControl(new maplibre.NavigationControl({ showCompass: false }), "top-right");
        map.on("load", () => {
          if (!cancelled) setMapState("ready");
        });
        map.on("error", (e) => {
          // Style or data failures before the map could draw: the map cannot be shown.
          if (!cancelled && !map.loaded()) setMapState("failed");
          console.warn("map:", e.error?.message);
        });
        map.on("moveend", (e) => {
          const b = map.getBounds();
          setBounds([[b.getWest(), b.getSouth()], [b.getEast(), b.getNorth()]]);
          // Only the shopper's own moves offer a new search, not the opening view.
          if ((e as { originalEvent?: unknown }).originalEvent) setMoved(true);
        });
        map.on("zoomend", (e) => {
          if ((e as { originalEvent?: unknown }).originalEvent) setMoved(true);
        });
        mapRef.current = map;
      })
      .catch((error: unknown) => {
        console.warn("map:", error instanceof Error ? error.message : error);
        if (!cancelled) setMapState("failed");
      });
    return () => {
      cancelled = true;
      for (const marker of markersRef.current.values()) marker.remove();
      markersRef.current.clear();
      mapRef.current?.remove();
      mapRef.current = null;
      viewSet.current = false;
    };
  }, [attempt]);

  // The opening view, once the map and the pins are there (lib/view.ts initialView).
  useEffect(() => {
    const map = mapRef.current;
    if (!map || mapState !== "ready" || !pins.data || viewSet.current) return;
    viewSet.current = true;
    const view = initialView({ criteria, destinationCentre: pins.data.destinationCentre, pins: pins.data.pins, country: market.country });
    if (view.kind === "centre") map.jumpTo({ center: [view.centre.lng, view.centre.lat], zoom: view.zoom });
    else map.fitBounds(view.bounds, { padding: 48, maxZoom: 14, animate: false });
    const b = map.getBounds();
    setBounds([[b.getWest(), b.getSouth()], [b.getEast(), b.getNorth()]]);
  }, [mapState, pins.data, criteria, market.country]);

  // The markers of the pins in view: added and removed as the view and the pins change.
  const pinList = pins.data?.pins;
  // Recomputed at each view change (`bounds`); the selected pin always stays.
  const map = mapRef.current;
  const inView = pinList && bounds && map ? pinsInView(pinList, bounds, pinList.length) : [];
  const uncluttered = map ? declutter(inView, (p) => map.project([p.lng, p.lat]), LABEL_GAP, MAX_MARKERS) : [];
  const chosen = pinList?.find((p) => p.id === selected);
  const shown = chosen && !uncluttered.includes(chosen) ? [...uncluttered, chosen] : uncluttered;
  const shownKey = shown.map((p) => `${p.id}:${p.sellPrice}`).join(",");
  useEffect(() => {
    const map = mapRef.current;
    if (!map || mapState !== "ready") return;
    const markers = markersRef.current;
    const wanted = new Map(shown.map((p) => [p.id, p]));
    for (const [id, marker] of markers) {
      if (!wanted.has(id)) {
        marker.remove();
        markers.delete(id);
      }
    }
    void loadMaplibre().then((maplibre) => {
      for (const pin of wanted.values()) {
        if (markers.has(pin.id) || mapRef.current !== map) continue;
        const marker = new maplibre.Marker({ element: markerElement(pin), anchor: "bottom" }).setLngLat([pin.location.lng, pin.location.lat]).addTo(map);
        markers.set(pin.id, marker);
      }
      for (const [id, marker] of markers) marker.getElement().toggleAttribute("data-selected", id === selected);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shownKey, mapState, selected]);

  function markerElement(pin: MapPin): HTMLElement {
    const price = pinPrice(pin.sellPrice, flow, criteria.a, market.pointOfSale);
    const el = document.createElement("button");
    el.type = "button";
    el.className = markerCss;
    el.textContent = price;
    el.dataset.testid = "map-pin";
    el.setAttribute("aria-label", t("map.pinLabel", { price }));
    el.addEventListener("click", (e) => {
      e.stopPropagation();
      setSelected(pin.id);
    });
    return el;
  }

  // A new search (dates, filters, this area) closes the card of a hotel that may no longer match.
  useEffect(() => setSelected(null), [hash]);

  useEffect(() => {
    closeRef.current?.focus();
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape" || calendar || props.filtersOpen) return;
      // An Escape that a dialog over the map (the filters panel, in a portal) has just handled and
      // closed: the page re-renders between listeners, so `filtersOpen` may already read false.
      const inDialog = e.target instanceof Element ? e.target.closest("[role=dialog]") : null;
      if (inDialog && inDialog !== overlayRef.current) return;
      props.onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [calendar, props.filtersOpen, props.onClose]);

  function searchArea() {
    const map = mapRef.current;
    if (!map) return;
    const c = map.getCenter();
    const b = map.getBounds();
    setMoved(false);
    props.onSearch(areaCriteria(criteria, { lat: c.lat, lng: c.lng }, [[b.getWest(), b.getSouth()], [b.getEast(), b.getNorth()]], t("map.areaLabel")));
  }

  const filterCount = activeFilterCount(criteria);
  const total = pins.data?.total ?? 0;
  const capped = shown.length < inView.length;
  const status =
    mapState === "failed" ? null : mapState === "loading" || pins.isPending ? t("map.loading") : pins.isError ? null : t("map.count", { count: total });
  const dates = rangeLabel(criteria, market.bcp47);

  return (
    <div ref={overlayRef} role="dialog" aria-modal="true" aria-labelledby="search-map-title" className={overlay} data-testid="search-map">
      <div className={bar}>
        <h2 id="search-map-title" className={title}>{t("map.title")}</h2>
        <div className={tools}>
          {withDates && (
            <div className={css({ position: "relative", minW: 0 })}>
              <button
                ref={datesRef}
                type="button"
                className={pill}
                aria-haspopup="dialog"
                aria-expanded={calendar === "map"}
                data-testid="map-dates"
                onClick={() => setCalendar((o) => (o ? null : "map"))}
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18"><path fill="currentColor" d="M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7Zm-2 8h14v10H5V10Z" /></svg>
                <span className={ellipsis}>{dates ?? t("calendar.placeholder")}</span>
              </button>
              {calendar && (
                <Suspense fallback={null}>
                  <SearchCalendar
                    value={{ checkin: criteria.checkin, checkout: criteria.checkout }}
                    search={{ location: criteria.location?.type === "hotel" ? null : criteria.location, theme: criteria.theme, a: criteria.a, c: criteria.c, b: criteria.b }}
                    variation={experiments.dateVariation}
                    anchor={datesRef}
                    onCommit={(value) => props.onSearch({ ...criteria, checkin: value.checkin, checkout: value.checkout })}
                    onFlexible={() => props.onSearch({ ...criteria, checkin: undefined, checkout: undefined })}
                    onClose={() => {
                      setCalendar(null);
                      datesRef.current?.focus();
                    }}
                  />
                </Suspense>
              )}
            </div>
          )}
          <button ref={props.filterButtonRef} type="button" className={pill} aria-haspopup="dialog" data-testid="map-filters" onClick={props.onFilters}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18"><path fill="currentColor" d="M3 5h18v2H3V5Zm4 6h10v2H7v-2Zm3 6h4v2h-4v-2Z" /></svg>
            {t("filters.button")}
            {filterCount > 0 && (
              <span className={badge}>
                <span aria-hidden="true">{filterCount}</span>
                <span className={css({ srOnly: true })}>{t("filters.activeCount", { count: filterCount })}</span>
              </span>
            )}
          </button>
        </div>
        <button ref={closeRef} type="button" className={iconButton} aria-label={t("map.close")} data-testid="map-close" onClick={props.onClose}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22"><path fill="currentColor" d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6 6.4 5Z" /></svg>
        </button>
      </div>
      <div className={stage}>
        {/* MapLibre makes its container position: relative: the absolute box is a wrapper around it. */}
        <div className={canvas}>
          <div ref={containerRef} className={css({ w: "100%", h: "100%" })} data-state={mapState} data-testid="map-canvas" />
        </div>
        <div className={topCentre}>
          {moved && mapState === "ready" ? (
            <button type="button" className={searchAreaButton} onClick={searchArea} data-testid="map-search-area">
              <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18"><path fill="currentColor" d="M17.65 6.35A7.96 7.96 0 0 0 12 4a8 8 0 1 0 7.75 10h-2.08A6 6 0 1 1 12 6c1.66 0 3.14.69 4.22 1.78L13 11h7V4l-2.35 2.35Z" /></svg>
              {t("map.searchArea")}
            </button>
          ) : (
            status && (
              <p role="status" className={chip} data-testid="map-status">
                {(mapState === "loading" || pins.isFetching) && <span className={spinner} aria-hidden="true" />}
                {status}
                {capped && <span className={css({ color: "fg.muted", fontWeight: "normal" })}> · {t("map.zoomForMore")}</span>}
              </p>
            )
          )}
        </div>
        {(mapState === "failed" || pins.isError) && (
          <div role="alert" className={errorBox}>
            <p className={css({ m: 0, fontWeight: "semibold" })}>{mapState === "failed" ? t("map.error") : t("errors.generic")}</p>
            <button
              type="button"
              className={retryButton}
              onClick={() => (mapState === "failed" ? setAttempt((n) => n + 1) : void pins.refetch())}
            >
              {t("errors.retry")}
            </button>
          </div>
        )}
        {selected !== null && (
          <PinCard hotelId={selected} criteria={criteria} flow={flow} hash={hash} onClose={() => setSelected(null)} />
        )}
      </div>
    </div>
  );
}

const overlay = css({ position: "fixed", inset: 0, zIndex: "overlay", bg: "bg", display: "flex", flexDirection: "column" });
const bar = css({
  flexShrink: 0, display: "flex", alignItems: "center", gap: { base: "2", md: "4" }, px: { base: "3", md: "6" }, py: "2", minH: "16",
  borderBottomWidth: "1px", borderColor: "border", bg: "bg", boxShadow: "card", position: "relative",
  // Above the map's status, markers and controls: the calendar drops down from this bar.
  zIndex: "dropdown",
});
const title = css({ m: 0, fontSize: { base: "md", md: "xl" }, fontWeight: "bold", whiteSpace: "nowrap", srOnly: { base: true, md: false } });
const tools = css({ display: "flex", alignItems: "center", gap: "2", flex: "1", minW: 0, justifyContent: { base: "flex-start", md: "center" } });
const pill = css({
  display: "inline-flex", alignItems: "center", gap: "1.5", h: "10", px: { base: "3", md: "4" }, maxW: "100%", borderRadius: "full", borderWidth: "1px",
  borderColor: "border.strong", bg: "bg", color: "fg", fontWeight: "semibold", fontSize: "sm", cursor: "pointer", whiteSpace: "nowrap",
  _hover: { borderColor: "primary" }, "&[aria-expanded=true]": { borderColor: "primary", bg: "primary.subtle" },
});
const ellipsis = css({ overflow: "hidden", textOverflow: "ellipsis" });
const badge = css({
  display: "inline-flex", alignItems: "center", justifyContent: "center", minW: "5", h: "5", px: "1", borderRadius: "full",
  bg: "primary", color: "primary.fg", fontSize: "xs", fontWeight: "bold",
});
const iconButton = css({
  flexShrink: 0, ms: "auto", display: "inline-flex", alignItems: "center", justifyContent: "center", w: "11", h: "11", borderRadius: "full", cursor: "pointer",
  color: "fg", bg: "bg.subtle", _hover: { bg: "bg.muted" },
});
const stage = css({ position: "relative", flex: "1", minH: 0 });
const canvas = css({ position: "absolute", inset: 0, bg: "#cfe3ea" });
const topCentre = css({ position: "absolute", top: "3", insetInline: "3", display: "flex", justifyContent: "center", pointerEvents: "none", zIndex: "docked", "& > *": { pointerEvents: "auto" } });
const chip = css({
  m: 0, display: "inline-flex", alignItems: "center", gap: "2", px: "4", py: "2", borderRadius: "full", bg: "bg", color: "fg", fontSize: "sm",
  fontWeight: "semibold", boxShadow: "popover", textAlign: "center",
});
const searchAreaButton = css({
  display: "inline-flex", alignItems: "center", gap: "2", h: "11", px: "5", borderRadius: "full", bg: "primary", color: "primary.fg", fontWeight: "bold",
  fontSize: "sm", cursor: "pointer", boxShadow: "popover", _hover: { bg: "primary.hover" },
});
const spinner = css({ width: "4", height: "4", borderRadius: "full", borderWidth: "2px", borderColor: "border", borderTopColor: "primary", animation: "spin 0.8s linear infinite" });
const errorBox = css({
  position: "absolute", top: "50%", left: "50%", transform: "translate(-50%, -50%)", zIndex: "docked", display: "flex", flexDirection: "column", alignItems: "center",
  gap: "3", px: "6", py: "5", maxW: "calc(100% - 2rem)", bg: "bg", borderRadius: "lg", boxShadow: "modal", textAlign: "center",
});
const retryButton = css({
  px: "5", h: "10", borderRadius: "md", borderWidth: "2px", borderColor: "primary", color: "primary", bg: "bg", fontWeight: "semibold", cursor: "pointer",
  _hover: { bg: "bg.subtle" },
});
// A price label with a small pointer under it; the selected pin is inverted.
const markerCss = css({
  position: "relative", display: "inline-flex", alignItems: "center", h: "7", px: "2", mb: "1.5", borderRadius: "full", bg: "bg", color: "fg", fontSize: "xs",
  fontWeight: "bold", whiteSpace: "nowrap", cursor: "pointer", boxShadow: "0 1px 4px rgba(6, 29, 33, 0.35)", borderWidth: "1px", borderColor: "border.strong",
  fontVariantNumeric: "tabular-nums",
  _after: {
    content: '""', position: "absolute", left: "50%", bottom: "-6px", transform: "translateX(-50%)", borderInline: "6px solid transparent",
    borderTop: "6px solid", borderTopColor: "bg",
  },
  _hover: { bg: "primary", color: "primary.fg", borderColor: "primary", zIndex: 2, _after: { borderTopColor: "primary" } },
  _focusVisible: { outline: "3px solid", outlineColor: "primary", outlineOffset: "2px", zIndex: 2 },
  "&[data-selected]": { bg: "primary", color: "primary.fg", borderColor: "primary", zIndex: 3, _after: { borderTopColor: "primary" } },
});
