/**
 * The reviews modal (spec 001 §2 "Modals: … reviews"; §4 "sort and language filters reset list and
 * page; show more loads the next page"; §8 empty states; §9 page size 10, sorts, languages).
 *
 * Ark UI Dialog (focus trapped, Escape / outside click / ✕ close, focus back on `returnFocus`): a
 * centred modal from md up, a bottom sheet on phones. A chunk of its own with Ark and the infinite
 * query, loaded by review-summary.tsx when the shopper is about to open it.
 *
 * The list starts in the market's language with the other languages as fallback (the select then
 * shows 'All languages'); choosing a sort or a language starts a new list at page 0 (its own
 * query key); 'Show more' fetches the next page. States: loading, error with retry, none in the
 * chosen language (with 'See all the languages'), none at all, the list.
 */
import { Dialog } from "@ark-ui/react/dialog";
import { Portal } from "@ark-ui/react/portal";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useId, useState, type RefObject } from "react";
import { css } from "styled-system/css";
import type { ReviewsQuery } from "#shared/contract/hotel-reviews";
import { productScoreLabel } from "#shared/score-label";
import { useApi, useShop, useT } from "../../../shop/use-shop";
import { reviewsListQueryOptions } from "../api/reviews-infinite";
import { marketReviewLanguage, reviewLanguageOptions, reviewsListState, type ReviewLanguage } from "../lib/review-language";
import { ReviewItem } from "./review-item";
import { ScoreBadge } from "./score-badge";

const SORTS: readonly ReviewsQuery["sort"][] = ["DATE_DESC", "DATE_ASC", "SCORE_DESC", "SCORE_ASC"];

export default function ReviewsModal(props: {
  hotelId: number;
  average: number;
  count: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const t = useT();
  const label = productScoreLabel(props.average);
  return (
    <Dialog.Root open={props.open} onOpenChange={(d) => props.onOpenChange(d.open)} finalFocusEl={() => props.returnFocus.current} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop className={backdrop} />
        <Dialog.Positioner className={positioner}>
          <Dialog.Content className={content} data-testid="reviews-modal">
            <header className={css({ display: "flex", alignItems: "flex-start", gap: "3", px: { base: "5", md: "6" }, pt: { base: "3", md: "6" }, pb: "3" })}>
              <div className={css({ flex: 1, minW: 0 })}>
                <span aria-hidden="true" className={handle} />
                <Dialog.Title className={css({ m: 0, fontSize: "xl", fontWeight: "bold" })}>{t("product.reviews")}</Dialog.Title>
                <Dialog.Description className={css({ m: 0, mt: "2", display: "flex", gap: "2", alignItems: "center", flexWrap: "wrap", color: "fg.muted" })}>
                  <ScoreBadge score={props.average} outOf />
                  {label && label !== "new" && <strong className={css({ color: "fg" })}>{t(`score.${label}`)}</strong>}
                  <span>{t("card.reviews", { count: props.count })}</span>
                </Dialog.Description>
              </div>
              <Dialog.CloseTrigger className={close} aria-label={t("reviews.close")}>✕</Dialog.CloseTrigger>
            </header>
            <ReviewsList hotelId={props.hotelId} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ReviewsList(props: { hotelId: number }) {
  const t = useT();
  const api = useApi();
  const { market } = useShop();
  const ids = useId();
  const [sort, setSort] = useState<ReviewsQuery["sort"]>("DATE_DESC");
  const [language, setLanguage] = useState<ReviewLanguage>(() => marketReviewLanguage(market.pointOfSale));
  // Only the first list falls back to every language; a language the shopper picks is kept.
  const [fallback, setFallback] = useState(true);
  const query = useInfiniteQuery(reviewsListQueryOptions(api, market.pointOfSale, props.hotelId, { sort, language, fallback }));
  const first = query.data?.pages[0];
  const state = reviewsListState(query.status, first);
  const shownLanguage: ReviewLanguage = fallback && first?.language === "all" ? "all" : language;
  const chooseLanguage = (l: ReviewLanguage) => {
    setLanguage(l);
    setFallback(false);
  };
  const reviews = query.data?.pages.flatMap((p) => p.list) ?? [];

  return (
    <>
      <div className={css({ display: "flex", gap: "3", flexWrap: "wrap", px: { base: "5", md: "6" }, pb: "3", borderBottomWidth: "1px", borderColor: "border" })}>
        <label className={field} htmlFor={`${ids}-sort`}>
          <span className={fieldLabel}>{t("reviews.sortLabel")}</span>
          <select id={`${ids}-sort`} className={select} value={sort} onChange={(e) => setSort(e.target.value as ReviewsQuery["sort"])} data-testid="reviews-sort">
            {SORTS.map((s) => <option key={s} value={s}>{t(`reviews.sort.${s}`)}</option>)}
          </select>
        </label>
        <label className={field} htmlFor={`${ids}-language`}>
          <span className={fieldLabel}>{t("reviews.languageLabel")}</span>
          <select id={`${ids}-language`} className={select} value={shownLanguage} onChange={(e) => chooseLanguage(e.target.value as ReviewLanguage)} data-testid="reviews-language">
            {reviewLanguageOptions(market.pointOfSale).map((l) => <option key={l} value={l}>{t(`reviews.language.${l}`)}</option>)}
          </select>
        </label>
      </div>
      <div className={css({ overflowY: "auto", px: { base: "5", md: "6" }, pb: "6", flex: 1, minH: "12rem" })} data-testid="reviews-list" aria-busy={query.isFetching}>
        {state === "loading" && <p role="status" className={note}>{t("reviews.loading")}</p>}
        {state === "error" && (
          <div role="alert" className={note}>
            <p className={css({ m: 0, mb: "3" })}>{t("reviews.error")}</p>
            <button type="button" className={secondary} onClick={() => void query.refetch()}>{t("errors.retry")}</button>
          </div>
        )}
        {state === "emptyLanguage" && (
          <div className={note} data-testid="reviews-empty-language">
            <p className={css({ m: 0, mb: "3" })}>{t("reviews.emptyLanguage", { language })}</p>
            <button type="button" className={secondary} onClick={() => chooseLanguage("all")}>{t("reviews.seeAllLanguages")}</button>
          </div>
        )}
        {state === "emptyAll" && <p className={note}>{t("reviews.none")}</p>}
        {state === "list" && (
          <>
            <ol className={css({ listStyle: "none", p: 0, m: 0 })}>
              {reviews.map((r) => (
                <li key={r.id}>
                  <ReviewItem review={r} />
                </li>
              ))}
            </ol>
            {query.isFetchNextPageError && <p role="alert" className={css({ color: "danger", mt: "4", mb: 0 })}>{t("reviews.error")}</p>}
            {query.hasNextPage && (
              <button type="button" className={`${secondary} ${css({ mt: "5", w: "100%" })}`} disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()} data-testid="reviews-more">
                {query.isFetchingNextPage ? t("reviews.loading") : t("reviews.showMore")}
              </button>
            )}
          </>
        )}
      </div>
    </>
  );
}

const backdrop = css({ position: "fixed", inset: 0, bg: "bg.overlay", zIndex: "overlay" });
// Phones: a bottom sheet; larger screens: a centred modal.
const positioner = css({ position: "fixed", inset: 0, zIndex: "modal", display: "flex", alignItems: { base: "flex-end", md: "center" }, justifyContent: "center" });
const content = css({
  display: "flex", flexDirection: "column", bg: "bg.surface", boxShadow: "modal", outline: "none", overflow: "hidden",
  w: { base: "100vw", md: "min(44rem, calc(100vw - 2rem))" }, h: { base: "90dvh", md: "min(48rem, calc(100dvh - 4rem))" },
  borderRadius: { base: "1rem 1rem 0 0", md: "2xl" },
  // Only while open: the root stays mounted between openings, and an animation still set when it
  // closes would keep Ark's presence waiting for an animationend that never comes.
  "&[data-state=open]": { animation: "slideUp 0.2s ease-out" },
});
const handle = css({ display: { base: "block", md: "none" }, w: "10", h: "1", borderRadius: "full", bg: "border.strong", mx: "auto", mb: "3" });
const close = css({ display: "inline-flex", alignItems: "center", justifyContent: "center", w: "10", h: "10", borderRadius: "full", bg: "bg.subtle", cursor: "pointer", flexShrink: 0 });
const field = css({ display: "grid", gap: "1", flex: { base: "1 1 10rem", md: "0 1 14rem" } });
const fieldLabel = css({ fontSize: "sm", fontWeight: "semibold" });
const select = css({ h: "10", px: "3", borderWidth: "1px", borderColor: "border.strong", borderRadius: "md", bg: "bg.surface", color: "fg", fontSize: "md", w: "100%" });
const note = css({ py: "8", textAlign: "center", color: "fg.muted", m: 0 });
const secondary = css({
  display: "inline-flex", alignItems: "center", justifyContent: "center", minH: "11", px: "5", borderRadius: "md", borderWidth: "2px",
  borderColor: "primary", color: "primary", bg: "transparent", fontWeight: "bold", cursor: "pointer", _hover: { bg: "primary.subtle" }, _disabled: { opacity: 0.6, cursor: "wait" },
});
