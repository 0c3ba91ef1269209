/**
 * The hotel page's Reviews section (spec 001 §3 Review summary; §8 "none at all: 'Be the first to
 * try this brand new experience!'"; §9 score labels, "/10 with comma", score bar width 10 × score):
 * the average with its label and count, and the six criteria as bars. The hotel page's own copy of
 * the stay page's summary: sharing that module put it in a chunk of its own, one more request and
 * 0.5 KB more on every stay page (decision 026).
 */
import { css } from "styled-system/css";
import type { HotelDetailResponse } from "#shared/contract/hotel-detail";
import { formatScore } from "#shared/pricing";
import { productScoreLabel } from "#shared/score-label";
import { useT } from "../../../shop/use-shop";

export function HotelReviews(props: { review: HotelDetailResponse["review"]; details: HotelDetailResponse["reviewDetails"] }) {
  const t = useT();
  const average = props.review.average;
  const label = productScoreLabel(average);
  return (
    <section aria-labelledby="reviews-title" className={css({ py: "8", borderTopWidth: "1px", borderColor: "border" })}>
      <h2 id="reviews-title" className={css({ fontSize: "2xl", fontWeight: "bold", mb: "4", mt: 0 })}>{t("product.reviews")}</h2>
      {average === null ? (
        <p>{t("reviews.none")}</p>
      ) : (
        <>
          <p className={css({ display: "flex", alignItems: "center", gap: "3", fontSize: "lg", mt: 0 })}>
            <span className={css({ bg: "primary", color: "primary.fg", fontWeight: "bold", px: "2", py: "1", borderRadius: "md" })}>{formatScore(average)}/10</span>
            {label && <strong>{t(`score.${label}`)}</strong>}
            <span className={css({ color: "fg.muted" })}>{t("card.reviews", { count: props.review.count })}</span>
          </p>
          <dl className={css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" }, gap: "3", mt: "4" })}>
            {props.details.flatMap((d) =>
              d.score === null
                ? []
                : [
                    <div key={d.label}>
                      <dt className={css({ display: "flex", justifyContent: "space-between", fontSize: "sm" })}>
                        <span>{t(`reviews.criteria.${d.label}`)}</span>
                        <span className={css({ fontWeight: "semibold" })}>{formatScore(d.score)}</span>
                      </dt>
                      <dd className={css({ m: 0, mt: "1", height: "2", bg: "bg.subtle", borderRadius: "full", overflow: "hidden" })}>
                        <span className={css({ display: "block", height: "100%", bg: "primary", borderRadius: "full" })} style={{ width: `${Math.min(100, d.score * 10)}%` }} />
                      </dd>
                    </div>,
                  ],
            )}
          </dl>
        </>
      )}
    </section>
  );
}
