/**
 * Mobile search summary bar (spec 000 §2 "a summary bar that opens the modal"): on small screens
 * the results page shows the destination, dates and party in one button; pressing it reveals the
 * full search box. From md up the box is always shown inline. Above it, CriteriaNotice says what
 * the page changed in the criteria; with a lone check-in the box starts open on mobile, so its
 * dates field can ask for the check-out (issue 13 item 4). Scrolled down on a phone, the same
 * summary sticks to the top (sticky-summary-bar.tsx) and brings the visitor back to the open box.
 * On phones the open box is a full-screen modal (spec 000 §2 "in a modal on mobile"; issue 14):
 * the same server-rendered box, fixed over the page by CSS below md, with a title and a close
 * button; Escape or close returns focus to the summary (mobile-search-modal.ts, its behaviour
 * loaded at the first opening).
 *
 * Server-rendered; its code loads at the visitor's first interaction, a click replayed, or at once
 * when `noticeDue` (the results page: the criteria were changed or a check-out is missing) turns
 * true after hydration (decision 052). Scrolling is an interaction: the sticky summary follows it.
 */
import { Suspense, useCallback, useEffect, useRef, useState } from "react";
import { lazy } from "../../../ui/lazy";
import { css } from "styled-system/css";
import type { Flow, SearchCriteria } from "#shared/criteria";
import { formatDay } from "#shared/dates";
import { useShop, useT } from "../../../shop/use-shop";
import { aroundLabelKm } from "../lib/around-label";
import { watchStickySummary } from "../lib/sticky-summary";
import { HydrateWhenVisible } from "../../../ui/hydrate-when-visible";
import { useMobileSearchModal } from "./mobile-search-modal";

// Server-rendered; its code loads and hydrates at the visitor's first interaction, which it then
// replays (shell/interaction-replay.ts), or at once when the criteria change: issue 13's budget.
const SearchBox = lazy(() => import("./search-box").then((m) => ({ default: m.SearchBox })));

// Shown only when the page changed the criteria or a check-out is missing: its code loads then.
const CriteriaNotice = lazy(() => import("./criteria-notice").then((m) => ({ default: m.CriteriaNotice })));
// Shown after the visitor scrolls down on a phone: its code loads then.
const StickySummaryBar = lazy(() => import("./sticky-summary-bar").then((m) => ({ default: m.StickySummaryBar })));

export function SearchSummary(props: { criteria: SearchCriteria; flow: Flow; noticeDue: boolean }) {
  const t = useT();
  const { market } = useShop();
  const c = props.criteria;
  const [open, setOpen] = useState(!!c.checkin && !c.checkout && props.flow !== "gifting" && props.flow !== "activity");
  const [sticky, setSticky] = useState(false);
  const closeBox = useCallback(() => setOpen(false), []);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const modal = useMobileSearchModal(open, closeBox, panel, button);
  // The results heading (results-page.tsx) going out of view is the sticky summary's cue.
  useEffect(() => watchStickySummary(document.querySelector("[data-results-heading]"), setSticky), []);
  const reopen = () => {
    setOpen(true);
    window.scrollTo({ top: 0, behavior: "smooth" });
    button.current?.focus({ preventScroll: true });
  };
  // Gifting has no dates (spec 000 §2 "same box without the date picker"): the recipient chooses them.
  const dates = props.flow === "gifting" ? t("searchBox.giftDates") : c.checkin && c.checkout ? `${formatDay(c.checkin, market.pointOfSale, "short")} – ${formatDay(c.checkout, market.pointOfSale, "short")}` : t("searchBox.anyDates");
  const title = c.label ?? t("searchBox.anyDestination");
  const aroundKm = aroundLabelKm(c);
  const detail = props.flow === "activity" ? t("searchCriteria.participantsSummary", { count: c.a }) : `${dates} · ${t("travellers.summary", { adults: c.a, children: c.c, babies: c.b })}`;
  return (
    <>
      {sticky && (
        <Suspense fallback={null}>
          <StickySummaryBar title={title} detail={detail} onOpen={reopen} />
        </Suspense>
      )}
      {props.noticeDue && <CriteriaNotice criteria={c} flow={props.flow} />}
      <button ref={button} type="button" className={summary} aria-expanded={open} aria-controls="search-box-panel" onClick={() => setOpen((o) => !o)}>
        <span className={css({ fontWeight: "bold", display: "block" })}>{title}</span>
        {aroundKm !== null && <span className={css({ fontSize: "xs", color: "fg.muted", display: "block" })}>{t("searchBox.around", { km: aroundKm })}</span>}
        <span className={css({ fontSize: "sm", color: "fg.muted" })}>{detail}</span>
        <span aria-hidden="true" className={css({ position: "absolute", right: "4", top: "50%", transform: "translateY(-50%)", fontSize: "lg" })}>{open ? "▴" : "✎"}</span>
      </button>
      <div id="search-box-panel" ref={panel} className={open ? panelOpen : panelClosed}>
        <div className={modalHeader}>
          <h2 id="search-modal-title" className={css({ m: 0, fontSize: "lg", fontWeight: "bold", flex: 1 })}>{t("search.offers.modalTitle")}</h2>
          <button type="button" className={modalClose} aria-label={t("search.offers.close")} onClick={modal.close} data-modal-close="">✕</button>
        </div>
        <HydrateWhenVisible on="interaction" replay>
          <SearchBox criteria={c} flow={props.flow} layout="bar" />
        </HydrateWhenVisible>
      </div>
    </>
  );
}

// Static style objects only: the client build turns them into class names (scripts/build/panda-static-css.ts).
// Phones: the open box covers the screen (the mobile search modal); from md it sits inline.
const panelOpen = css({
  display: "block", mt: { base: 0, md: 0 }, position: { base: "fixed", md: "static" }, inset: { base: 0, md: "auto" }, zIndex: { base: "modal", md: "auto" },
  overflowY: { base: "auto", md: "visible" }, p: { base: "4", md: 0 }, bg: { base: "primary.deep", md: "transparent" },
});
const modalHeader = css({ display: { base: "flex", md: "none" }, alignItems: "center", gap: "3", mb: "4", color: "white" });
const modalClose = css({ display: "inline-flex", alignItems: "center", justifyContent: "center", w: "10", h: "10", borderRadius: "full", bg: "bg", color: "fg", cursor: "pointer", flexShrink: 0 });
const panelClosed = css({ display: { base: "none", md: "block" }, mt: { base: "3", md: 0 } });
const summary = css({
  display: { base: "block", md: "none" }, position: "relative", width: "100%", textAlign: "start", bg: "bg", color: "fg", borderRadius: "lg", px: "4", py: "3", pr: "10",
  boxShadow: "card", cursor: "pointer",
  // The ring sits on the dark jumbotron: the inverse-surface focus colour keeps it above 3:1.
  _focusVisible: { outlineColor: "sun.300" },
});
