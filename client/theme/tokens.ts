/**
 * Pasea's theme (decision 002): breakpoints, tokens, semantic tokens (bg, fg, primary, accent,
 * promo ... with their inverse-surface values), text styles, keyframes and the recipes. Contrast
 * figures are in the decision.
 */
import type { Config } from "@pandacss/dev";
import { amber, green, ink, red, sand, sizes, spacing, sun, tokens } from "./palette";
import { badge, button, card, field, input } from "./recipes";
import { offerCard } from "./offer-card-recipe";
import { pagination, suggestionLinks } from "./results-links-recipes";
import { actionBar, footer, header, stars } from "./small-recipes";

export const theme: Config["theme"] = {
  breakpoints: { sm: "640px", md: "768px", lg: "1024px", xl: "1280px" },

  tokens: {
    colors: {
      ink: tokens(ink),
      sun: tokens(sun),
      sand: tokens(sand),
      red: tokens(red),
      green: tokens(green),
      amber: tokens(amber),
      white: { value: "#ffffff" },
      black: { value: "#000000" },
      transparent: { value: "transparent" },
      current: { value: "currentColor" },
    },
    fonts: {
      body: {
        value:
          'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
      },
      heading: { value: '{fonts.body}' },
      mono: { value: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace' },
    },
    fontSizes: {
      xs: { value: "0.75rem" },
      sm: { value: "0.875rem" },
      md: { value: "1rem" },
      lg: { value: "1.125rem" },
      xl: { value: "1.25rem" },
      "2xl": { value: "1.5rem" },
      "3xl": { value: "1.875rem" },
      "4xl": { value: "2.25rem" },
      "5xl": { value: "3rem" },
    },
    fontWeights: {
      normal: { value: "400" },
      medium: { value: "500" },
      semibold: { value: "600" },
      bold: { value: "700" },
      extrabold: { value: "800" },
    },
    lineHeights: {
      none: { value: "1" },
      tight: { value: "1.15" },
      snug: { value: "1.3" },
      normal: { value: "1.5" },
      relaxed: { value: "1.65" },
    },
    letterSpacings: {
      tight: { value: "-0.02em" },
      normal: { value: "0" },
      wide: { value: "0.02em" },
      wider: { value: "0.08em" },
    },
    spacing: tokens(spacing),
    sizes: tokens(sizes),
    radii: {
      none: { value: "0" },
      xs: { value: "2px" },
      sm: { value: "4px" },
      md: { value: "8px" },
      lg: { value: "12px" },
      xl: { value: "16px" },
      "2xl": { value: "24px" },
      full: { value: "9999px" },
    },
    borderWidths: {
      thin: { value: "1px" },
      medium: { value: "2px" },
      thick: { value: "3px" },
    },
    shadows: {
      xs: { value: "0 1px 2px rgba(6, 29, 33, 0.06)" },
      // Generic sizes; prefer the named elevations below.
      sm: { value: "0 1px 3px rgba(6, 29, 33, 0.08), 0 1px 2px rgba(6, 29, 33, 0.04)" },
      md: { value: "{shadows.popover}" },
      lg: { value: "{shadows.modal}" },
      card: { value: "0 1px 2px rgba(6, 29, 33, 0.06), 0 2px 8px rgba(6, 29, 33, 0.06)" },
      cardHover: { value: "0 4px 12px rgba(6, 29, 33, 0.10), 0 12px 28px rgba(6, 29, 33, 0.10)" },
      popover: { value: "0 2px 6px rgba(6, 29, 33, 0.08), 0 8px 24px rgba(6, 29, 33, 0.14)" },
      modal: { value: "0 8px 20px rgba(6, 29, 33, 0.10), 0 24px 64px rgba(6, 29, 33, 0.24)" },
      // Sticky bars at the bottom of the viewport (mobile summary, price banner).
      up: { value: "0 -2px 12px rgba(6, 29, 33, 0.10)" },
    },
    zIndex: {
      hide: { value: -1 },
      base: { value: 0 },
      raised: { value: 1 },
      docked: { value: 10 },
      dropdown: { value: 1000 },
      sticky: { value: 1100 },
      header: { value: 1100 },
      banner: { value: 1200 },
      overlay: { value: 1300 },
      modal: { value: 1400 },
      popover: { value: 1500 },
      toast: { value: 1700 },
      tooltip: { value: 1800 },
    },
    durations: {
      fast: { value: "150ms" },
      // Spec: carousel swipe 300 ms, scroll-into-view 300 ms.
      normal: { value: "300ms" },
      // Spec: fade 500 ms.
      slow: { value: "500ms" },
    },
    easings: {
      standard: { value: "cubic-bezier(0.2, 0, 0, 1)" },
      in: { value: "cubic-bezier(0.4, 0, 1, 1)" },
      out: { value: "cubic-bezier(0, 0, 0.2, 1)" },
      inOut: { value: "cubic-bezier(0.4, 0, 0.2, 1)" },
      linear: { value: "linear" },
    },
    animations: {
      spin: { value: "spin 1s linear infinite" },
      pulse: { value: "pulse 1.6s cubic-bezier(0.4, 0, 0.6, 1) infinite" },
      fadeIn: { value: "fadeIn 300ms cubic-bezier(0, 0, 0.2, 1) both" },
      slideUp: { value: "slideUp 300ms cubic-bezier(0.2, 0, 0, 1) both" },
    },
    aspectRatios: {
      // The image sizes of the spec.
      card: { value: "16 / 9" },
      thumb: { value: "3 / 2" },
      photo: { value: "4 / 3" },
      jumbotron: { value: "750 / 528" },
      hero: { value: "1500 / 736" },
      banner: { value: "3840 / 700" },
    },
  },

  semanticTokens: {
    colors: {
      bg: {
        DEFAULT: { value: { base: "{colors.sand.50}", _inverse: "{colors.ink.800}" } },
        subtle: { value: { base: "{colors.sand.100}", _inverse: "{colors.ink.900}" } },
        muted: { value: { base: "{colors.sand.200}", _inverse: "{colors.ink.700}" } },
        surface: { value: { base: "{colors.white}", _inverse: "{colors.ink.900}" } },
        inverse: { value: "{colors.ink.800}" },
        overlay: { value: "rgba(6, 29, 33, 0.55)" },
      },
      fg: {
        DEFAULT: { value: { base: "{colors.sand.900}", _inverse: "{colors.sand.50}" } },
        muted: { value: { base: "{colors.sand.600}", _inverse: "{colors.sand.300}" } },
        inverse: { value: "{colors.sand.50}" },
      },
      border: {
        DEFAULT: { value: { base: "{colors.sand.200}", _inverse: "{colors.ink.600}" } },
        strong: { value: { base: "{colors.sand.500}", _inverse: "{colors.ink.300}" } },
      },
      primary: {
        DEFAULT: { value: { base: "{colors.ink.700}", _inverse: "{colors.sand.50}" } },
        hover: { value: { base: "{colors.ink.800}", _inverse: "{colors.ink.100}" } },
        fg: { value: { base: "{colors.white}", _inverse: "{colors.ink.900}" } },
        subtle: { value: { base: "{colors.ink.50}", _inverse: "{colors.ink.700}" } },
        // Darkest brand shade, for gradients (hero, promo bar).
        deep: { value: "{colors.ink.900}" },
      },
      accent: {
        DEFAULT: { value: "{colors.sun.400}" },
        hover: { value: "{colors.sun.500}" },
        fg: { value: "{colors.ink.950}" },
        subtle: { value: "{colors.sun.100}" },
      },
      link: {
        DEFAULT: { value: { base: "{colors.ink.600}", _inverse: "{colors.sun.300}" } },
        hover: { value: { base: "{colors.ink.800}", _inverse: "{colors.sun.200}" } },
      },
      promo: {
        DEFAULT: { value: "{colors.red.600}" },
        fg: { value: "{colors.white}" },
        subtle: { value: "{colors.red.50}" },
        // Promo text on light backgrounds (discounted price, "-20 %" inline).
        text: { value: "{colors.red.700}" },
      },
      stress: {
        DEFAULT: { value: "{colors.red.700}" },
        subtle: { value: "{colors.red.50}" },
      },
      success: {
        DEFAULT: { value: "{colors.green.700}" },
        subtle: { value: "{colors.green.50}" },
      },
      warning: {
        DEFAULT: { value: "{colors.amber.700}" },
        subtle: { value: "{colors.amber.50}" },
      },
      danger: {
        DEFAULT: { value: "{colors.red.700}" },
        subtle: { value: "{colors.red.50}" },
      },
      // Hotel stars and review stars. The stars carry the rating on their own (the text is for
      // screen readers only), so they need 3:1 as graphics (WCAG 1.4.11): sun.700 is 4.7 on bg
      // (sun.500 was 2.1).
      star: { value: "{colors.sun.700}" },
      focusRing: { value: { base: "{colors.ink.500}", _inverse: "{colors.sun.300}" } },
      // Alias of focusRing (own values: an alias var would not follow the inverse override).
      focus: { value: { base: "{colors.ink.500}", _inverse: "{colors.sun.300}" } },
    },
  },

  textStyles: {
    display: {
      value: { fontFamily: "heading", fontSize: "4xl", lineHeight: "tight", fontWeight: "extrabold", letterSpacing: "tight" },
    },
    heading: {
      xl: { value: { fontFamily: "heading", fontSize: "3xl", lineHeight: "tight", fontWeight: "bold", letterSpacing: "tight" } },
      lg: { value: { fontFamily: "heading", fontSize: "2xl", lineHeight: "snug", fontWeight: "bold", letterSpacing: "tight" } },
      md: { value: { fontFamily: "heading", fontSize: "xl", lineHeight: "snug", fontWeight: "semibold" } },
      sm: { value: { fontFamily: "heading", fontSize: "lg", lineHeight: "snug", fontWeight: "semibold" } },
      xs: { value: { fontFamily: "heading", fontSize: "md", lineHeight: "normal", fontWeight: "semibold" } },
    },
    body: {
      DEFAULT: { value: { fontSize: "md", lineHeight: "normal" } },
      lg: { value: { fontSize: "lg", lineHeight: "relaxed" } },
      sm: { value: { fontSize: "sm", lineHeight: "normal" } },
    },
    caption: { value: { fontSize: "xs", lineHeight: "snug" } },
    label: { value: { fontSize: "sm", lineHeight: "snug", fontWeight: "semibold" } },
    overline: { value: { fontSize: "xs", lineHeight: "snug", fontWeight: "semibold", letterSpacing: "wider", textTransform: "uppercase" } },
    price: {
      DEFAULT: { value: { fontSize: "xl", lineHeight: "tight", fontWeight: "bold", fontVariantNumeric: "tabular-nums" } },
      lg: { value: { fontSize: "3xl", lineHeight: "tight", fontWeight: "extrabold", fontVariantNumeric: "tabular-nums" } },
      strike: { value: { fontSize: "sm", lineHeight: "snug", textDecoration: "line-through", fontVariantNumeric: "tabular-nums" } },
    },
  },

  keyframes: {
    spin: { to: { transform: "rotate(360deg)" } },
    pulse: { "50%": { opacity: "0.5" } },
    fadeIn: { from: { opacity: "0" }, to: { opacity: "1" } },
    slideUp: { from: { opacity: "0", transform: "translateY(8px)" }, to: { opacity: "1", transform: "translateY(0)" } },
  },

  recipes: { button, card, badge, input },
  slotRecipes: { actionBar, field, footer, header, offerCard, pagination, stars, suggestionLinks },
};
