/**
 * The results page's link lists as slot recipes (issue 28 goal 4, decision 089; the offer card's
 * way, decision 088): one class per element instead of 2-17 atomic ones. The suggestion grid
 * (spec 000 §2, §9: 5 columns on wide screens, 2 on phones, 3 on tablets) repeats its link 20 times
 * and the pagination (spec 000 §2) its page link up to 7: their class attributes were 4.1 KB of
 * the page's HTML. No variants, so the client build writes the class names as literals
 * (scripts/build/panda-static-css.ts) and the worker's SSR calls the same generated recipes.
 */
import { defineSlotRecipe } from "@pandacss/dev";

export const suggestionLinks = defineSlotRecipe({
  className: "suggestionLinks",
  description: "The grid of suggestion links under the results: section title, grid, link with its label and offer count",
  slots: ["root", "title", "grid", "item", "link", "label", "count"],
  base: {
    root: { mt: "12", display: "flex", flexDirection: "column", gap: "8" },
    title: { fontSize: "lg", fontWeight: "bold", mb: "3" },
    grid: {
      listStyle: "none", p: 0, m: 0, display: "grid", gap: "3",
      gridTemplateColumns: { base: "repeat(2, minmax(0, 1fr))", md: "repeat(3, minmax(0, 1fr))", lg: "repeat(5, minmax(0, 1fr))" },
    },
    item: { minW: 0 },
    link: {
      display: "flex", flexDirection: "column", gap: "0.5", px: "3", py: "2", borderRadius: "md", borderWidth: "1px", borderColor: "border",
      bg: "bg", color: "fg", textDecoration: "none", minH: "11",
      _hover: { bg: "bg.subtle", borderColor: "primary" },
      _focusVisible: { outline: "2px solid", outlineColor: "primary", outlineOffset: "2px" },
    },
    label: { fontWeight: "semibold", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" },
    count: { color: "fg.muted", fontSize: "sm" },
  },
});

export const pagination = defineSlotRecipe({
  className: "pagination",
  description: "Results pagination: previous, page links with the current page, gaps, next",
  slots: ["root", "gap", "item"],
  base: {
    root: { display: "flex", justifyContent: "center", gap: "1", my: "8", flexWrap: "wrap" },
    gap: { px: "2", alignSelf: "center" },
    item: {
      minW: "10", height: "10", px: "3", display: "inline-flex", alignItems: "center", justifyContent: "center", borderRadius: "md", borderWidth: "1px", borderColor: "border",
      color: "fg", textDecoration: "none", fontWeight: "semibold", bg: "bg",
      _hover: { bg: "bg.subtle" },
      "&[aria-current=page]": { bg: "primary", color: "primary.fg", borderColor: "primary" },
    },
  },
});
