import { describe, expect, it } from "vitest";
import { insertStatements, sqlLiteral } from "./sql";

describe("sql", () => {
  it("writes literals", () => {
    expect(sqlLiteral(null)).toBe("NULL");
    expect(sqlLiteral(true)).toBe("1");
    expect(sqlLiteral(12.5)).toBe("12.5");
    expect(sqlLiteral("L'Oustal")).toBe("'L''Oustal'");
    expect(() => sqlLiteral(Number.NaN)).toThrow();
  });

  it("splits by rows and bytes", () => {
    const rows = Array.from({ length: 250 }, (_, i) => [i, "x".repeat(50)]);
    expect(insertStatements({ table: "t", columns: ["a", "b"], rows })).toHaveLength(3);
    const bySize = insertStatements({ table: "t", columns: ["a", "b"], rows }, 100, 1000);
    expect(bySize.length).toBeGreaterThan(10);
    expect(bySize.every((s) => s.startsWith("INSERT INTO t (a,b) VALUES\n"))).toBe(true);
    expect(() => insertStatements({ table: "t", columns: ["a"], rows: [[1, 2]] })).toThrow();
  });
});
