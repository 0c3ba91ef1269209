/**
 * The build-time css() inliner (scripts/build/panda-static-css.ts, decision 016): literal calls
 * become the runtime's class names, anything else stays a runtime call, and the shop's own client
 * code keeps every call literal so the Panda runtime stays out of the browser bundle.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { css } from "styled-system/css";
import * as recipes from "styled-system/recipes";
import { offerCard } from "styled-system/recipes";
import { inlineCssCalls, inlineStaticCalls, type PandaFn } from "./panda-static-css";

const IMPORT = `import { css } from "styled-system/css";\n`;
const inline = (code: string, id = "x.tsx") => inlineCssCalls(code, id, css)?.code ?? null;

describe("inlineCssCalls", () => {
  it("replaces a literal call by the runtime's class names and drops the unused import", () => {
    const out = inline(`${IMPORT}export const a = css({ color: "red", _hover: { color: "blue" }, p: { base: "2", md: 4 } });`);
    expect(out).toBe(`\nexport const a = ${JSON.stringify(css({ color: "red", _hover: { color: "blue" }, p: { base: "2", md: 4 } }))};`);
    // Four atomic classes (hashed names since decision 084: no readable "c_red" to look for).
    expect(css({ color: "red", _hover: { color: "blue" }, p: { base: "2", md: 4 } }).split(" ")).toHaveLength(4);
  });

  it("inlines calls inside JSX and keeps the text around them, non-ASCII included", () => {
    const out = inline(`${IMPORT}export const X = () => <span title="✦ €" className={css({ fontWeight: "bold" })}>é</span>;`);
    expect(out).toBe(`\nexport const X = () => <span title="✦ €" className={${JSON.stringify(css({ fontWeight: "bold" }))}}>é</span>;`);
  });

  it("leaves calls with a variable, a condition, a spread or a computed key to the runtime", () => {
    for (const call of [
      `css({ color: c })`,
      `css({ display: open ? "block" : "none" })`,
      `css({ ...base, color: "red" })`,
      `css({ [k]: "red" })`,
      "css({ width: `${w}px` })",
      `css(base)`,
    ]) {
      expect(inline(`${IMPORT}const c = "red", open = true, base = {}, k = "color", w = 1;\nexport const a = ${call};`), call).toBeNull();
    }
  });

  it("inlines the literal calls of a file and keeps the import for the runtime ones", () => {
    const out = inline(`${IMPORT}export const a = css({ color: "red" });\nexport const b = (c: string) => css({ color: c });`)!;
    expect(out).toContain(`export const a = ${JSON.stringify(css({ color: "red" }))};`);
    expect(out).toContain(`css({ color: c })`);
    expect(out).toContain(IMPORT.trim());
  });

  it("skips a file that declares the name css again, and files without the import", () => {
    expect(inline(`${IMPORT}function f(css: (o: object) => string) { return css({ color: "red" }); }\nexport const a = css({ color: "red" });`)).toBeNull();
    expect(inline(`const css = (o: object) => "x";\nexport const a = css({ color: "red" });`)).toBeNull();
  });

  it("gives a source map for the rewritten module", () => {
    expect(inlineCssCalls(`${IMPORT}export const a = css({ color: "red" });`, "a.ts", css)!.map.mappings).not.toBe("");
  });
});

describe("inlineStaticCalls: recipes (decision 088)", () => {
  const MODULES = { "styled-system/css": { css: css as PandaFn }, "styled-system/recipes": { offerCard: offerCard as unknown as PandaFn } };

  it("writes a slot recipe called without variants as its class names, one per slot, in the same pass as css()", () => {
    const code = `import { css } from "styled-system/css";\nimport { offerCard } from "styled-system/recipes";\nconst s = offerCard();\nexport const a = css({ color: "red" });\nexport const X = () => <p className={s.title}>x</p>;`;
    const out = inlineStaticCalls(code, "card.tsx", MODULES)!.code;
    expect(out).toContain(`const s = ${JSON.stringify(offerCard())};`);
    expect(out).toContain(`export const a = ${JSON.stringify(css({ color: "red" }))};`);
    expect(out).not.toContain("styled-system");
    // One class per element: the card's root carried 18 atomic classes before.
    expect(offerCard().root.split(" ")).toHaveLength(1);
    expect(new Set(Object.values(offerCard())).size).toBe(Object.keys(offerCard()).length);
  });

  it("keeps a recipe called with a variable to the runtime, and its import", () => {
    const code = `import { offerCard } from "styled-system/recipes";\nconst v = {};\nexport const s = offerCard(v);`;
    expect(inlineStaticCalls(code, "card.ts", MODULES)).toBeNull();
  });
});

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("the shop's client code", () => {
  const files = [...sources("client"), ...sources("shared")].filter((f) => /styled-system\/(css|recipes)"/.test(readFileSync(f, "utf8")));
  const modules = { "styled-system/css": { css: css as PandaFn }, "styled-system/recipes": recipes as unknown as Record<string, PandaFn> };

  it("has styled files to check, recipe users among them", () => {
    expect(files.length).toBeGreaterThan(10);
    expect(files.filter((f) => readFileSync(f, "utf8").includes("styled-system/recipes")).length).toBeGreaterThanOrEqual(3);
  });

  // A css() or recipe call with a variable in it would bring Panda's runtime back into every
  // page's JavaScript: style objects stay literal (pick between two css() results instead).
  it.each(files)("%s: every css() and recipe call is inlined and the runtime imports go", (file) => {
    const out = inlineStaticCalls(readFileSync(file, "utf8"), file, modules)?.code ?? null;
    expect(out).not.toBeNull();
    expect(out).not.toMatch(/\bcss\(/);
    expect(out).not.toMatch(/styled-system\/(css|recipes)"/);
  });
});
