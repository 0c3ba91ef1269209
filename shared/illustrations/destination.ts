// Destination illustrations: the place rather than the hotel (a river city,
// a fishing village, an alpine valley, a hilltop village, a lake shore).

import { hsl } from "./color";
import { focusX, type Environment } from "./hotel";
import {
  box,
  clouds,
  createScene,
  dashes,
  finish,
  grove,
  mountains,
  path,
  R,
  ridge,
  sky,
  skyline,
  stars,
  sun,
  sunSpot,
  tone,
  treeline,
  trees,
  uid,
  water,
  wave,
  birds,
  type Scene,
  type TimeOfDay,
  type Tree,
} from "./scene";

export interface DestinationSceneOptions {
  environment: Environment;
  /** Output size in CSS pixels (the SVG's width and height attributes). */
  width: number;
  height: number;
  /** Forces the time of day; seeded when absent. */
  time?: TimeOfDay;
}

/** Houses climbing a slope: walls in three colours, tiled roofs, a few windows. */
function houses(s: Scene, x0: number, x1: number, ground: (x: number) => number, n: number, k = 1): void {
  const r = s.r;
  const walls = [hsl(40, 50, 88), hsl(24, 60, 78), hsl(48, 70, 82), hsl(200, 20, 92)].map((c) => tone(s, c, 0.2));
  const bodies = ["", "", "", ""];
  let roofs = "";
  const wins: [number, number][] = [];
  const list: [number, number][] = [];
  for (let i = 0; i < n; i++) list.push([r.range(x0, x1), r.range(0.8, 1.25) * k]);
  list.sort((a, b) => ground(a[0]) - ground(b[0]));
  for (const [x, kk] of list) {
    const w = 24 * kk;
    const h = 18 * kk * r.range(0.9, 1.6);
    const g = ground(x) + 6;
    bodies[r.int(0, 3)] += box(x, g - h, w, h);
    roofs += `M${R(x - 2)} ${R(g - h)}l${R(w / 2 + 2)}-${R(8 * kk)}l${R(w / 2 + 2)} ${R(8 * kk)}z`;
    if (r.chance(0.45 + s.p.lit / 2)) wins.push([x + w * 0.35, g - h * 0.55]);
  }
  bodies.forEach((d, i) => path(s, d, walls[i]!));
  path(s, roofs, tone(s, hsl(12, 52, 46), 0.2));
  dashes(s, wins, 4 * k, 5 * k, s.p.time === "day" ? tone(s, "#4b5a6a", 0.2) : s.p.litColor);
}

/** A bell tower (or chapel spire) standing on y = base. */
function tower(s: Scene, x: number, base: number, h: number, spire: boolean): void {
  const w = h * 0.22;
  path(s, box(x - w / 2, base - h, w, h), tone(s, hsl(36, 30, 80), 0.15));
  path(s, box(x - w * 0.25, base - h * 0.82, w * 0.5, h * 0.14), tone(s, "#3d4650", 0.15));
  path(
    s,
    spire ? `M${R(x - w / 2 - 2)} ${R(base - h)}L${R(x)} ${R(base - h * 1.6)}L${R(x + w / 2 + 2)} ${R(base - h)}z` : `M${R(x - w / 2 - 2)} ${R(base - h)}L${R(x)} ${R(base - h - w * 0.7)}L${R(x + w / 2 + 2)} ${R(base - h)}z`,
    tone(s, spire ? "#4a5560" : hsl(12, 52, 46), 0.15),
  );
}

function city(s: Scene): void {
  const r = s.r;
  const river = 292;
  const fx = focusX(s);
  sky(s, river);
  stars(s, 160);
  const [sx, sy, sr] = sunSpot(s, river - 100);
  sun(s, sx, sy, sr);
  clouds(s, 30, 110);
  skyline(s, river - 8, 70, 150, tone(s, hsl(222, 18, 64), 0.7), false);
  // The landmark: a dome on a drum, or a tall belfry.
  const stone = tone(s, hsl(38, 30, 78), 0.3);
  if (r.chance(0.5)) {
    path(s, box(fx - 40, 150, 80, 140) + `M${R(fx - 34)} 150a34 40 0 0 1 68 0z` + box(fx - 4, 100, 8, 12), stone);
  } else {
    path(s, box(fx - 20, 90, 40, 200) + `M${R(fx - 22)} 90l22-50 22 50z`, stone);
  }
  skyline(s, river - 4, 30, 90, tone(s, hsl(20, 26, 56), 0.35), true);
  path(s, box(0, river - 8, s.W, 8), tone(s, hsl(36, 24, 70), 0.2));
  water(s, river, s.H, sx, sr);
  // A stone bridge: a deck and a pattern of arches.
  const pid = uid(s);
  const c = tone(s, hsl(36, 28, 70), 0.1);
  s.defs.push(
    `<pattern id="${pid}" patternUnits="userSpaceOnUse" x="${R(fx)}" y="300" width="90" height="36"><path d="M0 0h90v36h-10v-4a35 28 0 0 0-70 0v4H0z" fill="${c}"/></pattern>`,
  );
  s.out.push(`<rect y="300" width="100%" height="36" fill="#000" opacity=".3"/><rect y="300" width="100%" height="36" fill="url(#${pid})"/>`);
  path(s, box(0, 292, s.W, 10), tone(s, hsl(36, 24, 62), 0.1));
}

function seaside(s: Scene): void {
  const r = s.r;
  const horizon = 214;
  const fx = focusX(s);
  sky(s, horizon);
  stars(s, 150);
  const [sx, sy, sr] = sunSpot(s, horizon, fx > s.W / 2 ? "left" : "right");
  sun(s, sx, sy, sr);
  clouds(s, 25, 110);
  birds(s, sx, 90, 3);
  water(s, horizon, s.H, sx, sr);
  // The village hill rising from the water, with a lighthouse at its tip.
  const hw = Math.min(s.W * 0.45, 380);
  const hill = (x: number) => {
    const u = Math.abs(x - fx) / hw;
    return u >= 1 ? 400 : 300 - 110 * (1 - u * u);
  };
  ridge(s, hill, tone(s, hsl(90, 26, 48), 0.15), s.H);
  houses(s, fx - hw * 0.7, fx + hw * 0.55, (x) => hill(x + 12), R(14 + s.W / 80), 1);
  trees(s, grove(s, ["cypress", "round"], 4, fx - hw * 0.8, fx + hw * 0.8, (x) => hill(x) + 10, 24, 40), 110, 0.15);
  const lx = fx + hw * 0.78;
  const ly = hill(lx) + 4;
  path(s, `M${R(lx - 9)} ${R(ly)}l3-52h12l3 52z`, tone(s, "#fbfaf6"));
  path(s, box(lx - 7, ly - 40, 14, 8) + box(lx - 6, ly - 18, 12, 8), tone(s, "#c4573a"));
  path(s, box(lx - 6, ly - 62, 12, 10), s.p.time === "day" ? tone(s, "#3a4756") : s.p.litColor);
  // Boats moored below.
  let hulls = "";
  for (let i = 0; i < 3; i++) {
    const bx = fx - hw * 0.5 + i * r.range(50, 90);
    hulls += `M${R(bx)} 330h36l-6 8h-24z`;
  }
  path(s, hulls, tone(s, r.pick(["#1f6f78", "#c4573a", "#2b4d7a"])));
}

function mountain(s: Scene): void {
  const r = s.r;
  const valley = 270;
  const winter = r.chance(0.4);
  const fx = focusX(s);
  sky(s, valley);
  stars(s, 110);
  const [sx, sy, sr] = sunSpot(s, valley - 120);
  sun(s, sx, sy, sr);
  clouds(s, 25, 90);
  mountains(s, valley, 140, 220, tone(s, hsl(216, 24, 60), 0.6), 120);
  mountains(s, valley + 20, 50, 110, tone(s, winter ? hsl(210, 24, 84) : hsl(150, 22, 36), 0.35), winter ? 999 : 95, "#f4f7fb", 0.8);
  treeline(s, () => valley + 24, tone(s, hsl(155, 28, 26), 0.4), 10, 24, 20);
  const meadow = wave(s, 318, 16, 420);
  ridge(s, meadow, tone(s, winter ? "#eef3f8" : hsl(95, 38, 50)));
  houses(s, fx - 120, fx + 120, (x) => meadow(x) + 4, 7, 1.2);
  tower(s, fx + r.range(-30, 30), meadow(fx) + 10, 64, true);
  const t: Tree[] = [];
  for (let i = 0; i < 4; i++) t.push({ kind: "pine", x: r.pick([r.range(-10, fx - 150), r.range(fx + 150, s.W + 10)]), y: r.range(330, 360), h: r.range(70, 120) });
  trees(s, t, 150, 0, winter);
}

function countryside(s: Scene): void {
  const r = s.r;
  const horizon = 230;
  const fx = focusX(s);
  sky(s, horizon);
  stars(s, 150);
  const [sx, sy, sr] = sunSpot(s, horizon, fx > s.W / 2 ? "left" : "right");
  sun(s, sx, sy, sr);
  clouds(s, 25, 110);
  ridge(s, wave(s, horizon + 6, 30, 380), tone(s, hsl(105, 18, 60), 0.7));
  // A village crowning a round hill.
  const hill = (x: number) => 290 - 90 * Math.max(0, 1 - ((x - fx) / 220) ** 2);
  ridge(s, (x) => Math.min(hill(x), 300 + 8 * Math.sin(x / 70)), tone(s, hsl(r.range(70, 95), 32, 50), 0.3));
  houses(s, fx - 110, fx + 90, (x) => hill(x + 12), R(12 + s.W / 120), 1.1);
  tower(s, fx + r.range(-40, 40), hill(fx) + 6, 80, false);
  trees(s, grove(s, ["cypress"], 6, fx - 200, fx + 200, (x) => hill(x) + 6, 30, 50), 110, 0.2);
  const near = wave(s, 334, 18, 460);
  ridge(s, near, tone(s, hsl(r.range(80, 100), 36, 46)));
  const row = tone(s, r.pick([hsl(268, 34, 56), hsl(96, 40, 32), hsl(42, 60, 62)]));
  let d = "";
  const vx = fx + r.range(-120, 120);
  for (let x = s.zone[0] - 30; x < s.W + 40; x += R(34 * s.k)) d += `M${R(x)} ${R(near(x) + 8)}l${R((x - vx) * 1.4)} ${s.H + 10 - R(near(x) + 8)}`;
  s.out.push(`<path d="${d}" stroke="${row}" stroke-width="7" opacity=".75"/>`);
}

function lake(s: Scene): void {
  const r = s.r;
  const wl = 244;
  const fx = focusX(s);
  sky(s, wl);
  stars(s, 140);
  const [sx, sy, sr] = sunSpot(s, wl - 30, fx > s.W / 2 ? "left" : "right");
  sun(s, sx, sy, sr);
  clouds(s, 25, 110);
  const gid = uid(s);
  s.out.push(`<g id="${gid}">`);
  mountains(s, wl, 90, 180, tone(s, hsl(222, 20, 60), 0.65), 120);
  const hills = wave(s, wl - 4, 40, 300);
  ridge(s, hills, tone(s, hsl(r.range(130, 150), 26, 36), 0.4), wl + 1);
  houses(s, fx - 120, fx + 120, () => wl - 8, 10, 0.9);
  tower(s, fx + r.range(-50, 50), wl - 2, 56, r.chance(0.5));
  s.out.push("</g>");
  water(s, wl, s.H, sx, sr, gid);
  let sails = "";
  for (let i = 0; i < 3; i++) {
    const bx = r.range(s.zone[0] + 20, s.W - 20);
    const by = r.range(270, 330);
    const k = (by - 240) / 60;
    sails += `M${R(bx)} ${R(by - 30 * k)}v${R(28 * k)}h${R(18 * k)}zM${R(bx - 10 * k)} ${R(by)}h${R(30 * k)}l-${R(4 * k)} ${R(5 * k)}h-${R(22 * k)}z`;
  }
  path(s, sails, tone(s, "#fbfaf6", 0.1));
}

/**
 * A deterministic destination (place) illustration as an SVG document string.
 * seed: non-negative integer (e.g. the GeoNames id); same seed and options
 * give identical bytes; under 6 KB; no text in the image.
 */
export function destinationScene(seed: number, opts: DestinationSceneOptions): string {
  const s = createScene(seed, 2, opts.width, opts.height, opts.time);
  switch (opts.environment) {
    case "city":
      city(s);
      break;
    case "seaside":
      seaside(s);
      break;
    case "mountain":
      mountain(s);
      break;
    case "countryside":
      countryside(s);
      break;
    case "lake":
      lake(s);
      break;
  }
  return finish(s, opts.width, opts.height);
}
