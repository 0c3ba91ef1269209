// Building blocks shared by the scene generators: a drawing context, the
// time-of-day palettes, and flat-illustration layers (sky, sun, clouds, hills,
// mountains, sea, trees, skylines, buildings). Everything is drawn in a
// viewBox that is always VH units tall and as wide as the requested aspect
// ratio, so compositions adapt to 120x80 thumbnails and 3840x700 banners alike.
// Coordinates are rounded to integers to keep each image small (< 6 KB).

import { hsl, mix, shift } from "./color";
import { createRng, type Rng } from "./random";

/** Height of every scene's viewBox, in user units. */
export const VH = 360;

/** Time of day: drives the sky, the light and how many windows glow. */
export type TimeOfDay = "day" | "golden" | "dusk" | "night";

export interface Palette {
  time: TimeOfDay;
  /** Sky gradient, zenith to horizon. */
  sky: [string, string, string];
  sun: string;
  glow: string;
  /** Colour distant layers fade into (aerial perspective). */
  haze: string;
  /** Light tint laid over every layer and its strength (0..1). */
  tint: string;
  tintAmt: number;
  /** Share of windows lit (0..1). */
  lit: number;
  cloud: string;
  water: [string, string];
  litColor: string;
  glass: string;
}

export interface Scene {
  /** Layout randomness: identical for a seed whatever the time of day. */
  r: Rng;
  /** Randomness for time-dependent details (stars, glints), kept apart so they never shift the layout. */
  fx: Rng;
  /** viewBox width (height is always VH). */
  W: number;
  H: number;
  /** Prefix of every id in this SVG, so inlined SVGs never clash. */
  id: string;
  p: Palette;
  defs: string[];
  out: string[];
  /** Counter behind uid(). */
  seq: number;
  /** Spacing multiplier (>= 1): wide banners get sparser detail to stay small. */
  k: number;
  /**
   * Where fine detail goes (x from, x to). Full width, except on banners wider
   * than 2.4:1 where the left part stays calm for the headline laid over it.
   */
  zone: [number, number];
}

/** Rounds a coordinate. */
export const R = Math.round;
/** Short number: rounded to 2 decimals, leading zero dropped (".35"). */
export const f2 = (x: number) => String(Math.round(x * 100) / 100).replace(/^(-?)0\./, "$1.");

const TIME_WEIGHTS: Record<TimeOfDay, number> = { day: 46, golden: 30, dusk: 16, night: 8 };

/** Builds the palette for a time of day, with small seeded hue jitter. */
export function palette(r: Rng, time: TimeOfDay): Palette {
  const j = r.range(-8, 8);
  switch (time) {
    case "day":
      return {
        time,
        sky: [hsl(207 + j, 70, 58), hsl(200 + j, 72, 76), hsl(46 + j, 80, 90)],
        sun: "#fff6d6",
        glow: "#fff1b8",
        haze: hsl(200 + j, 45, 84),
        tint: "#ffffff",
        tintAmt: 0,
        lit: 0.06,
        cloud: "#ffffff",
        water: [hsl(195 + j, 62, 55), hsl(200 + j, 66, 36)],
        litColor: "#ffd77e",
        glass: hsl(205 + j, 38, 38),
      };
    case "golden":
      return {
        time,
        sky: [hsl(212 + j, 48, 60), hsl(28 + j / 2, 88, 80), hsl(42 + j / 2, 96, 80)],
        sun: "#ffe7a0",
        glow: "#ffc46e",
        haze: hsl(30 + j / 2, 62, 82),
        tint: "#ff9440",
        tintAmt: 0.12,
        lit: 0.22,
        cloud: "#fff0dc",
        water: [hsl(200 + j, 46, 56), hsl(212 + j, 48, 36)],
        litColor: "#ffd37a",
        glass: hsl(215 + j, 30, 36),
      };
    case "dusk":
      return {
        time,
        sky: [hsl(250 + j, 40, 30), hsl(322 + j, 44, 58), hsl(26 + j / 2, 92, 72)],
        sun: "#ffbf78",
        glow: "#ff8c5c",
        haze: hsl(318 + j, 26, 60),
        tint: "#3a2858",
        tintAmt: 0.36,
        lit: 0.58,
        cloud: "#f7b7a3",
        water: [hsl(285 + j, 30, 44), hsl(250 + j, 36, 24)],
        litColor: "#ffcf6e",
        glass: hsl(250 + j, 30, 26),
      };
    case "night":
      return {
        time,
        sky: [hsl(228 + j, 54, 12), hsl(222 + j, 46, 22), hsl(208 + j, 42, 34)],
        sun: "#f7f1d6",
        glow: "#cfdcff",
        haze: hsl(218 + j, 30, 32),
        tint: "#0d1832",
        tintAmt: 0.55,
        lit: 0.74,
        cloud: "#41507a",
        water: [hsl(218 + j, 42, 22), hsl(226 + j, 48, 12)],
        litColor: "#ffd36e",
        glass: hsl(226 + j, 34, 16),
      };
  }
}

/**
 * Creates a drawing context. width and height are the output pixel size
 * (positive integers); the viewBox is VH tall and width/height*VH wide.
 * salt separates scene kinds. time forces the time of day, otherwise seeded.
 */
export function createScene(
  seed: number,
  salt: number,
  width: number,
  height: number,
  time?: TimeOfDay,
  weights: Partial<Record<TimeOfDay, number>> = {},
): Scene {
  if (!(width > 0 && height > 0)) throw new RangeError(`bad size ${width}x${height}`);
  const r = createRng(seed, salt);
  // Always drawn, so a forced time keeps the seed's composition.
  const drawn = r.weighted({ ...TIME_WEIGHTS, ...weights });
  const t = time ?? drawn;
  const W = Math.max(VH / 4, R((VH * width) / height));
  const id = `${"hadrs"[salt % 5]}${(Math.floor(seed) % 1296).toString(36)}`;
  const zone: [number, number] = W / VH > 2.4 ? [R(W * 0.34), W + 10] : [-10, W + 10];
  return { r, fx: createRng(seed, salt + 50), W, H: VH, id, p: palette(r, t), defs: [], out: [], seq: 0, k: Math.max(1, (W / 720) ** 0.6), zone };
}

/** Serialises a scene as a standalone SVG document of width x height pixels. */
export function finish(s: Scene, width: number, height: number): string {
  const defs = s.defs.length ? `<defs>${s.defs.join("")}</defs>` : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${s.W} ${s.H}" preserveAspectRatio="xMidYMid slice">` +
    minifyPath(defs + s.out.join("")) +
    "</svg>"
  );
}

/**
 * Applies the time-of-day light and aerial perspective to a base colour.
 * depth: 0 (foreground) .. 1 (far away, fades into the haze).
 */
export function tone(s: Scene, c: string, depth = 0): string {
  const hazed = mix(c, s.p.haze, depth * 0.62);
  return mix(hazed, s.p.tint, s.p.tintAmt * (1 - depth * 0.45));
}

/** A fresh id, unique within the scene and prefixed by the scene id. */
export function uid(s: Scene): string {
  return s.id + (s.seq++).toString(36);
}

/** Adds a linear gradient (vertical unless horizontal) and returns its url(). */
export function linear(s: Scene, stops: [number, string, number?][], horizontal = false): string {
  const id = uid(s);
  const st = stops
    .map(([o, c, a]) => `<stop offset="${f2(o)}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${f2(a)}"`}/>`)
    .join("");
  s.defs.push(`<linearGradient id="${id}"${horizontal ? "" : ' x2="0" y2="1"'}>${st}</linearGradient>`);
  return `url(#${id})`;
}

/** Adds a radial glow (colour at the centre fading to transparent). */
export function radial(s: Scene, c: string, opacity: number): string {
  const id = uid(s);
  s.defs.push(
    `<radialGradient id="${id}"><stop stop-color="${c}" stop-opacity="${f2(opacity)}"/><stop offset="1" stop-color="${c}" stop-opacity="0"/></radialGradient>`,
  );
  return `url(#${id})`;
}

/**
 * Path data of a circle, for batching many circles in one path: one large arc
 * to a point 1 unit to the right of the start, closed (half the bytes of two arcs).
 */
export function circ(cx: number, cy: number, r: number): string {
  const rr = Math.max(1, R(r));
  return `M${R(cx)} ${R(cy) - rr}a${rr} ${rr} 0 1 0 1 0z`;
}

/** Path data of an axis-aligned rectangle. */
export function box(x: number, y: number, w: number, h: number): string {
  return `M${R(x)} ${R(y)}h${R(w)}v${R(h)}h${-R(w)}z`;
}

/**
 * Many equal w x h rectangles (given by top-left corners) as one stroked path
 * of horizontal dashes: about 12 bytes per rectangle instead of 20.
 */
export function dashes(s: Scene, corners: [number, number][], w: number, h: number, color: string, extra = ""): void {
  if (!corners.length) return;
  const hh = R(h);
  const ww = R(w);
  let d = "";
  let px = 0;
  let py = 0;
  for (const [x, y] of corners) {
    const cx = R(x);
    const cy = R(y) + hh / 2;
    d += d ? `m${cx - px} ${cy - py}h${ww}` : `M${cx} ${cy}h${ww}`;
    px = cx + ww;
    py = cy;
  }
  s.out.push(`<path d="${d}" stroke="${color}" stroke-width="${hh}"${extra}/>`);
}

/** Pushes a path if it has data. extra: raw attributes (e.g. ' opacity=".5"'). */
export function path(s: Scene, d: string, fill: string, extra = ""): void {
  if (d) s.out.push(`<path d="${d}" fill="${fill}"${extra}/>`);
}

/** Drops separators that path syntax does not need (" -3" -> "-3"). */
export function minifyPath(svg: string): string {
  return svg.replace(/ d="([^"]*)"/g, (_, d: string) => ` d="${d.replace(/ -/g, "-")}"`);
}

// ---------------------------------------------------------------- sky

/** Sky gradient reaching its horizon colour at y = horizon. */
export function sky(s: Scene, horizon: number): void {
  const h = horizon / s.H;
  const g = linear(s, [
    [0, s.p.sky[0]],
    [h * 0.58, s.p.sky[1]],
    [Math.min(1, h), s.p.sky[2]],
  ]);
  s.out.push(`<rect width="100%" height="100%" fill="${g}"/>`);
}

/** Stars for night (many) and dusk (a few, high up). */
export function stars(s: Scene, maxY: number): void {
  const n = s.p.time === "night" ? R(s.W / 34 / s.k) : s.p.time === "dusk" ? R(s.W / 90 / s.k) : 0;
  const big: [number, number][] = [];
  const small: [number, number][] = [];
  for (let i = 0; i < n; i++) {
    const dot: [number, number] = [
      R(s.fx.range(s.zone[0], s.W - 4)),
      R(s.fx.range(4, maxY) * (s.p.time === "dusk" ? 0.5 : 1)),
    ];
    (s.fx.chance(0.25) ? big : small).push(dot);
  }
  // Sorted by x and written as relative moves: about 8 bytes a star.
  const dots = (list: [number, number][]) => {
    list.sort((a, b) => a[0] - b[0]);
    let d = "";
    let [px, py] = [0, 0];
    for (const [x, y] of list) {
      d += d ? `m${x - px} ${y - py}h0` : `M${x} ${y}h0`;
      [px, py] = [x, y];
    }
    return d;
  };
  const a = ' stroke="#fff" stroke-linecap="round"';
  if (big.length) s.out.push(`<path d="${dots(big)}"${a} stroke-width="3" opacity=".85"/>`);
  if (small.length) s.out.push(`<path d="${dots(small)}"${a} stroke-width="1.6" opacity=".6"/>`);
}

/** Sun (or a crescent moon at night) with a soft glow. Returns its position. */
export function sun(s: Scene, x: number, y: number, radius: number): void {
  const night = s.p.time === "night";
  const g = radial(s, s.p.glow, night ? 0.35 : 0.6);
  s.out.push(`<circle cx="${R(x)}" cy="${R(y)}" r="${R(radius * (night ? 4 : 3.4))}" fill="${g}"/>`);
  if (night) {
    const rr = R(radius);
    s.out.push(
      `<path d="M${R(x)} ${R(y) - rr}a${rr} ${rr} 0 0 0 0 ${2 * rr}a${R(rr * 0.62)} ${rr} 0 0 1 0 ${-2 * rr}z" fill="${s.p.sun}"/>`,
    );
  } else {
    s.out.push(`<circle cx="${R(x)}" cy="${R(y)}" r="${R(radius)}" fill="${s.p.sun}"/>`);
  }
}

/** Typical sun placement for the palette: high by day, low at golden hour and dusk. */
export function sunSpot(s: Scene, horizon: number, side: "left" | "right" | "any" = "any"): [number, number, number] {
  const r = s.r;
  const lo = side === "right" ? 0.58 : 0.1;
  const hi = side === "left" ? 0.42 : 0.9;
  const x = s.W * r.range(lo, hi);
  switch (s.p.time) {
    case "day":
      return [x, s.H * r.range(0.13, 0.26), r.range(18, 24)];
    case "golden":
      return [x, horizon - r.range(34, 70), r.range(30, 40)];
    case "dusk":
      return [x, horizon - r.range(-4, 16), r.range(34, 44)];
    case "night":
      return [x, s.H * r.range(0.12, 0.24), r.range(14, 19)];
  }
}

/** Flat "pill" clouds between yMin and yMax (round-capped strokes: ~50 bytes a cloud). */
export function clouds(s: Scene, yMin: number, yMax: number, count?: number): void {
  const n = count ?? Math.min(4, 1 + R((s.W / 320 / s.k) * s.r.range(0.6, 1.6)));
  let g = "";
  for (let i = 0; i < n; i++) {
    const w = s.r.range(60, 120);
    const h = 2 * R(w * s.r.range(0.065, 0.085));
    const x = s.r.range(-20, s.W - w + 20);
    const y = s.r.range(yMin, yMax);
    const top = w * s.r.range(0.4, 0.55);
    const dx = w * s.r.range(0.15, 0.35);
    g +=
      `<path d="M${R(x + h / 2)} ${R(y + h / 2)}h${R(w - h)}m${R(dx - (w - h))} ${-R(h * 0.75)}h${R(top - h)}"` +
      ` stroke-width="${h}"/>`;
  }
  s.out.push(
    `<g stroke="${s.p.cloud}" stroke-linecap="round" opacity="${s.p.time === "night" ? ".5" : ".85"}">${g}</g>`,
  );
}

/** A few distant birds (thin "v" strokes). */
export function birds(s: Scene, x: number, y: number, count: number): void {
  if (s.p.time === "night") return;
  let d = "";
  for (let i = 0; i < count; i++) {
    const bx = R(x + s.fx.range(-40, 40));
    const by = R(y + s.fx.range(-18, 18));
    const w = R(s.fx.range(4, 7));
    d += `M${bx} ${by}q${w} ${-w} ${2 * w} 0q${w} ${-w} ${2 * w} 0`;
  }
  s.out.push(`<path d="${d}" fill="none" stroke="${tone(s, "#2d3a4a", 0.3)}" stroke-width="1.6" stroke-linecap="round"/>`);
}

// ---------------------------------------------------------------- terrain

/** A rolling skyline function y(x) around base with the given amplitude. */
export function wave(s: Scene, base: number, amp: number, wavelength = 260): (x: number) => number {
  const f1 = (Math.PI * 2) / (wavelength * s.r.range(0.8, 1.25));
  const f2 = f1 * s.r.range(2.2, 2.9);
  const p1 = s.r.range(0, 6.28);
  const p2 = s.r.range(0, 6.28);
  return (x) => base - amp * (0.5 + 0.32 * Math.sin(x * f1 + p1) + 0.18 * Math.sin(x * f2 + p2));
}

/** Smooth filled silhouette of y(x) from the left to the right edge, closed at bottom. */
export function ridge(s: Scene, y: (x: number) => number, fill: string, bottom = s.H, extra = ""): void {
  const step = Math.max(56, s.W / 14);
  const n = Math.ceil((s.W + 2 * step) / step);
  const xs: number[] = [];
  for (let i = 0; i <= n; i++) xs.push(-step + i * step);
  // Quadratic segments through the midpoints of the samples; each next control
  // point is the reflection of the previous one, which is exactly what T does.
  const mid = (i: number) => `${R((xs[i]! + xs[i + 1]!) / 2)} ${R((y(xs[i]!) + y(xs[i + 1]!)) / 2)}`;
  let d = `M${R(xs[0]!)} ${R(bottom)}L${R(xs[0]!)} ${R(y(xs[0]!))}`;
  d += `Q${R(xs[1]!)} ${R(y(xs[1]!))} ${mid(1)}`;
  for (let i = 2; i < xs.length - 1; i++) d += `T${mid(i)}`;
  const last = xs[xs.length - 1]!;
  d += `L${R(last)} ${R(y(last))}V${R(bottom)}z`;
  path(s, d, fill, extra);
}

/**
 * A mountain range standing on y = base with peaks between minH and maxH
 * tall; shaded faces on the side away from the light; snow caps on peaks taller
 * than snowAbove (set it above maxH for none).
 */
export function mountains(
  s: Scene,
  base: number,
  minH: number,
  maxH: number,
  color: string,
  snowAbove: number,
  snow = "#f4f7fb",
  spread = 1,
): void {
  const r = s.r;
  const peaks: [number, number][] = [];
  let x = -r.range(20, 90);
  while (x < s.W + 90) {
    peaks.push([x, base - r.range(minH, maxH)]);
    x += r.range(110, 230) * spread * s.k * (x < s.zone[0] ? 1.4 : 1);
  }
  const pts: [number, number][] = [[-40, base]];
  const valleys: [number, number][] = [];
  for (let i = 0; i < peaks.length; i++) {
    const [px, py] = peaks[i]!;
    pts.push([px, py]);
    const next = peaks[i + 1];
    if (next) {
      const vx = px + (next[0] - px) * r.range(0.38, 0.62);
      const vy = base - r.range(0.22, 0.55) * Math.min(base - py, base - next[1]);
      // A shoulder on each slope keeps the silhouette from looking like a saw.
      const sx = (px + vx) / 2 + r.range(-8, 8);
      const sy = (py + vy) / 2 + r.range(-10, 6);
      pts.push([sx, sy], [vx, vy]);
      valleys.push([vx, vy]);
    }
  }
  pts.push([s.W + 40, base]);
  let d = `M${R(pts[0]![0])} ${R(pts[0]![1])}`;
  for (let i = 1; i < pts.length; i++) {
    d += `l${R(pts[i]![0]) - R(pts[i - 1]![0])} ${R(pts[i]![1]) - R(pts[i - 1]![1])}`;
  }
  path(s, d + "z", color);

  let caps = "";
  let shade = "";
  for (let i = 0; i < peaks.length; i++) {
    const [px, py] = peaks[i]!;
    const right = valleys[i] ?? [px + 140, base];
    const left = valleys[i - 1] ?? [px - 140, base];
    shade += `M${R(px)} ${R(py)}l${R(right[0]) - R(px)} ${R(right[1]) - R(py)}L${R(px + r.range(-6, 24))} ${R(base)}z`;
    if (base - py > snowAbove) {
      const t = r.range(0.24, 0.36);
      const rx = px + (right[0] - px) * t;
      const ry = py + (right[1] - py) * t;
      const lx = px + (left[0] - px) * t * 0.9;
      const ly = py + (left[1] - py) * t * 0.9;
      const pts: [number, number][] = [
        [rx, ry],
        [(px + rx) / 2, ry - 7],
        [px + 2, Math.max(ry, ly) + 4],
        [(px + lx) / 2, ly - 5],
        [lx, ly],
      ];
      caps += `M${R(px)} ${R(py)}l`;
      let [qx, qy] = [R(px), R(py)];
      for (const [a, b] of pts) {
        caps += `${R(a) - qx} ${R(b) - qy} `;
        [qx, qy] = [R(a), R(b)];
      }
      caps = caps.trimEnd() + "z";
    }
  }
  path(s, caps, tone(s, snow, 0.1));
  path(s, shade, "#0b1838", ' opacity=".16"');
}

/**
 * Water from y = top down to y = bottom, with a shimmer and the sun's
 * reflection. reflect: id of a group to mirror in the water (lakes).
 */
export function water(s: Scene, top: number, bottom: number, sunX: number, sunR: number, reflect?: string): void {
  const g = linear(s, [
    [0, s.p.water[0]],
    [1, s.p.water[1]],
  ]);
  s.out.push(`<rect y="${R(top)}" width="100%" height="${R(bottom - top)}" fill="${g}"/>`);
  if (reflect) s.out.push(`<use href="#${reflect}" transform="matrix(1 0 0 -1 0 ${R(2 * top)})" opacity=".3"/>`);
  s.out.push(`<rect y="${R(top)}" width="100%" height="2" fill="${s.p.haze}" opacity=".7"/>`);
  let d = "";
  if (s.p.time !== "day") {
    for (let i = 0; i < 6; i++) {
      const y = top + 5 + i * (6 + i * 2.5);
      if (y > bottom - 4) break;
      const w = sunR * (1.5 - i * 0.17) * s.fx.range(0.7, 1.1);
      d += `M${R(sunX - w / 2)} ${R(y)}h${R(w)}`;
    }
    s.out.push(`<path d="${d}" stroke="${s.p.glow}" stroke-width="3" stroke-linecap="round" opacity=".6"/>`);
  }
  let w = "";
  const n = R(s.W / 60 / s.k);
  for (let i = 0; i < n; i++) {
    const y = s.r.range(top + 8, bottom - 4);
    const len = 8 + (y - top) * 0.12 + s.r.range(0, 12);
    w += `M${R(s.r.range(s.zone[0], s.W))} ${R(y)}h${R(len)}`;
  }
  s.out.push(`<path d="${w}" stroke="#fff" stroke-width="1.6" stroke-linecap="round" opacity=".28"/>`);
}

// ---------------------------------------------------------------- vegetation

export type TreeKind = "round" | "pine" | "cypress" | "palm" | "bush";

export interface Tree {
  kind: TreeKind;
  /** x of the trunk and y of the ground it stands on. */
  x: number;
  y: number;
  /** Overall height in viewBox units. */
  h: number;
}

/**
 * Draws trees batched by colour (one path per colour). hue: foliage hue in
 * degrees; depth as in tone(); snow dusts pines and round crowns.
 */
export function trees(s: Scene, list: Tree[], hue: number, depth = 0, snow = false): void {
  const sat = 38;
  const leaf = tone(s, hsl(hue, sat, 34), depth);
  const dark = tone(s, hsl(hue + 6, sat + 4, 25), depth);
  const light = tone(s, hsl(hue - 8, sat + 8, 46), depth);
  const bark = tone(s, "#6b4a35", depth);
  let trunk = "";
  let body = "";
  let shade = "";
  let hi = "";
  let white = "";
  let palms = "";
  let fronds = "";
  const sorted = [...list].sort((a, b) => a.y - b.y);
  for (const t of sorted) {
    const { x, y, h } = t;
    switch (t.kind) {
      case "round": {
        const cr = h * 0.3;
        const cy = y - h + cr;
        trunk += box(x - h * 0.045, cy, h * 0.09, y - cy);
        body += circ(x, cy, cr);
        shade += circ(x + cr * 0.5, cy + cr * 0.5, cr * 0.62);
        if (depth < 0.3) {
          // Near trees get a second lobe and a sunlit highlight.
          body += circ(x + cr * 0.55, cy + cr * 0.45, cr * 0.7);
          hi += circ(x - cr * 0.32, cy - cr * 0.3, cr * 0.45);
        }
        if (snow) white += circ(x - cr * 0.2, cy - cr * 0.6, cr * 0.35);
        break;
      }
      case "bush":
        body += circ(x, y - h * 0.45, h * 0.5) + circ(x + h * 0.55, y - h * 0.3, h * 0.38) + circ(x - h * 0.5, y - h * 0.25, h * 0.34);
        hi += circ(x - h * 0.12, y - h * 0.62, h * 0.22);
        break;
      case "pine": {
        trunk += box(x - h * 0.04, y - h * 0.2, h * 0.08, h * 0.2);
        // Three tiers; after z the pen is back at the tier's tip, so the next
        // tier is a short relative move down.
        const step = R(h * 0.24);
        for (let i = 0; i < 3; i++) {
          const tw = R(h * (0.16 + i * 0.07));
          const th = R(h * (0.38 + i * 0.04));
          const m = i ? `m0 ${step}` : `M${R(x)} ${R(y - h)}`;
          body += `${m}l${tw} ${th}h${-2 * tw}z`;
          shade += `${m}l${tw} ${th}h${-tw}z`;
          if (snow) white += `${m}l${R(tw * 0.4)} ${R(th * 0.4)}h${-R(tw * 0.8)}z`;
        }
        break;
      }
      case "cypress": {
        const w = h * 0.15;
        body += `M${R(x)} ${R(y - h)}q${R(w * 1.5)} ${R(h * 0.55)} 0 ${R(h * 0.96)}q${-R(w * 1.5)} ${-R(h * 0.42)} 0 ${-R(h * 0.96)}z`;
        shade += `M${R(x)} ${R(y - h)}q${R(w * 1.5)} ${R(h * 0.55)} 0 ${R(h * 0.96)}z`;
        if (h > 40) trunk += box(x - 1, y - h * 0.06, 2, h * 0.06);
        break;
      }
      case "palm": {
        const lean = h * s.r.range(-0.22, 0.22);
        const tx = x + lean;
        const ty = y - h;
        palms += `M${R(x)} ${R(y)}q${R(lean * 0.2)} ${-R(h * 0.55)} ${R(lean)} ${-R(h)}`;
        for (let i = 0; i < 5; i++) {
          const a = -2.7 + i * 1.18 + s.r.range(-0.2, 0.2);
          const len = h * s.r.range(0.32, 0.42);
          const ex = Math.cos(a) * len;
          const ey = Math.abs(Math.sin(a)) * len * 0.35 + len * 0.25;
          fronds += `M${R(tx)} ${R(ty)}q${R(ex * 0.5)} ${-R(len * 0.28)} ${R(ex)} ${R(ey)}`;
        }
        break;
      }
    }
  }
  path(s, trunk, bark);
  if (palms) s.out.push(`<path d="${palms}" fill="none" stroke="${bark}" stroke-width="4" stroke-linecap="round"/>`);
  path(s, body, leaf);
  path(s, shade, dark);
  path(s, hi, light);
  if (fronds)
    s.out.push(`<path d="${fronds}" fill="none" stroke="${leaf}" stroke-width="5" stroke-linecap="round"/>`);
  path(s, white, tone(s, "#f3f6fa", depth));
}

/**
 * A distant forest as one zig-zag silhouette of conifer tips along the ground
 * y(x), filled down to y(x) + thick. About 12 bytes per tree.
 */
export function treeline(s: Scene, y: (x: number) => number, color: string, minH: number, maxH: number, thick = 14): void {
  let x = s.zone[0];
  let d = `M${R(x)} ${R(y(x) + thick)}V${R(y(x))}l`;
  while (x < s.zone[1]) {
    const w = Math.max(7, R(s.r.range(0.5, 0.75) * maxH * s.k));
    const h = R(s.r.range(minH, maxH));
    const nx = x + w;
    const dy = R(y(nx) - y(x));
    d += `${R(w / 2)} ${-h} ${w - R(w / 2)} ${h + dy} `;
    x = nx;
  }
  d = d.trimEnd() + `V${R(y(x) + thick)}z`;
  path(s, d, color);
}

/** Scatters n trees of the given kinds between x0 and x1 on the ground y(x). */
export function grove(
  s: Scene,
  kinds: TreeKind[],
  n: number,
  x0: number,
  x1: number,
  ground: (x: number) => number,
  hMin: number,
  hMax: number,
): Tree[] {
  const list: Tree[] = [];
  for (let i = 0; i < n; i++) {
    const x = s.r.range(Math.max(x0, s.zone[0]), x1);
    list.push({ kind: s.r.pick(kinds), x, y: ground(x) + s.r.range(0, 4), h: s.r.range(hMin, hMax) });
  }
  return list;
}

// ---------------------------------------------------------------- city

/**
 * A row of city blocks from x0 to x1 standing on y = base, heights between
 * minH and maxH. With windows, lit windows are scattered by the palette.
 */
export function skyline(
  s: Scene,
  base: number,
  minH: number,
  maxH: number,
  color: string,
  windows: boolean,
  x0 = -10,
  x1 = s.W + 10,
): void {
  const r = s.r;
  let d = `M${R(x0)} ${R(base)}`;
  const lit: [number, number][] = [];
  let x = x0;
  let count = 0;
  while (x < x1) {
    const bw = r.range(22, 52) * s.k * (x < s.zone[0] ? 1.5 : 1);
    const top = base - r.range(minH, maxH);
    const kind = r.next();
    d += `V${R(top)}`;
    if (kind < 0.08) {
      // A dome.
      d += `A${R(bw / 2)} ${R(bw / 2.4)} 0 0 1 ${R(x + bw)} ${R(top)}`;
    } else if (kind < 0.16) {
      // A spire.
      d += `H${R(x + bw / 2 - 3)}L${R(x + bw / 2)} ${R(top - bw * 1.1)}L${R(x + bw / 2 + 3)} ${R(top)}H${R(x + bw)}`;
    } else if (kind < 0.3) {
      // A stepped top.
      d += `H${R(x + bw * 0.2)}V${R(top - 10)}H${R(x + bw * 0.8)}V${R(top)}H${R(x + bw)}`;
    } else {
      d += `H${R(x + bw)}`;
    }
    if (windows && count < 40 && x > s.zone[0]) {
      for (let wy = top + 8; wy < base - 10; wy += 11) {
        for (let wx = x + 5; wx < x + bw - 6; wx += 8) {
          if (s.fx.chance(s.p.lit * 0.5) && count < 40) {
            lit.push([wx, wy]);
            count++;
          }
        }
      }
    }
    x += bw;
  }
  d += `V${R(base)}z`;
  path(s, d, color);
  dashes(s, lit, 3, 4, s.p.litColor, ' opacity=".85"');
}

// ---------------------------------------------------------------- buildings

export type Roof = "flat" | "gable" | "hip" | "mansard" | "chalet" | "tile";

export interface Facade {
  /** Centre x and ground y, in viewBox units. */
  cx: number;
  base: number;
  /** Columns of windows, upper floors, and the size of one window cell. */
  cols: number;
  floors: number;
  cellW: number;
  cellH: number;
  wall: string;
  /** Ground-floor wall (e.g. stone under a wooden chalet); defaults to wall. */
  ground?: string;
  trim: string;
  roof: Roof;
  roofColor: string;
  shutter?: string;
  /** Per-window balcony, a continuous slab per floor, or none. */
  balcony?: "window" | "band";
  /** Balcony colour; defaults to trim. */
  rail?: string;
  awning: string;
  /** Arched ground-floor openings. */
  arches?: boolean;
}

/** Draws a building facade with windows (some lit), roof and entrance. Returns its box. */
export function building(s: Scene, f: Facade): { x0: number; x1: number; top: number } {
  const r = s.r;
  const w = f.cols * f.cellW;
  const x0 = R(f.cx - w / 2);
  const gh = R(f.cellH * 1.3);
  const upper = f.floors * f.cellH;
  const top = f.base - gh - upper;
  const wall = tone(s, f.wall, 0.05);
  const trim = tone(s, f.trim, 0.05);
  const roofC = tone(s, f.roofColor, 0.05);
  const roofDark = shift(roofC, -0.18);

  // Roof behind the cornice.
  const ov = f.roof === "chalet" ? w * 0.1 : f.roof === "flat" ? 0 : w * 0.04;
  const L = x0 - ov;
  const Rr = x0 + w + ov;
  const cx = x0 + w / 2;
  if (f.roof === "gable" || f.roof === "chalet") {
    const rh = w * (f.roof === "chalet" ? 0.3 : 0.24);
    path(s, `M${R(L)} ${R(top + 2)}L${R(cx)} ${R(top - rh)}L${R(Rr)} ${R(top + 2)}z`, roofC);
    path(s, `M${R(cx)} ${R(top - rh)}L${R(Rr)} ${R(top + 2)}H${R(cx)}z`, roofDark);
    if (f.roof === "chalet") {
      // Gable end in wood with a small window, and a light fascia.
      const gw = w * 0.34;
      path(s, `M${R(cx - gw)} ${R(top)}L${R(cx)} ${R(top - rh * 0.72)}L${R(cx + gw)} ${R(top)}z`, wall);
      path(s, box(cx - 6, top - rh * 0.38, 12, 14), r.chance(s.p.lit + 0.2) ? s.p.litColor : tone(s, s.p.glass));
      s.out.push(
        `<path d="M${R(L)} ${R(top + 2)}L${R(cx)} ${R(top - rh)}L${R(Rr)} ${R(top + 2)}" fill="none" stroke="${trim}" stroke-width="4"/>`,
      );
    }
  } else if (f.roof === "hip" || f.roof === "tile" || f.roof === "mansard") {
    const rh = f.roof === "mansard" ? f.cellH * 1.05 : w * (f.roof === "tile" ? 0.1 : 0.16);
    const inset = f.roof === "mansard" ? w * 0.05 : w * 0.2;
    path(s, `M${R(L)} ${R(top + 2)}L${R(x0 + inset)} ${R(top - rh)}H${R(x0 + w - inset)}L${R(Rr)} ${R(top + 2)}z`, roofC);
    path(s, `M${R(x0 + w - inset)} ${R(top - rh)}L${R(Rr)} ${R(top + 2)}H${R(x0 + w - inset)}z`, roofDark);
    if (f.roof === "mansard") {
      let dorm = "";
      let glass = "";
      let lit = "";
      for (let c = 0; c < f.cols; c += 2) {
        const dx = x0 + c * f.cellW + f.cellW / 2 + (f.cols % 2 ? 0 : f.cellW / 2);
        if (dx > x0 + w - inset) break;
        dorm += `M${R(dx - 8)} ${R(top - 2)}V${R(top - rh * 0.62)}l8 -8l8 8V${R(top - 2)}z`;
        const g = box(dx - 4, top - rh * 0.58, 8, rh * 0.42);
        if (r.chance(s.p.lit)) lit += g;
        else glass += g;
      }
      path(s, dorm, shift(roofC, 0.12));
      path(s, glass, tone(s, s.p.glass));
      path(s, lit, s.p.litColor);
    }
  }

  // Walls.
  path(s, box(x0, top, w, upper + gh), wall);
  if (f.ground) path(s, box(x0, f.base - gh, w, gh), tone(s, f.ground, 0.05));
  // Cornice, floor band and the shadow under the eaves.
  let bands = box(x0 - 4, top - 3, w + 8, 6) + box(x0 - 2, f.base - gh - 3, w + 4, 4);
  if (f.roof === "flat") bands += box(x0 + w * 0.12, top - 12, w * 0.2, 9);
  path(s, bands, trim);
  path(s, box(x0, top + 3, w, 5), "#000", ' opacity=".1"');

  // Window grid as a pattern; lit windows drawn on top at the same spots.
  const ww = R(f.cellW * (f.shutter ? 0.4 : 0.48));
  const wh = R(f.cellH * 0.56);
  const wx = R((f.cellW - ww) / 2);
  const wy = R(f.cellH * 0.2);
  const pid = uid(s);
  // When most windows glow, the pattern draws them lit and the dark ones go on top.
  const inverted = s.p.lit > 0.5 && f.balcony !== "window";
  const glassC = tone(s, s.p.glass);
  let tile = `<rect x="${wx}" y="${wy}" width="${ww}" height="${wh}" fill="${inverted ? s.p.litColor : glassC}"/>`;
  tile += `<rect x="${wx - 2}" y="${wy + wh}" width="${ww + 4}" height="2" fill="${trim}"/>`;
  if (f.shutter) {
    const sc = tone(s, f.shutter, 0.05);
    const sw = R(ww * 0.45);
    tile += `<path d="${box(wx - sw - 1, wy, sw, wh)}${box(wx + ww + 1, wy, sw, wh)}" fill="${sc}"/>`;
  }
  const rail = f.rail ? tone(s, f.rail, 0.05) : trim;
  if (f.balcony === "window") {
    tile += `<path d="${box(wx - 4, wy + wh * 0.6, ww + 8, wh * 0.4 + 2)}" fill="${rail}" opacity=".9"/>`;
  }
  s.defs.push(
    `<pattern id="${pid}" patternUnits="userSpaceOnUse" x="${x0}" y="${R(top)}" width="${R(f.cellW)}" height="${R(f.cellH)}">${tile}</pattern>`,
  );
  s.out.push(`<rect x="${x0}" y="${R(top)}" width="${R(w)}" height="${R(upper)}" fill="url(#${pid})"/>`);
  const odd: [number, number][] = [];
  for (let fl = 0; fl < f.floors; fl++) {
    for (let c = 0; c < f.cols; c++) {
      if (r.chance(s.p.lit) !== inverted) odd.push([x0 + c * f.cellW + wx, top + fl * f.cellH + wy]);
    }
  }
  dashes(s, odd, ww, f.balcony === "window" ? wh * 0.6 : wh, inverted ? glassC : s.p.litColor);
  if (f.balcony === "band") {
    let slabs = "";
    for (let fl = 0; fl < f.floors; fl++) {
      slabs += box(x0 - 3, top + (fl + 1) * f.cellH - f.cellH * 0.22, w + 6, f.cellH * 0.22);
    }
    path(s, slabs, rail, ' opacity=".92"');
  }

  // Ground floor: entrance in the middle, shop-like windows either side.
  const gy = f.base - gh;
  const doorW = Math.max(14, f.cellW * 0.8);
  const doorH = gh * 0.74;
  const warm = s.p.time !== "day";
  let open = "";
  let glass = "";
  const opening = (x: number, y: number, ow: number, oh: number) =>
    f.arches
      ? `M${R(x)} ${R(y + oh)}V${R(y + ow / 2)}a${R(ow / 2)} ${R(ow / 2)} 0 0 1 ${R(ow)} 0V${R(y + oh)}z`
      : box(x, y, ow, oh);
  for (let c = 0; c < f.cols; c++) {
    const mid = c === Math.floor(f.cols / 2);
    if (mid) continue;
    const ox = x0 + c * f.cellW + f.cellW * 0.2;
    const o = opening(ox, gy + gh * 0.24, f.cellW * 0.6, gh * 0.6);
    const glow = r.chance(0.6);
    if (warm && glow) open += o;
    else glass += o;
  }
  const dx = x0 + Math.floor(f.cols / 2) * f.cellW + (f.cellW - doorW) / 2;
  open += opening(dx, f.base - doorH, doorW, doorH);
  path(s, glass, tone(s, s.p.glass));
  path(s, open, warm ? s.p.litColor : tone(s, shift(s.p.glass, 0.25)));
  // Canopy over the door, and a glow at night.
  const aw = tone(s, f.awning, 0.05);
  path(s, `M${R(dx - doorW * 0.35)} ${R(f.base - doorH - 10)}h${R(doorW * 1.7)}l-5 9h${-R(doorW * 1.7 - 10)}z`, aw);
  if (warm) {
    const g = radial(s, s.p.litColor, 0.5);
    s.out.push(
      `<ellipse cx="${R(dx + doorW / 2)}" cy="${R(f.base - 4)}" rx="${R(doorW * 1.6)}" ry="${R(doorH * 0.5)}" fill="${g}"/>`,
    );
  }
  return { x0, x1: x0 + w, top };
}

/** Striped beach parasols standing on y = ground. */
export function parasols(s: Scene, xs: number[], ground: number, colors: string[]): void {
  let poles = "";
  const tops: string[] = [];
  for (const x of xs) {
    const h = s.r.range(22, 28);
    const rr = s.r.range(13, 17);
    poles += box(x - 1, ground - h, 2, h);
    const c = tone(s, s.r.pick(colors), 0.05);
    tops.push(
      `<path d="M${R(x - rr)} ${R(ground - h + 2)}a${R(rr)} ${R(rr * 0.62)} 0 0 1 ${R(2 * rr)} 0z" fill="${c}"/>`,
      `<path d="M${R(x)} ${R(ground - h - rr * 0.62 + 2)}q-4 ${R(rr * 0.3)} -3 ${R(rr * 0.62)}h6q1 ${-R(rr * 0.32)} -3 ${-R(rr * 0.62)}z" fill="#fff" opacity=".8"/>`,
    );
  }
  path(s, poles, tone(s, "#5b4a3c"));
  s.out.push(...tops);
}

/** Foreground framing foliage in the bottom corners (dark, slightly blurred by colour). */
export function framing(s: Scene, hue: number, side: "left" | "right" | "both" = "both"): void {
  const list: Tree[] = [];
  const h = s.H * s.r.range(0.16, 0.22);
  if (side !== "right") list.push({ kind: "bush", x: s.r.range(-10, 20), y: s.H + 10, h });
  if (side !== "left") list.push({ kind: "bush", x: s.W - s.r.range(-10, 20), y: s.H + 10, h: h * s.r.range(0.8, 1.1) });
  trees(s, list, hue, -0.1);
}
