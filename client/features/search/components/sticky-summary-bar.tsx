/**
 * The sticky search summary on mobile (spec 000 §2 "A sticky summary appears on mobile after
 * scrolling more than 250 px when the results header is out of view"; lib/sticky-summary.ts): the
 * destination, dates and party pinned to the top of the screen; pressing it goes back up and opens
 * the search box. Loaded the first time it shows (search-summary.tsx).
 */
import { css } from "styled-system/css";
import { useT } from "../../../shop/use-shop";

export function StickySummaryBar(props: { title: string; detail: string; onOpen: () => void }) {
  const t = useT();
  return (
    <div className={bar} data-testid="sticky-summary">
      <button type="button" className={button} onClick={props.onOpen} aria-controls="search-box-panel">
        <span className={css({ fontWeight: "bold", display: "block", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" })}>{props.title}</span>
        <span className={css({ fontSize: "sm", color: "fg.muted", display: "block", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" })}>{props.detail}</span>
        <span className={css({ srOnly: true })}>{t("searchBox.modify")}</span>
        <span aria-hidden="true" className={css({ position: "absolute", right: "4", top: "50%", transform: "translateY(-50%)", fontSize: "lg" })}>✎</span>
      </button>
    </div>
  );
}

const bar = css({
  display: { base: "block", md: "none" }, position: "fixed", top: 0, insetInline: 0, zIndex: "sticky",
  bg: "primary.deep", px: "3", py: "2", boxShadow: "card",
  animation: "fadeIn",
});
const button = css({
  position: "relative", display: "block", width: "100%", textAlign: "start", bg: "bg", color: "fg", borderRadius: "lg", px: "4", py: "2", pr: "10",
  cursor: "pointer", _focusVisible: { outlineColor: "sun.300" },
});
