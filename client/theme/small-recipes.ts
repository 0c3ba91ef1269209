/**
 * Small repeated pieces as recipes (issue 28 goal 4; the way of decisions 088-089): one class per
 * element instead of 5-17 atomic ones in the HTML of every page that shows them.
 * - `stars`: a hotel's stars (client/ui/stars.tsx; 18 times on a results page, spec 001 §9 halves);
 * - `actionBar`: the results page's filter and sort bar (spec 000 §5): the desktop bar with its
 *   pills and count badge, and the phone's bottom bar with its three buttons.
 * - `footer`: the footer's headings, texts and link lists (every page; client/features/shell/footer.tsx).
 * - `header`: the header's menu tabs (server links and mega-menu triggers alike), its icon tools and
 *   its flow links (every page; client/features/shell).
 * No variants, so the client build writes the class names as literals
 * (scripts/build/panda-static-css.ts) and the worker's SSR calls the same generated recipes.
 */
import { defineSlotRecipe } from "@pandacss/dev";

export const stars = defineSlotRecipe({
  className: "stars",
  description: "Hotel stars: the row of stars and the half star drawn as the left half of one",
  slots: ["root", "half"],
  base: {
    root: { color: "star", letterSpacing: "0.05em", fontSize: "sm", lineHeight: 1, whiteSpace: "nowrap" },
    half: { display: "inline-block", width: "0.5em", overflow: "hidden", verticalAlign: "bottom" },
  },
});

export const actionBar = defineSlotRecipe({
  className: "actionBar",
  description: "Results filter and sort bar: desktop pills with a count badge, phone bottom bar",
  slots: ["bar", "pill", "badge", "bottomBar", "bottomButton"],
  base: {
    bar: { display: { base: "none", md: "flex" }, alignItems: "center", flexWrap: "wrap", gap: "2", mb: "6" },
    pill: {
      display: "inline-flex", alignItems: "center", gap: "1.5", h: "10", px: "4", borderRadius: "full", borderWidth: "1px", borderColor: "border.strong",
      bg: "bg", color: "fg", fontWeight: "semibold", fontSize: "sm", cursor: "pointer", whiteSpace: "nowrap",
      _hover: { borderColor: "primary" }, "&[data-active], &[aria-expanded=true]": { borderColor: "primary", bg: "primary.subtle" },
    },
    badge: {
      display: "inline-flex", alignItems: "center", justifyContent: "center", minW: "5", h: "5", px: "1", borderRadius: "full",
      bg: "primary", color: "primary.fg", fontSize: "xs", fontWeight: "bold",
    },
    bottomBar: {
      position: "fixed", insetInline: 0, bottom: 0, zIndex: "dropdown", display: { base: "grid", md: "none" }, gridTemplateColumns: "1fr 1fr 1fr",
      bg: "bg", borderTopWidth: "1px", borderColor: "border", boxShadow: "up", pb: "env(safe-area-inset-bottom)",
    },
    bottomButton: {
      display: "inline-flex", alignItems: "center", justifyContent: "center", gap: "2", h: "14", bg: "bg", color: "fg", fontWeight: "semibold",
      cursor: "pointer", "& + &": { borderLeftWidth: "1px", borderColor: "border" },
    },
  },
});


export const footer = defineSlotRecipe({
  className: "footer",
  description: "Footer columns: heading, text, subheading, link list and its links, a link under running text",
  slots: ["heading", "text", "subheading", "inlineLink", "list", "blockLink", "link"],
  base: {
    heading: { fontSize: "md", fontWeight: "bold", mb: "3", mt: 0 },
    text: { fontSize: "sm", m: 0, mb: "2", opacity: 0.92 },
    subheading: { fontSize: "sm", fontWeight: "semibold", m: 0, mb: "1" },
    inlineLink: { color: "fg", textDecoration: "underline", textUnderlineOffset: "2px", _hover: { textDecoration: "none" } },
    list: { listStyle: "none", p: 0, m: 0, display: "grid", gap: "2" },
    // A link alone under running text: a 24 px target (WCAG 2.5.8), the lists' links get it from their line spacing.
    blockLink: { color: "fg", fontSize: "sm", textDecoration: "none", display: "inline-flex", alignItems: "center", minH: "6", _hover: { textDecoration: "underline" } },
    link: { color: "fg", fontSize: "sm", textDecoration: "none", _hover: { textDecoration: "underline" }, "&[aria-current=true]": { fontWeight: "bold" } },
  },
});

export const header = defineSlotRecipe({
  className: "header",
  description: "Header: menu tab list and tabs, icon tool links, flow links (the current flow underlined)",
  slots: ["tabsList", "tab", "iconLink", "flowLink"],
  base: {
    tabsList: { display: "flex", alignItems: "center", gap: "1", listStyle: "none", m: 0, p: 0 },
    tab: {
      display: "inline-flex", alignItems: "center", gap: "1", h: "10", px: "3", borderRadius: "md", fontSize: "sm", fontWeight: "semibold",
      color: "fg", textDecoration: "none", bg: "transparent", borderWidth: 0, cursor: "pointer", whiteSpace: "nowrap", fontFamily: "inherit",
      _hover: { bg: "bg.subtle", color: "primary" },
      "&[data-state=open]": { bg: "primary.subtle", color: "primary" },
    },
    iconLink: {
      display: "inline-flex", alignItems: "center", justifyContent: "center", w: "10", h: "10", borderRadius: "full", color: "fg",
      _hover: { bg: "bg.subtle", color: "primary" },
    },
    // Links never break inside; the current flow is underlined.
    flowLink: {
      display: "inline-flex", alignItems: "center", minH: "9", color: "fg.muted", textDecoration: "none",
      _hover: { color: "primary", textDecoration: "underline" },
      "&[aria-current=page]": { color: "primary", textDecoration: "underline", textUnderlineOffset: "4px", textDecorationThickness: "2px" },
    },
  },
});
