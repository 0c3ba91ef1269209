/**
 * The way back from a wider search reached through a fallback block (issue 14: "each block says
 * which criterion it relaxed, with a one-click way back"). The block's link carries the original
 * criteria in the history entry's state (`fallbackFrom`, a hash); this notice shows what was
 * relaxed and links back to that hash. The results page renders it only with such state, from
 * another hash than the one shown (a shared link or a new search has none).
 */
import { Link } from "@tanstack/react-router";
import { css } from "styled-system/css";
import type { Flow } from "#shared/criteria";
import { useT } from "../../../shop/use-shop";

declare module "@tanstack/history" {
  interface HistoryState {
    /** Hash of the search a fallback block was opened from. */
    fallbackFrom?: string;
    /** Title of that block (what it relaxed). */
    fallbackTitle?: string;
  }
}

/** `from`: the hash to go back to; `title`: what the block relaxed. */
export function RelaxedNotice(props: { path: string; flow: Flow; from: string; title: string }) {
  const t = useT();
  return (
    <p className={notice} data-testid="relaxed-notice">
      <span>{t("fallback.widened", { title: props.title })}</span>{" "}
      <Link to={props.path} search={props.flow !== "booking" ? { flow: props.flow } : {}} hash={props.from} className={back}>
        {t("fallback.back")}
      </Link>
    </p>
  );
}

const notice = css({ bg: "accent.subtle", color: "fg", px: "4", py: "3", borderRadius: "lg", mb: "4", display: "flex", gap: "2", flexWrap: "wrap", alignItems: "baseline" });
const back = css({ color: "primary", fontWeight: "semibold", textDecoration: "underline", textUnderlineOffset: "3px" });
