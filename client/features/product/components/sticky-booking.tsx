/**
 * The sticky booking bar's content (spec 001 §2 "A sticky booking bar appears on desktop when the
 * main nav scrolls out of view", the product page's "price banner"; §9 scroll offset 100): the
 * stay's title, its price ("from" without dates; hidden while it belongs to other inputs) and a
 * Book / Choose dates button that brings the shopper to the booking panel and its first control.
 * Loaded by stay-tabs.tsx when the tab bar first sticks.
 * - `placement="top"` (desktop): inside the stuck tab bar.
 * - `placement="bottom"` (phones and tablets, below 64em): a price banner fixed to the bottom of
 *   the viewport, hidden while the booking panel itself is in view (IntersectionObserver), so the
 *   way to book is one tap away from anywhere in the long page.
 */
import { useRouterState } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { css } from "styled-system/css";
import { parseCriteria } from "#shared/criteria";
import { formatMoney } from "#shared/money";
import { useShop, useT } from "../../../shop/use-shop";
import { SCROLL_OFFSET } from "../lib/stay-nav";
import { jumpTo } from "../lib/section-jump";

export default function StickyBooking(props: { title: string; price: { sellPrice: number; priceType: string }; pending: boolean; bookingId: string; placement: "top" | "bottom"; flow?: "booking" | "gifting" }) {
  const t = useT();
  const panelInView = usePanelInView(props.placement === "bottom" ? props.bookingId : null);
  const { market } = useShop();
  const dated = useRouterState({ select: (s) => Boolean(parseCriteria(s.location.hash).checkout) });
  const gifting = props.flow === "gifting";
  const toBooking = () => {
    const panel = document.getElementById(props.bookingId);
    if (!panel) return;
    // In gifting the recipient chooses the dates (issue 25 item 17): the button is the gift
    // customisation's, so it opens the Personalise-your-gift drawer (its chosen giftNights in the
    // hash). A click on the panel's own button: before that column is hydrated, its gate replays it.
    const personalise = gifting ? panel.querySelector<HTMLElement>("[data-testid=gift-personalise], [data-testid=gift-offer]") : null;
    if (personalise) {
      personalise.click();
      return;
    }
    const first = panel.querySelector<HTMLElement>("button, a[href], input, select") ?? panel;
    // Desktop: the panel sticks beside the content and is in view already; only focus moves.
    const r = panel.getBoundingClientRect();
    if (r.top >= 0 && r.top < window.innerHeight / 2) first.focus();
    else jumpTo(panel, SCROLL_OFFSET.booking, first);
  };
  if (props.placement === "bottom" && panelInView) return null;
  const bottom = props.placement === "bottom";
  return (
    <div className={bottom ? banner : booking} data-testid={bottom ? "price-banner" : "sticky-booking"} data-bottom-bar={bottom ? "" : undefined}>
      <p className={bottom ? bannerTitle : titleCss}>{props.title}</p>
      <p className={priceCss} aria-hidden={props.pending || undefined} style={props.pending ? { visibility: "hidden" } : undefined} data-figure="sellPrice" data-cents={props.price.sellPrice}>
        {props.price.priceType === "from" && <span className={css({ fontSize: "sm", fontWeight: "normal", color: "fg.muted", mr: "1" })}>{t("price.from")}</span>}
        {formatMoney(props.price.sellPrice, market.pointOfSale)}
      </p>
      <button type="button" className={button} onClick={toBooking} data-testid="sticky-book">
        {gifting ? t("gifting.drawer.offer") : dated ? t("product.book.title") : t("product.book.chooseDatesButton")}
      </button>
    </div>
  );
}

/** Whether the element `id` is in the viewport (false while unknown or `id` is null). */
function usePanelInView(id: string | null): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const panel = id ? document.getElementById(id) : null;
    if (!panel || typeof IntersectionObserver === "undefined") return;
    const io = new IntersectionObserver(([e]) => setInView(Boolean(e?.isIntersecting)));
    io.observe(panel);
    return () => io.disconnect();
  }, [id]);
  return inView;
}

const banner = css({
  position: "fixed", insetInline: 0, bottom: 0, zIndex: "sticky", display: "flex", alignItems: "center", gap: "3",
  px: "4", py: "2", bg: "bg", borderTopWidth: "1px", borderColor: "border", boxShadow: "up", pb: "calc(token(spacing.2) + env(safe-area-inset-bottom))",
  lg: { display: "none" },
});
const bannerTitle = css({ display: "none" });
const booking = css({ display: "none", alignItems: "center", gap: "4", flexShrink: 1, minW: 0, lg: { display: "flex" } });
const titleCss = css({ m: 0, fontWeight: "semibold", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", maxW: "20rem", display: "none", "@media (min-width: 96em)": { display: "block" } });
const priceCss = css({ m: 0, fontSize: "xl", fontWeight: "bold", whiteSpace: "nowrap" });
const button = css({
  flex: { base: "1", lg: "none" },
  h: "10", px: "5", borderRadius: "md", bg: "primary", color: "primary.fg", fontWeight: "bold", cursor: "pointer", whiteSpace: "nowrap", _hover: { bg: "primary.hover" },
});
