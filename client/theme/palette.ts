/**
 * Pasea's raw palette and scales (decision 002): the colour ramps, spacing and sizes, and
 * `tokens()`, which turns a scale into Panda token values. Page code uses the semantic tokens of
 * ./tokens.ts, never these directly.
 */

/** Deep teal ("ink"): brand, primary actions, links, focus. */
export const ink = {
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
export const sun = {
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
export const sand = {
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
export const red = {
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

export const green = { 50: "#ecf7f0", 100: "#d2ecdc", 500: "#2f9a5e", 600: "#1e7a46", 700: "#17613a", 800: "#124c2e" };
export const amber = { 50: "#fff6e5", 100: "#ffe7bf", 500: "#d97a0b", 600: "#b45f06", 700: "#8f4b05", 800: "#6c3904" };

export type Scale = Record<string | number, string>;
export const tokens = (scale: Scale) => Object.fromEntries(Object.entries(scale).map(([k, v]) => [k, { value: v }]));

export const spacing = {
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

export const sizes = {
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
