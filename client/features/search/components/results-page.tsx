/**
 * Search results page (spec 000 §2 "Search results page", §4, §8).
 *
 * The server renders the criteria that the path carries; after mount the hash criteria are applied
 * and, when they differ, the results are refetched under the loading overlay (DESIGN.md "URL hash
 * versus server rendering"). Shows the count heading, sort, the offer grid, pagination, the family
 * banner, the dates hint, the error message and the no-results message with 'Remove all filters'.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useHydrated, useNavigate, useRouterState } from "@tanstack/react-router";
import { Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef } from "react";
import { lazy } from "../../../ui/lazy";
import { css } from "styled-system/css";
import type { ResultRow } from "../lib/results-answer";
import { parseCriteria, serializeCriteria, showFamilyBanner, type Flow, type SearchCriteria } from "#shared/criteria";
import { useApi, useShop, useT } from "../../../shop/use-shop";
import { offersQueryOptions, offersTotal, pageCountOf } from "../api/offers";
import { effectiveCriteria } from "../lib/effective-criteria";
import { clearHashPending } from "../lib/hash-pending";
import { container } from "../../../ui/layout";
import { HydrateWhenVisible } from "../../../ui/hydrate-when-visible";
import { centreOf } from "../filters/lib/centre";
import { useNormalisedCriteria, useRecordedCriteriaChanges } from "../lib/use-normalised-criteria";
import { wantsFallback } from "#shared/fallback-threshold";
import { BelowResults } from "../suggestion-links/below-results";
import { useCardActions } from "../offers-drawer/card-actions";
import { useActivityUriRewrite } from "../lib/use-activity-uri-rewrite";
import { rememberSearch } from "../../../shop/saved-stay";
import { useSettledOn } from "../lib/use-settled-on";
import { useResultsTracking } from "../lib/use-results-tracking";
import { loadFamilyBars } from "../../promo";

// Links only (client/ui/hydrate-when-visible.tsx): loaded at the first interaction or when they must change.
// Shown only on some pages (few results; arriving from a fallback block): their code loads then.
// The filter and sort bar: server-rendered, hydrated at the first interaction with the click replayed
// (decision 045; its props stay the same through hydration so the gate holds).
// The summary and the search box: server-rendered, hydrated at the first interaction with the click
// replayed, or at once when the criteria notice is due (decision 052).
const SearchSummary = lazy(() => import("./search-summary").then((m) => ({ default: m.SearchSummary })));
// A button beside the count: its code loads at the first interaction, a click replayed (decision 052).
const TravelLocallyButton = lazy(() => import("../travel-locally/travel-locally-button").then((m) => ({ default: m.TravelLocallyButton })));
const ActionBar = lazy(() => import("../filters/action-bar").then((m) => ({ default: m.ActionBar })));
const FallbackMount = lazy(() => import("../fallback/fallback-mount").then((m) => ({ default: m.FallbackMount })));
const RelaxedNotice = lazy(() => import("../fallback/relaxed-notice").then((m) => ({ default: m.RelaxedNotice })));
const Pagination = lazy(() => import("./pagination").then((m) => ({ default: m.Pagination })));
const ResultsList = lazy(() => import("./results-list").then((m) => ({ default: m.ResultsList })));
/** Customer care only (the care host): its code loads there and nowhere else (spec 000 §6). */
const CareSearchPanel = lazy(() => import("../care/care-search-panel").then((m) => ({ default: m.CareSearchPanel })));
const SeoText = lazy(() => import("../seo-text/seo-text").then((m) => ({ default: m.SeoText })));

// Announcement banner and promo bar of the page family (spec 001 §2): links and text, hydrated at the
// first interaction (decision 026). Declared per page, not in a shared module: a module shared by the
// pages would be one more request on each, or (in the framework chunk) split Rolldown's runtime out.
const FamilyBars = lazy(() => loadFamilyBars().then((m) => ({ default: m.FamilyBars })));
const NO_HOTELS: readonly ResultRow[] = [];

/**
 * Criteria in effect: the server's during the hydration render (the server never sees the hash),
 * the hash's from then on, and at once on a page opened by a client navigation (useHydrated is
 * already true there, so no request for the path's criteria goes out first).
 */
export function useEffectiveCriteria(serverCriteria: SearchCriteria): { criteria: SearchCriteria; hydrated: boolean } {
  const hydrated = useHydrated();
  const hash = useRouterState({ select: (s) => s.location.hash });
  const criteria = useMemo(() => (hydrated ? effectiveCriteria(serverCriteria, hash) : serverCriteria), [hydrated, hash, serverCriteria]);
  return { criteria, hydrated };
}

export function ResultsPage(props: { serverCriteria: SearchCriteria; flow: Flow; page: number; path: string; serverFailed?: boolean }) {
  const t = useT();
  const api = useApi();
  const { market, care } = useShop();
  const navigate = useNavigate();
  const effective = useEffectiveCriteria(props.serverCriteria);
  const criteria = useNormalisedCriteria(effective.criteria, props.flow, props.path);
  const hydrated = effective.hydrated;
  const query = useQuery({ ...offersQueryOptions(api, market.pointOfSale, criteria, props.flow, props.page), placeholderData: keepPreviousData });
  // The page now renders the hash's criteria itself: the pre-hydration flag has done its job.
  useLayoutEffect(() => {
    if (hydrated) clearHashPending();
  }, [hydrated]);
  const hash = serializeCriteria(criteria);
  // Whether the page changed the criteria or a check-out is missing (the notice's own rule,
  // criteria-notice.tsx, decides what it says): known after hydration, it opens the summary's gate.
  const recorded = useRecordedCriteriaChanges();
  const noticeDue = hydrated && (recorded.length > 0 || (!!criteria.checkin && !criteria.checkout));
  const hasDates = !!(criteria.checkin && criteria.checkout);
  // `current`: the answer for these criteria and this page. While another answer stands in
  // (placeholder) or none is there yet, the page is loading: the overlay covers the list and no
  // count is shown, so no figure of other criteria is readable (issue 13 item 5).
  const current = query.data && !query.isPlaceholderData ? query.data : undefined;
  useActivityUriRewrite(props.flow, props.path, hydrated, current);
  // The stay shown is the one leaving the activity flow restores (issue 25 item 14); not while
  // leaving this page (the next page's hash under this page's flow).
  const settled = useSettledOn(props.path);
  useEffect(() => {
    if (hydrated && settled) rememberSearch(criteria, props.flow);
  }, [hydrated, settled, criteria, props.flow]);
  const loading = hydrated && !current && !query.isError;
  const shown = current ?? (loading ? query.data : undefined);
  // Error when the query failed, or when the server failed and the browser has not got data yet.
  const failed = !query.data && (query.isError || (!!props.serverFailed && (!hydrated || !query.isFetching)));
  const count = current ? offersTotal(current) : 0;
  const pageCount = shown ? pageCountOf(offersTotal(shown)) : 0;
  const page = current?.searchDetails.page ?? props.page;
  const theme = current?.searchDetails?.theme?.label ?? "";
  const destination = criteria.label ?? current?.searchDetails?.destination?.label ?? "";
  // A shared or hand-written address may name a place (city=…) without its label: the summary
  // and the box then say the place the answer names rather than "any destination".
  const summaryCriteria = useMemo(() => (criteria.label || !criteria.location || !destination ? criteria : { ...criteria, label: destination }), [criteria, destination]);
  const countHeading = props.flow === "activity" ? t("search.countActivities", { count }) : t("search.count", { count, theme, destination });

  const removeFilters = () => setHash({ ...parseCriteria(""), location: null });
  const fallback = current && wantsFallback(count, page, props.flow) && (
    <Suspense fallback={null}>
      <FallbackMount criteria={criteria} flow={props.flow} main={current} mainCount={count} page={page} path={props.path} onRemoveFilters={removeFilters} />
    </Suspense>
  );
  const cardDialog = useCardActions(shown?.exactMatch ?? NO_HOTELS, criteria, props.flow, hash);
  // view_item_list for the answer of these criteria once shown, select_item for the card chosen (spec 001 §7).
  useResultsTracking(hydrated ? current?.exactMatch : undefined, props.flow);
  const fallbackFrom = useRouterState({ select: (s) => s.location.state.fallbackFrom });
  const fallbackTitle = useRouterState({ select: (s) => s.location.state.fallbackTitle });

  // Same function and centre from render to render: the action bar's gate opens only on real changes.
  const setHashRef = useRef(setHash);
  setHashRef.current = setHash;
  const onCriteriaChange = useCallback((next: SearchCriteria) => setHashRef.current(next), []);
  const centre = useMemo(() => centreOf(current), [current]);

  function setHash(next: SearchCriteria) {
    // Same page, other criteria: the list stays where the visitor is (sort, remove filters).
    void navigate({ to: props.path, search: props.flow !== "booking" ? { flow: props.flow } : {}, hash: serializeCriteria(next), resetScroll: false });
  }

  return (
    <div>
      <HydrateWhenVisible on="interaction"><FamilyBars family="search" flow={props.flow} /></HydrateWhenVisible>
      <section className={jumbotron} aria-label={t("searchBox.label")}>
        <div className={container}>
          {/* A new search (criteria or flow) starts a fresh box: the phone modal closes on it. */}
          <HydrateWhenVisible key={props.flow + hash} on="interaction" replay>
            <SearchSummary criteria={summaryCriteria} flow={props.flow} noticeDue={noticeDue} />
          </HydrateWhenVisible>
        </div>
      </section>
      <div className={container}>
        {/* The count and 'Travel locally!' share a row (wrapped when narrow): on a phone the first
            card then starts one button-height higher. */}
        <div className={css({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: { base: "3", md: "4" }, flexWrap: "wrap", my: { base: "4", md: "6" } })}>
          {/* Before hydration a hash search may be pending (lib/hash-pending.ts): CSS then hides
              the path's count and shows the plain title from data-pending-title instead. */}
          <h1
            className={heading} data-results-heading="" data-pending-title={hydrated ? undefined : t("search.title")} aria-live="polite"
            {...(failed || !current ? {} : { "data-figure": "offersCount", "data-count": count })}
          >
            {failed || !current ? t("search.title") : countHeading}
          </h1>
          {props.flow !== "activity" && (
            <HydrateWhenVisible on="interaction" replay className={contents}>
              <TravelLocallyButton criteria={criteria} />
            </HydrateWhenVisible>
          )}
        </div>
        <HydrateWhenVisible on="interaction" replay>
          <ActionBar criteria={criteria} flow={props.flow} centre={centre} distanceBounds={current?.searchDetails.location?.distanceBounds} onChange={onCriteriaChange} />
        </HydrateWhenVisible>
        {care && hydrated && (
          <Suspense fallback={null}>
            <CareSearchPanel criteria={criteria} flow={props.flow} />
          </Suspense>
        )}
        {fallbackFrom && fallbackFrom !== hash && (
          <Suspense fallback={null}>
            <RelaxedNotice path={props.path} flow={props.flow} from={fallbackFrom} title={fallbackTitle ?? ""} />
          </Suspense>
        )}
        {showFamilyBanner(criteria) && (
          <aside className={banner} aria-label={t("familyBanner.title")}>
            <strong>{t("familyBanner.title")}</strong> <span>{t("familyBanner.text")}</span>
          </aside>
        )}
        {!hasDates && props.flow !== "gifting" && props.flow !== "activity" && count > 0 && <p className={info}>{t("search.chooseDates")}</p>}
        <div className={css({ position: "relative", minH: "40" })} aria-busy={loading}>
          {loading ? (
            <div className={overlay} role="status">
              <LoadingMessage text={t("search.loading")} />
            </div>
          ) : (
            !hydrated && (
              <div className={pendingOverlay} role="status">
                <LoadingMessage text={t("search.loading")} />
              </div>
            )
          )}
          {failed ? (
            <div role="alert" className={emptyState}>
              <p className={css({ fontSize: "lg", fontWeight: "semibold" })}>{t("errors.generic")}</p>
              <button type="button" className={secondaryButton} onClick={() => void query.refetch()}>{t("errors.retry")}</button>
            </div>
          ) : current && count === 0 && props.flow !== "activity" ? (
            fallback
          ) : current && count === 0 ? (
            <div className={emptyState}>
              <p>{props.flow === "activity" ? t("search.noActivities") : t("search.noResults")}</p>
              <button type="button" className={secondaryButton} onClick={removeFilters}>
                {t("search.removeFilters")}
              </button>
            </div>
          ) : (
            <>
              {/* Links and pictures: the cards' code loads at the first interaction, or at once when the
                  list must change (a hash search, a new page): client/ui/hydrate-when-visible.tsx. */}
              <HydrateWhenVisible on="interaction">
                <ResultsList hotels={shown?.exactMatch ?? NO_HOTELS} hasDates={hasDates} flow={props.flow} hash={hash} />
              </HydrateWhenVisible>
              {fallback}
            </>
          )}
          <HydrateWhenVisible on="interaction">
            <Pagination page={page} pageCount={pageCount} path={props.path} flow={props.flow} hash={hash} />
          </HydrateWhenVisible>
        </div>
        <BelowResults location={criteria.location} serverLocation={props.serverCriteria.location} flow={props.flow} />
        {/* The SEO text describes hotel stays (nights, breakfast): not the activity flow's day activities. */}
        {props.flow !== "activity" && (
          <HydrateWhenVisible>
            <SeoText answer={current} destinationLabel={criteria.label} />
          </HydrateWhenVisible>
        )}
        {cardDialog}
      </div>
    </div>
  );
}

/** The spec's loading message (spec 000 §8), kept in view while the overlay covers a long list. */
function LoadingMessage(props: { text: string }) {
  return (
    <p className={loadingMessage}>
      <span className={spinner} aria-hidden="true" />
      {props.text}
    </p>
  );
}

const jumbotron = css({ backgroundImage: "linear-gradient(to bottom right, {colors.primary}, {colors.primary.deep})", py: { base: "4", md: "6" } });
// Opaque enough that no figure under it is readable (issue 13 item 5).
const overlay = css({
  position: "absolute", inset: 0, zIndex: "overlay", display: "flex", alignItems: "flex-start", justifyContent: "center",
  bg: "rgba(255,255,255,0.92)", backdropFilter: "blur(6px)", borderRadius: "lg",
});
// The server-rendered overlay: shown only while a hash search is pending before hydration.
const pendingOverlay = css({
  position: "absolute", inset: 0, zIndex: "overlay", display: "none", alignItems: "flex-start", justifyContent: "center",
  bg: "rgba(255,255,255,0.92)", backdropFilter: "blur(6px)", borderRadius: "lg",
  "html[data-hash-pending] &": { display: "flex" },
});
const heading = css({
  fontSize: { base: "2xl", md: "3xl" }, fontWeight: "bold", m: 0, lineHeight: "tight",
  "html[data-hash-pending] &": {
    visibility: "hidden", position: "relative",
    _after: { content: "attr(data-pending-title)", visibility: "visible", position: "absolute", insetInlineStart: 0, top: 0, whiteSpace: "nowrap" },
  },
});
const loadingMessage = css({
  position: "sticky", top: "24", display: "flex", alignItems: "center", gap: "3", mt: "12", mx: "4", px: "5", py: "3",
  bg: "bg", borderRadius: "full", boxShadow: "card", fontWeight: "semibold", color: "fg", textAlign: "center",
});
const spinner = css({ width: "5", height: "5", borderRadius: "full", borderWidth: "3px", borderColor: "border", borderTopColor: "primary", animation: "spin 0.8s linear infinite" });
const banner = css({ bg: "accent.subtle", color: "fg", p: "4", borderRadius: "lg", mb: "4" });
const info = css({ color: "fg.muted", mb: "4" });
const emptyState = css({ textAlign: "center", py: "12", px: "4", bg: "bg.subtle", borderRadius: "lg", display: "flex", flexDirection: "column", alignItems: "center", gap: "4" });
export const secondaryButton = css({
  px: "5", height: "10", borderRadius: "md", borderWidth: "2px", borderColor: "primary", color: "primary", bg: "bg", fontWeight: "semibold", cursor: "pointer",
  _hover: { bg: "bg.subtle" },
});
// A gate's wrapper that is no box of its own: the button stays a flex item of the count's row.
const contents = css({ display: "contents" });
