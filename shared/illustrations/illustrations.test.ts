import { describe, expect, it } from "vitest";
import faviconFile from "../../public/favicon.svg?raw";
import logoFile from "../../public/logo.svg?raw";
import { ACTIVITY_KINDS, activityScene } from "./activity";
import { contrast } from "./color";
import { ENVIRONMENTS } from "./hotel";
import { destinationScene } from "./destination";
import { hotelScene } from "./hotel";
import { faviconSvg, logoSvg } from "./logo";
import { createRng, mulberry32 } from "./random";
import { roomScene } from "./room";

/** Every generator at one size, labelled. */
function all(seed: number, width: number, height: number): [string, string][] {
  return [
    ...ENVIRONMENTS.map((e): [string, string] => [`hotel ${e}`, hotelScene(seed, { environment: e, width, height })]),
    ...ACTIVITY_KINDS.map((k): [string, string] => [`activity ${k}`, activityScene(seed, { kind: k, width, height })]),
    ...ENVIRONMENTS.map((e): [string, string] => [`destination ${e}`, destinationScene(seed, { environment: e, width, height })]),
    ["room", roomScene(seed, { width, height })],
  ];
}

/** Checks that tags nest properly (a cheap well-formedness test without a DOM). */
function balanced(svg: string): boolean {
  const stack: string[] = [];
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    const [, close, name, self] = m;
    if (self) continue;
    if (close) {
      if (stack.pop() !== name) return false;
    } else stack.push(name!);
  }
  return stack.length === 0;
}

describe("seeded randomness", () => {
  it("mulberry32 gives a fixed sequence (changing it changes every cached image)", () => {
    const next = mulberry32(1);
    expect([next(), next(), next()].map((x) => x.toFixed(6))).toEqual(["0.627074", "0.002736", "0.527447"]);
  });

  it("keeps int() within bounds", () => {
    const r = createRng(3);
    for (let i = 0; i < 1000; i++) {
      const x = r.int(2, 5);
      expect(x >= 2 && x <= 5 && Number.isInteger(x)).toBe(true);
    }
  });
});

describe("scene generators", () => {
  it("are deterministic and seed-sensitive", () => {
    const a = all(11, 640, 360);
    const b = all(11, 640, 360);
    const c = all(12, 640, 360);
    a.forEach(([label, svg], i) => {
      expect(svg, label).toBe(b[i]![1]);
      expect(svg, label).not.toBe(c[i]![1]);
    });
  });

  it("produce well-formed SVG with unique ids, no text and no external references", () => {
    for (const [w, h] of [
      [120, 80],
      [640, 360],
      [3840, 700],
    ] as const) {
      for (const [label, svg] of all(5, w, h)) {
        expect(svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"`), label).toBe(true);
        expect(balanced(svg), label).toBe(true);
        expect(svg, label).not.toMatch(/<text|<script|<image|href="http|NaN|undefined|Infinity/);
        const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
        expect(new Set(ids).size, label).toBe(ids.length);
        for (const ref of svg.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g)) {
          expect(ids, label).toContain(ref[1] ?? ref[2]);
        }
      }
    }
  });

  it("keep the composition when only the time of day changes", () => {
    // Terrain (paths starting off-canvas left) and the facade grid do not move; only colours and light change.
    const layout = (svg: string) => [
      ...[...svg.matchAll(/ d="(M-[^"]+)"/g)].map((m) => m[1]),
      ...[...svg.matchAll(/<pattern id="[^"]+" patternUnits="userSpaceOnUse"( x="\d+" y="\d+" width="\d+" height="\d+")/g)].map((m) => m[1]),
    ];
    for (const environment of ENVIRONMENTS) {
      const day = layout(hotelScene(77, { environment, width: 640, height: 360, time: "day" }));
      expect(day.length).toBeGreaterThan(1);
      for (const time of ["golden", "dusk", "night"] as const) {
        expect(layout(hotelScene(77, { environment, width: 640, height: 360, time })), `${environment} ${time}`).toEqual(day);
      }
    }
  });
});

describe("logo", () => {
  it("public/logo.svg and public/favicon.svg are the generator's output", () => {
    expect(logoFile.trim()).toBe(logoSvg());
    expect(faviconFile.trim()).toBe(faviconSvg());
  });

  it("has an accessible name and reads on light and dark backgrounds", () => {
    expect(logoSvg()).toContain('role="img"');
    expect(logoSvg({ title: "Pasea, home" })).toContain("<title>Pasea, home</title>");
    // Wordmark ink on paper and paper on ink (inverse) are far above 4.5:1.
    expect(contrast("#0f4a51", "#fbf8f3")).toBeGreaterThan(7);
  });
});
