/**
 * The reviews block of the stay and hotel pages (spec 001 §3 Review summary; §8 "none at all: 'Be
 * the first to try this brand new experience!'"; §9 score labels, "/10 with comma", bar width
 * 10 × score, up to 4 positive reviews highlighted): score /10 with its label and count, the six
 * criteria as bars, the highlights (review-highlights.tsx) and the button that opens the reviews
 * modal (reviews-modal.tsx, loaded when first wanted: hover, focus or click).
 *
 * Input: the hotel id and its summary as the page's detail call gave it (server-rendered). No score
 * (`average` null) shows 'New' and the invitation, nothing else. Pages render it lazily behind
 * `HydrateWhenVisible on="interaction" replay`, so its code is not in their first load and a click
 * on the button before hydration is replayed.
 */
import { Suspense, useCallback, useRef, useState } from "react";
import { lazy } from "../../../ui/lazy";
import { css } from "styled-system/css";
import { productScoreLabel } from "#shared/score-label";
import { useT } from "../../../shop/use-shop";
import { ReviewCriteria } from "./review-criteria";
import { ReviewHighlights } from "./review-highlights";
import { ScoreBadge } from "./score-badge";

const loadModal = () => import("./reviews-modal");
const ReviewsModal = lazy(loadModal);

export interface ReviewSummaryProps {
  hotelId: number;
  average: number | null;
  count: number;
  details: readonly { label: string; score: number | null }[];
}

export function ReviewSummary(props: ReviewSummaryProps) {
  const t = useT();
  const label = productScoreLabel(props.average);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const onFailure = useCallback(() => setFailed(true), []);
  const preload = () => void loadModal();
  const scored = props.average !== null && props.count > 0;
  return (
    <section aria-labelledby="reviews-title" className={css({ py: "8", borderTopWidth: "1px", borderColor: "border" })} data-testid="review-summary">
      <h2 id="reviews-title" className={css({ fontSize: "2xl", fontWeight: "bold", mb: "4", mt: 0 })}>{t("product.reviews")}</h2>
      {!scored || props.average === null ? (
        <div className={css({ display: "flex", gap: "3", alignItems: "center", flexWrap: "wrap" })}>
          <span className={css({ bg: "accent.subtle", color: "fg", fontWeight: "bold", px: "3", py: "1", borderRadius: "md" })}>{t("score.new")}</span>
          <p className={css({ m: 0 })}>{t("reviews.none")}</p>
        </div>
      ) : (
        <>
          <p className={css({ display: "flex", alignItems: "center", gap: "3", flexWrap: "wrap", fontSize: "lg", mt: 0, mb: "5" })} data-testid="review-score">
            <ScoreBadge score={props.average} outOf large />
            {label && label !== "new" && <strong>{t(`score.${label}`)}</strong>}
            <span className={css({ color: "fg.muted" })}>{t("card.reviews", { count: props.count })}</span>
          </p>
          <ReviewCriteria details={props.details} />
          {!failed && (
            <>
              <ReviewHighlights hotelId={props.hotelId} onFailure={onFailure} />
              <button
                ref={button}
                type="button"
                aria-haspopup="dialog"
                className={seeAll}
                onPointerEnter={preload}
                onFocus={preload}
                onClick={() => {
                  setWanted(true);
                  setOpen(true);
                }}
              >
                {t("reviews.seeAll", { count: props.count })}
              </button>
            </>
          )}
          {wanted && (
            <Suspense fallback={null}>
              <ReviewsModal hotelId={props.hotelId} average={props.average} count={props.count} open={open} onOpenChange={setOpen} returnFocus={button} />
            </Suspense>
          )}
        </>
      )}
    </section>
  );
}

const seeAll = css({
  mt: "6", display: "inline-flex", alignItems: "center", justifyContent: "center", minH: "11", px: "5", borderRadius: "md", borderWidth: "2px",
  borderColor: "primary", color: "primary", bg: "transparent", fontWeight: "bold", cursor: "pointer", _hover: { bg: "primary.subtle" },
});
