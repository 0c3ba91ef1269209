/**
 * The stay page's nav tabs and sticky booking bar (spec 001 §2 "Nav tabs ... A sticky booking bar
 * appears on desktop when the main nav scrolls out of view"; §9 scroll offsets 70 / 88 / 100,
 * sticky tab threshold 0.88).
 *
 * Server-rendered plain anchors (#description, #room ...): without JavaScript they jump to the
 * sections (CSS scroll-margin keeps each heading clear of the bar). The page hydrates this bar at
 * the visitor's first interaction (its code is in stay-sections.tsx, the click that opened the
 * gate is replayed); then a click scrolls to the section with the spec's offset *without* writing
 * the fragment into the URL hash, which holds the stay's dates and party (lib/section-jump.ts).
 * The bar sticks to the top on every width; once its place in the page has scrolled out of view,
 * the stay's title, price and a Book / Choose dates button that brings the shopper to the booking
 * panel show: in the bar on desktop, as a bottom price banner on phones and tablets
 * (sticky-booking.tsx, loaded when the bar first sticks). Which tab
 * is current and whether the bar is stuck come from stay-nav-observer.ts (IntersectionObserver),
 * started once the bar has hydrated.
 */
import { Suspense, useEffect, useRef, useState } from "react";
import { lazy } from "../../../ui/lazy";
import { css } from "styled-system/css";
import { useT } from "../../../shop/use-shop";
import { DESKTOP, onJumpClick } from "../lib/section-jump";
import { stayTabs, type StaySectionId } from "../lib/stay-nav";
import { observeStayNav } from "../lib/stay-nav-observer";

const StickyBooking = lazy(() => import("./sticky-booking"));

/** The sections the page has (scalars: the page re-renders with equal props, so the gate stays shut until the first interaction). */
export interface StayTabsProps {
  flow: "booking" | "gifting";
  room: boolean;
  activities: number;
  gift: boolean;
  title: string;
  /** Cents; `from` prefixes "from". Hidden while `pending` (the figure belongs to other inputs). */
  price: { sellPrice: number; priceType: string };
  pending: boolean;
  /** Id of the booking panel the button brings the shopper to. */
  bookingId: string;
}

export function StayTabs(props: StayTabsProps) {
  const t = useT();
  const slotRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState<StaySectionId | null>(null);
  const [stuck, setStuck] = useState(false);
  const tabs = stayTabs({ flow: props.flow, room: props.room, activities: props.activities, gift: props.gift, reviews: true });
  const ids = tabs.map((x) => x.id).join(",");

  useEffect(() => {
    if (!slotRef.current) return;
    return observeStayNav({ slot: slotRef.current, sectionIds: ids.split(",") as StaySectionId[], desktopQuery: DESKTOP, onStuck: setStuck, onCurrent: setCurrent });
  }, [ids]);

  // Phones: the row scrolls sideways; keep the current tab in it.
  useEffect(() => {
    const row = listRef.current;
    const a = row?.querySelector<HTMLElement>("[aria-current]");
    if (!row || !a) return;
    if (a.offsetLeft < row.scrollLeft || a.offsetLeft + a.offsetWidth > row.scrollLeft + row.clientWidth) row.scrollTo({ left: a.offsetLeft - 16 });
  }, [current]);

  return (
    <>
      {/* The bar's place in the page: when less than 88 % of it is in view (above), the bar counts as scrolled out. */}
      <div ref={slotRef} aria-hidden="true" className={slot} />
      <div className={bar} data-stuck={stuck ? "" : undefined} data-testid="stay-tabs">
        <nav aria-label={t("product.nav.label")} className={css({ flex: "1 1 auto", minW: 0 })}>
          <ul ref={listRef} className={list}>
            {tabs.map((tab) => (
              <li key={tab.id}>
                <a href={`#${tab.id}`} className={tabLink} aria-current={current === tab.id ? "location" : undefined} onClick={(e) => onJumpClick(e, tab.id)}>
                  {t(tab.label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {/* Once the bar is stuck: the stay, its price and the way to the booking panel (its own chunk); in the bar on desktop, a bottom price banner below. */}
        {stuck && (
          <Suspense fallback={null}>
            <StickyBooking title={props.title} price={props.price} pending={props.pending} bookingId={props.bookingId} flow={props.flow} placement={window.matchMedia(DESKTOP).matches ? "top" : "bottom"} />
          </Suspense>
        )}
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
