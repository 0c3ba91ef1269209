// Activity illustrations: one flat scene per theme (spa, table, vineyard,
// sport, heritage, forest, family day out, ski slope, romantic terrace,
// balloon ride, sailing, gift). Same primitives and palette rules as hotels.

import { hsl, mix, shift } from "./color";
import { ACCENTS, focusX } from "./hotel";
import {
  birds,
  box,
  circ,
  clouds,
  createScene,
  dashes,
  f2,
  finish,
  linear,
  mountains,
  path,
  R,
  radial,
  ridge,
  sky,
  stars,
  sun,
  sunSpot,
  tone,
  treeline,
  trees,
  uid,
  water,
  wave,
  type Scene,
  type TimeOfDay,
  type Tree,
} from "./scene";

/** Activity themes with an illustration. Unknown themes fall back by seed. */
export const ACTIVITY_KINDS = [
  "wellness",
  "gastronomy",
  "wine",
  "sport",
  "culture",
  "nature",
  "family",
  "ski",
  "romantic",
  "adventure",
  "sea",
  "gift",
] as const;

export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export interface ActivitySceneOptions {
  kind: ActivityKind;
  /** Output size in CSS pixels (the SVG's width and height attributes). */
  width: number;
  height: number;
  /** Forces the time of day; otherwise seeded within what suits the theme. */
  time?: TimeOfDay;
}

/** A pointed leaf from (x, y) towards angle a (radians), len long, w wide. */
function leaf(x: number, y: number, len: number, a: number, w: number): string {
  const tx = x + Math.cos(a) * len;
  const ty = y + Math.sin(a) * len;
  const nx = -Math.sin(a) * w;
  const ny = Math.cos(a) * w;
  const mx = (x + tx) / 2;
  const my = (y + ty) / 2;
  return `M${R(x)} ${R(y)}Q${R(mx + nx)} ${R(my + ny)} ${R(tx)} ${R(ty)}Q${R(mx - nx)} ${R(my - ny)} ${R(x)} ${R(y)}z`;
}

/** A wine glass standing on y = base, h tall, filled with wine (colour or none). */
function glass(s: Scene, x: number, base: number, h: number, wine?: string): void {
  const bw = h * 0.26;
  const top = base - h;
  const bowlB = top + h * 0.5;
  const bowl = `M${R(x - bw)} ${R(top)}Q${R(x - bw)} ${R(bowlB)} ${R(x)} ${R(bowlB)}Q${R(x + bw)} ${R(bowlB)} ${R(x + bw)} ${R(top)}z`;
  path(s, bowl, "#ffffff", ' opacity=".35"');
  if (wine) {
    const wy = top + h * 0.22;
    const ww = bw * 0.94;
    path(s, `M${R(x - ww)} ${R(wy)}Q${R(x - ww)} ${R(bowlB - 1)} ${R(x)} ${R(bowlB - 1)}Q${R(x + ww)} ${R(bowlB - 1)} ${R(x + ww)} ${R(wy)}z`, wine);
  }
  s.out.push(
    `<path d="${bowl}M${R(x)} ${R(bowlB)}V${R(base)}M${R(x - bw * 0.7)} ${R(base)}h${R(bw * 1.4)}" fill="none" stroke="#ffffff" stroke-width="2" opacity=".8"/>`,
  );
}

/** A bottle standing on y = base. */
function bottle(s: Scene, x: number, base: number, h: number, color: string): void {
  const w = h * 0.13;
  const sh = base - h * 0.62;
  path(
    s,
    `M${R(x - w)} ${R(base)}V${R(sh)}Q${R(x - w)} ${R(sh - w * 1.4)} ${R(x - w * 0.32)} ${R(sh - w * 2)}V${R(base - h)}h${R(w * 0.64)}V${R(sh - w * 2)}Q${R(x + w)} ${R(sh - w * 1.4)} ${R(x + w)} ${R(sh)}V${R(base)}z`,
    tone(s, color),
  );
  path(s, box(x - w, base - h * 0.45, 2 * w, h * 0.22), tone(s, "#efe6d2"));
  path(s, box(x - w * 0.55, sh - w * 0.5, w * 0.3, h * 0.42), "#ffffff", ' opacity=".25"');
}

/** Little houses (wall, roof, a window or two) batched by colour. */
function village(s: Scene, x0: number, x1: number, ground: (x: number) => number, n: number, scale = 1): void {
  const r = s.r;
  const walls = [hsl(40, 45, 86), hsl(28, 55, 78), hsl(45, 25, 92)].map((c) => tone(s, c, 0.25));
  const bodies = ["", "", ""];
  let roofs = "";
  const wins: [number, number][] = [];
  const items = [];
  for (let i = 0; i < n; i++) items.push([r.range(x0, x1), r.range(0.7, 1.2) * scale] as const);
  items.sort((a, b) => ground(a[0]) - ground(b[0]));
  for (const [x, k] of items) {
    const w = 26 * k;
    const h = 20 * k * r.range(0.9, 1.5);
    const g = ground(x) + 4;
    const i = r.int(0, 2);
    bodies[i] += box(x, g - h, w, h);
    roofs += `M${R(x - 2)} ${R(g - h)}l${R(w / 2 + 2)} ${-R(9 * k)}l${R(w / 2 + 2)} ${R(9 * k)}z`;
    if (r.chance(0.5 + s.p.lit / 2)) wins.push([x + w * 0.3, g - h * 0.6]);
  }
  bodies.forEach((d, i) => path(s, d, walls[i]!));
  path(s, roofs, tone(s, hsl(12, 50, 46), 0.25));
  dashes(s, wins, 4 * scale, 5 * scale, s.p.time === "day" ? tone(s, "#4b5a6a", 0.2) : s.p.litColor);
}

function wellness(s: Scene): void {
  const r = s.r;
  const horizon = 236;
  sky(s, horizon);
  stars(s, 130);
  const [sx, sy, sr] = sunSpot(s, horizon);
  sun(s, sx, sy, sr);
  clouds(s, 30, 110);
  ridge(s, wave(s, horizon + 6, 46, 420), tone(s, hsl(160, 16, 58), 0.7));
  ridge(s, wave(s, horizon + 24, 26, 300), tone(s, hsl(150, 22, 44), 0.4));
  // Infinity pool: the water meets the view.
  const top = 262;
  const pool = linear(s, [
    [0, tone(s, hsl(182, 58, 62))],
    [1, tone(s, hsl(192, 62, 40))],
  ]);
  s.out.push(`<rect y="${top}" width="100%" height="58" fill="${pool}"/>`);
  let ripples = "";
  for (let i = 0; i < R(s.W / 50); i++) ripples += `M${R(r.range(0, s.W))} ${R(r.range(top + 8, 312))}h${R(r.range(10, 30))}`;
  s.out.push(`<path d="${ripples}" stroke="#fff" stroke-width="2" stroke-linecap="round" opacity=".35"/>`);
  path(s, box(0, 318, s.W, 8), tone(s, "#efe8dc"));
  path(s, box(0, 326, s.W, 34), tone(s, hsl(28, 36, 58)));
  path(s, box(0, 326, s.W, 4), "#000", ' opacity=".12"');
  // Steam above warm water.
  const fx = focusX(s);
  let steam = "";
  for (let i = 0; i < 3; i++) {
    const x = fx - 120 + i * r.range(30, 50);
    steam += `M${R(x)} 300q10-12 0-24q-10-12 0-24`;
  }
  s.out.push(`<path d="${steam}" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".4"/>`);
  // Balanced stones and candles on the deck.
  const stoneX = fx + r.range(60, 120);
  let y = 336;
  const greys = [hsl(30, 6, 36), hsl(30, 8, 48), hsl(30, 8, 58), hsl(30, 10, 68)];
  for (let i = 0; i < 4; i++) {
    const rx = 46 - i * 9;
    const ry = 13 - i * 1.5;
    s.out.push(`<ellipse cx="${R(stoneX + r.range(-3, 3))}" cy="${R(y - ry)}" rx="${rx}" ry="${ry}" fill="${tone(s, greys[i]!)}"/>`);
    y -= 2 * ry - 1;
  }
  const cx = stoneX + 80;
  path(s, box(cx, 312, 18, 32) + box(cx + 24, 322, 18, 22), tone(s, "#f6efe2"));
  const flame = s.p.time === "day" ? "#ffcf6e" : s.p.litColor;
  path(s, leaf(cx + 9, 311, 13, -1.57, 4) + leaf(cx + 33, 321, 13, -1.57, 4), flame);
  if (s.p.time !== "day") {
    const g = radial(s, s.p.litColor, 0.5);
    s.out.push(`<circle cx="${R(cx + 20)}" cy="316" r="44" fill="${g}"/>`);
  }
  // Big leaves reaching in from a corner.
  const left = fx > s.W / 2;
  const lx = left ? -10 : s.W + 10;
  let leaves = "";
  for (let i = 0; i < 4; i++) {
    const a = left ? -1.1 + i * 0.38 : Math.PI + 1.1 - i * 0.38;
    leaves += leaf(lx, 372, r.range(120, 170), a, r.range(22, 30));
  }
  path(s, leaves, tone(s, hsl(r.range(120, 150), 40, 30)));
}

function gastronomy(s: Scene): void {
  const r = s.r;
  const wall = tone(s, hsl(r.range(18, 40), r.range(30, 50), r.range(74, 82)), 0);
  s.out.push(`<rect width="100%" height="100%" fill="${wall}"/>`);
  // Arched window onto the landscape.
  const fx = focusX(s);
  const ww = 92;
  const arch = `M${R(fx - ww)} 262V150a${ww} ${ww} 0 0 1 ${2 * ww} 0V262z`;
  const cid = uid(s);
  s.defs.push(`<clipPath id="${cid}"><path d="${arch}"/></clipPath>`);
  s.out.push(`<g clip-path="url(#${cid})">`);
  sky(s, 215);
  sun(s, fx + r.range(-50, 50), s.p.time === "night" ? 90 : 160, 18);
  ridge(s, wave(s, 220, 40, 200), tone(s, hsl(110, 20, 52), 0.5));
  ridge(s, wave(s, 246, 24, 160), tone(s, hsl(95, 30, 40), 0.2));
  s.out.push("</g>");
  s.out.push(
    `<path d="${arch}M${R(fx)} 58V262M${R(fx - ww)} 170h${2 * ww}" fill="none" stroke="${tone(s, "#f8f2e6")}" stroke-width="8"/>`,
  );
  // Shelf with bottles on the far side of the wall.
  const shelfX = fx > s.W / 2 ? fx - ww - 150 : fx + ww + 40;
  path(s, box(shelfX, 170, 110, 6), tone(s, "#7a5236"));
  for (let i = 0; i < 4; i++) {
    bottle(s, shelfX + 14 + i * 26, 170, r.range(46, 60), r.pick(["#27462f", "#5a1f2b", "#2c3e50"]));
  }
  // Pendant lamps.
  const warm = s.p.time !== "day";
  for (const x of [fx - ww - 70, fx + ww + 70]) {
    const y = r.range(70, 100);
    if (warm) {
      const g = radial(s, s.p.litColor, 0.45);
      s.out.push(`<circle cx="${R(x)}" cy="${R(y + 16)}" r="60" fill="${g}"/>`);
    }
    s.out.push(`<path d="M${R(x)} 0V${R(y)}" stroke="#3a3a3a" stroke-width="2"/>`);
    path(s, `M${R(x - 24)} ${R(y + 18)}a24 20 0 0 1 48 0z`, tone(s, "#2f4f4f"));
    path(s, `M${R(x - 9)} ${R(y + 18)}a9 7 0 0 0 18 0z`, warm ? s.p.litColor : "#fff6d8");
  }
  // Table with a plate, glasses and a bottle.
  const cloth = tone(s, "#fbf8f1");
  path(s, box(0, 262, s.W, 98), cloth);
  path(s, box(0, 262, s.W, 5), "#000", ' opacity=".08"');
  const px = fx + r.range(-30, 30);
  s.out.push(`<ellipse cx="${R(px)}" cy="306" rx="86" ry="28" fill="${tone(s, "#e9e4da")}"/>`);
  s.out.push(`<ellipse cx="${R(px)}" cy="304" rx="62" ry="19" fill="#fff"/>`);
  const foods = [hsl(100, 45, 42), hsl(8, 70, 55), hsl(40, 80, 62), hsl(18, 70, 68), hsl(120, 40, 32)];
  const food = ["", "", "", "", ""];
  for (let i = 0; i < 7; i++) food[i % 5] += circ(px + r.range(-30, 30), 303 + r.range(-7, 6), r.range(6, 11));
  food.forEach((d, i) => path(s, d, tone(s, foods[i]!)));
  // Cutlery.
  path(s, box(px - 108, 290, 6, 44) + box(px + 102, 290, 6, 44), tone(s, "#b8bcc2"));
  glass(s, px + 130, 300, 64, tone(s, "#7a1f2e"));
  glass(s, px - 150, 296, 58);
  bottle(s, px + 186, 310, 100, "#27462f");
  if (warm) {
    path(s, box(px - 200, 268, 10, 28), "#f6efe2");
    path(s, leaf(px - 195, 267, 10, -1.57, 3.5), s.p.litColor);
  }
}

function wine(s: Scene): void {
  const r = s.r;
  const horizon = 218;
  sky(s, horizon);
  stars(s, 130);
  const [sx, sy, sr] = sunSpot(s, horizon);
  sun(s, sx, sy, sr);
  clouds(s, 25, 100);
  ridge(s, wave(s, horizon + 6, 30, 380), tone(s, hsl(110, 16, 60), 0.7));
  const mid = wave(s, 262, 34, 320);
  ridge(s, mid, tone(s, hsl(r.range(70, 90), 34, 48), 0.35));
  village(s, s.W * r.range(0.1, 0.3), s.W * r.range(0.35, 0.5), (x) => mid(x) + 2, 3, 0.9);
  trees(s, [0, 1, 2, 3].map((i): Tree => ({ kind: "cypress", x: s.W * 0.6 + i * 16, y: mid(s.W * 0.6 + i * 16) + 6, h: 34 })), 110, 0.35);
  const near = wave(s, 318, 20, 520);
  ridge(s, near, tone(s, hsl(r.range(80, 100), 36, 44)));
  // Vine rows fanning towards the viewer, dashed like plants.
  const vx = s.W * r.range(0.3, 0.7);
  let d = "";
  for (let x = s.zone[0] - 30; x < s.W + 40; x += R(30 * s.k)) {
    d += `M${R(x)} ${R(near(x) + 6)}l${R((x - vx) * 1.6)} ${s.H + 10 - R(near(x) + 6)}`;
  }
  s.out.push(`<path d="${d}" stroke="${tone(s, hsl(100, 42, 28))}" stroke-width="9" stroke-dasharray="7 5" opacity=".8"/>`);
  // Ledge with a bottle and glasses in front.
  const fx = focusX(s);
  path(s, box(0, 330, s.W, 30), tone(s, "#6e4b34"));
  path(s, box(0, 330, s.W, 4), tone(s, "#8a6446"));
  bottle(s, fx + 70, 332, 104, r.pick(["#27462f", "#4a1a25"]));
  glass(s, fx, 332, 70, tone(s, "#7a1f2e"));
  glass(s, fx + 128, 332, 66, tone(s, r.pick(["#7a1f2e", "#e8d38a"])));
  // Grapes.
  let grapes = "";
  const gx = fx - 80;
  for (let row = 0; row < 4; row++) {
    for (let i = 0; i <= 3 - row; i++) grapes += circ(gx + i * 11 - (3 - row) * 5.5, 300 + row * 9, 6);
  }
  path(s, leaf(gx, 294, 30, -2.3, 12), tone(s, hsl(100, 45, 36)));
  path(s, grapes, tone(s, hsl(280, 35, 34)));
}

function sport(s: Scene, variant: number): void {
  const r = s.r;
  const fx = focusX(s);
  if (variant % 3 === 1) {
    // Kayak on a mountain lake.
    const wl = 230;
    sky(s, wl);
    stars(s, 120);
    const [sx, sy, sr] = sunSpot(s, wl - 30);
    sun(s, sx, sy, sr);
    clouds(s, 25, 100);
    const gid = uid(s);
    s.out.push(`<g id="${gid}">`);
    mountains(s, wl, 70, 150, tone(s, hsl(220, 20, 58), 0.65), 110);
    treeline(s, () => wl, tone(s, hsl(150, 28, 28), 0.35), 8, 26, 2);
    s.out.push("</g>");
    water(s, wl, s.H, sx, sr, gid);
    const ky = 312;
    const kc = tone(s, r.pick(["#e4572e", "#f2c14e", "#1f6f78"]));
    path(s, `M${R(fx - 110)} ${ky}Q${R(fx)} ${ky + 22} ${R(fx + 110)} ${ky}Q${R(fx)} ${ky - 10} ${R(fx - 110)} ${ky}z`, kc);
    path(s, `M${R(fx - 16)} ${ky - 2}a16 5 0 0 1 32 0z`, "#1d2a33");
    s.out.push(`<path d="M${R(fx - 70)} ${ky + 16}L${R(fx + 60)} ${ky - 34}" stroke="#3b2f2a" stroke-width="4" stroke-linecap="round"/>`);
    path(s, leaf(fx - 70, ky + 16, 18, 2.8, 6) + leaf(fx + 60, ky - 34, 18, -0.36, 6), kc);
    return;
  }
  const horizon = 228;
  sky(s, horizon);
  stars(s, 120);
  const [sx, sy, sr] = sunSpot(s, horizon);
  sun(s, sx, sy, sr);
  clouds(s, 25, 110);
  birds(s, sx, sy + 30, 3);
  ridge(s, wave(s, horizon + 4, 40, 360), tone(s, hsl(120, 18, 58), 0.7));
  const mid = wave(s, 270, 30, 300);
  ridge(s, mid, tone(s, hsl(105, 30, 46), 0.35));
  trees(s, [0, 1, 2, 3, 4].map((): Tree => { const x = r.range(s.zone[0], s.W); return { kind: "round", x, y: mid(x) + 8, h: r.range(20, 30) }; }), 110, 0.35);
  const near = wave(s, 318, 14, 500);
  ridge(s, near, tone(s, hsl(r.range(85, 100), 40, 50)));
  if (variant % 3 === 2) {
    // Golf: a green with a flag, a bunker and a ball.
    s.out.push(`<ellipse cx="${R(fx)}" cy="334" rx="170" ry="26" fill="${tone(s, hsl(95, 48, 56))}"/>`);
    s.out.push(`<ellipse cx="${R(fx - 210)}" cy="344" rx="70" ry="12" fill="${tone(s, hsl(42, 60, 80))}"/>`);
    s.out.push(`<ellipse cx="${R(fx + 40)}" cy="336" rx="9" ry="3" fill="#1d2a1d"/>`);
    path(s, box(fx + 39, 236, 3, 100), tone(s, "#f4f4f4"));
    path(s, `M${R(fx + 42)} 236l46 13l-46 13z`, tone(s, "#e4572e"));
    path(s, circ(fx - 40, 340, 5), "#ffffff");
    return;
  }
  // Cycling: a lane winding over the hills and a bike at its side.
  path(s, `M${R(fx - 160)} ${s.H}Q${R(fx + 40)} 330 ${R(fx - 20)} ${R(near(fx - 20) + 2)}h14Q${R(fx + 90)} 332 ${R(fx + 30)} ${s.H}z`, tone(s, hsl(36, 30, 76)));
  const bx = fx + 120;
  const by = 330;
  const wr = 26;
  const c = tone(s, r.pick(["#1f6f78", "#c4573a", "#2b4d7a", "#d9a22b"]));
  s.out.push(
    `<path d="${circ(bx - 44, by, wr)}${circ(bx + 44, by, wr)}" fill="none" stroke="#263238" stroke-width="5"/>` +
      `<path d="M${bx - 44} ${by}l24-40h50l-30 40zM${bx + 44} ${by}l-14-48M${bx - 24} ${by - 40}l-4-12M${bx - 36} ${by - 52}h16M${bx + 24} ${by - 50}h14" fill="none" stroke="${c}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>`,
  );
}

function culture(s: Scene, variant: number): void {
  const r = s.r;
  const horizon = 238;
  const fx = focusX(s);
  sky(s, horizon);
  stars(s, 130);
  const [sx, sy, sr] = sunSpot(s, horizon - 20);
  sun(s, sx, sy, sr);
  clouds(s, 25, 100);
  ridge(s, wave(s, horizon + 6, 34, 400), tone(s, hsl(90, 16, 60), 0.7));
  const stone = tone(s, hsl(r.range(30, 40), 45, 74), 0.1);
  const shade = tone(s, hsl(r.range(24, 34), 35, 56), 0.1);
  if (variant % 3 === 0) {
    // Roman aqueduct: two tiers of arches drawn with patterns.
    const tier = (y: number, h: number, w: number) => {
      const pid = uid(s);
      const a = w * 0.34;
      s.defs.push(
        `<pattern id="${pid}" patternUnits="userSpaceOnUse" x="${R(fx)}" y="${R(y)}" width="${R(w)}" height="${R(h)}">` +
          `<path d="M0 0h${R(w)}v${R(h)}h-${R(w * 0.16)}V${R(h * 0.4 + a)}a${R(a)} ${R(a)} 0 0 0-${R(2 * a)} 0V${R(h)}H0z" fill="${stone}"/>` +
          `<path d="M${R(w * 0.16)} ${R(h)}V${R(h * 0.4 + a)}a${R(a)} ${R(a)} 0 0 1 ${R(a)}-${R(a)}v${R(h * 0.14)}a${R(a * 0.8)} ${R(a * 0.8)} 0 0 0-${R(a * 0.76)} ${R(a * 0.9)}V${R(h)}z" fill="${shade}"/></pattern>`,
      );
      s.out.push(`<rect y="${R(y)}" width="100%" height="${R(h)}" fill="url(#${pid})"/>`);
      path(s, box(0, y - 5, s.W, 6), shade);
    };
    tier(150, 48, 42);
    tier(198, 100, 84);
    ridge(s, wave(s, 300, 12, 500), tone(s, hsl(80, 34, 48)));
  } else if (variant % 3 === 1) {
    // A classical temple on a hill.
    const hill = wave(s, 290, 20, 500);
    ridge(s, hill, tone(s, hsl(85, 30, 50), 0.2));
    const w = 240;
    const x0 = fx - w / 2;
    const base = 262;
    const pid = uid(s);
    s.defs.push(
      `<pattern id="${pid}" patternUnits="userSpaceOnUse" x="${R(x0)}" width="40" height="360"><path d="M8 0h24v400h-24z" fill="${stone}"/><path d="M24 0h8v400h-8z" fill="${shade}"/></pattern>`,
    );
    path(s, box(x0 - 16, base, w + 32, 10) + box(x0 - 26, base + 10, w + 52, 10), stone);
    s.out.push(`<rect x="${R(x0)}" y="${base - 96}" width="${w}" height="96" fill="url(#${pid})"/>`);
    path(s, box(x0 - 10, base - 112, w + 20, 16), stone);
    path(s, `M${R(x0 - 16)} ${base - 112}L${R(fx)} ${base - 160}L${R(x0 + w + 16)} ${base - 112}z`, stone);
    path(s, `M${R(fx)} ${base - 148}L${R(x0 + 28)} ${base - 118}h${w - 56}z`, shade);
    trees(s, [{ kind: "cypress", x: x0 - 50, y: 280, h: 110 }, { kind: "cypress", x: x0 + w + 44, y: 282, h: 96 }, { kind: "cypress", x: x0 + w + 70, y: 284, h: 70 }], 110, 0.1);
  } else {
    // A domed cathedral over the roofs of an old town.
    const dx = fx;
    path(s, box(dx - 70, 150, 140, 110), stone);
    path(s, `M${dx - 56} 150a56 62 0 0 1 112 0z`, tone(s, hsl(12, 55, 50), 0.1));
    path(s, `M${dx} 88a56 62 0 0 1 56 62h-22a34 62 0 0 0-34-62z`, "#000", ' opacity=".15"');
    path(s, box(dx - 7, 70, 14, 20), stone);
    path(s, box(dx - 2, 58, 4, 12), shade);
    path(s, box(dx + 110, 110, 34, 150), stone);
    path(s, `M${dx + 106} 110l21-26 21 26z`, tone(s, hsl(12, 55, 50), 0.1));
    dashes(s, [[dx - 50, 180], [dx - 20, 180], [dx + 10, 180], [dx + 40, 180], [dx + 122, 130]], 10, 24, tone(s, s.p.glass));
    const roofs = wave(s, 262, 10, 140);
    village(s, s.zone[0], s.W, (x) => roofs(x) + 6, R(s.W / 34), 1.3);
    ridge(s, wave(s, 316, 8, 500), tone(s, hsl(32, 24, 66)));
  }
}

function nature(s: Scene): void {
  const r = s.r;
  const horizon = 226;
  sky(s, horizon);
  stars(s, 120);
  const [sx, sy, sr] = sunSpot(s, horizon - 40);
  sun(s, sx, sy, sr);
  clouds(s, 25, 100);
  birds(s, s.W * r.range(0.3, 0.7), 100, 4);
  mountains(s, horizon + 10, 90, 170, tone(s, hsl(215, 22, 62), 0.7), 130);
  const mist = linear(s, [
    [0, s.p.haze, 0],
    [1, s.p.haze, 0.8],
  ]);
  // Forest layers getting darker towards the viewer, each with mist behind it.
  const layers: [number, number, number][] = [
    [248, 0.55, 22],
    [282, 0.3, 34],
    [322, 0.08, 50],
  ];
  for (const [y, depth, h] of layers) {
    s.out.push(`<rect y="${y - 70}" width="100%" height="70" fill="${mist}"/>`);
    treeline(s, wave(s, y, 16, 300), tone(s, hsl(r.range(145, 165), 30, 30 - (1 - depth) * 8), depth), h * 0.5, h, 60);
  }
  // A river winding out of the forest.
  const rx = focusX(s);
  const river = linear(s, [
    [0, s.p.water[0]],
    [1, s.p.water[1]],
  ]);
  path(s, `M${R(rx - 8)} 300Q${R(rx - 70)} 330 ${R(rx - 190)} 360h150Q${R(rx + 10)} 330 ${R(rx + 8)} 300z`, river);
  trees(s, [{ kind: "pine", x: r.range(-20, 40), y: 392, h: 210 }, { kind: "pine", x: s.W - r.range(-20, 60), y: 390, h: 190 }], 150, -0.1);
}

function family(s: Scene): void {
  const r = s.r;
  const horizon = 238;
  sky(s, horizon);
  const [sx, sy, sr] = sunSpot(s, horizon);
  sun(s, sx, sy, sr);
  clouds(s, 25, 120);
  ridge(s, wave(s, horizon + 6, 36, 380), tone(s, hsl(110, 22, 60), 0.65));
  const mid = wave(s, 280, 26, 320);
  ridge(s, mid, tone(s, hsl(100, 36, 52), 0.3));
  trees(s, [0, 1, 2, 3, 4, 5].map((): Tree => { const x = r.range(s.zone[0], s.W); return { kind: "round", x, y: mid(x) + 10, h: r.range(40, 70) }; }), 105, 0.25);
  ridge(s, wave(s, 318, 12, 500), tone(s, hsl(92, 46, 54)));
  const fx = focusX(s);
  // Kites with tails.
  for (let i = 0; i < 2; i++) {
    const kx = fx + (i ? 130 : -60) + r.range(-30, 30);
    const ky = r.range(70, 140);
    const k = r.range(0.8, 1.1);
    const c1 = tone(s, r.pick(ACCENTS));
    const c2 = tone(s, "#f2c14e");
    path(s, `M${R(kx)} ${R(ky - 30 * k)}l${R(22 * k)} ${R(26 * k)}l${-R(22 * k)} ${R(38 * k)}z`, c1);
    path(s, `M${R(kx)} ${R(ky - 30 * k)}l${-R(22 * k)} ${R(26 * k)}l${R(22 * k)} ${R(38 * k)}z`, c2);
    s.out.push(
      `<path d="M${R(kx)} ${R(ky + 8 * k)}q-20 30 0 50t0 50" fill="none" stroke="${c1}" stroke-width="2"/>` +
        `<path d="M${R(kx)} ${R(ky + 8 * k)}L${R(fx + 20)} 318" stroke="#fff" stroke-width="1" opacity=".7"/>`,
    );
  }
  // Picnic blanket with a checked pattern, a basket and a ball.
  const pid = uid(s);
  const c = tone(s, r.pick(["#c4573a", "#1f6f78", "#2b4d7a"]));
  s.defs.push(
    `<pattern id="${pid}" patternUnits="userSpaceOnUse" width="24" height="24"><path d="M0 0h24v24H0z" fill="${tone(s, "#fbf6ec")}"/><path d="M0 0h12v24H0zM0 0h24v12H0z" fill="${c}" opacity=".6"/></pattern>`,
  );
  path(s, `M${R(fx - 120)} 352l40-32h170l30 32z`, `url(#${pid})`);
  path(s, box(fx + 20, 300, 56, 30), tone(s, "#a0713f"));
  s.out.push(`<path d="M${R(fx + 26)} 300a22 20 0 0 1 44 0" fill="none" stroke="${tone(s, "#7a5230")}" stroke-width="4"/>`);
  path(s, circ(fx - 160, 336, 14), tone(s, "#e4572e"));
  path(s, `M${R(fx - 174)} 336a14 14 0 0 0 28 0z`, tone(s, "#f2c14e"));
}

function ski(s: Scene): void {
  const r = s.r;
  const horizon = 246;
  sky(s, horizon);
  stars(s, 120);
  const [sx, sy, sr] = sunSpot(s, horizon - 80);
  sun(s, sx, sy, sr);
  clouds(s, 25, 90);
  mountains(s, horizon, 110, 190, tone(s, hsl(214, 24, 66), 0.6), 90);
  mountains(s, horizon + 30, 40, 90, tone(s, hsl(210, 30, 88), 0.3), 999, "#f4f7fb", 0.9);
  // The piste: a big snowy slope falling to the right.
  const fx = focusX(s);
  const snow = tone(s, "#f6f9fc");
  const blue = tone(s, hsl(210, 40, 82));
  path(s, `M-10 ${s.H}V250Q${R(fx)} 250 ${s.W + 10} 330V${s.H}z`, snow);
  path(s, `M${R(fx - 100)} ${s.H}Q${R(fx + 60)} 320 ${s.W + 10} 345V${s.H}z`, blue, ' opacity=".6"');
  // Chairlift: cable, pylons and chairs.
  const y0 = 150;
  const y1 = 290;
  const slope = (y1 - y0) / s.W;
  let lift = `M-10 ${y0}L${s.W + 10} ${y1}`;
  for (let x = 40; x < s.W; x += 200) lift += `M${x} ${R(y0 + x * slope)}V${R(y0 + x * slope + 120)}`;
  let chairs = "";
  for (let x = 90; x < s.W; x += 70) {
    const y = R(y0 + x * slope);
    chairs += `M${x} ${y}v18m-8 0h16v6`;
  }
  s.out.push(
    `<path d="${lift}" stroke="${tone(s, "#37474f")}" stroke-width="3"/><path d="${chairs}" fill="none" stroke="${tone(s, "#37474f")}" stroke-width="3"/>`,
  );
  // Ski tracks.
  let tracks = "";
  for (let i = 0; i < 3; i++) {
    const x = fx - 80 + i * 40;
    tracks += `M${R(x)} 262q40 20 0 40t0 40t0 40`;
  }
  s.out.push(`<path d="${tracks}" fill="none" stroke="${tone(s, hsl(210, 30, 76))}" stroke-width="3"/>`);
  const t: Tree[] = [];
  for (let i = 0; i < 4; i++) t.push({ kind: "pine", x: r.range(-10, fx - 140), y: r.range(280, 340), h: r.range(60, 110) });
  t.push({ kind: "pine", x: s.W - r.range(10, 60), y: 370, h: 150 });
  trees(s, t, 150, 0, true);
}

function romantic(s: Scene): void {
  const r = s.r;
  const horizon = 230;
  sky(s, horizon);
  stars(s, 150);
  const fx = focusX(s);
  const [sx, sy, sr] = sunSpot(s, horizon, fx > s.W / 2 ? "left" : "right");
  sun(s, sx, sy, sr);
  clouds(s, 30, 90, 1);
  ridge(s, wave(s, horizon + 2, 36, 300), tone(s, hsl(230, 16, 50), 0.55), horizon + 4);
  water(s, horizon, 290, sx, sr);
  // Terrace balustrade (a pattern of balusters) and its top rail.
  const pid = uid(s);
  const stone = tone(s, "#efe5d6");
  s.defs.push(
    `<pattern id="${pid}" patternUnits="userSpaceOnUse" y="262" width="22" height="40"><path d="M6 0h10q-6 12 0 20q6 12-2 20h-6q-8-8-2-20q6-8 0-20z" fill="${stone}"/></pattern>`,
  );
  s.out.push(`<rect y="262" width="100%" height="40" fill="url(#${pid})"/>`);
  path(s, box(0, 254, s.W, 10) + box(0, 300, s.W, 8), stone);
  path(s, box(0, 308, s.W, 52), tone(s, hsl(22, 40, 48)));
  // Table for two.
  path(s, box(fx - 120, 300, 240, 16), tone(s, "#fbf8f1"));
  path(s, box(fx - 8, 316, 16, 44), tone(s, "#3a3030"));
  glass(s, fx - 50, 300, 58, tone(s, "#7a1f2e"));
  glass(s, fx + 50, 300, 58, tone(s, "#7a1f2e"));
  path(s, box(fx - 5, 272, 10, 28), "#f6efe2");
  path(s, leaf(fx, 271, 11, -1.57, 4), s.p.litColor);
  const g = radial(s, s.p.litColor, 0.5);
  s.out.push(`<circle cx="${R(fx)}" cy="272" r="70" fill="${g}"/>`);
  // String lights swinging across the top.
  let wire = "";
  const bulbs: [number, number][] = [];
  const span = 260 * s.k;
  for (let x = -40; x < s.W; x += span) {
    const y = r.range(14, 40);
    wire += `M${R(x)} ${R(y)}q${R(span / 2)} 70 ${R(span)} 0`;
    for (let t = 0.08; t < 1; t += 0.12) {
      const bx = x + span * t;
      const by = y + 70 * 2 * t * (1 - t);
      bulbs.push([bx - 2, by + 2]);
    }
  }
  s.out.push(`<path d="${wire}" fill="none" stroke="#2a2530" stroke-width="1.5"/>`);
  dashes(s, bulbs, 5, 7, s.p.litColor);
}

function adventure(s: Scene): void {
  const r = s.r;
  const horizon = 250;
  sky(s, horizon);
  const [sx, sy, sr] = sunSpot(s, horizon);
  sun(s, sx, sy, sr);
  clouds(s, 40, 150);
  ridge(s, wave(s, horizon + 4, 40, 380), tone(s, hsl(110, 16, 60), 0.7));
  const mid = wave(s, 290, 26, 320);
  ridge(s, mid, tone(s, hsl(r.range(70, 100), 30, 48), 0.35));
  ridge(s, wave(s, 330, 14, 500), tone(s, hsl(r.range(80, 100), 36, 44)));
  // Hot-air balloons: an envelope with a contrasting centre gore, ropes, a basket.
  const fx = focusX(s);
  const n = 2 + R(s.W / 320);
  const items: [number, number, number][] = [[fx, r.range(110, 150), 46]];
  for (let i = 1; i < n; i++) items.push([r.range(s.zone[0], s.W), r.range(60, 230), r.range(12, 26)]);
  items.sort((a, b) => a[2] - b[2]);
  for (const [x, y, k] of items) {
    const depth = 0.5 - k / 100;
    const c1 = tone(s, r.pick(ACCENTS), depth);
    const c2 = tone(s, r.pick(["#f2c14e", "#fbf6ec", "#e07a5f"]), depth);
    const env = `M${R(x - k)} ${R(y)}a${R(k)} ${R(k)} 0 0 1 ${R(2 * k)} 0q0 ${R(k * 0.6)}-${R(k * 0.55)} ${R(k * 1.15)}h-${R(k * 0.9)}q-${R(k * 0.55)}-${R(k * 0.55)}-${R(k * 0.55)}-${R(k * 1.15)}z`;
    path(s, env, c1);
    path(s, `M${R(x - k * 0.4)} ${R(y)}a${R(k * 0.4)} ${R(k)} 0 0 1 ${R(k * 0.8)} 0q0 ${R(k * 0.7)}-${R(k * 0.25)} ${R(k * 1.15)}h-${R(k * 0.3)}q-${R(k * 0.25)}-${R(k * 0.45)}-${R(k * 0.25)}-${R(k * 1.15)}z`, c2);
    path(s, `M${R(x - k * 0.45)} ${R(y + k * 1.15)}l${R(k * 0.15)} ${R(k * 0.35)}h${R(k * 0.6)}l${R(k * 0.15)}-${R(k * 0.35)}`, "none", ` stroke="${tone(s, "#4a3b30", depth)}" stroke-width="${f2(Math.max(1, k / 20))}"`);
    path(s, box(x - k * 0.16, y + k * 1.5, k * 0.32, k * 0.24), tone(s, "#8a5a34", depth));
  }
}

function sea(s: Scene): void {
  const r = s.r;
  const horizon = 210;
  const fx = focusX(s);
  sky(s, horizon);
  stars(s, 140);
  const [sx, sy, sr] = sunSpot(s, horizon, fx > s.W / 2 ? "left" : "right");
  sun(s, sx, sy, sr);
  clouds(s, 25, 110);
  birds(s, sx, 80, 3);
  const hc = fx > s.W / 2 ? r.range(-60, s.W * 0.2) : r.range(s.W * 0.8, s.W + 60);
  ridge(s, (x) => horizon + 2 - 60 * Math.max(0, Math.cos(Math.min(1.57, Math.abs(x - hc) / 160))), tone(s, hsl(130, 20, 44), 0.6), horizon + 4);
  water(s, horizon, s.H, sx, sr);
  // A sailing boat: hull, mainsail and jib.
  const by = 300;
  const hull = tone(s, r.pick(["#fbfaf6", "#1f3b57", "#8c2f39"]));
  path(s, `M${R(fx - 100)} ${by}h200l-26 28h-150z`, hull);
  path(s, box(fx - 100, by, 200, 5), tone(s, "#c9a36b"));
  path(s, box(fx - 2, by - 190, 4, 190), tone(s, "#5b4a3c"));
  path(s, `M${R(fx - 6)} ${by - 184}v174h-84q40-90 84-174z`, tone(s, "#fffdf7"));
  path(s, `M${R(fx + 6)} ${by - 170}l86 160h-86z`, tone(s, "#f3ece0"));
  path(s, `M${R(fx + 6)} ${by - 170}l30 56h-30z`, tone(s, r.pick(ACCENTS)));
  s.out.push(`<path d="M${R(fx - 130)} ${by + 30}q30-8 60 0t60 0t60 0t60 0" fill="none" stroke="#fff" stroke-width="3" opacity=".5"/>`);
}

function gift(s: Scene): void {
  const r = s.r;
  const hue = r.pick([188, 352, 28, 210, 150]);
  const bg = linear(s, [
    [0, hsl(hue, 42, 86)],
    [1, hsl(hue + 10, 40, 74)],
  ]);
  s.out.push(`<rect width="100%" height="100%" fill="${bg}"/>`);
  const fx = focusX(s);
  // Confetti and sparkles.
  const colors = ["#f2c14e", "#e07a5f", "#1f6f78", "#ffffff", "#c4573a"];
  const n = R(s.W / 40 / s.k);
  for (let i = 0; i < colors.length; i++) {
    const dots: [number, number][] = [];
    for (let j = 0; j < n / colors.length; j++) dots.push([r.range(s.zone[0], s.W), r.range(10, 330)]);
    dashes(s, dots, 8, 5, colors[i]!, ' opacity=".8"');
  }
  let spark = "";
  for (let i = 0; i < 4; i++) {
    const x = R(fx + r.range(-220, 220));
    const y = R(r.range(30, 120));
    const k = R(r.range(6, 11));
    spark += `M${x} ${y - 2 * k}q1 ${2 * k - 1} ${2 * k} ${2 * k}q${1 - 2 * k} 1-${2 * k} ${2 * k}q-1 ${1 - 2 * k}-${2 * k}-${2 * k}q${2 * k - 1}-1 ${2 * k}-${2 * k}z`;
  }
  path(s, spark, "#ffffff", ' opacity=".9"');
  // The box: body, lid, ribbon and bow, with a soft shadow.
  const boxC = hsl(r.pick([188, 352, 210, 150, 28]), 50, 38);
  const ribbon = r.pick(["#f2c14e", "#ffffff", "#e07a5f"]);
  const w = 180;
  const x0 = fx - w / 2;
  s.out.push(`<ellipse cx="${R(fx)}" cy="322" rx="130" ry="14" fill="#000" opacity=".12"/>`);
  path(s, box(x0, 200, w, 120), boxC);
  path(s, box(x0 + w * 0.62, 200, w * 0.38, 120), "#000", ' opacity=".12"');
  path(s, box(x0 - 12, 168, w + 24, 36), shift(boxC, 0.08));
  path(s, box(x0 - 12, 200, w + 24, 6), "#000", ' opacity=".12"');
  path(s, box(fx - 14, 168, 28, 152), ribbon);
  path(s, `M${R(fx)} 168c-30-40-70-20-56 0c6 8 30 6 56 0zM${R(fx)} 168c30-40 70-20 56 0c-6 8-30 6-56 0z`, ribbon);
  path(s, `M${R(fx)} 168c-26-32-56-18-46-2zM${R(fx)} 168c26-32 56-18 46-2z`, mix(ribbon, "#000000", 0.15));
  path(s, circ(fx, 168, 10), shift(ribbon, -0.1));
}

/**
 * A deterministic activity illustration as an SVG document string.
 * seed: non-negative integer (e.g. the activity or package id); same seed and
 * options give identical bytes; under 6 KB; no text in the image.
 */
export function activityScene(seed: number, opts: ActivitySceneOptions): string {
  const warm: Partial<Record<TimeOfDay, number>> = { night: 0, day: 30, golden: 45, dusk: 25 };
  const weights: Partial<Record<ActivityKind, Partial<Record<TimeOfDay, number>>>> = {
    wellness: { night: 4, dusk: 26 },
    gastronomy: { day: 16, golden: 30, dusk: 30, night: 24 },
    ski: { day: 70, golden: 25, dusk: 5, night: 0 },
    romantic: { day: 0, golden: 10, dusk: 55, night: 35 },
    family: { day: 70, golden: 30, dusk: 0, night: 0 },
    adventure: { day: 35, golden: 65, dusk: 0, night: 0 },
    gift: { day: 100, golden: 0, dusk: 0, night: 0 },
  };
  const s = createScene(seed, 1, opts.width, opts.height, opts.time, weights[opts.kind] ?? warm);
  const variant = s.r.int(0, 5);
  switch (opts.kind) {
    case "wellness":
      wellness(s);
      break;
    case "gastronomy":
      gastronomy(s);
      break;
    case "wine":
      wine(s);
      break;
    case "sport":
      sport(s, variant);
      break;
    case "culture":
      culture(s, variant);
      break;
    case "nature":
      nature(s);
      break;
    case "family":
      family(s);
      break;
    case "ski":
      ski(s);
      break;
    case "romantic":
      romantic(s);
      break;
    case "adventure":
      adventure(s);
      break;
    case "sea":
      sea(s);
      break;
    case "gift":
      gift(s);
      break;
  }
  return finish(s, opts.width, opts.height);
}
