// Pasea design system: tokens, semantic tokens, text styles, recipes and
// global styles. Rationale and contrast figures: docs/decisions/002-brand-and-visual-design.md.
// Generated code goes to styled-system/ (not committed); CSS is produced with
// `panda cssgen --outfile public/assets/styles.css`.
//
// Page code should use the semantic tokens (bg, fg, primary, accent, promo, ...)
// and the recipes, not the raw palette, so a colour change happens here once.

import { defineConfig, defineRecipe, defineSlotRecipe } from "@pandacss/dev";
import presetBase from "@pandacss/preset-base";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

// ---------------------------------------------------------------- palette

/** Deep teal ("ink"): brand, primary actions, links, focus. */
const ink = {
  50: "#eef6f6",
  100: "#d5eaea",
  200: "#a9d3d4",
  300: "#74b5b8",
  400: "#3f9095",
  500: "#1f7278",
  600: "#145b62",
  700: "#0f4a51",
  800: "#0c3a40",
  900: "#092b30",
  950: "#061d21",
};

/** Sunny yellow: the call to action and highlights. Always with dark text. */
const sun = {
  50: "#fff8e6",
  100: "#ffefc2",
  200: "#ffe08a",
  300: "#ffd05c",
  400: "#f9bc2f",
  500: "#e8a317",
  600: "#c4840c",
  700: "#9a640b",
  800: "#714a0e",
  900: "#4d330d",
};

/** Warm neutrals (paper, sand, stone) rather than cold greys. */
const sand = {
  0: "#ffffff",
  50: "#fbf8f3",
  100: "#f5f0e8",
  200: "#e9e1d5",
  300: "#d6cbbb",
  400: "#b3a795",
  500: "#8a7f70",
  600: "#6b6257",
  700: "#4f4942",
  800: "#36322e",
  900: "#23211f",
  950: "#161514",
};

/** Promo red (discounts) and danger. */
const red = {
  50: "#fdf0ee",
  100: "#fbdad5",
  200: "#f6b2a9",
  300: "#ee8474",
  400: "#e35a47",
  500: "#d93a2b",
  600: "#c0281b",
  700: "#9e1f15",
  800: "#7a1a12",
  900: "#58140e",
};

const green = { 50: "#ecf7f0", 100: "#d2ecdc", 500: "#2f9a5e", 600: "#1e7a46", 700: "#17613a", 800: "#124c2e" };
const amber = { 50: "#fff6e5", 100: "#ffe7bf", 500: "#d97a0b", 600: "#b45f06", 700: "#8f4b05", 800: "#6c3904" };

type Scale = Record<string | number, string>;
const tokens = (scale: Scale) => Object.fromEntries(Object.entries(scale).map(([k, v]) => [k, { value: v }]));

// ---------------------------------------------------------------- scales

const spacing = {
  0: "0",
  px: "1px",
  0.5: "0.125rem",
  1: "0.25rem",
  1.5: "0.375rem",
  2: "0.5rem",
  2.5: "0.625rem",
  3: "0.75rem",
  3.5: "0.875rem",
  4: "1rem",
  5: "1.25rem",
  6: "1.5rem",
  7: "1.75rem",
  8: "2rem",
  9: "2.25rem",
  10: "2.5rem",
  11: "2.75rem",
  12: "3rem",
  14: "3.5rem",
  16: "4rem",
  20: "5rem",
  24: "6rem",
  28: "7rem",
  32: "8rem",
  36: "9rem",
  40: "10rem",
  44: "11rem",
  48: "12rem",
  52: "13rem",
  56: "14rem",
  60: "15rem",
  64: "16rem",
  72: "18rem",
  80: "20rem",
  96: "24rem",
};

const sizes = {
  ...spacing,
  full: "100%",
  min: "min-content",
  max: "max-content",
  fit: "fit-content",
  prose: "65ch",
  xs: "20rem",
  sm: "24rem",
  md: "28rem",
  lg: "32rem",
  xl: "36rem",
  "2xl": "42rem",
  "3xl": "48rem",
  "4xl": "56rem",
  "5xl": "64rem",
  "6xl": "72rem",
  // The built-in `container` pattern uses maxWidth 8xl: the page width.
  "7xl": "76rem",
  "8xl": "80rem",
  "breakpoint-sm": "640px",
  "breakpoint-md": "768px",
  "breakpoint-lg": "1024px",
  "breakpoint-xl": "1280px",
};

// ---------------------------------------------------------------- recipes

/** Buttons. primary = the sunny call to action (Book, Search); secondary = outlined teal; ghost = quiet. */
const button = defineRecipe({
  className: "button",
  description: "Action buttons: primary (sun CTA), secondary (outlined ink), ghost (text-like), brand (solid ink)",
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: "2",
    fontFamily: "body",
    fontWeight: "semibold",
    lineHeight: "1",
    borderRadius: "md",
    borderWidth: "1px",
    borderStyle: "solid",
    borderColor: "transparent",
    cursor: "pointer",
    whiteSpace: "nowrap",
    textDecoration: "none",
    userSelect: "none",
    transitionProperty: "background-color, border-color, color, box-shadow, transform",
    transitionDuration: "fast",
    transitionTimingFunction: "standard",
    _active: { transform: "translateY(1px)" },
    _disabled: { opacity: 0.5, cursor: "not-allowed", _active: { transform: "none" } },
    "& svg": { flexShrink: 0 },
  },
  variants: {
    variant: {
      primary: {
        bg: "accent",
        color: "accent.fg",
        // The edge gives the yellow button a shape on light backgrounds.
        boxShadow: "inset 0 -2px 0 token(colors.sun.600)",
        _hover: { bg: "accent.hover" },
      },
      secondary: {
        bg: "bg.surface",
        color: "primary",
        borderColor: "primary",
        _hover: { bg: "primary.subtle" },
      },
      ghost: {
        bg: "transparent",
        color: "primary",
        _hover: { bg: "primary.subtle" },
      },
      brand: {
        bg: "primary",
        color: "primary.fg",
        _hover: { bg: "primary.hover" },
      },
    },
    size: {
      sm: { h: "8", px: "3", fontSize: "sm" },
      md: { h: "11", px: "5", fontSize: "md" },
      lg: { h: "12", px: "6", fontSize: "lg" },
    },
    fullWidth: {
      true: { w: "full" },
    },
  },
  defaultVariants: { variant: "primary", size: "md" },
});

/** Cards: product, hotel and activity tiles, panels. */
const card = defineRecipe({
  className: "card",
  description: "Surfaces for product cards and panels",
  base: {
    position: "relative",
    display: "flex",
    flexDirection: "column",
    bg: "bg.surface",
    color: "fg",
    borderRadius: "lg",
    overflow: "hidden",
  },
  variants: {
    variant: {
      elevated: { boxShadow: "card" },
      outline: { borderWidth: "1px", borderStyle: "solid", borderColor: "border" },
      subtle: { bg: "bg.subtle" },
    },
    interactive: {
      true: {
        cursor: "pointer",
        transitionProperty: "box-shadow, transform",
        transitionDuration: "normal",
        transitionTimingFunction: "standard",
        _hover: { boxShadow: "cardHover", transform: "translateY(-2px)" },
        _motionReduce: { _hover: { transform: "none" } },
      },
    },
    padding: {
      none: {},
      md: { p: "4" },
      lg: { p: { base: "4", md: "6" } },
    },
  },
  defaultVariants: { variant: "elevated", padding: "none" },
});

/** Badges: promo percentage, stress messages (urgency), marketing labels. */
const badge = defineRecipe({
  className: "badge",
  description: "Small labels on cards: promo (-20 %), stress (2 rooms left), label (marketing), accent, success, neutral",
  base: {
    display: "inline-flex",
    alignItems: "center",
    gap: "1",
    fontWeight: "semibold",
    lineHeight: "1.2",
    borderRadius: "sm",
    whiteSpace: "nowrap",
    fontVariantNumeric: "tabular-nums",
  },
  variants: {
    variant: {
      promo: { bg: "promo", color: "promo.fg" },
      stress: { bg: "stress.subtle", color: "stress" },
      label: { bg: "primary.subtle", color: "primary" },
      accent: { bg: "accent", color: "accent.fg" },
      success: { bg: "success.subtle", color: "success" },
      neutral: { bg: "bg.muted", color: "fg" },
    },
    size: {
      sm: { fontSize: "xs", px: "1.5", py: "0.5" },
      md: { fontSize: "sm", px: "2", py: "1" },
    },
  },
  defaultVariants: { variant: "label", size: "sm" },
});

/** Text inputs and selects. Use aria-invalid="true" for the error state. */
const input = defineRecipe({
  className: "input",
  description: "Text inputs, selects and textareas",
  base: {
    w: "full",
    minW: "0",
    bg: "bg.surface",
    color: "fg",
    fontFamily: "body",
    borderWidth: "1px",
    borderStyle: "solid",
    borderColor: "border.strong",
    borderRadius: "md",
    px: "3",
    transitionProperty: "border-color, box-shadow",
    transitionDuration: "fast",
    _placeholder: { color: "fg.muted", opacity: 1 },
    _hover: { borderColor: "fg.muted" },
    _focusVisible: { borderColor: "focusRing", outlineOffset: "0" },
    _invalid: { borderColor: "danger", _hover: { borderColor: "danger" } },
    _disabled: { bg: "bg.subtle", color: "fg.muted", cursor: "not-allowed" },
  },
  variants: {
    size: {
      sm: { h: "9", fontSize: "sm" },
      // 16px text: iOS Safari does not zoom into the field.
      md: { h: "11", fontSize: "md" },
      lg: { h: "12", fontSize: "lg", px: "4" },
    },
  },
  defaultVariants: { size: "md" },
});

/** A form field: label, control slot (use the input recipe), hint and error text. */
const field = defineSlotRecipe({
  className: "field",
  description: "Form field layout: root, label, hint, error",
  slots: ["root", "label", "hint", "error"],
  base: {
    root: { display: "flex", flexDirection: "column", gap: "1.5" },
    label: { fontSize: "sm", fontWeight: "semibold", color: "fg" },
    hint: { fontSize: "sm", color: "fg.muted" },
    error: { fontSize: "sm", fontWeight: "medium", color: "danger" },
  },
});

// ---------------------------------------------------------------- conditions

/**
 * Only the conditions the shop uses, with @pandacss/preset-base's selectors: the css() runtime
 * ships every condition name to the browser (the preset's ~110 cost 0.6 KB gzip of the page JS
 * budget, issue 3). Add one here before using it in a style.
 */
const conditions = {
  hover: "&:is(:hover, [data-hover])",
  focus: "&:is(:focus, [data-focus])",
  focusWithin: "&:focus-within",
  focusVisible: "&:is(:focus-visible, [data-focus-visible])",
  disabled: "&:is(:disabled, [disabled], [data-disabled], [aria-disabled=true])",
  active: "&:is(:active, [data-active])",
  checked: '&:is(:checked, [data-checked], [aria-checked=true], [data-state="checked"])',
  expanded: '&:is([aria-expanded=true], [data-expanded], [data-state="expanded"])',
  selected: "&:is([aria-selected=true], [data-selected])",
  invalid: "&:is(:invalid, [data-invalid], [aria-invalid=true])",
  placeholder: "&::placeholder, &[data-placeholder]",
  before: "&::before",
  after: "&::after",
  motionReduce: "@media (prefers-reduced-motion: reduce)",
  // Dark bands (footer, promo bar): <div data-surface="inverse">.
  inverse: "[data-surface=inverse] &",
};

/**
 * preset-base's utilities, kept when their name or shorthand appears as a key (`padding:`, `p:`)
 * in client code or in this file. The css() runtime ships one entry per utility to the browser
 * (the preset's 357 cost about 2 KB gzip of the page JS budget, issue 3); a property that is not
 * kept would lose its shorthand and token values, so the scan runs on every codegen and keeps any
 * name it sees. When introduced, the generated CSS was byte for byte the full preset's
 * (docs/decisions/014).
 */
function usedUtilities(all: typeof presetBase.utilities): typeof presetBase.utilities {
  // Panda bundles this file as CommonJS (no import.meta) and runs from the project root.
  const sources: string[] = [readFileSync(join(process.cwd(), "panda.config.ts"), "utf8")];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|tsx)$/.test(entry.name)) sources.push(readFileSync(path, "utf8"));
    }
  };
  walk(join(process.cwd(), "client"));
  const keys = new Set(sources.join("\n").match(/[A-Za-z]+(?=["']?\s*:)/g));
  return Object.fromEntries(
    Object.entries(all ?? {}).filter(([name, u]) => keys.has(name) || [u?.shorthand ?? []].flat().some((s) => keys.has(s))),
  );
}

/**
 * preset-base (utilities, patterns) with the conditions above and only the used utilities. Its
 * global CSS is left out: 33 custom properties on every element and both its pseudo-elements,
 * for composite utilities (filter, transform, gradient: "auto") that no page uses. The results
 * page's one gradient is a plain linear-gradient. Render-blocking CSS: 28.2 → 26.8 KB.
 */
const base = { ...presetBase, name: "pasea-base", conditions, utilities: usedUtilities(presetBase.utilities), globalCss: {} };

// ---------------------------------------------------------------- config

export default defineConfig({
  // Only the base utilities: every token below is ours (no default palette).
  // eject: our preset replaces the default preset-base (which would bring its conditions back).
  eject: true,
  presets: [base],
  preflight: true,
  strictTokens: false,
  include: ["./client/**/*.{ts,tsx}"],
  exclude: [],
  outdir: "styled-system",
  // wrangler's bundler does not resolve the default .mjs output.
  outExtension: "js",
  jsxFramework: "react",
  // Recipes ship only the variants the code uses (static extraction). No page calls a recipe
  // yet; shipping every variant cost 5.8 KB of render-blocking CSS. A recipe called with a
  // variable variant (variant={flow === 'gifting' ? ...}) needs its variants listed here:
  // staticCss: { recipes: { badge: [{ variant: ["*"] }] } }.



  theme: {
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
    slotRecipes: { field },
  },

  globalCss: {
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
    "@media (prefers-reduced-motion: reduce)": {
      "*, *::before, *::after": {
        animationDuration: "0.01ms !important",
        animationIterationCount: "1 !important",
        transitionDuration: "0.01ms !important",
        scrollBehavior: "auto !important",
      },
    },
  },
});
