/**
 * fast-check arbitraries derived from the valibot contract schemas (shared/contract/*.ts), for the
 * property tests of the API (issue 3 "Resilience and security" §1).
 *
 * `fromSchema(schema)` walks a schema — object entries, optional/nullable wrappers, arrays,
 * picklists, unions and pipes (min/max value and length, regex) — and generates values that are
 * mostly near-valid (inside and just outside each bound, strings matching or almost matching each
 * regex) with, at every level, a share of arbitrary JSON in place of the expected shape. Unknown
 * schema kinds fall back to arbitrary JSON, so a new field in a contract is fuzzed automatically.
 */
import fc from "fast-check";

/** The parts of a valibot schema object this walker reads (valibot 1.x runtime shape). */
interface SchemaNode {
  type: string;
  kind?: string;
  wrapped?: SchemaNode;
  entries?: Record<string, SchemaNode>;
  item?: SchemaNode;
  options?: unknown[];
  pipe?: SchemaNode[];
  requirement?: unknown;
}

const MAX_DEPTH = 6;
const wild = fc.jsonValue({ maxDepth: 2 });
const oddStrings = fc.constantFrom("", " ", "-1", "0", "1e3", "NaN", "null", "%", "%E0%A4%A", "9".repeat(30), "<script>alert(1)</script>", "\u0000", "２", "1,2,,3", "true");

function bounds(node: SchemaNode) {
  const out: { min?: number; max?: number; minLength?: number; maxLength?: number; regex?: RegExp } = {};
  for (const action of node.pipe ?? []) {
    if (action.kind !== "validation") continue;
    if (action.type === "min_value" && typeof action.requirement === "number") out.min = action.requirement;
    if (action.type === "max_value" && typeof action.requirement === "number") out.max = action.requirement;
    if (action.type === "min_length" && typeof action.requirement === "number") out.minLength = action.requirement;
    if (action.type === "max_length" && typeof action.requirement === "number") out.maxLength = action.requirement;
    if (action.type === "regex" && action.requirement instanceof RegExp) out.regex = action.requirement;
  }
  return out;
}

function numbers(node: SchemaNode): fc.Arbitrary<number> {
  const { min = -1e6, max = 1e6 } = bounds(node);
  const lo = Math.max(min - 2, -Number.MAX_SAFE_INTEGER);
  const hi = Math.min(max + 2, Number.MAX_SAFE_INTEGER);
  return fc.oneof(
    fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) }),
    fc.constantFrom(min, max, min - 1, max + 1, 0, -0, 0.5, 1e21, -1e21, Number.MAX_SAFE_INTEGER + 2),
    fc.double({ min: lo, max: hi, noNaN: true }),
  );
}

function strings(node: SchemaNode): fc.Arbitrary<string> {
  const { regex, maxLength } = bounds(node);
  const plain = fc.string({ maxLength: Math.min((maxLength ?? 60) + 5, 300) });
  const parts: fc.Arbitrary<string>[] = [plain, oddStrings];
  if (regex) {
    parts.push(fc.stringMatching(regex).filter((s) => s.length < 400));
    if (regex.source.includes("\\d{4}-\\d{2}-\\d{2}")) {
      parts.push(fc.date({ min: new Date("1899-01-01"), max: new Date("2201-12-31"), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)));
    }
  }
  if (node.pipe?.[0]?.type === "picklist") parts.push(fc.constantFrom(...(node.pipe[0].options as string[])));
  return fc.oneof(...parts);
}

/** Near-valid values for `schema`, with arbitrary JSON mixed in at every level. */
export function fromSchema(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 5, arbitrary: fitted(schema as SchemaNode, depth) }, { weight: 1, arbitrary: wild });
}

function fitted(node: SchemaNode, depth: number): fc.Arbitrary<unknown> {
  if (depth > MAX_DEPTH) return wild;
  switch (node.type) {
    case "optional":
    case "exact_optional":
    case "nullable":
    case "nullish":
      return fc.oneof({ weight: 3, arbitrary: fromSchema(node.wrapped, depth) }, fc.constant(node.type === "nullable" ? null : undefined));
    case "object":
    case "loose_object":
    case "strict_object": {
      const entries = Object.fromEntries(Object.entries(node.entries ?? {}).map(([k, s]) => [k, fromSchema(s, depth + 1)]));
      return fc
        .tuple(fc.record(entries, { requiredKeys: [] }), fc.dictionary(fc.string({ maxLength: 10 }), wild, { maxKeys: 2 }))
        .map(([known, extra]) => ({ ...extra, ...known }));
    }
    case "array": {
      const { maxLength = 5 } = bounds(node);
      return fc.array(fromSchema(node.item, depth + 1), { maxLength: Math.min(maxLength + 2, 12) });
    }
    case "picklist":
      return fc.oneof(fc.constantFrom(...(node.options ?? [null])), strings(node));
    case "union":
      return fc.oneof(...((node.options ?? []) as SchemaNode[]).map((o) => fromSchema(o, depth + 1)));
    case "string":
      return strings(node);
    case "number":
      return numbers(node);
    case "boolean":
      return fc.oneof(fc.boolean(), fc.constantFrom("true", 1, 0));
    default:
      return wild;
  }
}

/**
 * Query strings for a GET contract schema: each known parameter maybe present with a string
 * generated from its schema (or an odd string), plus unknown and repeated parameters.
 */
export function queryFromSchema(schema: unknown): fc.Arbitrary<string> {
  const entries = Object.entries((schema as SchemaNode).entries ?? {});
  const value = (s: SchemaNode): fc.Arbitrary<string> => {
    const inner = s.type === "optional" || s.type === "nullable" || s.type === "nullish" ? s.wrapped! : s;
    return fc.oneof({ weight: 4, arbitrary: inner.type === "picklist" ? fc.oneof(fc.constantFrom(...(inner.options as string[])), oddStrings) : strings(inner) }, { weight: 1, arbitrary: oddStrings });
  };
  const known = fc.record(Object.fromEntries(entries.map(([k, s]) => [k, value(s)])), { requiredKeys: [] });
  const extra = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...entries.map(([k]) => k)), fc.string({ maxLength: 8 })), fc.oneof(fc.string({ maxLength: 20 }), oddStrings)), { maxLength: 3 });
  return fc.tuple(known, extra).map(([k, x]) => {
    const params = new URLSearchParams();
    for (const [key, val] of Object.entries(k)) params.append(key, val as string);
    for (const [key, val] of x) params.append(key, val);
    return params.toString();
  });
}

/** Path segments for ids: plausible ids, huge numbers, dots, encodings, junk. */
export const idSegment: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: 1, max: 3000 }).map(String),
  fc.stringMatching(/^-?\d{1,14}$/),
  fc.constantFrom("0", "-1", "1.5", "1e3", "0x1F", "%", "%E0%A4%A", "%2e%2e", "..", ".", "9".repeat(40), "1-slug", " 1", "%00"),
  fc.string({ minLength: 1, maxLength: 30 }).map((s) => encodeURIComponent(s)),
);
