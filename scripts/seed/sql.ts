/**
 * Literal SQL for D1: multi-row INSERT statements of at most 100 rows and 30 KB each. D1 refuses
 * statements over 100,000 bytes; `wrangler d1 execute --file` pays a fixed cost per statement
 * (~3 ms locally) and its SQL splitter slows down on long statements, so few statements of
 * moderate size load fastest (measured: rate_plans 100 rows/statement 5.9 s, 25 rows 10 s).
 */

/** A value of a table cell. Booleans become 0/1. */
export type SqlValue = string | number | boolean | null;

/** A table to write: name, column names and rows in column order. */
export interface TableRows {
  table: string;
  columns: readonly string[];
  rows: readonly (readonly SqlValue[])[];
}

/** Default limits per INSERT statement. */
export const MAX_ROWS = 100;
export const MAX_BYTES = 30_000;

/** SQL literal for one value: NULL, 0/1, a finite number, or a single-quoted string with '' escaping. */
export function sqlLiteral(value: SqlValue): string {
  if (value === null) return "NULL";
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`non-finite number in SQL: ${value}`);
    return String(value);
  }
  return `'${value.replace(/'/g, "''")}'`;
}


/**
 * INSERT statements for a table (no trailing semicolon), each with at most `maxRows` rows and,
 * unless a single row is larger, at most `maxBytes` UTF-8 bytes.
 */
export function insertStatements(t: TableRows, maxRows = MAX_ROWS, maxBytes = MAX_BYTES): string[] {
  const head = `INSERT INTO ${t.table} (${t.columns.join(",")}) VALUES\n`;
  const statements: string[] = [];
  let tuples: string[] = [];
  let bytes = 0;
  for (const row of t.rows) {
    if (row.length !== t.columns.length) throw new Error(`${t.table}: row has ${row.length} values for ${t.columns.length} columns`);
    const tuple = `(${row.map(sqlLiteral).join(",")})`;
    const size = Buffer.byteLength(tuple) + 2;
    if (tuples.length > 0 && (tuples.length >= maxRows || bytes + size > maxBytes)) {
      statements.push(head + tuples.join(",\n"));
      tuples = [];
      bytes = 0;
    }
    tuples.push(tuple);
    bytes += size;
  }
  if (tuples.length) statements.push(head + tuples.join(",\n"));
  return statements;
}
