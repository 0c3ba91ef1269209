/**
 * The stay page's nav tabs and sticky booking bar (spec 001 §2 "Nav tabs ... A sticky booking bar
 * appears on desktop when the main nav scrolls out of view"; §9 scroll offsets 70 / 88 / 100,
 * sticky tab threshold 0.88).
 *
 * Server-rendered plain anchors (#description, #room ...): without JavaScript they jump to the
 * sections (CSS scroll-margin keeps each heading clear of the bar). Once hydrated, a click scrolls
 * to the section with the spec's offset *without* writing the fragment into the URL hash, which
 * holds the stay's dates and party (a `#room` would reset them), and moves focus to the section.
 * The bar sticks to the top on every width; on desktop, once its place in the page has scrolled
 * out of view, it also shows the stay's title, price and a Book / Choose dates button that brings
 * the shopper to the booking panel. Which tab is current and whether the bar is stuck come from
 * stay-nav-observer.ts, loaded after hydration (IntersectionObserver), not with the page.
 */
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { css } from "styled-system/css";
import { formatMoney } from "#shared/money";
import { useShop, useT } from "../../../shop/use-shop";
import { SCROLL_OFFSET, sectionOffset, type StaySectionId, type StayTab } from "../lib/stay-nav";

export interface StayTabsProps {
  tabs: StayTab[];
  title: string;
  /** Cents; `from` prefixes "from". Hidden while `pending` (the figure belongs to other inputs). */
  price: { sellPrice: number; priceType: string };
  pending: boolean;
  /** The hash holds dates: the button reads Book, else Choose dates. */
  dated: boolean;
  /** Id of the booking panel the button brings the shopper to. */
  bookingId: string;
}

/** Desktop from Panda's `lg` (64em): the sticky booking bar and the 88 px offset. */
const DESKTOP = "(min-width: 64em)";

/** Scrolls `el` to `offset` px under the viewport top and gives focus to `focus` (default `el`); the URL is left alone. */
export function jumpTo(el: HTMLElement, offset: number, focus: HTMLElement = el): void {
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - offset, behavior: reduce ? "auto" : "smooth" });
  if (focus === el && !el.hasAttribute("tabindex")) el.setAttribute("tabindex", "-1");
  focus.focus({ preventScroll: true });
}

export function StayTabs(props: StayTabsProps) {
  const t = useT();
  const { market } = useShop();
  const slotRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState<StaySectionId | null>(null);
  const [stuck, setStuck] = useState(false);
  const ids = props.tabs.map((x) => x.id).join(",");

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import("../lib/stay-nav-observer").then((m) => {
      if (cancelled || !slotRef.current) return;
      stop = m.observeStayNav({ slot: slotRef.current, sectionIds: ids.split(",") as StaySectionId[], desktopQuery: DESKTOP, onStuck: setStuck, onCurrent: setCurrent });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [ids]);

  // Phones: the row scrolls sideways; keep the current tab in it.
  useEffect(() => {
    const row = listRef.current;
    const a = row?.querySelector<HTMLElement>("[aria-current]");
    if (!row || !a) return;
    if (a.offsetLeft < row.scrollLeft || a.offsetLeft + a.offsetWidth > row.scrollLeft + row.clientWidth) row.scrollTo({ left: a.offsetLeft - 16 });
  }, [current]);

  const onTab = (e: MouseEvent<HTMLAnchorElement>, id: string) => {
    const el = document.getElementById(id);
    if (!el || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    jumpTo(el, sectionOffset(window.matchMedia(DESKTOP).matches));
  };
  const toBooking = () => {
    const panel = document.getElementById(props.bookingId);
    if (!panel) return;
    const first = panel.querySelector<HTMLElement>("button, a[href], input, select") ?? panel;
    // Desktop: the panel sticks beside the content and is in view already; only focus moves.
    const r = panel.getBoundingClientRect();
    if (r.top >= 0 && r.top < window.innerHeight / 2) first.focus();
    else jumpTo(panel, SCROLL_OFFSET.booking, first);
  };

  return (
    <>
      {/* The bar's place in the page: when less than 88 % of it is in view (above), the bar counts as scrolled out. */}
      <div ref={slotRef} aria-hidden="true" className={slot} />
      <div className={bar} data-stuck={stuck ? "" : undefined} data-testid="stay-tabs">
        <nav aria-label={t("product.nav.label")} className={css({ flex: "1 1 auto", minW: 0 })}>
          <ul ref={listRef} className={list}>
            {props.tabs.map((tab) => (
              <li key={tab.id}>
                <a href={`#${tab.id}`} className={tabLink} aria-current={current === tab.id ? "location" : undefined} onClick={(e) => onTab(e, tab.id)}>
                  {t(tab.label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {/* Desktop, once the bar is stuck: the stay, its price and the way to the booking panel. */}
        <div className={booking} data-testid="sticky-booking" hidden={!stuck}>
          <p className={titleCss}>{props.title}</p>
          <p className={priceCss} aria-hidden={props.pending || undefined} style={props.pending ? { visibility: "hidden" } : undefined}>
            {props.price.priceType === "from" && <span className={css({ fontSize: "sm", fontWeight: "normal", color: "fg.muted", mr: "1" })}>{t("price.from")}</span>}
            {formatMoney(props.price.sellPrice, market.pointOfSale)}
          </p>
          <button type="button" className={button} onClick={toBooking} data-testid="sticky-book">
            {props.dated ? t("product.book.book") : t("product.book.chooseDatesButton")}
          </button>
        </div>
      </div>
    </>
  );
}

const slot = css({ height: "1px", mt: "5" });
const bar = css({
  position: "sticky", top: 0, zIndex: "docked", bg: "bg", mx: { base: "-4", md: 0 }, px: { base: "4", md: 0 },
  borderBottomWidth: "1px", borderColor: "border", display: "flex", alignItems: "center", gap: "6", minH: { base: "12", lg: "14" },
  "&[data-stuck]": { lg: { boxShadow: "card", mx: "-6", px: "6" } },
});
const list = css({
  display: "flex", gap: { base: "5", md: "6" }, listStyle: "none", m: 0, p: 0, overflowX: "auto", scrollbarWidth: "none",
  // A fade at the right edge says the row scrolls on phones.
  maskImage: { base: "linear-gradient(to right, black calc(100% - 1.5rem), transparent)", md: "none" },
});
const tabLink = css({
  display: "inline-block", py: "3", fontSize: { base: "sm", md: "md" }, fontWeight: "semibold", color: "fg", textDecoration: "none", whiteSpace: "nowrap",
  borderBottomWidth: "3px", borderColor: "transparent", mb: "-1px",
  _hover: { color: "primary" }, "&[aria-current]": { borderColor: "primary", color: "primary" },
});
const booking = css({
  display: "none", alignItems: "center", gap: "4", flexShrink: 1, minW: 0,
  lg: { "&:not([hidden])": { display: "flex" } },
});
const titleCss = css({ m: 0, fontWeight: "semibold", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", maxW: "20rem", display: "none", "@media (min-width: 96em)": { display: "block" } });
const priceCss = css({ m: 0, fontSize: "xl", fontWeight: "bold", whiteSpace: "nowrap" });
const button = css({
  h: "10", px: "5", borderRadius: "md", bg: "primary", color: "primary.fg", fontWeight: "bold", cursor: "pointer", whiteSpace: "nowrap", _hover: { bg: "primary.hover" },
});
