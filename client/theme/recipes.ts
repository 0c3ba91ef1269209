/**
 * Pasea's recipes (decision 002): button, card, badge, input and the field slot recipe. Panda
 * ships only the variants the code uses (static extraction; see panda.config.ts).
 */
import { defineRecipe, defineSlotRecipe } from "@pandacss/dev";

/** Buttons. primary = the sunny call to action (Book, Search); secondary = outlined teal; ghost = quiet. */
export const button = defineRecipe({
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
export const card = defineRecipe({
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
export const badge = defineRecipe({
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
export const input = defineRecipe({
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
export const field = defineSlotRecipe({
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
