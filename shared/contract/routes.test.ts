/**
 * Every GET answer of the contract refuses a wrongly shaped body (issue 25 item 23): the upstream
 * client checks 2xx answers against these schemas before serving or caching them
 * (worker/upstream/client.ts), so a schema that accepts anything lets garbage replace the last good
 * copy. The bodies are the fake upstream's "off-contract" answer, an empty object and a string (an empty array is a legitimate empty list).
 */
import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { CONTRACT_ROUTES } from "./routes";

const WRONG_BODIES: readonly [string, unknown][] = [
  ["off-contract", { resultsCount: "many", items: [{ id: "<script>alert(1)</script>" }] }],
  ["empty object", {}],
  ["string", "ok"],
];

describe("contract answers", () => {
  const gets = CONTRACT_ROUTES.filter((r) => r.method === "GET");
  it("has the GET paths the issue counts (37)", () => {
    expect(gets.length).toBeGreaterThanOrEqual(37);
  });
  for (const [name, body] of WRONG_BODIES) {
    it(`every GET path refuses a ${name} body`, () => {
      const accepted = gets.filter((r) => v.safeParse(r.response, body).success).map((r) => String(r.path));
      expect(accepted).toEqual([]);
    });
  }
});
