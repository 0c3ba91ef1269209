/**
 * 'Other offers at the same hotel' on the stay page (spec 001 §2 "Stay product page"): up to three
 * offer cards. Below the fold and links only, so its code (the offer card) is a lazy chunk that
 * hydrates at the visitor's first interaction (client/ui/hydrate-when-visible.tsx);
 * until then the server's cards work as plain links. The links carry the page's hash once
 * hydrated (the server never sees it: same markup on both sides).
 */
import { css } from "styled-system/css";
import type { OfferCardData } from "../../search";
import { useMounted, useT } from "../../../shop/use-shop";
import { OfferCard } from "../../search";

export function OtherOffers(props: { cards: readonly OfferCardData[]; flow: "booking" | "gifting"; hash: string }) {
  const t = useT();
  const mounted = useMounted();
  return (
    <section aria-labelledby="other-title" className={css({ py: "8", borderTopWidth: "1px", borderColor: "border", mt: "6" })}>
      <h2 id="other-title" className={css({ fontSize: "2xl", fontWeight: "bold", mb: "4", mt: 0 })}>{t("product.otherOffers")}</h2>
      <ul className={css({ listStyle: "none", p: 0, m: 0, display: "grid", gap: "6", gridTemplateColumns: { base: "1fr", md: "repeat(3, 1fr)" } })}>
        {props.cards.slice(0, 3).map((card) => (
          <li key={card.id} className={css({ display: "flex", "& > article": { flex: 1 } })}><OfferCard card={card} hasDates={false} flow={props.flow} hash={mounted ? props.hash : ""} /></li>
        ))}
      </ul>
    </section>
  );
}
