/**
 * The search summary statements (summary-derive.ts) fit what the seed loaders accept: one
 * statement each, no ';' inside (wrangler d1 execute --file and the test loader split on it),
 * under D1's 100,000-byte limit, DELETEs first; and they are part of every catalog load.
 * Their results are checked against the general search on the seeded data in summary.test.ts.
 */
import { describe, expect, it } from "vitest";
import { catalogStatements } from "../../scripts/seed/build";
import { seedInputFiles } from "../../scripts/seed/hash";
import type { Catalog } from "../../scripts/seed/types";
import { dayNumber, summaryStatements, SUMMARY_TABLES } from "./summary-derive";

describe("summary statements", () => {
  it("are single statements D1 and the loaders accept, emptying the tables first", () => {
    const list = summaryStatements();
    expect(list.slice(0, SUMMARY_TABLES.length)).toEqual(SUMMARY_TABLES.map((t) => `DELETE FROM ${t}`).reverse());
    for (const s of list) {
      expect(s).not.toContain(";");
      expect(s).not.toContain("--");
      expect(Buffer.byteLength(s)).toBeLessThan(100_000);
    }
    expect(list.filter((s) => s.startsWith("INSERT INTO")).map((s) => s.split(" ")[2])).toEqual([...SUMMARY_TABLES]);
  });

  it("end every catalog load, and their sources are part of the seed fingerprint", () => {
    // A catalog without rows: every list empty.
    const meta = { seed: "s", today: "2026-01-01", until: "2026-12-31" };
    const empty = new Proxy({}, { get: (_, key) => (key === "meta" ? meta : []) }) as unknown as Catalog;
    const all = catalogStatements(empty);
    expect(all.slice(-summaryStatements().length)).toEqual(summaryStatements());
    const files = seedInputFiles(process.cwd()).map((f) => f.replace(/\\/g, "/"));
    for (const f of ["summary-derive.ts", "ordering.ts", "facet-tiers.ts"]) expect(files.some((x) => x.endsWith(`worker/catalog/${f}`))).toBe(true);
  });

  it("counts days as integers YYYYMMDD", () => {
    expect(dayNumber("2026-11-22")).toBe(20261122);
    expect(dayNumber("2027-01-05")).toBe(20270105);
  });
});
