/**
 * The results list of the search page (spec 000 §2 "Offer card grid"): a heading for screen
 * readers and one offer card per hotel (its main package), the first three pictures loaded with
 * the page. A chunk of its own, hydrated at the first interaction or as soon as the list must
 * change (results-page.tsx; client/features/shell/hydrate-when-visible.tsx).
 */
import { css } from "styled-system/css";
import type { Flow } from "#shared/criteria";
import type { HotelWithPackages } from "#shared/contract/offers";
import { useT } from "../../../shop/use-shop";
import { OfferCard } from "./offer-card";

export function ResultsList(props: { hotels: readonly HotelWithPackages[]; hasDates: boolean; flow: Flow; hash: string }) {
  const t = useT();
  return (
    <>
      <h2 className={css({ srOnly: true })}>{t("search.resultsList")}</h2>
      <ol className={grid} aria-label={t("search.resultsList")}>
        {props.hotels.map((hotel, i) => (
          <li key={hotel.id} className={css({ display: "flex", "& > article": { flex: 1 } })}>
            <OfferCard card={hotel.mainPackage} hasDates={props.hasDates} flow={props.flow} hash={props.hash} priority={i < 3} />
          </li>
        ))}
      </ol>
    </>
  );
}

const grid = css({
  listStyle: "none", p: 0, m: 0, display: "grid", gap: "6",
  gridTemplateColumns: { base: "1fr", md: "repeat(2, 1fr)", lg: "repeat(3, 1fr)" },
});
