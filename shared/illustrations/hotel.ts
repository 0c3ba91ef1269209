// Hotel exteriors: a building in its setting (city street, seafront, alpine
// valley, countryside hill, lakeshore), drawn as a flat illustration.

import { hsl } from "./color";
import {
  building,
  clouds,
  createScene,
  finish,
  framing,
  grove,
  mountains,
  parasols,
  path,
  R,
  radial,
  ridge,
  skyline,
  sky,
  treeline,
  stars,
  sun,
  sunSpot,
  tone,
  trees,
  uid,
  water,
  wave,
  birds,
  box,
  type Facade,
  type Scene,
  type TimeOfDay,
  type Tree,
} from "./scene";

/** Hotel environments, as in the search filter hotelEnvironments (spec 000). */
export type Environment = "city" | "seaside" | "mountain" | "countryside" | "lake";

export const ENVIRONMENTS: readonly Environment[] = ["city", "seaside", "mountain", "countryside", "lake"];

export interface HotelSceneOptions {
  environment: Environment;
  /** Output size in CSS pixels (the SVG's width and height attributes). */
  width: number;
  height: number;
  /** Building style within the environment (any integer; wraps). Seeded when absent. */
  variant?: number;
  /** Forces the time of day; seeded when absent. */
  time?: TimeOfDay;
}

/** Accent colours for awnings and shutters: warm, saturated, never neon. */
export const ACCENTS = ["#1f6f78", "#c4573a", "#2b4d7a", "#d9a22b", "#2f6b4f", "#e07a5f", "#8c2f39"] as const;

/** Where the main subject stands: centred on narrow images, right of centre on wide banners (text goes left). */
export function focusX(s: Scene): number {
  const aspect = s.W / s.H;
  if (aspect > 2.4) return s.W * s.r.range(0.62, 0.74);
  return s.W * s.r.range(0.42, 0.6);
}

/** Street lamps with a warm glow after sunset. */
function lamps(s: Scene, xs: number[], ground: number): void {
  let posts = "";
  let heads = "";
  for (const x of xs) {
    posts += box(x - 1.5, ground - 54, 3, 54);
    heads += box(x - 5, ground - 60, 10, 7);
  }
  path(s, posts, tone(s, "#2e3640"));
  path(s, heads, s.p.time === "day" ? tone(s, "#2e3640") : s.p.litColor);
  if (s.p.time !== "day") {
    const g = radial(s, s.p.litColor, 0.45);
    for (const x of xs) s.out.push(`<circle cx="${R(x)}" cy="${R(ground - 56)}" r="22" fill="${g}"/>`);
  }
}

function city(s: Scene, variant: number): void {
  const r = s.r;
  const ground = 302;
  const hx = focusX(s);
  sky(s, ground);
  stars(s, 170);
  const [sx, sy, sr] = sunSpot(s, ground - 90, hx > s.W / 2 ? "left" : "right");
  sun(s, sx, sy, sr);
  clouds(s, 30, 110);
  skyline(s, ground, 80, 170, tone(s, hsl(222, 18, 62), 0.72), false);
  skyline(s, ground, 40, 120, tone(s, hsl(214, 20, 42), 0.4), true);
  path(s, box(0, ground, s.W, s.H - ground), tone(s, "#d8cfc2"));
  path(s, box(0, ground + 34, s.W, s.H), tone(s, "#59606b"));
  path(s, box(0, ground, s.W, 4), tone(s, "#b8ad9e"));
  const cols = r.int(6, 8);
  const base: Facade = {
    cx: hx,
    base: ground + 4,
    cols,
    floors: r.int(5, 6),
    cellW: r.int(24, 28),
    cellH: r.int(26, 29),
    wall: hsl(r.range(34, 44), 42, 86),
    trim: "#f6f0e4",
    roof: "mansard",
    roofColor: hsl(214, 16, r.range(40, 50)),
    balcony: "window",
    rail: "#2c3138",
    awning: r.pick(ACCENTS),
    arches: r.chance(0.5),
  };
  const styles: Facade[] = [
    base,
    { ...base, wall: hsl(200, 10, 93), trim: hsl(196, 30, 76), roof: "flat", balcony: "band", rail: hsl(196, 34, 70), arches: false, floors: base.floors + 1 },
    { ...base, wall: hsl(r.range(8, 16), 46, 50), trim: "#efe6d8", roof: "flat", balcony: undefined, arches: true },
    { ...base, wall: hsl(r.range(22, 44), 58, 76), trim: "#fbf4e6", roof: "tile", roofColor: hsl(14, 52, 46), shutter: hsl(r.pick([150, 205]), 26, 40), balcony: undefined, floors: base.floors - 1 },
  ];
  const b = building(s, styles[variant % styles.length]!);
  const t: Tree[] = [
    { kind: "round", x: b.x0 - r.range(18, 40), y: ground + 20, h: r.range(70, 90) },
    { kind: "round", x: b.x1 + r.range(18, 40), y: ground + 20, h: r.range(70, 90) },
  ];
  for (let x = s.zone[0] + r.range(20, 60); x < s.W; x += r.range(110, 170) * s.k) {
    if (x < b.x0 - 60 || x > b.x1 + 60) t.push({ kind: "round", x, y: ground + 20, h: r.range(60, 84) });
  }
  trees(s, t, r.range(95, 130));
  lamps(s, [b.x0 - 58, b.x1 + 58].filter((x) => x > 10 && x < s.W - 10), ground + 24);
}

function seaside(s: Scene, variant: number): void {
  const r = s.r;
  const horizon = 206;
  const hx = focusX(s);
  sky(s, horizon);
  stars(s, 150);
  const [sx, sy, sr] = sunSpot(s, horizon, hx > s.W / 2 ? "left" : "right");
  sun(s, sx, sy, sr);
  clouds(s, 25, 120);
  // A headland on one side of the bay.
  const hc = hx > s.W / 2 ? r.range(-40, s.W * 0.25) : r.range(s.W * 0.75, s.W + 40);
  const hw = r.range(150, 260);
  const amp = r.range(40, 70);
  const bump = wave(s, 0, 10, 90);
  const head = (x: number) => {
    const u = Math.max(-1, Math.min(1, (x - hc) / hw));
    return horizon + 2 - amp * (Math.cos(Math.PI * u) + 1) * 0.5 + (Math.abs(u) < 1 ? bump(x) : 0);
  };
  ridge(s, head, tone(s, hsl(130, 20, 44), 0.6), horizon + 4);
  water(s, horizon, 300, sx, sr);
  // Sail boats far out.
  let sails = "";
  let hulls = "";
  for (let i = r.int(0, 2); i > 0; i--) {
    const bx = r.range(20, s.W - 20);
    const by = horizon + r.range(12, 40);
    const k = (by - horizon) / 40 + 0.6;
    sails += `M${R(bx)} ${R(by - 26 * k)}v${R(22 * k)}h${R(14 * k)}z`;
    hulls += `M${R(bx - 8 * k)} ${R(by - 3 * k)}h${R(24 * k)}l-4 ${R(4 * k)}h${R(-16 * k)}z`;
  }
  path(s, sails, tone(s, "#fbfaf6", 0.2));
  path(s, hulls, tone(s, "#3a4756", 0.2));
  const beach = wave(s, 296, 10, 500);
  ridge(s, (x) => beach(x) - 4, "#ffffff", s.H, ' opacity=".55"');
  ridge(s, beach, tone(s, hsl(r.range(34, 42), 56, 80)));
  const wall = r.pick([hsl(40, 40, 96), hsl(r.range(10, 30), 60, 88), hsl(r.range(40, 50), 70, 86)]);
  const accent = r.pick(ACCENTS);
  const styles: Facade[] = [
    { cx: hx, base: 304, cols: r.int(6, 8), floors: r.int(4, 5), cellW: r.int(26, 30), cellH: r.int(24, 27), wall, trim: "#ffffff", roof: "flat", roofColor: "#ffffff", balcony: "band", rail: hsl(190, 35, 82), awning: accent },
    { cx: hx, base: 304, cols: r.int(5, 7), floors: r.int(3, 4), cellW: r.int(28, 32), cellH: r.int(26, 29), wall, trim: "#fffaf2", roof: "tile", roofColor: hsl(14, 55, 50), shutter: accent, awning: accent, arches: true },
    { cx: hx, base: 304, cols: r.int(6, 8), floors: r.int(3, 5), cellW: r.int(26, 30), cellH: r.int(24, 27), wall: hsl(40, 30, 97), trim: "#ffffff", roof: "flat", roofColor: "#fff", shutter: hsl(208, 55, 42), balcony: "window", rail: "#ffffff", awning: hsl(208, 55, 42) },
  ];
  const b = building(s, styles[variant % styles.length]!);
  const palms: Tree[] = [
    { kind: "palm", x: b.x0 - r.range(10, 30), y: 318, h: r.range(100, 130) },
    { kind: "palm", x: b.x1 + r.range(10, 30), y: 322, h: r.range(90, 120) },
  ];
  if (r.chance(0.6)) palms.push({ kind: "palm", x: b.x1 + r.range(45, 70), y: 314, h: r.range(80, 100) });
  trees(s, [...palms, { kind: "bush", x: b.x0 + 6, y: 312, h: 16 }, { kind: "bush", x: b.x1 - 6, y: 312, h: 18 }], r.range(100, 125));
  const xs: number[] = [];
  for (let x = s.zone[0] + r.range(30, 90); x < s.W - 20; x += r.range(60, 130) * s.k) if (r.chance(0.7)) xs.push(x);
  parasols(s, xs, r.range(342, 352), [...ACCENTS, "#f2c14e"]);
}

function mountain(s: Scene, variant: number): void {
  const r = s.r;
  const valley = 258;
  const winter = variant % 2 === 1;
  const hx = focusX(s);
  sky(s, valley);
  stars(s, 110);
  const [sx, sy, sr] = sunSpot(s, valley - 110, hx > s.W / 2 ? "left" : "right");
  sun(s, sx, sy, sr);
  clouds(s, 25, 90);
  mountains(s, valley, 110, 190, tone(s, hsl(216, 22, 60), 0.65), 125);
  const near = winter ? hsl(210, 24, 84) : hsl(r.range(140, 165), 20, 36);
  mountains(s, valley + 30, 45, 95, tone(s, near, 0.35), winter ? 999 : 80, "#f4f7fb", 0.8);
  treeline(s, () => valley + 34, tone(s, hsl(155, 28, 26), 0.4), 10, 26, 20);
  const meadow = wave(s, 304, 18, 420);
  ridge(s, meadow, tone(s, winter ? "#eef3f8" : hsl(r.range(88, 105), 38, 50)));
  const cols = r.int(5, 7);
  const wood = hsl(r.range(22, 32), r.range(38, 50), r.range(38, 50));
  const b = building(s, {
    cx: hx,
    base: 322,
    cols,
    floors: r.int(2, 3),
    cellW: r.int(28, 32),
    cellH: r.int(28, 31),
    wall: wood,
    ground: hsl(30, 8, 72),
    trim: "#f3e8d2",
    roof: "chalet",
    roofColor: hsl(r.range(8, 20), 30, r.range(24, 32)),
    balcony: "band",
    rail: hsl(24, 40, 30),
    awning: r.pick(ACCENTS),
    shutter: r.chance(0.5) ? hsl(r.pick([0, 140, 210]), 40, 38) : undefined,
  });
  if (winter) {
    const w = b.x1 - b.x0;
    const cx = b.x0 + w / 2;
    s.out.push(
      `<path d="M${R(b.x0 - w * 0.1)} ${R(b.top)}L${R(cx)} ${R(b.top - w * 0.3 - 3)}L${R(b.x1 + w * 0.1)} ${R(b.top)}" fill="none" stroke="#f4f7fb" stroke-width="8" stroke-linejoin="round"/>`,
    );
  }
  const t: Tree[] = [];
  for (const side of [-1, 1]) {
    const edge = side < 0 ? b.x0 : b.x1;
    for (let i = r.int(1, 2); i > 0; i--) {
      t.push({ kind: "pine", x: edge + side * r.range(14, 90), y: r.range(320, 345), h: r.range(70, 118) });
    }
  }
  trees(s, t, r.range(140, 160), 0, winter);
  trees(s, [{ kind: "pine", x: r.range(-10, 30), y: 380, h: 170 }, { kind: "pine", x: s.W - r.range(-10, 30), y: 390, h: 160 }], 150, -0.1, winter);
}

function countryside(s: Scene, variant: number): void {
  const r = s.r;
  const horizon = 232;
  const hx = focusX(s);
  sky(s, horizon);
  stars(s, 150);
  const [sx, sy, sr] = sunSpot(s, horizon, hx > s.W / 2 ? "left" : "right");
  sun(s, sx, sy, sr);
  clouds(s, 25, 120);
  birds(s, sx + (hx > sx ? 60 : -60), 90, 3);
  ridge(s, wave(s, horizon + 6, 30, 380), tone(s, hsl(105, 18, 60), 0.7));
  const mid = wave(s, 276, 34, 330);
  ridge(s, mid, tone(s, hsl(r.range(70, 95), 32, 52), 0.35));
  trees(s, grove(s, ["cypress", "round"], Math.min(6, R(s.W / 110 / s.k)), 0, s.W, (x) => mid(x) + 4, 18, 30), 110, 0.35);
  const near = wave(s, 336, 22, 460);
  const cols = r.int(5, 7);
  const cellW = r.int(28, 32);
  let base = 0;
  for (let x = hx - (cols * cellW) / 2; x <= hx + (cols * cellW) / 2; x += 8) base = Math.max(base, near(x));
  base += 4;
  const wall = r.pick([hsl(38, 48, 80), hsl(32, 24, 74), hsl(44, 60, 84)]);
  const facade: Facade = {
    cx: hx,
    base,
    cols,
    floors: 2,
    cellW,
    cellH: r.int(30, 33),
    wall,
    trim: "#f8f1e3",
    roof: variant % 2 ? "hip" : "tile",
    roofColor: hsl(r.range(10, 18), 55, 46),
    shutter: hsl(r.pick([150, 205, 95]), 26, 44),
    awning: r.pick(ACCENTS),
    arches: variant % 3 === 0,
  };
  if (variant % 3 === 2) {
    // A square tower beside the main house (agriturismo, mas).
    const tx = hx + ((cols * cellW) / 2 + 16) * (r.chance(0.5) ? 1 : -1);
    building(s, { ...facade, cx: tx, cols: 1, floors: 4, cellW: 34, roof: "hip" });
  }
  building(s, facade);
  ridge(s, near, tone(s, hsl(r.range(80, 100), 36, 46)));
  // Crop rows fanning out from the hill top: lavender, vines or wheat.
  const row = tone(s, r.pick([hsl(268, 34, 56), hsl(96, 40, 32), hsl(42, 60, 62)]));
  let d = "";
  const vx = hx + r.range(-120, 120);
  for (let x = s.zone[0] - 30; x < s.W + 40; x += R(34 * s.k)) {
    if (Math.abs(x - hx) < (cols * cellW) / 2 + 10) continue;
    const y = near(x) + 8;
    d += `M${R(x)} ${R(y)}l${R((x - vx) * 1.4)} ${s.H + 10 - R(y)}`;
  }
  s.out.push(`<path d="${d}" stroke="${row}" stroke-width="7" opacity=".75"/>`);
  // The lane up to the door.
  const bx = hx + r.range(-80, 80);
  path(s, `M${R(bx - 50)} ${s.H}Q${R(hx + 30)} ${R(base + 22)} ${R(hx - 6)} ${R(base)}h12Q${R(hx + 60)} ${R(base + 30)} ${R(bx + 50)} ${s.H}z`, tone(s, hsl(38, 40, 78)));
  const t: Tree[] = [];
  const left = hx - (cols * cellW) / 2;
  const right = hx + (cols * cellW) / 2;
  for (let i = r.int(2, 4); i > 0; i--) t.push({ kind: "cypress", x: right + r.range(24, 120), y: near(right + 60) + 10, h: r.range(70, 110) });
  for (let i = r.int(1, 3); i > 0; i--) t.push({ kind: "round", x: left - r.range(24, 110), y: near(left - 60) + 12, h: r.range(60, 90) });
  trees(s, t, r.range(95, 120));
  framing(s, 110, r.pick(["left", "right", "both"]));
}

function lake(s: Scene, variant: number): void {
  const r = s.r;
  const wl = 238;
  const hx = focusX(s);
  sky(s, wl);
  stars(s, 140);
  const [sx, sy, sr] = sunSpot(s, wl - 20, hx > s.W / 2 ? "left" : "right");
  sun(s, sx, sy, sr);
  clouds(s, 25, 110);
  const gid = uid(s);
  s.out.push(`<g id="${gid}">`);
  mountains(s, wl, 70, 150, tone(s, hsl(222, 20, 60), 0.68), 105);
  const hills = wave(s, wl - 4, 46, 300);
  ridge(s, hills, tone(s, hsl(r.range(130, 150), 26, 36), 0.4), wl + 1);
  treeline(s, (x) => hills(x) + 8, tone(s, hsl(150, 26, 28), 0.45), 5, 14, 8);
  const cols = r.int(5, 7);
  const cellW = r.int(26, 30);
  const w = cols * cellW;
  path(s, box(hx - w / 2 - 30, wl - 8, w + 60, 10), tone(s, hsl(30, 12, 66)));
  const wall = r.pick([hsl(44, 70, 80), hsl(14, 60, 80), hsl(96, 24, 80), hsl(40, 30, 94)]);
  const b = building(s, {
    cx: hx,
    base: wl - 6,
    cols,
    floors: r.int(2, 3),
    cellW,
    cellH: r.int(26, 29),
    wall,
    trim: "#fbf6ec",
    roof: variant % 2 ? "hip" : "tile",
    roofColor: hsl(r.range(8, 18), 48, 44),
    shutter: variant % 3 ? hsl(r.pick([150, 200]), 28, 40) : undefined,
    balcony: variant % 3 ? undefined : "window",
    awning: r.pick(ACCENTS),
    arches: true,
  });
  trees(
    s,
    [
      { kind: "cypress", x: b.x0 - r.range(14, 30), y: wl - 6, h: r.range(70, 95) },
      { kind: "cypress", x: b.x0 - r.range(36, 50), y: wl - 6, h: r.range(60, 80) },
      { kind: "round", x: b.x1 + r.range(18, 40), y: wl - 6, h: r.range(60, 80) },
    ],
    r.range(110, 140),
  );
  s.out.push("</g>");
  water(s, wl, s.H, sx, sr, gid);
  // Near shore with a jetty and a rowing boat.
  const left = hx > s.W / 2;
  const bankW = Math.min(s.W * 0.4, 260);
  const bx = left ? 0 : s.W;
  const dir = left ? 1 : -1;
  path(s, `M${R(bx)} ${s.H}V${s.H - 56}Q${R(bx + dir * bankW * 0.6)} ${s.H - 62} ${R(bx + dir * bankW)} ${s.H}z`, tone(s, hsl(110, 30, 30)));
  const jx = bx + dir * bankW * 0.45;
  path(s, box(Math.min(jx, jx + dir * 120), s.H - 40, 120, 6) + box(jx + dir * 100, s.H - 36, 4, 20) + box(jx + dir * 60, s.H - 36, 4, 18), tone(s, "#7a5a40"));
  const bt = jx + dir * 150;
  path(s, `M${R(bt - 22)} ${s.H - 28}h44l-8 9h-28z`, tone(s, r.pick(ACCENTS)));
  trees(s, [{ kind: "bush", x: bx + dir * 30, y: s.H - 40, h: 40 }, { kind: "round", x: bx + dir * 70, y: s.H - 46, h: 110 }], 105, -0.05);
}

/**
 * A deterministic hotel exterior illustration as an SVG document string.
 * seed: non-negative integer (e.g. the hotel id); same seed and options give
 * identical bytes. Output is a flat illustration with gradients, under 6 KB,
 * with width x height as pixel size and no text.
 */
export function hotelScene(seed: number, opts: HotelSceneOptions): string {
  const s = createScene(seed, 0, opts.width, opts.height, opts.time);
  const variant = Math.abs(Math.floor(opts.variant ?? s.r.int(0, 11)));
  switch (opts.environment) {
    case "city":
      city(s, variant);
      break;
    case "seaside":
      seaside(s, variant);
      break;
    case "mountain":
      mountain(s, variant);
      break;
    case "countryside":
      countryside(s, variant);
      break;
    case "lake":
      lake(s, variant);
      break;
  }
  return finish(s, opts.width, opts.height);
}
