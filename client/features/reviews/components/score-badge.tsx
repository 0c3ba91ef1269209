/**
 * A review score as the shopper reads it (spec 001 §9 "scale /10 with comma"): "8,7" in a filled
 * badge, "/10" after it when `outOf` is set. Same text in every market (all six write a comma).
 */
import { css } from "styled-system/css";
import { formatScore } from "#shared/pricing";

export function ScoreBadge(props: { score: number; outOf?: boolean; large?: boolean }) {
  return (
    <span className={props.large ? large : small}>
      {formatScore(props.score)}
      {props.outOf ? <span className={css({ fontWeight: "normal", fontSize: "0.75em" })}>/10</span> : null}
    </span>
  );
}

const large = css({ display: "inline-flex", alignItems: "baseline", bg: "primary", color: "primary.fg", fontWeight: "bold", fontSize: "xl", px: "3", py: "1.5", borderRadius: "md", lineHeight: "1", flexShrink: 0 });
const small = css({ display: "inline-flex", alignItems: "baseline", bg: "primary", color: "primary.fg", fontWeight: "bold", fontSize: "sm", px: "2", py: "0.5", borderRadius: "sm", lineHeight: "1.4", flexShrink: 0 });
