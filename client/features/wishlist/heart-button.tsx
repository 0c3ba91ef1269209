/**
 * The wishlist heart's button (spec 000 §6): drawn by the slot (wishlist-heart-slot.tsx, in the
 * page's first load) and by the heart (wishlist-heart.tsx, a lazy chunk) alike, so both look the same.
 */
import type { MouseEvent } from "react";
import { css } from "styled-system/css";
import { useT } from "../../shop/use-shop";

/** The heart's button, filled when `on`: presentational, drawn by the slot and by the heart alike. */
export function HeartButton(props: { id: number; label: string; on: boolean; variant?: "card" | "page"; onClick: (e: MouseEvent<HTMLButtonElement>) => void }) {
  const t = useT();
  const name = t(props.on ? "wishlist.remove" : "wishlist.add", { label: props.label });
  return (
    <button
      type="button"
      aria-pressed={props.on}
      aria-label={name}
      title={name}
      data-wishlist-heart={props.id}
      data-on={props.on ? "true" : "false"}
      className={props.variant === "page" ? pageHeart : cardHeart}
      onClick={props.onClick}
    >
      <svg viewBox="0 0 24 24" width={22} height={22} aria-hidden="true" focusable="false" fill={props.on ? "currentColor" : "none"} stroke="currentColor" strokeWidth={1.8} strokeLinejoin="round">
        <path d="M12 20s-7-4.4-8.6-9A4.6 4.6 0 0 1 12 7a4.6 4.6 0 0 1 8.6 4c-1.6 4.6-8.6 9-8.6 9z" />
      </svg>
    </button>
  );
}

const cardHeart = css({
  position: "absolute", top: "2", right: "2", zIndex: 2, display: "inline-flex", alignItems: "center", justifyContent: "center", w: "10", h: "10",
  borderRadius: "full", cursor: "pointer", borderWidth: 0, color: "promo", bg: "bg.surface", boxShadow: "card", transition: "transform 0.15s",
  _hover: { transform: "scale(1.08)" },
});
const pageHeart = css({
  display: "inline-flex", alignItems: "center", justifyContent: "center", w: "10", h: "10", borderRadius: "full", cursor: "pointer",
  borderWidth: "1px", borderColor: "border", color: "promo", bg: "bg.surface", transition: "transform 0.15s", _hover: { transform: "scale(1.08)" },
});
