/**
 * The six review criteria as bars (spec 001 §3 Review summary: welcoming "Home", comfort,
 * cleanliness, food, localization "Location", priceQualityRatio "Quality/Price"; §9 bar width
 * 10 × score). Criteria with no score (no review rates them) are left out.
 */
import { css } from "styled-system/css";
import { formatScore } from "#shared/pricing";
import { useT } from "../../../shop/use-shop";
import { scoreBarWidth } from "../lib/score-bar";

export function ReviewCriteria(props: { details: readonly { label: string; score: number | null }[] }) {
  const t = useT();
  return (
    <dl className={css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" }, columnGap: "8", rowGap: "3", m: 0 })} data-testid="review-criteria">
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
                  <span className={css({ display: "block", height: "100%", bg: "primary", borderRadius: "full" })} style={{ width: `${scoreBarWidth(d.score)}%` }} data-testid="score-bar" />
                </dd>
              </div>,
            ],
      )}
    </dl>
  );
}
