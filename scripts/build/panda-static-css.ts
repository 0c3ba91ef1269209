/**
 * Vite plugin: Panda `css({...})` calls whose arguments are all literals become their class-name
 * string at build time (docs/decisions/016). Panda's css() runtime costs 18-34 ms of main thread
 * per page load on this machine (100-140 calls, 4× that on a throttled phone), all of it during
 * start-up; the class names it returns depend only on its arguments and panda.config.ts, so the
 * client bundle can carry the answers instead.
 *
 * The strings come from the same generated runtime (styled-system/css) the worker's SSR uses, so
 * server and client class names are identical. Calls with any non-literal part (a variable, a
 * spread, a condition) are left as they are; a file whose `css` name is declared again anywhere
 * is left untouched. When no call is left, the import goes too, and with it the runtime.
 */
import MagicString from "magic-string";
import { parseAst, type Plugin } from "vite";

/** Panda's css(): style objects in, space-separated class names out. */
export type CssFn = (...styles: never[]) => string;

// ESTree nodes as oxc (Rolldown's parser) produces them; only the fields read here.
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const NOT_STATIC = Symbol("not static");
type Static = string | number | boolean | null | Static[] | { [key: string]: Static };

/** The value of a literal-only expression (objects, arrays, strings, numbers), or NOT_STATIC. */
export function staticValue(node: Node): Static | typeof NOT_STATIC {
  switch (node.type) {
    case "Literal":
      return typeof node.value === "bigint" || node.regex ? NOT_STATIC : (node.value as Static);
    case "TemplateLiteral":
      return (node.expressions as Node[]).length === 0 ? ((node.quasis as { value: { cooked: string } }[])[0]?.value.cooked ?? "") : NOT_STATIC;
    case "UnaryExpression": {
      const v = staticValue(node.argument as Node);
      return node.operator === "-" && typeof v === "number" ? -v : NOT_STATIC;
    }
    case "ParenthesizedExpression":
    case "TSAsExpression":
    case "TSSatisfiesExpression":
      return staticValue(node.expression as Node);
    case "ArrayExpression": {
      const out: Static[] = [];
      for (const el of node.elements as (Node | null)[]) {
        if (!el || el.type === "SpreadElement") return NOT_STATIC;
        const v = staticValue(el);
        if (v === NOT_STATIC) return NOT_STATIC;
        out.push(v);
      }
      return out;
    }
    case "ObjectExpression": {
      const out: Record<string, Static> = {};
      for (const p of node.properties as Node[]) {
        if (p.type !== "Property" || p.kind !== "init" || p.method) return NOT_STATIC;
        const keyNode = p.key as Node;
        const key = !p.computed && keyNode.type === "Identifier" ? (keyNode.name as string) : keyNode.type === "Literal" ? String(keyNode.value) : null;
        if (key === null) return NOT_STATIC;
        const v = staticValue(p.value as Node);
        if (v === NOT_STATIC) return NOT_STATIC;
        out[key] = v;
      }
      return out;
    }
    default:
      return NOT_STATIC;
  }
}

/** Visits every node depth-first; `visit` returning false skips the node's children. */
function walk(node: unknown, visit: (n: Node) => boolean | void): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
  } else if (node && typeof node === "object" && typeof (node as Node).type === "string") {
    if (visit(node as Node) === false) return;
    for (const value of Object.values(node)) if (value && typeof value === "object") walk(value, visit);
  }
}

/** A generated Panda function the build may call: css(), or a recipe (class names, or one per slot). */
export type PandaFn = (...args: never[]) => string | Record<string, string>;

/**
 * Rewrites one module's source (TS or TSX): every call of a function imported from one of
 * `modules` (module specifier → its functions by exported name) whose arguments are all literal
 * objects (a recipe may take none) becomes the value it returns, as a literal. Returns the new code and a source map, or null when nothing
 * changed. Imports whose every use was inlined go. A file that declares one of those local names
 * again anywhere is left as it is. Throws what the parser throws on code it cannot parse.
 */
export function inlineStaticCalls(code: string, id: string, modules: Record<string, Record<string, PandaFn>>): { code: string; map: ReturnType<MagicString["generateMap"]> } | null {
  if (!Object.keys(modules).some((m) => code.includes(m))) return null;
  const program = parseAst(code, { lang: id.endsWith(".tsx") ? "tsx" : "ts" }) as unknown as Node;
  const locals = new Map<string, PandaFn>();
  const imports: Node[] = [];
  for (const stmt of program.body as Node[]) {
    const fns = stmt.type === "ImportDeclaration" ? modules[(stmt.source as Node).value as string] : undefined;
    if (!fns) continue;
    for (const spec of stmt.specifiers as Node[]) {
      const imported = spec.type === "ImportSpecifier" ? (((spec.imported as Node).name ?? (spec.imported as Node).value) as string) : null;
      const fn = imported !== null && Object.hasOwn(fns, imported) ? fns[imported] : undefined;
      if (fn) {
        locals.set((spec.local as Node).name as string, fn);
        if (!imports.includes(stmt)) imports.push(stmt);
      }
    }
  }
  if (locals.size === 0) return null;

  // A name declared anywhere else (a parameter, a variable) could shadow the import: skip the file.
  let shadowed = false;
  const references = new Map<string, number>();
  const calls: Node[] = [];
  walk(program, (n) => {
    if (imports.includes(n)) return false;
    if (n.type === "Identifier" && locals.has(n.name as string)) references.set(n.name as string, (references.get(n.name as string) ?? 0) + 1);
    if ((n.type === "VariableDeclarator" || n.type === "FunctionDeclaration") && (n.id as Node | null)?.type === "Identifier" && locals.has((n.id as Node).name as string)) shadowed = true;
    if (/Function/.test(n.type) && (n.params as Node[]).some((p) => p.type === "Identifier" && locals.has(p.name as string))) shadowed = true;
    if (n.type === "CallExpression" && (n.callee as Node).type === "Identifier" && locals.has((n.callee as Node).name as string)) calls.push(n);
  });
  if (shadowed) return null;

  const s = new MagicString(code);
  const inlined = new Map<string, number>();
  for (const call of calls) {
    const name = (call.callee as Node).name as string;
    const args = (call.arguments as Node[]).map(staticValue);
    if (args.some((a) => a === NOT_STATIC || typeof a !== "object" || a === null || Array.isArray(a))) continue;
    // A call nested in another inlined call's arguments cannot happen: the arguments are literals.
    s.overwrite(call.start, call.end, JSON.stringify(locals.get(name)!(...(args as never[]))));
    inlined.set(name, (inlined.get(name) ?? 0) + 1);
  }
  if (inlined.size === 0) return null;
  // Each inlined call held one reference (its callee); an import none of whose names is left goes.
  for (const decl of imports) {
    const specs = decl.specifiers as Node[];
    const gone = (spec: Node) => {
      const local = (spec.local as Node).name as string;
      return locals.has(local) && (references.get(local) ?? 0) === (inlined.get(local) ?? 0);
    };
    if (specs.every(gone)) s.remove(decl.start, decl.end);
  }
  return { code: s.toString(), map: s.generateMap({ source: id, hires: true }) };
}

/**
 * `css(...)` calls with literal arguments become the string `css(...)` returns (decision 016).
 * `css` is Panda's runtime (injected so tests and the plugin share one implementation).
 */
export function inlineCssCalls(code: string, id: string, css: CssFn): { code: string; map: ReturnType<MagicString["generateMap"]> } | null {
  return inlineStaticCalls(code, id, { "styled-system/css": { css: css as PandaFn } });
}

/**
 * The plugin (client build only; the worker's SSR keeps the runtime). Loads the generated Panda
 * runtime once per build: css() from `runtimeUrl` (styled-system/css) and the recipes from its
 * sibling styled-system/recipes. A recipe call without a variable variant (the offer card's slot
 * recipe, decision 088) becomes its class names as the css() calls do.
 */
export function pandaStaticCss(runtimeUrl: URL): Plugin {
  let css: CssFn | null = null;
  let recipes: Record<string, PandaFn> = {};
  return {
    name: "pasea:panda-static-css",
    enforce: "pre",
    async buildStart() {
      css = ((await import(runtimeUrl.href)) as { css: CssFn }).css;
      recipes = (await import(new URL("../recipes/index.js", runtimeUrl).href)) as Record<string, PandaFn>;
    },
    transform(code, id) {
      if (!css || id.includes("node_modules") || !/\.tsx?$/.test(id)) return null;
      return inlineStaticCalls(code, id, { "styled-system/css": { css: css as PandaFn }, "styled-system/recipes": recipes });
    },
  };
}
