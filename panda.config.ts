// Pasea design system, laid out like a Panda preset (client/theme/): palette.ts (raw colours and
// scales), tokens.ts (tokens, semantic tokens, text styles, keyframes), recipes.ts, global-css.ts
// and base-preset.ts (preset-base trimmed to the used conditions and utilities). Rationale and
// contrast figures: docs/decisions/002-brand-and-visual-design.md. Generated code goes to
// styled-system/ (not committed).
//
// Page code should use the semantic tokens (bg, fg, primary, accent, promo, ...)
// and the recipes, not the raw palette, so a colour change happens in client/theme once.

import { defineConfig } from "@pandacss/dev";
import { basePreset } from "./client/theme/base-preset";
import { globalCss } from "./client/theme/global-css";
import { theme } from "./client/theme/tokens";

export default defineConfig({
  // Only the base utilities: every token below is ours (no default palette).
  // eject: our preset replaces the default preset-base (which would bring its conditions back).
  eject: true,
  presets: [basePreset],
  preflight: true,
  strictTokens: false,
  include: ["./client/**/*.{ts,tsx}"],
  exclude: [],
  outdir: "styled-system",
  // wrangler's bundler does not resolve the default .mjs output.
  outExtension: "js",
  jsxFramework: "react",
  // Short hashed class names ("kHgLzP", not "[&[data-cancellable]]:c_success"): the results page
  // carried 60 KB of class attributes in 152 KB of HTML (issue 28 goal 4; decision 084).
  hash: { className: true, cssVar: false },
  // Recipes ship only the variants the code uses (static extraction). No page calls a recipe
  // yet; shipping every variant cost 5.8 KB of render-blocking CSS. A recipe called with a
  // variable variant (variant={flow === 'gifting' ? ...}) needs its variants listed here:
  // staticCss: { recipes: { badge: [{ variant: ["*"] }] } }.
  theme,
  globalCss,
});
