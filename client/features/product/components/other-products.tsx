/**
 * The other products carousel of the stay page (spec 001 §2 "other products carousel"): stays of
 * other hotels nearby, the same theme first (the catalog's choice, weekend/{id}/upsells.json),
 * as the results page's offer cards in a horizontal scroll-snap list. Previous and next buttons
 * scroll by the cards in view and are disabled at either end; the list itself scrolls by touch,
 * trackpad or keyboard (it is focusable). A native list, not Ark's Carousel: Ark's costs 14.6 KB
 * gzip for what the browser does here (docs/decisions/039-instalments-upsells.md). Hidden when
 * there is nothing to suggest or the call fails.
 */
import { useQuery } from "@tanstack/react-query";
import { useRouterState } from "@tanstack/react-router";
import { useCallback, useEffect, useRef, useState } from "react";
import { css } from "styled-system/css";
import type { StayPriceInputs } from "#shared/pricing";
import { useApi, useShop, useT } from "../../../shop/use-shop";
import { OfferCard } from "../../search";
import { upsellsQueryOptions } from "../api/upsells";

export function OtherProducts(props: { id: number; inputs: StayPriceInputs }) {
  const t = useT();
  const api = useApi();
  const { market } = useShop();
  const hash = useRouterState({ select: (s) => s.location.hash });
  const query = useQuery(upsellsQueryOptions(api, market.pointOfSale, props.id, props.inputs));
  const cards = query.data?.otherProducts ?? [];
  const list = useRef<HTMLUListElement>(null);
  const [ends, setEnds] = useState({ start: true, end: false });
  const update = useCallback(() => {
    const ul = list.current;
    if (!ul) return;
    setEnds({ start: ul.scrollLeft <= 1, end: ul.scrollLeft + ul.clientWidth >= ul.scrollWidth - 1 });
  }, []);
  useEffect(update, [update, cards.length]);
  if (!cards.length) return null;
  const scroll = (dir: 1 | -1) => {
    const ul = list.current;
    if (!ul) return;
    const motion = window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
    ul.scrollBy({ left: dir * ul.clientWidth, behavior: motion });
  };
  return (
    <section aria-labelledby="other-products-title" className={css({ py: "8", borderTopWidth: "1px", borderColor: "border", mt: "6" })} data-testid="other-products">
      <div className={css({ display: "flex", alignItems: "center", gap: "3", mb: "4" })}>
        <h2 id="other-products-title" className={css({ fontSize: "2xl", fontWeight: "bold", m: 0, flex: 1 })}>{t("product.otherProducts")}</h2>
        <button type="button" className={arrow} aria-label={t("product.carouselPrevious")} aria-controls="other-products-list" disabled={ends.start} onClick={() => scroll(-1)}>‹</button>
        <button type="button" className={arrow} aria-label={t("product.carouselNext")} aria-controls="other-products-list" disabled={ends.end} onClick={() => scroll(1)}>›</button>
      </div>
      <ul id="other-products-list" ref={list} className={row} tabIndex={0} aria-labelledby="other-products-title" onScroll={update}>
        {cards.map((card) => (
          <li key={card.id} className={item}>
            <OfferCard card={card} hasDates={props.inputs.checkin !== null} flow={props.inputs.flow} hash={hash} />
          </li>
        ))}
      </ul>
    </section>
  );
}

const row = css({ display: "flex", gap: "4", overflowX: "auto", scrollSnapType: "x mandatory", scrollPaddingInline: "1", overscrollBehaviorX: "contain", listStyle: "none", p: "1", m: "-1", pb: "3", scrollbarWidth: "thin" });
const item = css({ display: "flex", flex: { base: "0 0 85%", sm: "0 0 calc((100% - 1rem) / 2)", lg: "0 0 calc((100% - 2rem) / 3)" }, scrollSnapAlign: "start", "& > article": { flex: 1 } });
const arrow = css({
  display: "inline-flex", alignItems: "center", justifyContent: "center", w: "10", h: "10", borderRadius: "full", borderWidth: "1px", borderColor: "border.strong",
  bg: "bg", color: "fg", fontSize: "xl", cursor: "pointer", _hover: { borderColor: "primary" }, _disabled: { opacity: 0.4, cursor: "default" },
});
