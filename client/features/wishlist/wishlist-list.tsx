/**
 * The wishlist's content (spec 001 §2 "Wishlist drawer: tabs Packages and Activities. Empty state:
 * You don't have any items in your wishlist., with Add items leading to search"; §3 wishlist
 * item): shared by the drawer (wishlist-drawer.tsx) and the /account/wishlist page. Each item shows
 * its picture, label, hotel with stars and place, and a heart that removes it.
 */
import { useId, useState } from "react";
import { css } from "styled-system/css";
import type { WishlistItem, WishlistKind } from "#shared/wishlist";
import { useT } from "../../shop/use-shop";
import { Stars } from "../../ui/stars";
import { WishlistHeart } from "./wishlist-heart";
import { useWishlist } from "./wishlist-store";

const TABS: { kind: WishlistKind; key: string; search: string }[] = [
  { kind: "STAY", key: "wishlist.tabPackages", search: "/search" },
  { kind: "ACTIVITY", key: "wishlist.tabActivities", search: "/activities" },
];

export function WishlistList(props: { onNavigate?: () => void }) {
  const t = useT();
  const items = useWishlist();
  // Opens on the stays, or on the activities when only they are listed (an activity shopper's hearts, issue 26).
  const [kind, setKind] = useState<WishlistKind>(() => (items.some((i) => i.kind === "STAY") || !items.some((i) => i.kind === "ACTIVITY") ? "STAY" : "ACTIVITY"));
  const id = useId();
  const shown = items.filter((i) => i.kind === kind);
  const tab = TABS.find((x) => x.kind === kind)!;
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "4" })}>
      <div role="tablist" aria-label={t("wishlist.title")} className={css({ display: "flex", gap: "1", borderBottomWidth: "1px", borderColor: "border" })}>
        {TABS.map((x) => (
          <button key={x.kind} type="button" role="tab" id={`${id}-${x.kind}`} aria-selected={x.kind === kind} aria-controls={`${id}-panel`} onClick={() => setKind(x.kind)} className={tabCss}>
            {t(x.key)} <span className={css({ color: "fg.muted", fontWeight: "normal" })}>({items.filter((i) => i.kind === x.kind).length})</span>
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${kind}`} data-testid="wishlist-panel">
        {shown.length === 0 ? (
          <div className={css({ textAlign: "center", py: "8", display: "flex", flexDirection: "column", alignItems: "center", gap: "4" })}>
            <p className={css({ m: 0, color: "fg.muted" })}>{t("wishlist.empty")}</p>
            <a href={tab.search} onClick={props.onNavigate} className={primaryButton}>{t("wishlist.addItems")}</a>
          </div>
        ) : (
          <ul className={css({ listStyle: "none", m: 0, p: 0, display: "grid", gap: "3", gridTemplateColumns: { base: "1fr", md: "repeat(auto-fill, minmax(18rem, 1fr))" } })}>
            {shown.map((item) => <WishlistRow key={`${item.kind}${item.id}`} item={item} onNavigate={props.onNavigate} />)}
          </ul>
        )}
      </div>
    </div>
  );
}

function WishlistRow(props: { item: WishlistItem; onNavigate?: () => void }) {
  const { item } = props;
  return (
    <li className={css({ position: "relative", display: "flex", gap: "3", p: "2", borderWidth: "1px", borderColor: "border", borderRadius: "lg", bg: "bg.surface" })} data-wishlist-item={item.id}>
      {item.imageUrl ? <img src={item.imageUrl} alt="" width={96} height={72} loading="lazy" className={css({ w: "24", h: "auto", aspectRatio: "4 / 3", alignSelf: "flex-start", objectFit: "cover", borderRadius: "md", flexShrink: 0, bg: "bg.subtle" })} /> : null}
      <div className={css({ flex: 1, minW: 0, display: "flex", flexDirection: "column", gap: "1" })}>
        {item.hotel ? (
          <p className={css({ m: 0, fontSize: "sm", color: "fg.muted", display: "flex", gap: "1", alignItems: "center", flexWrap: "wrap" })}>
            <span>{item.hotel.label}</span>
            {item.hotel.stars ? <Stars count={item.hotel.stars} /> : null}
          </p>
        ) : null}
        <a href={item.uri} onClick={props.onNavigate} className={css({ fontWeight: "semibold", color: "fg", textDecoration: "none", lineClamp: 2, _hover: { color: "primary", textDecoration: "underline" } })}>{item.label}</a>
        {item.hotel?.location ? <p className={css({ m: 0, fontSize: "sm", color: "fg.muted" })}>{item.hotel.location}</p> : null}
      </div>
      <div className={css({ alignSelf: "flex-start" })}>
        <WishlistHeart item={item} variant="page" />
      </div>
    </li>
  );
}

const tabCss = css({
  px: "4", py: "2.5", bg: "transparent", borderWidth: 0, borderBottomWidth: "2px", borderColor: "transparent", cursor: "pointer", fontWeight: "semibold",
  color: "fg.muted", mb: "-1px", _selected: { color: "primary", borderColor: "primary" }, _hover: { color: "fg" },
});
const primaryButton = css({
  display: "inline-flex", alignItems: "center", justifyContent: "center", px: "5", minH: "11", borderRadius: "full", bg: "primary", color: "white",
  fontWeight: "bold", textDecoration: "none", _hover: { bg: "primary.hover" },
});
