/**
 * The hotel page's sticky nav bar (spec 001 §2 "sticky nav bar with date and traveller selector on
 * desktop; mobile search bar"): links to the About, Offers and Reviews sections, and the dates and
 * travellers of the offers. On phones the selector is a second row of the bar (the mobile search
 * bar). Plain links and buttons: the calendar and the travellers panel load on first hover, focus
 * or click (hotel-search-bar.tsx). The selector itself hydrates at the visitor's first interaction,
 * the click replayed, or at once when the hash changes (dates of a deep link: decision 045).
 */
import { useRouterState } from "@tanstack/react-router";
import { lazy } from "../../../ui/lazy";
import { css } from "styled-system/css";
import { useMounted, useT } from "../../../shop/use-shop";
import { HydrateWhenVisible } from "../../../ui/hydrate-when-visible";

const HotelSearchBar = lazy(() => import("./hotel-search-bar").then((m) => ({ default: m.HotelSearchBar })));

export function HotelNav() {
  const t = useT();
  const mounted = useMounted();
  // A new hash (after hydration) opens the gate: the selector then shows the hash's dates and party.
  const hash = useRouterState({ select: (st) => st.location.hash });
  return (
    <div className={bar} data-testid="hotel-nav">
      <nav aria-label={t("hotel.nav.label")} className={css({ flex: "1 1 auto", minW: 0 })}>
        <ul className={css({ display: "flex", gap: { base: "4", md: "6" }, listStyle: "none", m: 0, p: 0, overflowX: "auto" })}>
          <li><a href="#about" className={tab}>{t("hotel.nav.about")}</a></li>
          <li><a href="#offers" className={tab}>{t("hotel.nav.offers")}</a></li>
          <li><a href="#reviews" className={tab}>{t("hotel.nav.reviews")}</a></li>
        </ul>
      </nav>
      <HydrateWhenVisible on="interaction" replay className={contents}>
        <HotelSearchBar hash={mounted ? hash : ""} />
      </HydrateWhenVisible>
    </div>
  );
}

const contents = css({ display: "contents" });
const bar = css({
  position: "sticky", top: 0, zIndex: "docked", bg: "bg",
  // The bar is a stacking context: while the calendar or the travellers panel it holds is open
  // (the calendar is a full-screen drawer on phones), it rises above the header and the page.
  "&:has([aria-expanded=true])": { zIndex: "modal" }, mt: "5", mx: { base: "-4", md: 0 }, px: { base: "4", md: "0" }, py: "2",
  borderBottomWidth: "1px", borderColor: "border",
  display: "flex", flexDirection: { base: "column", md: "row" }, alignItems: { base: "stretch", md: "center" }, gap: { base: "2", md: "6" },
});
const tab = css({
  display: "inline-block", py: "2", fontSize: { base: "sm", md: "md" }, fontWeight: "semibold", color: "fg", textDecoration: "none", whiteSpace: "nowrap",
  borderBottomWidth: "2px", borderColor: "transparent", _hover: { borderColor: "primary", color: "primary" },
});
