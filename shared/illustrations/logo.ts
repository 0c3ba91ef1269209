// The Pasea logo: a mark (a sun rising over hills, with a winding footpath:
// "pasear", to stroll) and a geometric monoline wordmark built from strokes,
// so it renders identically everywhere without a web font.
// public/logo.svg and public/favicon.svg are these functions' output; a test
// keeps them in sync. Regenerate with:
//   npx tsx -e 'import("./shared/illustrations/logo.ts").then(m=>{const fs=require("node:fs");fs.writeFileSync("public/logo.svg",m.logoSvg());fs.writeFileSync("public/favicon.svg",m.faviconSvg())})'

/** Brand colours used by the logo (the same values as the Panda tokens ink.700, sun.400, ink.400, sand.50). */
export const BRAND = {
  ink: "#0f4a51",
  sun: "#f9bc2f",
  hill: "#3f9095",
  paper: "#fbf8f3",
} as const;

/** The mark's shapes inside a 64 x 64 box, rounded-square background included. */
function markBody(bg: string, sun: string, hill: string, path: string): string {
  return (
    `<rect width="64" height="64" rx="16" fill="${bg}"/>` +
    `<circle cx="40" cy="25" r="10" fill="${sun}"/>` +
    `<path d="M0 44q16-12 32-4t32-4v12a16 16 0 0 1-16 16H16A16 16 0 0 1 0 48z" fill="${hill}"/>` +
    `<path d="M22 62q-2-8 8-12t10-9" fill="none" stroke="${path}" stroke-width="4.5" stroke-linecap="round"/>`
  );
}

/**
 * The wordmark "pasea" as stroked paths in a box 150 wide and 64 tall
 * (x-height 8..44, descender to 60), starting at x = 0.
 */
function wordmarkPaths(color: string): string {
  const r = 14; // bowl radius (stroke centre)
  const cy = 26;
  const bowl = (cx: number) => `M${cx} ${cy - r}a${r} ${r} 0 1 0 0.01 0`;
  // p: stem with descender + bowl.
  let d = `M3 ${cy - r}V60` + bowl(3 + r);
  // a: bowl + right stem.
  const a1 = 43;
  d += bowl(a1 + r) + `M${a1 + 2 * r} ${cy - r}V${cy + r}`;
  // s
  const sx = 80;
  d += `M${sx + 21} 16c-3-5-19-6-19 3c0 9 20 5 20 15c0 10-17 10-21 3`;
  // e: bar and an open bowl.
  const ex = 110;
  const ang = (40 * Math.PI) / 180;
  const exx = (ex + r + r * Math.cos(ang)).toFixed(1);
  const eyy = (cy + r * Math.sin(ang)).toFixed(1);
  d += `M${ex} ${cy}H${ex + 2 * r}A${r} ${r} 0 1 0 ${exx} ${eyy}`;
  // a
  const a2 = 147;
  d += bowl(a2 + r) + `M${a2 + 2 * r} ${cy - r}V${cy + r}`;
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="6.5" stroke-linecap="round" stroke-linejoin="round"/>`;
}

export interface LogoOptions {
  /** Light-on-dark version for dark surfaces (footer, inverse bars). */
  inverse?: boolean;
  /** Rendered height in CSS pixels (width follows the 254:64 ratio). Default 40. */
  height?: number;
  /** Accessible name; default "Pasea". */
  title?: string;
}

/**
 * The shapes of the full logo (mark + wordmark) for an `<svg viewBox="0 0 254 64">` the caller
 * writes: the header inlines them, so the logo is not an SVG image (a document of its own on the
 * page's main thread, decision 017).
 */
export function logoShapes(opts: Pick<LogoOptions, "inverse"> = {}): string {
  const ink = opts.inverse ? BRAND.paper : BRAND.ink;
  return (
    markBody(ink, BRAND.sun, opts.inverse ? "#a9d3d4" : BRAND.hill, opts.inverse ? BRAND.ink : BRAND.paper) +
    `<g transform="translate(78 4) scale(.92)">${wordmarkPaths(ink)}</g>`
  );
}

/**
 * The full logo (mark + wordmark) as an SVG string, viewBox 254 x 64.
 * Inline it in the header (it carries role="img" and a title) or serve
 * public/logo.svg.
 */
export function logoSvg(opts: LogoOptions = {}): string {
  const h = opts.height ?? 40;
  const w = Math.round((h * 254) / 64);
  const title = opts.title ?? "Pasea";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 254 64" width="${w}" height="${h}" role="img" aria-label="${title}">` +
    `<title>${title}</title>` +
    logoShapes(opts) +
    `</svg>`
  );
}

/** The mark alone (64 x 64 viewBox), e.g. for the favicon, app icons and compact headers. */
export function markSvg(size = 64): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}">` +
    markBody(BRAND.ink, BRAND.sun, BRAND.hill, BRAND.paper) +
    `</svg>`
  );
}

/** public/favicon.svg: the mark at 32 px. */
export function faviconSvg(): string {
  return markSvg(32);
}
