/**
 * Top search results block (spec 001 §2): the most popular offers of a flow, streamed (the loader
 * starts the query, this part arrives when it resolves) and hidden when the search fails (spec 001
 * §8 "Search list failures on homepage: block hidden"). 3 cards in 3 columns (spec 001 §2).
 */
import { useSuspenseQuery } from "@tanstack/react-query";
import { Suspense } from "react";
import { css } from "styled-system/css";
import type { TopSearchResultsBlock as Block } from "#shared/contract/cms";
import { useApi, useShop } from "../../../shop/use-shop";
import { OfferCard } from "../../search";
import { BlockErrorBoundary } from "../../../ui/error-boundary";
import { POPULAR_STAYS, popularStaysQuery } from "../api/popular-stays";
import { SectionTitle } from "../../cms";

export function TopSearchResultsBlock(props: { block: Block }) {
  return (
    <section aria-labelledby="popular-title" data-block="topSearchResults">
      <SectionTitle id="popular-title">{props.block.title}</SectionTitle>
      <BlockErrorBoundary name="top search results">
        <Suspense fallback={<CardsSkeleton />}>
          <PopularStays flow={props.block.flow} />
        </Suspense>
      </BlockErrorBoundary>
    </section>
  );
}

export function PopularStays(props: { flow: "booking" | "gifting" }) {
  const api = useApi();
  const shop = useShop();
  const cards = useSuspenseQuery(popularStaysQuery({ api, shop }, props.flow)).data;
  return (
    <ul className={css({ listStyle: "none", p: 0, m: 0, display: "grid", gap: "6", gridTemplateColumns: { base: "1fr", md: "repeat(3, 1fr)" } })}>
      {cards.map((card) => (
        <li key={card.id} className={css({ display: "flex", "& > article": { flex: 1 } })}>
          <OfferCard card={card} hasDates={false} flow={props.flow} hash="" />
        </li>
      ))}
    </ul>
  );
}

export function CardsSkeleton() {
  return (
    <div className={css({ display: "grid", gap: "6", gridTemplateColumns: { base: "1fr", md: "repeat(3, 1fr)" } })} aria-hidden="true">
      {Array.from({ length: POPULAR_STAYS }, (_, i) => <div key={i} className={css({ height: "80", borderRadius: "lg", bg: "bg.subtle", animation: "pulse 1.5s ease-in-out infinite" })} />)}
    </div>
  );
}
