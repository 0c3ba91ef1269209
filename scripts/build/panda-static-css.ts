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

/**
 * Rewrites one module's source (TS or TSX): every `css(...)` call with literal arguments becomes
 * the string `css(...)` returns. Returns the new code and a source map, or null when nothing
 * changed. `css` is Panda's runtime (injected so tests and the plugin share one implementation).
 * Throws what the parser throws on code it cannot parse.
 */
export function inlineCssCalls(code: string, id: string, css: CssFn): { code: string; map: ReturnType<MagicString["generateMap"]> } | null {
  if (!code.includes("styled-system/css")) return null;
  const program = parseAst(code, { lang: id.endsWith(".tsx") ? "tsx" : "ts" }) as unknown as Node;
  let local: string | null = null;
  let importDecl: Node | null = null;
  for (const stmt of program.body as Node[]) {
    if (stmt.type !== "ImportDeclaration" || (stmt.source as Node).value !== "styled-system/css") continue;
    for (const spec of stmt.specifiers as Node[]) {
      if (spec.type === "ImportSpecifier" && ((spec.imported as Node).name ?? (spec.imported as Node).value) === "css") {
        local = (spec.local as Node).name as string;
        importDecl = stmt;
      }
    }
  }
  if (!local || !importDecl) return null;

  // The name declared anywhere else (a parameter, a variable) could shadow the import: skip the file.
  let shadowed = false;
  let references = 0;
  const calls: Node[] = [];
  walk(program, (n) => {
    if (n === importDecl) return false;
    if (n.type === "Identifier" && n.name === local) references++;
    if ((n.type === "VariableDeclarator" || n.type === "FunctionDeclaration") && (n.id as Node | null)?.type === "Identifier" && (n.id as Node).name === local) shadowed = true;
    if (/Function/.test(n.type) && (n.params as Node[]).some((p) => p.type === "Identifier" && p.name === local)) shadowed = true;
    if (n.type === "CallExpression" && (n.callee as Node).type === "Identifier" && (n.callee as Node).name === local) calls.push(n);
  });
  if (shadowed) return null;

  const s = new MagicString(code);
  let inlined = 0;
  for (const call of calls) {
    const args = (call.arguments as Node[]).map(staticValue);
    if (args.some((a) => a === NOT_STATIC || typeof a !== "object" || a === null || Array.isArray(a))) continue;
    // A call nested in another inlined call's arguments cannot happen: css() arguments are literals.
    s.overwrite(call.start, call.end, JSON.stringify(css(...(args as never[]))));
    inlined++;
  }
  if (inlined === 0) return null;
  // Each inlined call held one reference (its callee); none left means the import can go.
  if (references === inlined && (importDecl.specifiers as Node[]).length === 1) s.remove(importDecl.start, importDecl.end);
  return { code: s.toString(), map: s.generateMap({ source: id, hires: true }) };
}

/**
 * The plugin (client build only; the worker's SSR keeps the runtime). Loads the generated Panda
 * runtime once per build from styled-system/css.
 */
export function pandaStaticCss(runtimeUrl: URL): Plugin {
  let css: CssFn | null = null;
  return {
    name: "pasea:panda-static-css",
    enforce: "pre",
    async buildStart() {
      css = ((await import(runtimeUrl.href)) as { css: CssFn }).css;
    },
    transform(code, id) {
      if (!css || id.includes("node_modules") || !/\.tsx?$/.test(id)) return null;
      return inlineCssCalls(code, id, css);
    },
  };
}
