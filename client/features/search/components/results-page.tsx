/**
 * Search results page (spec 000 §2 "Search results page", §4, §8).
 *
 * The server renders the criteria that the path carries; after mount the hash criteria are applied
 * and, when they differ, the results are refetched under the loading overlay (DESIGN.md "URL hash
 * versus server rendering"). Shows the count heading, sort, the offer grid, pagination, the family
 * banner, the dates hint, the error message and the no-results message with 'Remove all filters'.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useNavigate, useRouterState } from "@tanstack/react-router";
import { useMemo } from "react";
import { css } from "styled-system/css";
import { parseCriteria, sameSearch, serializeCriteria, showFamilyBanner, type Flow, type SearchCriteria } from "#shared/criteria";
import { PAGE_SIZE } from "#shared/search-path";
import { useApi, useMounted, useShop, useT } from "../../../shop/use-shop";
import { offersQueryOptions } from "../api/offers";
import { OfferCard } from "./offer-card";
import { Pagination } from "./pagination";
import { SearchSummary } from "./search-summary";
import { container } from "../../shell/layout";
import { SortSelect } from "./sort-select";
import { useNormalisedCriteria } from "../lib/use-normalised-criteria";

/** Criteria in effect: the hash once mounted (keeping the path's destination when the hash has none). */
export function useEffectiveCriteria(serverCriteria: SearchCriteria): SearchCriteria {
  const mounted = useMounted();
  const hash = useRouterState({ select: (s) => s.location.hash });
  return useMemo(() => {
    if (!mounted || !hash) return serverCriteria;
    const fromHash = parseCriteria(hash);
    return fromHash.location ? fromHash : { ...fromHash, location: serverCriteria.location, label: fromHash.label ?? serverCriteria.label };
  }, [mounted, hash, serverCriteria]);
}

export function ResultsPage(props: { serverCriteria: SearchCriteria; flow: Flow; page: number; path: string; serverFailed?: boolean }) {
  const t = useT();
  const api = useApi();
  const { market } = useShop();
  const navigate = useNavigate();
  const criteria = useNormalisedCriteria(useEffectiveCriteria(props.serverCriteria), props.flow);
  const query = useQuery({ ...offersQueryOptions(api, market.pointOfSale, criteria, props.flow, props.page), placeholderData: keepPreviousData });
  const hash = serializeCriteria(criteria);
  const refetching = query.isFetching && (query.isPlaceholderData || !sameSearch(criteria, props.serverCriteria, props.flow));
  const hasDates = !!(criteria.checkin && criteria.checkout);
  const data = query.data;
  // Error when the query failed, or when the server failed and the browser has not got data yet.
  const mounted = useMounted();
  const failed = !data && (query.isError || (!!props.serverFailed && (!mounted || !query.isFetching)));
  const count = data?.searchDetails?.totalCount ?? data?.resultsCount ?? 0;
  const pageCount = Math.ceil(count / PAGE_SIZE);
  const theme = data?.searchDetails?.theme?.label ?? "";
  const destination = criteria.label ?? data?.searchDetails?.destination?.label ?? "";

  function setHash(next: SearchCriteria) {
    void navigate({ to: props.path, search: props.flow !== "booking" ? { flow: props.flow } : {}, hash: serializeCriteria(next) });
  }

  return (
    <div>
      <section className={jumbotron} aria-label={t("searchBox.label")}>
        <div className={container}>
          <SearchSummary key={hash} criteria={criteria} flow={props.flow} />
        </div>
      </section>
      <div className={container}>
        <div className={css({ display: "flex", alignItems: { base: "flex-start", md: "center" }, justifyContent: "space-between", gap: "4", flexDirection: { base: "column", md: "row" }, my: "6" })}>
          <h1 className={css({ fontSize: { base: "2xl", md: "3xl" }, fontWeight: "bold", m: 0, lineHeight: "tight" })} aria-live="polite">
            {failed || !data ? t("search.title") : props.flow === "activity" ? t("search.countActivities", { count }) : t("search.count", { count, theme, destination })}
          </h1>
          <SortSelect flow={props.flow} value={criteria.sort} hasCoordinates={criteria.lat !== undefined} onChange={(sort) => setHash({ ...criteria, sort })} />
        </div>
        {showFamilyBanner(criteria) && (
          <aside className={banner} aria-label={t("familyBanner.title")}>
            <strong>{t("familyBanner.title")}</strong> <span>{t("familyBanner.text")}</span>
          </aside>
        )}
        {!hasDates && props.flow !== "gifting" && props.flow !== "activity" && count > 0 && <p className={info}>{t("search.chooseDates")}</p>}
        <div className={css({ position: "relative", minH: "40" })} aria-busy={refetching}>
          {refetching && (
            <div className={overlay} role="status">
              <span className={spinner} aria-hidden="true" />
              {t("search.loading")}
            </div>
          )}
          {failed ? (
            <div role="alert" className={emptyState}>
              <p className={css({ fontSize: "lg", fontWeight: "semibold" })}>{t("errors.generic")}</p>
              <button type="button" className={secondaryButton} onClick={() => void query.refetch()}>{t("errors.retry")}</button>
            </div>
          ) : data && count === 0 ? (
            <div className={emptyState}>
              <p>{props.flow === "activity" ? t("search.noActivities") : t("search.noResults")}</p>
              <button type="button" className={secondaryButton} onClick={() => setHash({ ...parseCriteria(""), location: null })}>
                {t("search.removeFilters")}
              </button>
            </div>
          ) : (
            <>
            <h2 className={css({ srOnly: true })}>{t("search.resultsList")}</h2>
            <ol className={grid} aria-label={t("search.resultsList")}>
              {(data?.exactMatch ?? []).map((hotel, i) => (
                <li key={hotel.id} className={css({ display: "flex", "& > article": { flex: 1 } })}>
                  <OfferCard card={hotel.mainPackage} hasDates={hasDates} flow={props.flow} hash={hash} priority={i < 3} />
                </li>
              ))}
            </ol>
            </>
          )}
        </div>
        <Pagination page={props.page} pageCount={pageCount} path={props.path} flow={props.flow} hash={hash} />
      </div>
    </div>
  );
}

const jumbotron = css({ backgroundImage: "linear-gradient(to bottom right, {colors.primary}, {colors.primary.deep})", py: { base: "4", md: "6" } });
const grid = css({
  listStyle: "none", p: 0, m: 0, display: "grid", gap: "6",
  gridTemplateColumns: { base: "1fr", md: "repeat(2, 1fr)", lg: "repeat(3, 1fr)" },
});
const overlay = css({
  position: "absolute", inset: 0, zIndex: "overlay", display: "flex", alignItems: "flex-start", justifyContent: "center", gap: "3", pt: "16",
  bg: "rgba(255,255,255,0.75)", fontWeight: "semibold", color: "fg",
});
const spinner = css({ width: "5", height: "5", borderRadius: "full", borderWidth: "3px", borderColor: "border", borderTopColor: "primary", animation: "spin 0.8s linear infinite" });
const banner = css({ bg: "accent.subtle", color: "fg", p: "4", borderRadius: "lg", mb: "4" });
const info = css({ color: "fg.muted", mb: "4" });
const emptyState = css({ textAlign: "center", py: "12", px: "4", bg: "bg.subtle", borderRadius: "lg", display: "flex", flexDirection: "column", alignItems: "center", gap: "4" });
export const secondaryButton = css({
  px: "5", height: "10", borderRadius: "md", borderWidth: "2px", borderColor: "primary", color: "primary", bg: "bg", fontWeight: "semibold", cursor: "pointer",
  _hover: { bg: "bg.subtle" },
});
