/**
 * The offer card's styles as one slot recipe (spec 000 §3 "Product card"; issue 28 goal 4,
 * decision 088): one class per element instead of 5-18 atomic ones. A results page repeats the card
 * 18-20 times, and its atomic class attributes were 18.4 KB of the page's 126 KB. The class names are
 * static (no variant), so the client build writes them as literals (scripts/build/panda-static-css.ts)
 * and the worker's SSR calls the same generated recipe: the two agree.
 */
import { defineSlotRecipe } from "@pandacss/dev";

export const offerCard = defineSlotRecipe({
  className: "offerCard",
  description: "Result card: picture, hotel line, title link over the card, score, stress messages, labels, price and the card's two actions",
  slots: [
    "root", "media", "image", "promo", "body", "hotelLine", "title", "titleLink", "place", "scoreLine", "score", "scoreWord", "reviewCount",
    "stressList", "stress", "priceRow", "visuallyHidden", "autoDiscount", "targeted", "refPrice", "priceFrom", "sellPrice", "nightsLine",
    "cancelButton", "offersButton",
  ],
  base: {
    root: {
      position: "relative", display: "flex", flexDirection: "column", bg: "bg", borderRadius: "lg", overflow: "hidden", boxShadow: "card",
      borderWidth: "1px", borderColor: "border", transition: "box-shadow 0.2s, transform 0.2s",
      _hover: { boxShadow: "popover", transform: "translateY(-2px)" },
      _focusWithin: { outline: "3px solid", outlineColor: "focus", outlineOffset: "2px" },
      // Desktop (a mouse): the wishlist heart (unless the stay is saved) and the secondary stress
      // message show on hover, or while the keyboard is in the card (spec 000 §4 "Card hover shows a
      // wishlist icon and a secondary stress message"; at most 2 messages). Faded, not removed: their
      // place is kept (the card does not jump), screen readers still read them and the heart takes
      // focus. Touch screens keep both always shown.
      "@media (hover: hover) and (pointer: fine)": {
        "& [data-stress-secondary], & [data-wishlist-heart][data-on=false]": { opacity: 0, transition: "opacity 0.15s" },
        "&:hover [data-stress-secondary], &:focus-within [data-stress-secondary], &:hover [data-wishlist-heart], &:focus-within [data-wishlist-heart]": { opacity: 1 },
      },
    },
    media: { position: "relative", aspectRatio: "16 / 9", bg: "bg.subtle", overflow: "hidden" },
    image: { width: "100%", height: "100%", objectFit: "cover" },
    promo: { position: "absolute", top: "3", left: "3", bg: "promo", color: "promo.fg", fontWeight: "bold", fontSize: "sm", px: "2", py: "0.5", borderRadius: "sm" },
    body: { p: "4", display: "flex", flexDirection: "column", gap: "2", flex: 1 },
    hotelLine: { fontSize: "sm", color: "fg.muted", m: 0, display: "flex", alignItems: "center", gap: "2", flexWrap: "wrap" },
    title: { fontSize: "lg", fontWeight: "bold", lineHeight: "snug", m: 0 },
    titleLink: { color: "fg", textDecoration: "none", _hover: { textDecoration: "underline" }, _after: { content: '""', position: "absolute", inset: 0 } },
    place: { fontSize: "sm", color: "fg.muted", m: 0 },
    scoreLine: { display: "flex", alignItems: "center", gap: "2", m: 0, fontSize: "sm" },
    score: { bg: "primary", color: "primary.fg", fontWeight: "bold", px: "1.5", py: "0.5", borderRadius: "sm", fontSize: "sm" },
    scoreWord: { fontWeight: "semibold" },
    reviewCount: { color: "fg.muted" },
    stressList: { listStyle: "none", p: 0, m: 0, display: "flex", gap: "2", flexWrap: "wrap" },
    stress: {
      fontSize: "xs", fontWeight: "semibold", px: "2", py: "0.5", borderRadius: "full", bg: "bg.subtle", color: "fg",
      "&[data-tone=urgent]": { bg: "promo.subtle", color: "promo.text" },
    },
    priceRow: { mt: "auto", pt: "2", display: "flex", alignItems: "baseline", justifyContent: "flex-end", gap: "2", flexWrap: "wrap" },
    visuallyHidden: { srOnly: true },
    autoDiscount: { alignSelf: "flex-start", m: 0, fontSize: "xs", fontWeight: "bold", px: "2", py: "0.5", borderRadius: "sm", bg: "success", color: "white" },
    targeted: { alignSelf: "flex-start", m: 0, fontSize: "xs", fontWeight: "semibold", px: "2", py: "0.5", borderRadius: "sm", bg: "primary.subtle", color: "primary" },
    refPrice: { color: "fg.muted", fontSize: "sm" },
    priceFrom: { fontSize: "sm", color: "fg.muted" },
    sellPrice: { fontSize: "xl", color: "fg" },
    nightsLine: { m: 0, textAlign: "end", fontSize: "xs", color: "fg.muted" },
    // Above the title link's ::after, which covers the card.
    cancelButton: {
      position: "relative", zIndex: 1, alignSelf: "flex-start", p: 0, bg: "transparent", border: "none", cursor: "pointer", textAlign: "start",
      fontSize: "sm", color: "fg.muted", textDecoration: "underline dotted", textUnderlineOffset: "3px", "&[data-cancellable]": { color: "success" },
      _hover: { textDecorationStyle: "solid" },
    },
    offersButton: {
      // minH, not a height: the label wraps on phones ('Bekijk de 4 aanbiedingen van het hotel').
      position: "relative", zIndex: 1, mt: "1", minH: "10", py: "1.5", px: "4", lineHeight: "tight", borderRadius: "md", borderWidth: "2px", borderColor: "primary", color: "primary",
      bg: "bg", fontWeight: "semibold", cursor: "pointer", _hover: { bg: "bg.subtle" },
    },
  },
});
