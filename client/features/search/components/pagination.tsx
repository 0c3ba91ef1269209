/**
 * Pagination (spec 000 §2): shown only when the total exceeds the page size; 0-based page in the
 * query; keeps flow; under 10 pages all are listed, longer lists are compacted around the current
 * page with the first and last kept.
 */
import { Link } from "@tanstack/react-router";
import { css } from "styled-system/css";
import type { Flow } from "#shared/criteria";
import { useT } from "../../../shop/use-shop";

/** Page indexes to show, with null for a gap. 0-based. */
export function pageWindow(current: number, count: number): (number | null)[] {
  if (count < 10) return Array.from({ length: count }, (_, i) => i);
  const keep = new Set([0, count - 1, current - 1, current, current + 1].filter((i) => i >= 0 && i < count));
  const out: (number | null)[] = [];
  let prev = -1;
  for (const i of [...keep].sort((a, b) => a - b)) {
    if (i - prev > 1) out.push(null);
    out.push(i);
    prev = i;
  }
  return out;
}

export function Pagination(props: { page: number; pageCount: number; path: string; flow?: Flow; hash: string }) {
  const t = useT();
  if (props.pageCount <= 1) return null;
  const search = (page: number) => ({ ...(props.flow && props.flow !== "booking" ? { flow: props.flow } : {}), ...(page > 0 ? { page } : {}) });
  return (
    <nav aria-label={t("pagination.label")} className={css({ display: "flex", justifyContent: "center", gap: "1", my: "8", flexWrap: "wrap" })}>
      {props.page > 0 && (
        <Link to={props.path} search={search(props.page - 1)} hash={props.hash} rel="prev" className={item}>{t("pagination.previous")}</Link>
      )}
      {pageWindow(props.page, props.pageCount).map((i, n) =>
        i === null ? (
          <span key={`gap-${n}`} className={css({ px: "2", alignSelf: "center" })} aria-hidden="true">…</span>
        ) : (
          <Link key={i} to={props.path} search={search(i)} hash={props.hash} className={item} aria-current={i === props.page ? "page" : undefined} aria-label={t("pagination.page", { page: i + 1 })}>
            {i + 1}
          </Link>
        ),
      )}
      {props.page < props.pageCount - 1 && (
        <Link to={props.path} search={search(props.page + 1)} hash={props.hash} rel="next" className={item}>{t("pagination.next")}</Link>
      )}
    </nav>
  );
}

const item = css({
  minW: "10", height: "10", px: "3", display: "inline-flex", alignItems: "center", justifyContent: "center", borderRadius: "md", borderWidth: "1px", borderColor: "border",
  color: "fg", textDecoration: "none", fontWeight: "semibold", bg: "bg",
  "&[aria-current=page]": { bg: "primary", color: "primary.fg", borderColor: "primary" },
  _hover: { bg: "bg.subtle" },
});
