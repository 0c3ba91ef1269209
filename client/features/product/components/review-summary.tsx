/**
 * Review summary (spec 001 §3 Review summary, §9 score labels and bar width 10 × score): average
 * /10 with comma decimal, label, count, and the six criteria as bars.
 */
import { css } from "styled-system/css";
import { formatScore } from "#shared/pricing";
import { productScoreLabel } from "#shared/score-label";
import { useT } from "../../../shop/use-shop";

export function ReviewSummary(props: { average: number | null; count: number; details: { label: string; score: number }[] }) {
  const t = useT();
  const label = productScoreLabel(props.average);
  return (
    <section aria-labelledby="reviews-title" className={css({ py: "8", borderTopWidth: "1px", borderColor: "border" })}>
      <h2 id="reviews-title" className={css({ fontSize: "2xl", fontWeight: "bold", mb: "4" })}>{t("product.reviews")}</h2>
      {props.average === null ? (
        <p>{t("reviews.none")}</p>
      ) : (
        <>
          <p className={css({ display: "flex", alignItems: "center", gap: "3", fontSize: "lg" })}>
            <span className={css({ bg: "primary", color: "primary.fg", fontWeight: "bold", px: "2", py: "1", borderRadius: "md" })}>{formatScore(props.average)}/10</span>
            {label && <strong>{t(`score.${label}`)}</strong>}
            <span className={css({ color: "fg.muted" })}>{t("card.reviews", { count: props.count })}</span>
          </p>
          <dl className={css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" }, gap: "3", mt: "4" })}>
            {props.details.map((d) => (
              <div key={d.label}>
                <dt className={css({ display: "flex", justifyContent: "space-between", fontSize: "sm" })}>
                  <span>{t(`reviews.criteria.${d.label}`)}</span>
                  <span className={css({ fontWeight: "semibold" })}>{formatScore(d.score)}</span>
                </dt>
                <dd className={css({ m: 0, mt: "1", height: "2", bg: "bg.subtle", borderRadius: "full", overflow: "hidden" })}>
                  <span className={css({ display: "block", height: "100%", bg: "primary", borderRadius: "full" })} style={{ width: `${Math.min(100, d.score * 10)}%` }} />
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </section>
  );
}
