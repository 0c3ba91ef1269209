/**
 * One review (spec 001 §3 Review): customer, traveller type, date in the market's format, average
 * /10, then the positive and negative texts. The texts are in the review's own language (`lang`).
 * `compact` (the summary's highlights): the positive text only.
 */
import { css } from "styled-system/css";
import { formatDay } from "#shared/dates";
import { useShop, useT } from "../../../shop/use-shop";
import type { Review } from "../lib/highlights";
import { ScoreBadge } from "./score-badge";

const TYPES = new Set(["couple", "family", "friends", "solo"]);

export function ReviewItem(props: { review: Review; compact?: boolean }) {
  const t = useT();
  const { market } = useShop();
  const r = props.review;
  return (
    <article className={props.compact ? compactCard : card} data-testid="review" data-review-id={r.id}>
      <div className={css({ display: "flex", gap: "3", alignItems: "flex-start" })}>
        <ScoreBadge score={r.average} />
        <p className={css({ m: 0, fontSize: "sm", color: "fg.muted", lineHeight: "snug" })}>
          <strong className={css({ color: "fg" })}>{r.customer}</strong>
          {TYPES.has(r.type) ? <> · {t(`reviews.type.${r.type}`)}</> : null}
          <br />
          <time dateTime={r.date} data-testid="review-date">{formatDay(r.date, market.pointOfSale, "long")}</time>
        </p>
      </div>
      <div lang={r.locale.slice(0, 2)} className={css({ display: "grid", gap: "2" })}>
        {r.positive ? (
          <p className={text}>
            <span aria-hidden="true" className={plus}>+</span>
            <span className={css({ srOnly: true })}>{t("reviews.positive")} </span>
            {r.positive}
          </p>
        ) : null}
        {!props.compact && r.negative ? (
          <p className={text}>
            <span aria-hidden="true" className={minus}>−</span>
            <span className={css({ srOnly: true })}>{t("reviews.negative")} </span>
            {r.negative}
          </p>
        ) : null}
      </div>
    </article>
  );
}

const card = css({ display: "grid", gap: "3", py: "4", borderBottomWidth: "1px", borderColor: "border" });
const compactCard = css({ display: "grid", alignContent: "start", gap: "3", p: "4", bg: "bg.subtle", borderRadius: "lg", height: "100%" });
const text = css({ m: 0, display: "flex", gap: "2", alignItems: "baseline", lineHeight: "relaxed" });
const plus = css({ flexShrink: 0, display: "inline-flex", alignItems: "center", justifyContent: "center", w: "5", h: "5", borderRadius: "full", fontWeight: "bold", fontSize: "sm", bg: "success.subtle", color: "success" });
const minus = css({ flexShrink: 0, display: "inline-flex", alignItems: "center", justifyContent: "center", w: "5", h: "5", borderRadius: "full", fontWeight: "bold", fontSize: "sm", bg: "danger.subtle", color: "danger" });
