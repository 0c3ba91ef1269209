/**
 * Pagination (spec 000 §2): shown only when the total exceeds the page size; 0-based page in the
 * query; keeps flow (and the criteria in the hash); under 10 pages all are listed, longer lists are
 * compacted (lib/page-window.ts). Exactly one page is marked current (`aria-current="page"`).
 */
import { Link } from "@tanstack/react-router";
import { pagination } from "styled-system/recipes";
import type { Flow } from "#shared/criteria";
import { useT } from "../../../shop/use-shop";
import { pageWindow } from "../lib/page-window";

/**
 * The router marks a link "active" (and sets aria-current="page" on it) when its search is a
 * subset of the location's: the first page's link (no `page`) would be current on every page.
 * Pagination says itself which page is current, so the router's guess is turned off.
 */
const EXACT_ONLY = { exact: true, includeSearch: true, includeHash: true, explicitUndefined: true } as const;

export function Pagination(props: { page: number; pageCount: number; path: string; flow?: Flow; hash: string }) {
  const t = useT();
  if (props.pageCount <= 1) return null;
  const current = Math.min(Math.max(0, props.page), props.pageCount - 1);
  const search = (page: number) => ({ ...(props.flow && props.flow !== "booking" ? { flow: props.flow } : {}), ...(page > 0 ? { page } : {}) });
  return (
    <nav aria-label={t("pagination.label")} data-figure="pageCount" data-count={props.pageCount} className={styles.root}>
      {current > 0 && (
        <Link to={props.path} search={search(current - 1)} hash={props.hash} activeOptions={EXACT_ONLY} rel="prev" className={styles.item}>{t("pagination.previous")}</Link>
      )}
      {pageWindow(current, props.pageCount).map((i, n) =>
        i === null ? (
          <span key={`gap-${n}`} className={styles.gap} aria-hidden="true">…</span>
        ) : i === current ? (
          // No aria-label: not allowed on a span (vnu); aria-current already says "current page".
          <span key={i} className={styles.item} aria-current="page">{i + 1}</span>
        ) : (
          <Link key={i} to={props.path} search={search(i)} hash={props.hash} activeOptions={EXACT_ONLY} className={styles.item} aria-label={t("pagination.page", { page: i + 1 })}>
            {i + 1}
          </Link>
        ),
      )}
      {current < props.pageCount - 1 && (
        <Link to={props.path} search={search(current + 1)} hash={props.hash} activeOptions={EXACT_ONLY} rel="next" className={styles.item}>{t("pagination.next")}</Link>
      )}
    </nav>
  );
}

/** One class per element (client/theme/results-links-recipes.ts; decision 089). */
const styles = pagination();
