/**
 * A MapLibre map of price pins, shared by the search map (search/map/map-overlay.tsx, decision
 * 030) and the box offers map (boxes/map/box-map-overlay.tsx, decision 043). It creates the map
 * (create-map.ts: the style behind /map/style: the offline Natural Earth style or the production one from
 * settings; MapLibre's own labels in the shopper's language), opens on `view` once the map and
 * the pins are there, and draws one HTML marker per pin in view: at most MAX_MARKERS, cheapest
 * first, none hiding another (lib/geometry.ts pinsInView, declutter). A marker is a button with
 * its price; a click selects it (`onSelect`), the selected one drawn inverted and always kept.
 *
 * Loaded only with an overlay (never in a first load); MapLibre itself through maplibre-loader.ts.
 * States go up through `onState` (loading, ready, failed: a retry bumps `attempt`); the map
 * instance through `mapRef` (the search map's 'Search this area' reads its centre and bounds).
 */
import { useEffect, useRef, useState, type RefObject } from "react";
import { css } from "styled-system/css";
import type { Map as MapLibreMap, Marker } from "maplibre-gl";
import { useShop, useT } from "../../shop/use-shop";
import { createMap } from "./create-map";
import { loadMaplibre } from "./maplibre-loader";
import { declutter, pinsInView, type Bounds, type MapView, type PinBase } from "./lib/geometry";
import { canvas, markerCss } from "./map-styles";

export { prefetchMaplibre } from "./maplibre-loader";

/** HTML markers drawn at most (the cheapest in view); the rest show as the shopper zooms in. */
const MAX_MARKERS = 150;
/** A price label's footprint on screen (px): closer pins would hide one another (declutter). */
const LABEL_GAP = { x: 58, y: 30 };

export type MapState = "loading" | "ready" | "failed";

export interface PinMapProps<P extends PinBase> {
  /** The pins (undefined while they load). */
  pins: readonly P[] | undefined;
  /** Where the map opens, computed once the map and the pins are there. */
  view: (pins: readonly P[]) => MapView;
  /** A marker's text (its price) and accessible name. */
  markerText: (pin: P) => string;
  markerLabel: (pin: P) => string;
  selected: number | null;
  onSelect: (id: number) => void;
  /** Bumped by a retry: the map is created again. */
  attempt: number;
  onState: (state: MapState) => void;
  /** The shopper moved or zoomed the map (not the opening view). */
  onMoved?: () => void;
  /** Whether fewer markers are drawn than pins are in view ('zoom in to see them all'). */
  onCapped?: (capped: boolean) => void;
  mapRef?: RefObject<MapLibreMap | null>;
}

export function PinMap<P extends PinBase>(props: PinMapProps<P>) {
  const t = useT();
  const { market } = useShop();
  const containerRef = useRef<HTMLDivElement>(null);
  const ownMapRef = useRef<MapLibreMap | null>(null);
  const mapRef = props.mapRef ?? ownMapRef;
  const markersRef = useRef(new Map<number, Marker>());
  const viewSet = useRef(false);
  const [mapState, setMapState] = useState<MapState>("loading");
  const [bounds, setBounds] = useState<Bounds | null>(null);
  // The latest callbacks, for listeners registered once.
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => latest.current.onState(mapState), [mapState]);

  // The map itself: created once per opening (and per retry), removed on close.
  useEffect(() => {
    let cancelled = false;
    setMapState("loading");
    loadMaplibre()
      .then((maplibre) => {
        if (cancelled || !containerRef.current) return;
        const map = createMap(maplibre, containerRef.current, {
          center: [2.1686, 41.3874],
          zoom: 5,
          canvasLabel: t("map.canvasLabel"),
          t,
          language: market.language,
          onFailed: () => {
            if (!cancelled) setMapState("failed");
          },
        });
        map.on("load", () => {
          if (!cancelled) setMapState("ready");
        });
        map.on("moveend", (e) => {
          const b = map.getBounds();
          setBounds([[b.getWest(), b.getSouth()], [b.getEast(), b.getNorth()]]);
          // Only the shopper's own moves count, not the opening view.
          if ((e as { originalEvent?: unknown }).originalEvent) latest.current.onMoved?.();
        });
        map.on("zoomend", (e) => {
          if ((e as { originalEvent?: unknown }).originalEvent) latest.current.onMoved?.();
        });
        mapRef.current = map;
      })
      .catch((error: unknown) => {
        console.warn("map:", error instanceof Error ? error.message : error);
        if (!cancelled) setMapState("failed");
      });
    return () => {
      cancelled = true;
      // eslint-disable-next-line react-hooks/exhaustive-deps -- markersRef holds one Map for the component's life
      for (const marker of markersRef.current.values()) marker.remove();
      markersRef.current.clear();
      mapRef.current?.remove();
      mapRef.current = null;
      viewSet.current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.attempt]);

  // The opening view, once the map and the pins are there.
  const { pins } = props;
  useEffect(() => {
    const map = mapRef.current;
    if (!map || mapState !== "ready" || !pins || viewSet.current) return;
    viewSet.current = true;
    const view = latest.current.view(pins);
    if (view.kind === "centre") map.jumpTo({ center: [view.centre.lng, view.centre.lat], zoom: view.zoom });
    else map.fitBounds(view.bounds, { padding: 48, maxZoom: 14, animate: false });
    const b = map.getBounds();
    setBounds([[b.getWest(), b.getSouth()], [b.getEast(), b.getNorth()]]);
  }, [mapState, pins, mapRef]);

  // The markers of the pins in view, recomputed at each view change (`bounds`); the selected pin always stays.
  const map = mapRef.current;
  const inView = pins && bounds && map ? pinsInView(pins, bounds, pins.length) : [];
  const uncluttered = map ? declutter(inView, (p) => map.project([p.lng, p.lat]), LABEL_GAP, MAX_MARKERS) : [];
  const chosen = pins?.find((p) => p.id === props.selected);
  const shown = chosen && !uncluttered.includes(chosen) ? [...uncluttered, chosen] : uncluttered;
  const shownKey = shown.map((p) => `${p.id}:${p.sellPrice}`).join(",");
  const capped = shown.length < inView.length;
  useEffect(() => latest.current.onCapped?.(capped), [capped]);
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
      for (const [id, marker] of markers) marker.getElement().toggleAttribute("data-selected", id === props.selected);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shownKey, mapState, props.selected]);

  function markerElement(pin: P): HTMLElement {
    const el = document.createElement("button");
    el.type = "button";
    el.className = markerCss;
    el.textContent = latest.current.markerText(pin);
    el.dataset.testid = "map-pin";
    el.setAttribute("aria-label", latest.current.markerLabel(pin));
    el.addEventListener("click", (e) => {
      e.stopPropagation();
      latest.current.onSelect(pin.id);
    });
    return el;
  }

  return (
    // MapLibre makes its container position: relative: the absolute box is a wrapper around it.
    <div className={canvas}>
      <div ref={containerRef} className={css({ w: "100%", h: "100%" })} data-state={mapState} data-testid="map-canvas" />
    </div>
  );
}
