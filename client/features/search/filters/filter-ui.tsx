/**
 * The filter panels, loaded on demand by the action bar (spec 000 §2, §4, §5):
 * - a filter bar dropdown (Ark Popover) with its sections, Clear and Confirm;
 * - every filter: the 'Filters' modal (full screen on mobile) with Reset and Confirm, or in the
 *   newer variant the left 'Filter by' drawer with 'Reset all filters' and 'See results';
 * - the mobile 'Sort by' bottom drawer.
 * Rules (spec 000 §4): a panel edits a draft built from the hash; Confirm / See results applies it
 * (only when the normalised filters changed) and searches; Clear removes that filter and searches;
 * Reset removes every filter param and searches; Escape, outside click or Cancel close and the
 * next opening starts again from the hash. Facet counts follow the draft (debounced 500 ms).
 */
import { Dialog } from "@ark-ui/react/dialog";
import { Popover } from "@ark-ui/react/popover";
import { Portal } from "@ark-ui/react/portal";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { DEBOUNCE_MS } from "#shared/timing";
import { css } from "styled-system/css";
import { allowedSorts, serializeCriteria, type Flow, type SearchCriteria } from "#shared/criteria";
import { useApi, useShop, useT } from "../../../shop/use-shop";
import { useDebounced } from "../hooks/use-debounced";
import { facetsQueryOptions } from "./api/facets";
import { ALL_SECTIONS, applyFilters, changedCriteria, clearFilters, distanceScaleOf, filtersFromCriteria, type DistanceScale, type FilterSection, type KnownCentre } from "./lib/filter-state";
import type { Opened } from "./lib/opened";
import { FilterSections } from "./sections";

/** The drawer's sections (spec 000 §2 newer variant). */
const DRAWER_SECTIONS: FilterSection[] = ["activities", "budget", "score", "distance", "stars", "facilities"];
/** Debounce of the facet refresh while choosing (spec 000 §9 "Debounce default 500 ms"). */
const FACETS_DEBOUNCE_MS = DEBOUNCE_MS;

export interface FilterUiProps {
  opened: Opened;
  drawer: boolean;
  criteria: SearchCriteria;
  flow: Flow;
  centre: KnownCentre | null;
  /** The answer's distance bounds (a city's, spec 000 §5); the slider spans 0-300 km without them. */
  distanceBounds?: { min: number; max: number } | null;
  anchor: () => HTMLElement | null;
  onChange: (next: SearchCriteria) => void;
  onClose: () => void;
}

export default function FilterUi(props: FilterUiProps) {
  if (props.opened.kind === "sort") return <SortDrawer {...props} />;
  return <FilterPanel {...props} />;
}

/** The draft of a panel, rebuilt from the hash whenever the committed criteria change. */
function useDraft(criteria: SearchCriteria, scale: DistanceScale) {
  const hash = serializeCriteria(criteria);
  const [draft, setDraft] = useState(() => filtersFromCriteria(criteria, scale));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- by value: the draft is rebuilt when the committed criteria (their hash) or the scale's bounds change
  useEffect(() => setDraft(filtersFromCriteria(criteria, scale)), [hash, scale.min, scale.max]);
  return [draft, setDraft] as const;
}

function FilterPanel(props: FilterUiProps) {
  const t = useT();
  const api = useApi();
  const { market } = useShop();
  const { criteria, opened } = props;
  const bounds = props.distanceBounds;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- by value: the scale changes with the bounds' min and max, not the object
  const scale = useMemo(() => distanceScaleOf(bounds), [bounds?.min, bounds?.max]);
  const [draft, setDraft] = useDraft(criteria, scale);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new object each render when read from the criteria: forCounts recomputes (counts stay right; issue 27 leftover)
  const centre = criteria.lat !== undefined && criteria.lng !== undefined ? { lat: criteria.lat, lng: criteria.lng } : props.centre;
  const debounced = useDebounced(draft, FACETS_DEBOUNCE_MS);
  const forCounts = useMemo(() => applyFilters(criteria, debounced, centre, scale), [criteria, debounced, centre, scale]);
  const facets = useQuery({ ...facetsQueryOptions(api, market.pointOfSale, forCounts, props.flow), placeholderData: keepPreviousData });

  const close = () => {
    props.onClose();
    requestAnimationFrame(() => props.anchor()?.focus());
  };
  const search = (next: SearchCriteria) => {
    const changed = changedCriteria(criteria, next);
    if (changed) props.onChange(changed);
  };
  const confirm = () => {
    search(applyFilters(criteria, draft, centre, scale));
    close();
  };
  const sections = opened.kind === "section" ? opened.sections : props.drawer ? DRAWER_SECTIONS : ALL_SECTIONS;
  const body = (
    <FilterSections
      sections={sections}
      draft={draft}
      setDraft={setDraft}
      facets={facets.data}
      facetsFailed={facets.isError}
      flow={props.flow}
      centreKnown={centre !== null}
      distanceScale={scale}
      drawerNames={props.drawer}
      single={opened.kind === "section" && sections.length === 1}
    />
  );

  if (opened.kind === "section") {
    const title = t(`filters.bar.${opened.anchor}`);
    return (
      <Popover.Root
        open
        onOpenChange={(d) => { if (!d.open) close(); }}
        positioning={{ placement: "bottom-start", gutter: 8, getAnchorRect: () => props.anchor()?.getBoundingClientRect() ?? null, boundary: belowHeader }}
        persistentElements={[props.anchor]}
        autoFocus
      >
        <Portal>
          <Popover.Positioner>
            <Popover.Content className={popover} data-testid="filter-popover">
              <Popover.Title className={popoverTitle}>{title}</Popover.Title>
              <div className={css({ flex: 1, minH: 0, overflowY: "auto", px: "4", overscrollBehavior: "contain" })}>{body}</div>
              <div className={footer}>
                <button type="button" className={linkButton} onClick={() => { search(clearFilters(criteria, opened.sections)); close(); }}>
                  {t("filters.clear")}
                </button>
                <button type="button" className={primary} onClick={confirm}>{t("filters.confirm")}</button>
              </div>
            </Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
    );
  }

  const reset = () => {
    const cleared = clearFilters(criteria);
    search(cleared);
    setDraft(filtersFromCriteria(cleared, scale));
  };
  return (
    <Dialog.Root open onOpenChange={(d) => { if (!d.open) close(); }}>
      <Portal>
        <Dialog.Backdrop className={backdrop} />
        <Dialog.Positioner className={props.drawer ? drawerPositioner : modalPositioner}>
          <Dialog.Content className={props.drawer ? drawerContent : modalContent} data-testid={props.drawer ? "filter-drawer" : "filter-modal"}>
            <div className={header}>
              <Dialog.Title className={css({ m: 0, fontSize: "xl", fontWeight: "bold" })}>{t(props.drawer ? "filters.drawerTitle" : "filters.modalTitle")}</Dialog.Title>
              <Dialog.CloseTrigger className={iconButton} aria-label={t("filters.close")}>
                <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20"><path fill="currentColor" d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6 6.4 5Z" /></svg>
              </Dialog.CloseTrigger>
            </div>
            <div className={css({ flex: 1, overflowY: "auto", px: { base: "4", md: "6" }, overscrollBehavior: "contain" })}>{body}</div>
            <div className={footer}>
              <button type="button" className={linkButton} onClick={reset}>{t(props.drawer ? "filters.resetAll" : "filters.reset")}</button>
              <button type="button" className={primary} onClick={confirm}>
                {props.drawer ? t("filters.seeResults") : t("filters.confirm")}
                {facets.data && <span className={css({ fontWeight: "normal" })}> ({facets.data.totalCount})</span>}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The mobile 'Sort by' bottom drawer (spec 000 §2): the flow's sorts (§5), applied on choice. */
function SortDrawer(props: FilterUiProps) {
  const t = useT();
  const { criteria } = props;
  const options = allowedSorts(props.flow, criteria.lat !== undefined && criteria.lng !== undefined);
  const current = criteria.sort && options.includes(criteria.sort) ? criteria.sort : "priceQuality";
  const close = () => {
    props.onClose();
    requestAnimationFrame(() => props.anchor()?.focus());
  };
  return (
    <Dialog.Root open onOpenChange={(d) => { if (!d.open) close(); }}>
      <Portal>
        <Dialog.Backdrop className={backdrop} />
        <Dialog.Positioner className={sheetPositioner}>
          <Dialog.Content className={sheetContent} data-testid="sort-drawer">
            <div className={header}>
              <Dialog.Title className={css({ m: 0, fontSize: "lg", fontWeight: "bold" })}>{t("filters.sortBy")}</Dialog.Title>
              <Dialog.CloseTrigger className={iconButton} aria-label={t("filters.close")}>
                <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20"><path fill="currentColor" d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6 6.4 5Z" /></svg>
              </Dialog.CloseTrigger>
            </div>
            <fieldset className={css({ border: 0, m: 0, px: "4", pb: "4" })}>
              <legend className={css({ srOnly: true })}>{t("filters.sortBy")}</legend>
              {options.map((s) => (
                <label key={s} className={radioRow}>
                  <input
                    type="radio"
                    name="sort"
                    value={s}
                    checked={current === s}
                    className={css({ w: "5", h: "5", accentColor: "token(colors.primary)" })}
                    onChange={() => {
                      if (s !== current) props.onChange({ ...criteria, sort: s });
                      close();
                    }}
                  />
                  {t(`sort.${s}`)}
                </label>
              ))}
            </fieldset>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

const backdrop = css({ position: "fixed", inset: 0, bg: "bg.overlay", zIndex: "modal" });
const modalPositioner = css({ position: "fixed", inset: 0, zIndex: "modal", display: "flex", alignItems: { base: "stretch", md: "center" }, justifyContent: "center", p: { base: 0, md: "6" } });
const modalContent = css({
  display: "flex", flexDirection: "column", bg: "bg", w: "100%", maxW: { md: "3xl" }, h: { base: "100dvh", md: "auto" }, maxH: { md: "88vh" },
  borderRadius: { base: 0, md: "xl" }, boxShadow: "modal", outline: "none",
});
const drawerPositioner = css({ position: "fixed", inset: 0, zIndex: "modal", display: "flex", justifyContent: "flex-start" });
const drawerContent = css({ display: "flex", flexDirection: "column", bg: "bg", w: "min(28rem, 100vw)", h: "100dvh", boxShadow: "modal", outline: "none" });
const sheetPositioner = css({ position: "fixed", inset: 0, zIndex: "modal", display: "flex", alignItems: "flex-end" });
const sheetContent = css({ bg: "bg", w: "100%", borderTopLeftRadius: "xl", borderTopRightRadius: "xl", boxShadow: "modal", outline: "none", pb: "env(safe-area-inset-bottom)" });
const header = css({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: "3", px: { base: "4", md: "6" }, py: "4", borderBottomWidth: "1px", borderColor: "border" });
const footer = css({
  display: "flex", alignItems: "center", justifyContent: "space-between", gap: "3", px: { base: "4", md: "6" }, py: "3", borderTopWidth: "1px", borderColor: "border", bg: "bg",
  "[data-testid=filter-popover] &": { px: "4" },
});
// zIndex on the content: Ark's positioner takes it from there (an inline `var(--z-index)`), and a
// class on the positioner is overridden. Above the header: with little room below the bar the
// dropdown opens upwards over it.
/**
 * The room a dropdown may take: the viewport below the page header while the header is in view
 * (issue 25 item 22: at 1280 x 1000 'Plus de filtres' flipped upwards over the header). The
 * dropdown opens upwards only when there is more room between the header and the bar than below
 * it, and its height (--available-height) never reaches past the header. Viewport pixels.
 */
function belowHeader() {
  const top = Math.max(0, document.querySelector("header")?.getBoundingClientRect().bottom ?? 0);
  return { x: 0, y: top, width: window.innerWidth, height: Math.max(0, window.innerHeight - top) };
}

const popover = css({ zIndex: "popover", display: "flex", flexDirection: "column", w: "min(24rem, calc(100vw - 2rem))", maxH: "min(var(--available-height), 36rem)", bg: "bg", borderRadius: "lg", boxShadow: "modal", outline: "none" });
const popoverTitle = css({ m: 0, px: "4", pt: "4", fontSize: "md", fontWeight: "bold" });
const iconButton = css({ display: "inline-flex", alignItems: "center", justifyContent: "center", w: "10", h: "10", borderRadius: "full", cursor: "pointer", color: "fg", _hover: { bg: "bg.subtle" } });
const linkButton = css({ h: "10", px: "2", fontWeight: "semibold", fontSize: "sm", cursor: "pointer", color: "primary", bg: "transparent", textDecoration: "underline", textUnderlineOffset: "3px" });
const primary = css({ h: "11", px: "5", borderRadius: "md", fontWeight: "bold", fontSize: "sm", cursor: "pointer", bg: "primary", color: "primary.fg", _hover: { bg: "primary.hover" } });
const radioRow = css({ display: "flex", alignItems: "center", gap: "3", h: "12", fontSize: "md", cursor: "pointer", borderBottomWidth: "1px", borderColor: "border", "&:last-child": { borderBottomWidth: 0 } });
