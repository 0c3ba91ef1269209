/**
 * Up to 4 positive reviews under the summary (spec 001 §9), from one reviews call made in the
 * browser once the summary has hydrated (api/reviews.ts: best rated first, the market's language,
 * other languages as fallback). Nothing while it loads; a failed call hides the block (spec 001 §8
 * "review fetch failure hides the block"; TanStack Query logs nothing), and so does an answer with
 * no positive text. `onFailure` tells the summary, which then hides its 'See all' button too.
 */
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { css } from "styled-system/css";
import { useApi, useShop, useT } from "../../../shop/use-shop";
import { reviewsHighlightsQueryOptions } from "../api/reviews";
import { pickHighlights } from "../lib/highlights";
import { ReviewItem } from "./review-item";

export function ReviewHighlights(props: { hotelId: number; onFailure: () => void }) {
  const t = useT();
  const api = useApi();
  const { market } = useShop();
  const query = useQuery(reviewsHighlightsQueryOptions(api, market.pointOfSale, props.hotelId));
  const failed = query.isError;
  const { onFailure } = props;
  useEffect(() => {
    if (failed) onFailure();
  }, [failed, onFailure]);
  const picked = query.data ? pickHighlights(query.data.list) : [];
  if (picked.length === 0) return null;
  return (
    <div className={css({ mt: "6" })} data-testid="review-highlights">
      <h3 className={css({ fontSize: "lg", fontWeight: "bold", m: 0, mb: "3" })}>{t("reviews.highlights")}</h3>
      <ul className={css({ listStyle: "none", p: 0, m: 0, display: "grid", gap: "3", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" } })}>
        {picked.map((r) => (
          <li key={r.id}>
            <ReviewItem review={r} compact />
          </li>
        ))}
      </ul>
    </div>
  );
}
