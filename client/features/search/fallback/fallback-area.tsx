/**
 * The fallback area under a results list with few results (spec 000 §2 "fallback suggestion
 * blocks", §4 "Fallback area states", §8 messages, §9 "Fallback grid 3 columns"). A lazy chunk
 * (fallback-mount.tsx): no page loads it before a search has few results.
 *
 * States (shared/fallback.ts fallbackState): loading; main and fallback results: the 'and more'
 * message; only fallback results: the alternative message; none: 'No results …' with 'Remove all
 * filters'. Each block names what it relaxed and links to that wider search; the wider search
 * page offers the way back (relaxed-notice.tsx).
 */
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { css } from "styled-system/css";
import type { ResultsAnswer } from "../lib/results-answer";
import { serializeCriteria, type Flow, type SearchCriteria } from "#shared/criteria";
import { fallbackState } from "#shared/fallback";
import { useApi, useShop, useT } from "../../../shop/use-shop";
import { OfferCard } from "../components/offer-card";
import { blockTitle } from "./block-title";
import { fallbackQueryOptions, type FallbackBlock } from "./fallback-query";

export interface FallbackAreaProps {
  criteria: SearchCriteria;
  flow: Flow;
  main: ResultsAnswer;
  mainCount: number;
  path: string;
  onRemoveFilters: () => void;
}

export default function FallbackArea(props: FallbackAreaProps) {
  const t = useT();
  const api = useApi();
  const { market } = useShop();
  const query = useQuery(fallbackQueryOptions(api, market.pointOfSale, props.criteria, props.flow, props.main));
  const blocks = query.data ?? [];
  const state = fallbackState(props.mainCount, { loading: query.isPending, hotels: blocks.reduce((n, b) => n + b.hotels.length, 0) });
  if (state === "hidden") return null;
  if (state === "loading") {
    return (
      <p role="status" className={status} data-testid="fallback-loading">
        <span className={spinner} aria-hidden="true" />
        {t("fallback.loading")}
      </p>
    );
  }
  if (state === "none") {
    return (
      <div className={emptyState} data-testid="fallback-none">
        <p>{t("search.noResults")}</p>
        <button type="button" className={removeButton} onClick={props.onRemoveFilters}>{t("search.removeFilters")}</button>
      </div>
    );
  }
  const originalHash = serializeCriteria(props.criteria);
  return (
    <section className={css({ mt: "10" })} aria-labelledby="fallback-message" data-testid="fallback-area" data-state={state}>
      <p id="fallback-message" className={message}>{t(state === "more" ? "fallback.more" : "fallback.alternative")}</p>
      {blocks.map((block) => (
        <Block key={block.key.value} block={block} flow={props.flow} path={props.path} from={originalHash} />
      ))}
    </section>
  );
}

function Block(props: { block: FallbackBlock; flow: Flow; path: string; from: string }) {
  const t = useT();
  const { block } = props;
  const hash = serializeCriteria(block.criteria);
  const hasDates = !!(block.criteria.checkin && block.criteria.checkout);
  const title = blockTitle(t, block.key, block.criteria.distanceMax);
  const id = `fallback-${block.key.value.replace(/\+/g, "-")}`;
  return (
    <section className={css({ mt: "8" })} aria-labelledby={id} data-testid="fallback-block" data-relaxed={block.key.value}>
      <div className={css({ display: "flex", alignItems: "baseline", justifyContent: "space-between", gap: "4", flexWrap: "wrap", mb: "4" })}>
        <h2 id={id} className={css({ fontSize: "xl", fontWeight: "bold", m: 0 })}>{title}</h2>
        <Link
          to={props.path}
          search={props.flow !== "booking" ? { flow: props.flow } : {}}
          hash={hash}
          state={{ fallbackFrom: props.from, fallbackTitle: title }}
          resetScroll
          className={seeAll}
        >
          {t("fallback.apply")}
        </Link>
      </div>
      <ol className={grid}>
        {block.hotels.map((hotel) => (
          <li key={hotel.id} className={css({ display: "flex", "& > article": { flex: 1 } })} data-hotel-id={hotel.id}>
            <OfferCard card={hotel.mainPackage} hasDates={hasDates} flow={props.flow} hash={hash} />
          </li>
        ))}
      </ol>
    </section>
  );
}

// Spec 000 §9 "Fallback grid 3 columns" (one on phones, two on tablets, as the main grid).
const grid = css({ listStyle: "none", p: 0, m: 0, display: "grid", gap: "6", gridTemplateColumns: { base: "1fr", md: "repeat(2, 1fr)", lg: "repeat(3, 1fr)" } });
const message = css({ bg: "bg.subtle", borderRadius: "lg", px: "5", py: "4", fontWeight: "semibold", m: 0 });
const seeAll = css({ color: "primary", fontWeight: "semibold", textDecoration: "underline", textUnderlineOffset: "3px", _hover: { color: "primary.deep" } });
const status = css({ display: "flex", alignItems: "center", gap: "3", mt: "10", color: "fg.muted", fontWeight: "semibold" });
const spinner = css({ width: "5", height: "5", borderRadius: "full", borderWidth: "3px", borderColor: "border", borderTopColor: "primary", animation: "spin 0.8s linear infinite" });
const emptyState = css({ textAlign: "center", py: "12", px: "4", bg: "bg.subtle", borderRadius: "lg", display: "flex", flexDirection: "column", alignItems: "center", gap: "4" });
const removeButton = css({
  px: "5", height: "10", borderRadius: "md", borderWidth: "2px", borderColor: "primary", color: "primary", bg: "bg", fontWeight: "semibold", cursor: "pointer",
  _hover: { bg: "bg.subtle" },
});
