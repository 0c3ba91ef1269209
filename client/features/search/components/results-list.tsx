/**
 * The results list of the search page (spec 000 §2 "Offer card grid"): a heading for screen
 * readers and one offer card per hotel (its main package), the first three pictures loaded with
 * the page. The grid is cut in three (first row of 3, up to result 9, the rest) with the gift
 * block and the targeted banner or box carousel (second-inline-block.tsx) between (spec 000 §2 "inline gift or banner blocks between"); none
 * in the activity flow or for customer care (inline-blocks/prefetch.ts). Above the grid, the
 * auto-discount banner of its experiment (auto-discount-banner.tsx). A chunk of its own, hydrated at the first interaction or as soon as the list must
 * change (results-page.tsx; client/ui/hydrate-when-visible.tsx).
 */
import { css } from "styled-system/css";
import type { Flow } from "#shared/criteria";
import type { ResultRow } from "../lib/results-answer";
import { useShop, useT } from "../../../shop/use-shop";
import { OfferCard } from "./offer-card";
import { cardViewMode } from "./card-view-mode";
import { GiftBlock } from "../../cms";
import { SecondInlineBlock } from "../inline-blocks/second-inline-block";
import { showsInlineBlocks } from "../inline-blocks/prefetch";
import { resultRows } from "../inline-blocks/result-rows";
import { AutoDiscountBanner } from "./auto-discount-banner";
import { cardPriorityAt } from "../../../ui/card-image-priority";

export function ResultsList(props: { hotels: readonly ResultRow[]; hasDates: boolean; flow: Flow; hash: string }) {
  const t = useT();
  const shop = useShop();
  const inline = showsInlineBlocks(props.flow, shop.care);
  const [first, second, rest] = resultRows(props.hotels);
  const part = (hotels: ResultRow[], start: number) => (
    <ol className={grid} aria-label={t("search.resultsList")} start={start + 1}>
      {hotels.map((hotel, i) => (
        <li key={hotel.id} className={css({ display: "flex", "& > article": { flex: 1 } })}>
          <OfferCard
            card={hotel.mainPackage} hasDates={props.hasDates} flow={props.flow} hash={props.hash} priority={cardPriorityAt(start + i)}
            mode={cardViewMode("results", props.flow)} actions={{ cancellation: hotel.mainPackage.cancellationPolicy, offersCount: hotel.packagesCount }}
          />
        </li>
      ))}
    </ol>
  );
  return (
    <>
      <h2 className={css({ srOnly: true })}>{t("search.resultsList")}</h2>
      <AutoDiscountBanner flow={props.flow} />
      {part(first, 0)}
      {second.length > 0 && (
        <>
          {inline && <div className={inlineBlock}><GiftBlock /></div>}
          {part(second, first.length)}
        </>
      )}
      {rest.length > 0 && (
        <>
          {inline && <div className={inlineBlock}><SecondInlineBlock flow={props.flow} /></div>}
          {part(rest, first.length + second.length)}
        </>
      )}
    </>
  );
}

const inlineBlock = css({ my: "8", "&:empty": { display: "none" } });
const grid = css({
  listStyle: "none", p: 0, m: 0, display: "grid", gap: "6", "& + &": { mt: "6" },
  gridTemplateColumns: { base: "1fr", md: "repeat(2, 1fr)", lg: "repeat(3, 1fr)" },
});
