/**
 * The 'Recently viewed' carousel (spec 001 §2 "Recently viewed carousel", §3 Recently viewed, §8
 * "Malformed recently-viewed data treated as empty"; docs/decisions/044): the visitor's stored
 * list (shared/recently-viewed.ts), most recent first, less `exclude` (the stay page's own
 * offer), drawn with the search page's offer card in a scroll-snap row whose previous/next buttons
 * scroll by a screenful, like the hotel page's nearby hotels. Nothing when the list is empty.
 * Browser only: loaded by mount.tsx (RecentlyViewedSlot) after mount, so it reads storage at once.
 */
import { useRef, useState } from "react";
import { css } from "styled-system/css";
import { readRecentlyViewed, withoutEntry, type RecentlyViewedType } from "#shared/recently-viewed";
import { useT } from "../../shop/use-shop";
import { OfferCard } from "../search";
import { recentCardData } from "./card-data";
import { safeLocalStorage } from "./safe-local-storage";

export function RecentlyViewedCarousel(props: { exclude?: { id: number; type: RecentlyViewedType }; ruled?: boolean }) {
  const t = useT();
  const list = useRef<HTMLUListElement>(null);
  const [items] = useState(() => {
    const all = readRecentlyViewed(safeLocalStorage());
    return props.exclude ? withoutEntry(all, props.exclude) : all;
  });
  if (items.length === 0) return null;
  const scroll = (dir: 1 | -1) => {
    const ul = list.current;
    if (ul) ul.scrollBy({ left: dir * ul.clientWidth, behavior: "smooth" });
  };
  return (
    <section aria-labelledby="recent-title" className={props.ruled ? ruledSection : plainSection} data-testid="recently-viewed">
      <div className={css({ display: "flex", alignItems: "center", gap: "3", mb: "4" })}>
        <h2 id="recent-title" className={css({ fontSize: "2xl", fontWeight: "bold", m: 0, flex: 1 })}>{t("recent.title")}</h2>
        {items.length > 1 && (
          <>
            <button type="button" className={arrow} aria-label={t("recent.previous")} onClick={() => scroll(-1)}>‹</button>
            <button type="button" className={arrow} aria-label={t("recent.next")} onClick={() => scroll(1)}>›</button>
          </>
        )}
      </div>
      <ul ref={list} className={row} aria-labelledby="recent-title">
        {items.map((item) => (
          <li key={`${item.type}${item.id}`} className={cell} data-testid="recently-viewed-item" data-id={item.id} data-type={item.type}>
            <OfferCard card={recentCardData(item)} hasDates={false} flow="booking" hash="" />
          </li>
        ))}
      </ul>
    </section>
  );
}

const plainSection = css({ py: "8" });
const ruledSection = css({ py: "8", mt: "6", borderTopWidth: "1px", borderColor: "border" });
// Room for the cards' shadow inside the scrolling row (overflow clips it otherwise).
const row = css({ display: "flex", gap: "4", overflowX: "auto", scrollSnapType: "x mandatory", listStyle: "none", px: "1", pt: "1", pb: "3", m: 0, mx: "-1", scrollbarWidth: "thin" });
const cell = css({ display: "flex", flex: { base: "0 0 85%", sm: "0 0 calc((100% - 1rem) / 2)", lg: "0 0 calc((100% - 2rem) / 3)" }, scrollSnapAlign: "start", "& > article": { flex: 1 } });
const arrow = css({
  display: "inline-flex", alignItems: "center", justifyContent: "center", w: "10", h: "10", borderRadius: "full", borderWidth: "1px", borderColor: "border.strong",
  bg: "bg", color: "fg", fontSize: "xl", cursor: "pointer", _hover: { borderColor: "primary" },
});
