/**
 * The house drawn from its imports (issue 27 items 1-2; docs/decisions/069-the-house.md), type
 * imports included (ESLint's import-x/no-cycle skips those): no import circle anywhere, no import
 * from a lower layer up to a higher one, no feature reaching into another feature's files.
 * `node scripts/dev/import-graph.mjs` prints the same figures with every offending import.
 */
import { describe, expect, it } from "vitest";
// @ts-expect-error a plain .mjs script without types
import { circles, drawGraph, offences } from "../../scripts/dev/import-graph.mjs";

describe("import graph", () => {
  const graph: Map<string, Set<string>> = drawGraph();

  it("reads the whole project", () => {
    expect(graph.size).toBeGreaterThan(500);
    expect(graph.get("client/router.tsx")?.size).toBeGreaterThan(0);
  });

  it("has no import circle, no upward import and no reach into another feature", () => {
    expect(circles(graph)).toEqual([]);
    expect(offences(graph)).toEqual({ upward: [], reaches: [] });
  });
});
