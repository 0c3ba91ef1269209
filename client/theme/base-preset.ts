/**
 * The shop's base preset: @pandacss/preset-base with only the conditions the shop uses and only
 * the utilities its code names (decision 014), and none of the preset's global CSS.
 */
import presetBase from "@pandacss/preset-base";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Only the conditions the shop uses, with @pandacss/preset-base's selectors: the css() runtime
 * ships every condition name to the browser (the preset's ~110 cost 0.6 KB gzip of the page JS
 * budget, issue 3). Add one here before using it in a style.
 */
export const conditions = {
  hover: "&:is(:hover, [data-hover])",
  focus: "&:is(:focus, [data-focus])",
  focusWithin: "&:focus-within",
  focusVisible: "&:is(:focus-visible, [data-focus-visible])",
  disabled: "&:is(:disabled, [disabled], [data-disabled], [aria-disabled=true])",
  active: "&:is(:active, [data-active])",
  checked: '&:is(:checked, [data-checked], [aria-checked=true], [data-state="checked"])',
  expanded: '&:is([aria-expanded=true], [data-expanded], [data-state="expanded"])',
  selected: "&:is([aria-selected=true], [data-selected])",
  invalid: "&:is(:invalid, [data-invalid], [aria-invalid=true])",
  placeholder: "&::placeholder, &[data-placeholder]",
  before: "&::before",
  after: "&::after",
  motionReduce: "@media (prefers-reduced-motion: reduce)",
  // Dark bands (footer, promo bar): <div data-surface="inverse">.
  inverse: "[data-surface=inverse] &",
};

/**
 * preset-base's utilities, kept when their name or shorthand appears as a key (`padding:`, `p:`)
 * in client code (client/, which holds these theme files) or in panda.config.ts. The css()
 * runtime ships one entry per utility to the browser
 * (the preset's 357 cost about 2 KB gzip of the page JS budget, issue 3); a property that is not
 * kept would lose its shorthand and token values, so the scan runs on every codegen and keeps any
 * name it sees. When introduced, the generated CSS was byte for byte the full preset's
 * (docs/decisions/014).
 */
function usedUtilities(all: typeof presetBase.utilities): typeof presetBase.utilities {
  // Panda bundles this file as CommonJS (no import.meta) and runs from the project root.
  const sources: string[] = [readFileSync(join(process.cwd(), "panda.config.ts"), "utf8")];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|tsx)$/.test(entry.name)) sources.push(readFileSync(path, "utf8"));
    }
  };
  walk(join(process.cwd(), "client"));
  const keys = new Set(sources.join("\n").match(/[A-Za-z]+(?=["']?\s*:)/g));
  return Object.fromEntries(
    Object.entries(all ?? {}).filter(([name, u]) => keys.has(name) || [u?.shorthand ?? []].flat().some((s) => keys.has(s))),
  );
}

/**
 * preset-base (utilities, patterns) with the conditions above and only the used utilities. Its
 * global CSS is left out: 33 custom properties on every element and both its pseudo-elements,
 * for composite utilities (filter, transform, gradient: "auto") that no page uses. The results
 * page's one gradient is a plain linear-gradient. Render-blocking CSS: 28.2 → 26.8 KB.
 */
export const basePreset = { ...presetBase, name: "pasea-base", conditions, utilities: usedUtilities(presetBase.utilities), globalCss: {} };
