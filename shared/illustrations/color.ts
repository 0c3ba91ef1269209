// Colour helpers for the illustration generator. Colours travel as "#rrggbb"
// strings so the SVG output stays short and exact.

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
const hex2 = (x: number) => Math.round(clamp(x, 0, 255)).toString(16).padStart(2, "0");

/** HSL (hue in degrees, saturation and lightness in percent) to "#rrggbb". */
export function hsl(h: number, s: number, l: number): string {
  const hh = (((h % 360) + 360) % 360) / 360;
  const ss = clamp(s, 0, 100) / 100;
  const ll = clamp(l, 0, 100) / 100;
  const q = ll < 0.5 ? ll * (1 + ss) : ll + ss - ll * ss;
  const p = 2 * ll - q;
  const channel = (t: number) => {
    let u = t;
    if (u < 0) u += 1;
    if (u > 1) u -= 1;
    if (u < 1 / 6) return p + (q - p) * 6 * u;
    if (u < 1 / 2) return q;
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
    return p;
  };
  return `#${hex2(channel(hh + 1 / 3) * 255)}${hex2(channel(hh) * 255)}${hex2(channel(hh - 1 / 3) * 255)}`;
}

function parse(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Linear blend of two "#rrggbb" colours: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = parse(a);
  const y = parse(b);
  const k = clamp(t, 0, 1);
  return `#${hex2(x[0] + (y[0] - x[0]) * k)}${hex2(x[1] + (y[1] - x[1]) * k)}${hex2(x[2] + (y[2] - x[2]) * k)}`;
}

/** Lightens (amount > 0, towards white) or darkens (amount < 0, towards black). */
export function shift(c: string, amount: number): string {
  return amount >= 0 ? mix(c, "#ffffff", amount) : mix(c, "#000000", -amount);
}

/** WCAG 2.x relative luminance of a "#rrggbb" colour (0..1). */
export function luminance(hex: string): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = parse(hex);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG 2.x contrast ratio between two "#rrggbb" colours (1..21). */
export function contrast(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}
