/**
 * The search map (spec 000 §2 "a map overlay with date selector and filter button", §7 Map), loaded
 * on demand by the action bar's Map buttons (map-button.tsx): a full-screen dialog with
 * - a bar: title, the dates (booking and hotel flows; the search calendar opens with origin 'map'),
 *   the filter button (opens the existing filters panel over the map) and Close;
 * - the map (client/features/map/pin-map.tsx, shared with the box offers map: MapLibre GL, the
 *   offline Natural Earth style or the production style from settings, both behind /map/style):
 *   one HTML marker per hotel in view with its price (lib/pin-price.ts), at most 150, cheapest first;
 * - clicking a pin shows a card of the hotel's main offer linking to the stay page with the hash
 *   criteria (pin-card.tsx);
 * - after the shopper moves the map, 'Search this area' searches around the map's centre out to
 *   its farthest visible corner (lib/view.ts areaCriteria).
 * Opens on lib/view.ts `initialView` (zoom per destination type, fit the pins, country centre,
 * Barcelona). Escape (when no panel or calendar is open over it) and Close call `onClose`; the
 * caller gives focus back to the Map button (the dialog frame, status chip and error are
 * map/map-dialog.tsx, shared with the box offers map). Loading and error states are in the shopper's language.
 */
import { useQuery } from "@tanstack/react-query";
import { Suspense, useEffect, useRef, useState } from "react";
import { lazy } from "../../../ui/lazy";
import { css } from "styled-system/css";
import type { Map as MapLibreMap } from "maplibre-gl";
import { serializeCriteria, type Flow, type SearchCriteria } from "#shared/criteria";
import { useApi, useShop, useT } from "../../../shop/use-shop";
import { rangeLabel } from "../lib/date-label";
import { activeFilterCount } from "../filters/lib/sections";
import { PinMap, type MapState } from "../../map";
import { MapDialog, MapError, MapStatus } from "../../map";
import { topCentre } from "../../map";
import { mapPinsQueryOptions, type MapPin } from "./api/map-pins";
import { pinPrice } from "./lib/pin-price";
import { areaCriteria, initialView } from "./lib/view";
import { PinCard } from "./pin-card";

export { prefetchMaplibre } from "../../map";

const SearchCalendar = lazy(() => import("../components/search-calendar"));

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

export default function MapOverlay(props: MapOverlayProps) {
  const t = useT();
  const api = useApi();
  const { market, experiments } = useShop();
  const { criteria, flow } = props;
  const mapRef = useRef<MapLibreMap | null>(null);
  const datesRef = useRef<HTMLButtonElement>(null);
  const [mapState, setMapState] = useState<MapState>("loading");
  const [attempt, setAttempt] = useState(0);
  const [moved, setMoved] = useState(false);
  const [capped, setCapped] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const [calendar, setCalendar] = useState<CalendarOrigin | null>(null);
  const pins = useQuery(mapPinsQueryOptions(api, market.pointOfSale, criteria, flow));
  const hash = serializeCriteria(criteria);
  const withDates = flow === "booking" || flow === "hotel";
  const price = (pin: MapPin) => pinPrice(pin.sellPrice, flow, criteria.a, market.pointOfSale);

  // A new search (dates, filters, this area) closes the card of a hotel that may no longer match.
  useEffect(() => setSelected(null), [hash]);

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
  const status =
    mapState === "failed" ? null : mapState === "loading" || pins.isPending ? t("map.loading") : pins.isError ? null : t("map.count", { count: total });
  const dates = rangeLabel(criteria, market.bcp47);

  return (
    <MapDialog
      titleId="search-map-title"
      testId="search-map"
      headingClassName={title}
      heading={t("map.title")}
      escapeHeld={calendar !== null || props.filtersOpen}
      onClose={props.onClose}
      tools={
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
      }
    >
      <PinMap
        pins={pins.data?.pins}
        view={(list) => initialView({ criteria, destinationCentre: pins.data?.destinationCentre ?? null, pins: list, country: market.country })}
        markerText={price}
        markerLabel={(pin) => t("map.pinLabel", { price: price(pin) })}
        selected={selected}
        onSelect={setSelected}
        attempt={attempt}
        onState={setMapState}
        onMoved={() => setMoved(true)}
        onCapped={setCapped}
        mapRef={mapRef}
      />
      <div className={topCentre}>
        {moved && mapState === "ready" ? (
          <button type="button" className={searchAreaButton} onClick={searchArea} data-testid="map-search-area">
            <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18"><path fill="currentColor" d="M17.65 6.35A7.96 7.96 0 0 0 12 4a8 8 0 1 0 7.75 10h-2.08A6 6 0 1 1 12 6c1.66 0 3.14.69 4.22 1.78L13 11h7V4l-2.35 2.35Z" /></svg>
            {t("map.searchArea")}
          </button>
        ) : (
          status && (
            <MapStatus busy={mapState === "loading" || pins.isFetching} capped={capped}>
              {status}
            </MapStatus>
          )
        )}
      </div>
      {(mapState === "failed" || pins.isError) && (
        <MapError mapFailed={mapState === "failed"} onRetry={() => (mapState === "failed" ? setAttempt((n) => n + 1) : void pins.refetch())} />
      )}
      {selected !== null && (
        <PinCard hotelId={selected} criteria={criteria} flow={flow} hash={hash} onClose={() => setSelected(null)} />
      )}
    </MapDialog>
  );
}

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
const searchAreaButton = css({
  display: "inline-flex", alignItems: "center", gap: "2", h: "11", px: "5", borderRadius: "full", bg: "primary", color: "primary.fg", fontWeight: "bold",
  fontSize: "sm", cursor: "pointer", boxShadow: "popover", _hover: { bg: "primary.hover" },
});
