// Hotel room interiors: a made bed, bedside lamps, a window onto the
// landscape, curtains, a plant and a rug. Used for room cards (spec 001 rooms).

import { hsl, shift } from "./color";
import { ACCENTS, focusX } from "./hotel";
import { box, circ, createScene, finish, linear, path, R, radial, ridge, sky, sun, tone, uid, water, wave, type Scene, type TimeOfDay } from "./scene";

export interface RoomSceneOptions {
  /** Output size in CSS pixels (the SVG's width and height attributes). */
  width: number;
  height: number;
  /** Forces the time of day seen through the window; seeded when absent. */
  time?: TimeOfDay;
}

/** Rounded rectangle path data (corner radius rr). */
function rounded(x: number, y: number, w: number, h: number, rr: number): string {
  const q = R(rr);
  return `M${R(x + q)} ${R(y)}h${R(w - 2 * q)}a${q} ${q} 0 0 1 ${q} ${q}v${R(h - 2 * q)}a${q} ${q} 0 0 1-${q} ${q}h-${R(w - 2 * q)}a${q} ${q} 0 0 1-${q}-${q}v-${R(h - 2 * q)}a${q} ${q} 0 0 1 ${q}-${q}z`;
}

function lamp(s: Scene, x: number, top: number, on: boolean): void {
  if (on) {
    const g = radial(s, s.p.litColor, 0.55);
    s.out.push(`<circle cx="${R(x)}" cy="${R(top + 14)}" r="56" fill="${g}"/>`);
  }
  path(s, box(x - 2, top + 24, 4, 26) + `M${R(x - 12)} ${R(top + 50)}h24v4h-24z`, tone(s, "#8a6a3c"));
  path(s, `M${R(x - 11)} ${R(top)}h22l7 26h-36z`, on ? "#fff1cf" : tone(s, "#f4ede0"));
}

function room(s: Scene): void {
  const r = s.r;
  const fx = focusX(s);
  // Indoors the evening light is softer than outside: keep a third of the tint.
  const outdoor = s.p.tintAmt;
  s.p.tintAmt = outdoor * 0.3;
  const wallHue = r.pick([30, 38, 200, 150, 18, 210]);
  const wall = tone(s, hsl(wallHue, r.range(18, 34), r.range(82, 88)), 0);
  const floor = 292;
  s.out.push(`<rect width="100%" height="100%" fill="${wall}"/>`);
  // Window to one side of the bed.
  const side = fx > s.W / 2 ? -1 : 1;
  const wx = fx + side * 230 - 75;
  const cid = uid(s);
  const win = box(wx, 60, 150, 170);
  s.defs.push(`<clipPath id="${cid}"><path d="${win}"/></clipPath>`);
  s.out.push(`<g clip-path="url(#${cid})">`);
  s.p.tintAmt = outdoor;
  sky(s, 200);
  sun(s, wx + r.range(30, 120), s.p.time === "day" ? 100 : 170, 14);
  const sea = r.chance(0.5);
  ridge(s, wave(s, 196, 40, 160), tone(s, hsl(sea ? 130 : 215, 20, 52), 0.5), 260);
  if (sea) water(s, 200, 260, wx + 75, 14);
  else ridge(s, wave(s, 214, 20, 120), tone(s, hsl(100, 32, 42), 0.2), 260);
  s.out.push("</g>");
  s.p.tintAmt = outdoor * 0.3;
  s.out.push(`<path d="${win}M${R(wx + 75)} 60v170M${R(wx)} 140h150" fill="none" stroke="#fbf8f2" stroke-width="7"/>`);
  const fabric = tone(s, hsl(r.range(0, 360), 30, 62));
  path(s, `M${R(wx - 30)} 40h34q-6 100 6 210h-40zM${R(wx + 180)} 40h-34q6 100-6 210h40z`, fabric);
  path(s, box(wx - 40, 36, 230, 6), tone(s, "#6d5a48"));
  // Floor, skirting and rug.
  const wood = linear(s, [
    [0, tone(s, hsl(30, 38, 60))],
    [1, tone(s, hsl(26, 40, 46))],
  ]);
  s.out.push(`<rect y="${floor}" width="100%" height="${s.H - floor}" fill="${wood}"/>`);
  path(s, box(0, floor - 6, s.W, 6), tone(s, "#f7f2e8"));
  s.out.push(`<ellipse cx="${R(fx)}" cy="336" rx="200" ry="20" fill="${tone(s, hsl(wallHue + 180, 20, 80))}"/>`);
  // Headboard, art, bed, pillows, throw.
  const head = tone(s, hsl(r.pick([200, 160, 20, 40, 340]), r.range(20, 40), r.range(36, 52)));
  path(s, rounded(fx - 140, 150, 280, 150, 18), head);
  path(s, box(fx - 60, 70, 120, 64), tone(s, "#fbf8f2"));
  path(s, box(fx - 52, 78, 104, 48), tone(s, hsl(wallHue + 30, 30, 70)));
  path(s, circ(fx + 18, 96, 12), tone(s, "#f2c14e"));
  path(s, `M${R(fx - 52)} 126l34-26 22 14 16-10 32 22z`, tone(s, hsl(wallHue + 160, 30, 40)));
  path(s, rounded(fx - 160, 238, 320, 70, 12), tone(s, "#fbfaf7"));
  path(s, box(fx - 160, 286, 320, 12), "#000", ' opacity=".06"');
  path(s, rounded(fx - 124, 206, 104, 40, 14) + rounded(fx + 20, 206, 104, 40, 14), tone(s, "#f3efe7"));
  path(s, rounded(fx - 44, 220, 88, 30, 10), tone(s, r.pick(ACCENTS)));
  path(s, box(fx - 161, 262, 322, 22), tone(s, r.pick(ACCENTS)));
  path(s, box(fx - 150, 306, 8, 12) + box(fx + 142, 306, 8, 12), tone(s, "#5a4030"));
  // Bedside tables and lamps.
  const bright = r.chance(0.3);
  const on = s.p.time !== "day" || bright;
  for (const x of [fx - 205, fx + 205]) {
    path(s, box(x - 32, 232, 64, 60), tone(s, shift(hsl(30, 30, 50), -0.05)));
    path(s, box(x - 26, 256, 52, 3), "#000", ' opacity=".15"');
    lamp(s, x, 176, on);
  }
  // A plant in the far corner.
  const px = Math.min(s.W - 40, Math.max(40, fx - side * 300));
  let leaves = "";
  for (let i = 0; i < 7; i++) {
    const a = -2.6 + i * 0.35;
    const len = r.range(50, 80);
    const tx = px + Math.cos(a) * len;
    const ty = 250 + Math.sin(a) * len;
    leaves += `M${R(px)} 250Q${R((px + tx) / 2 + 14)} ${R((250 + ty) / 2)} ${R(tx)} ${R(ty)}Q${R((px + tx) / 2 - 14)} ${R((250 + ty) / 2)} ${R(px)} 250z`;
  }
  path(s, leaves, tone(s, hsl(130, 36, 34)));
  path(s, `M${R(px - 24)} 246h48l-6 46h-36z`, tone(s, hsl(18, 45, 52)));
}

/**
 * A deterministic hotel room illustration as an SVG document string.
 * seed: non-negative integer (e.g. the room id); same seed and options give
 * identical bytes; under 6 KB; no text in the image.
 */
export function roomScene(seed: number, opts: RoomSceneOptions): string {
  const s = createScene(seed, 3, opts.width, opts.height, opts.time);
  room(s);
  return finish(s, opts.width, opts.height);
}
