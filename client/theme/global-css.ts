/**
 * Global styles: the document's type and colour, headings, content links, one focus ring for
 * everything focusable, the Belgian splash page (plain HTML from worker/middleware/splash.ts) and
 * reduced motion.
 */
import { defineGlobalStyles } from "@pandacss/dev";

export const globalCss = defineGlobalStyles({
  html: {
    color: "fg",
    bg: "bg",
    fontFamily: "body",
    fontSize: "100%",
    lineHeight: "normal",
    WebkitFontSmoothing: "antialiased",
    MozOsxFontSmoothing: "grayscale",
    textRendering: "optimizeLegibility",
    WebkitTextSizeAdjust: "100%",
  },
  body: { minHeight: "100dvh" },
  "h1, h2, h3, h4, h5": { fontFamily: "heading", textWrap: "balance" },
  // Content links (CMS pages); components style their own links.
  "a:where(:not([class]))": {
    color: "link",
    textDecoration: "underline",
    textUnderlineOffset: "0.15em",
    _hover: { color: "link.hover" },
  },
  // One visible focus style for everything focusable (WCAG 2.4.7 / 2.4.11).
  ":focus-visible": {
    outline: "3px solid token(colors.focusRing)",
    outlineOffset: "2px",
  },
  "::selection": { bg: "sun.200", color: "ink.950" },
  // Belgian language splash (worker/middleware/splash.ts renders plain HTML with these classes).
  "body.splash": {
    minHeight: "100dvh", display: "flex", alignItems: "center", justifyContent: "center", p: "6",
    backgroundImage: "linear-gradient(180deg, rgba(6,29,33,0.7), rgba(6,29,33,0.35)), url(/img/destination/21/1500x736.svg?env=city)",
    backgroundSize: "cover", backgroundPosition: "center",
  },
  ".splash-main": { width: "100%", maxWidth: "44rem", textAlign: "center" },
  ".splash-logo": { mx: "auto", mb: "6", bg: "white", borderRadius: "lg", p: "2", width: "160px", height: "auto" },
  ".splash-heading": { color: "white", fontSize: { base: "xl", md: "2xl" }, fontWeight: "semibold", mb: "8" },
  ".splash-cards": { display: "grid", gap: "5", gridTemplateColumns: { base: "1fr", sm: "1fr 1fr" } },
  ".splash-card": {
    display: "flex", flexDirection: "column", alignItems: "center", gap: "4", bg: "bg.surface", borderRadius: "xl", p: "8",
    boxShadow: "modal", textDecoration: "none", color: "fg", transition: "transform 0.2s",
    _hover: { transform: "translateY(-3px)" },
    // The ring sits on the dark photo: the inverse-surface focus colour (sun.300) keeps it visible.
    _focusVisible: { outlineColor: "sun.300" },
  },
  ".splash-title": { fontSize: "3xl", fontWeight: "extrabold", color: "primary" },
  ".splash-cta": { bg: "accent", color: "accent.fg", fontWeight: "bold", px: "6", py: "3", borderRadius: "md" },
  // The search page's fixed bottom bar on phones (search/filters/action-bar.tsx) must never hide the
  // element a keyboard user moves to (WCAG 2.4.11): the page scrolls focused elements clear of it.
  "html:has([data-bottom-bar])": { scrollPaddingBottom: "calc(token(spacing.14) + token(spacing.4))" },
  "@media (min-width: 768px)": { "html:has([data-bottom-bar])": { scrollPaddingBottom: "0" } },
  "@media (prefers-reduced-motion: reduce)": {
    "*, *::before, *::after": {
      animationDuration: "0.01ms !important",
      animationIterationCount: "1 !important",
      transitionDuration: "0.01ms !important",
      scrollBehavior: "auto !important",
    },
  },
});
