/**
 * The results page's action bar (spec 000 §2): Filter with the active count, Map and Sort; on desktop
 * the filter bar's dropdown buttons (Activities, Price/Budget, Distance, Facilities, More filters)
 * in the older variant, on mobile a bottom bar with Map, Sort and Filter. The Map buttons open the
 * map overlay (../map/map-overlay.tsx, loaded on demand), whose filter button opens these panels. The newer variant (experiment
 * `newFilterUi: drawer`, docs/decisions/006) opens a left 'Filter by' drawer instead.
 *
 * Only these buttons are in the page's first load. The panels (Ark UI dialog, popover, slider,
 * switch, checkbox), the facets request and the mobile 'Sort by' drawer are one chunk
 * (`filter-ui.tsx`), fetched on the first hover, focus or touch of the bar and shown on click
 * (decision 014, the JavaScript budget).
 *
 * `onChange(next)` receives the criteria to search (the page writes them into the hash).
 * `centre` is the search's destination centre, for the distance filter when the hash has no lat/lng;
 * `distanceBounds` its slider's range from the answer (a city's bounds, filter-state.ts distanceScaleOf).
 */
import { Suspense, useRef, useState } from "react";
import { lazy } from "../../../ui/lazy";
import { createPortal } from "react-dom";
import { css } from "styled-system/css";
import { actionBar } from "styled-system/recipes";
import type { Flow, SearchCriteria } from "#shared/criteria";
import { useMounted, useShop, useT } from "../../../shop/use-shop";
import { SortSelect } from "../components/sort-select";
import type { KnownCentre } from "./lib/filter-state";
import { activeFilterCount, type FilterSection } from "./lib/sections";
import type { Opened } from "./lib/opened";
import { loadMapOverlay, MapButton } from "../map/map-button";

const loadUi = () => import("./filter-ui");
const FilterUi = lazy(loadUi);
const MapOverlay = lazy(loadMapOverlay);

/** The filter bar's dropdowns (older variant) and the sections each one holds. */
const BAR: { key: string; sections: FilterSection[] }[] = [
  { key: "activities", sections: ["activities"] },
  { key: "budget", sections: ["budget"] },
  { key: "distance", sections: ["distance"] },
  { key: "facilities", sections: ["facilities"] },
  { key: "more", sections: ["score", "stars", "hotelTypes", "hotelEnvironments", "hotelStyles"] },
];

export function ActionBar(props: { criteria: SearchCriteria; flow: Flow; centre: KnownCentre | null; distanceBounds?: { min: number; max: number } | null; onChange: (next: SearchCriteria) => void }) {
  const t = useT();
  const shop = useShop();
  const drawer = shop.experiments.newFilterUi === "drawer";
  const mounted = useMounted();
  const [opened, setOpened] = useState<Opened | null>(null);
  /** The Map button the overlay was opened from (focus goes back to it), or null when closed. */
  const [mapFrom, setMapFrom] = useState<string | null>(null);
  const anchors = useRef(new Map<string, HTMLButtonElement | null>());
  const count = activeFilterCount(props.criteria);
  const preload = { onPointerEnter: () => void loadUi(), onFocus: () => void loadUi(), onTouchStart: () => void loadUi() };
  const filterButton = (where: string) => (
    <button
      type="button"
      ref={(el) => { anchors.current.set(where, el); }}
      className={where === "bottom" ? bottomButton : pill}
      aria-haspopup="dialog"
      aria-expanded={opened?.kind === "all" && opened.anchor === where}
      data-testid={`filters-open-${where}`}
      onClick={() => setOpened({ kind: "all", anchor: where })}
    >
      {t("filters.button")}
      <Count n={count} />
    </button>
  );

  return (
    <>
      <div role="toolbar" aria-label={t("filters.toolbar")} className={bar} {...preload}>
        {filterButton("top")}
        {!drawer &&
          BAR.map((b) => {
            const n = activeFilterCount(props.criteria, b.sections);
            return (
              <button
                key={b.key}
                type="button"
                ref={(el) => { anchors.current.set(b.key, el); }}
                className={pill}
                data-active={n > 0 || undefined}
                aria-haspopup="dialog"
                aria-expanded={opened?.kind === "section" && opened.anchor === b.key}
                onClick={() => setOpened(opened?.anchor === b.key ? null : { kind: "section", anchor: b.key, sections: b.sections })}
              >
                {t(`filters.bar.${b.key}`)}
                <Count n={n} />
                <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16"><path fill="currentColor" d="m7 10 5 5 5-5H7Z" /></svg>
              </button>
            );
          })}
        <MapButton className={pill} testId="map-open-top" expanded={mapFrom === "map-top"} onOpen={() => setMapFrom("map-top")} ref={(el) => { anchors.current.set("map-top", el); }} />
        <div className={css({ ms: "auto" })}>
          <SortSelect flow={props.flow} value={props.criteria.sort} hasCoordinates={props.criteria.lat !== undefined} onChange={(sort) => props.onChange({ ...props.criteria, sort })} />
        </div>
      </div>
      {/* Mobile: the bottom action bar (sort and filter), and room for it after the footer. */}
      {mounted && createPortal(<div aria-hidden="true" className={css({ h: "14", md: { display: "none" } })} />, document.body)}
      <div role="toolbar" aria-label={t("filters.toolbar")} className={bottomBar} data-bottom-bar="" {...preload}>
        <MapButton className={bottomButton} testId="map-open-bottom" expanded={mapFrom === "map-bottom"} onOpen={() => setMapFrom("map-bottom")} ref={(el) => { anchors.current.set("map-bottom", el); }} />
        <button
          type="button"
          ref={(el) => { anchors.current.set("sort", el); }}
          className={bottomButton}
          aria-haspopup="dialog"
          aria-expanded={opened?.kind === "sort"}
          data-testid="sort-open"
          onClick={() => setOpened({ kind: "sort", anchor: "sort" })}
        >
          {t("filters.sort")}
        </button>
        {filterButton("bottom")}
      </div>
      {mapFrom && (
        <Suspense fallback={null}>
          <MapOverlay
            criteria={props.criteria}
            flow={props.flow}
            onSearch={props.onChange}
            onFilters={() => setOpened({ kind: "all", anchor: "map" })}
            filterButtonRef={(el) => { anchors.current.set("map", el); }}
            filtersOpen={opened !== null}
            onClose={() => {
              setMapFrom(null);
              anchors.current.get(mapFrom)?.focus();
            }}
          />
        </Suspense>
      )}
      {opened && (
        <Suspense fallback={null}>
          <FilterUi
            opened={opened}
            drawer={drawer}
            criteria={props.criteria}
            flow={props.flow}
            centre={props.centre}
            distanceBounds={props.distanceBounds}
            anchor={() => anchors.current.get(opened.anchor) ?? null}
            onChange={props.onChange}
            onClose={() => setOpened(null)}
          />
        </Suspense>
      )}
    </>
  );
}

/** The active count: a badge, read as "2 active filters". */
function Count(props: { n: number }) {
  const t = useT();
  if (props.n < 1) return null;
  return (
    <span className={badge}>
      <span aria-hidden="true">{props.n}</span>
      <span className={css({ srOnly: true })}>{t("filters.activeCount", { count: props.n })}</span>
    </span>
  );
}

/** One class per element (client/theme/small-recipes.ts). */
const { bar, pill, badge, bottomBar, bottomButton } = actionBar();
