/**
 * Literal SQL for D1: multi-row INSERT statements of at most 100 rows and 60 KB each (D1 refuses
 * statements over 100,000 bytes). `wrangler d1 execute --file` splits the file with a scanner whose
 * cost grows with the square of the unquoted characters of a statement (numbers, commas; quoted
 * strings are skipped in one step), so statements are also capped at ~2,500 unquoted characters:
 * number-heavy tables (rate_plans) get ~30 rows a statement, text-heavy ones (reviews) ~100.
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
export const MAX_BYTES = 60_000;
export const MAX_UNQUOTED = 2_500;

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

/** Characters of a SQL fragment outside single-quoted strings. */
function unquotedLength(literals: readonly string[]): number {
  return literals.reduce((n, lit) => n + (lit.startsWith("'") ? 2 : lit.length), 0) + literals.length + 1;
}

/**
 * INSERT statements for a table (no trailing semicolon), each with at most `maxRows` rows and,
 * unless a single row is larger, at most `maxBytes` UTF-8 bytes and `maxUnquoted` characters
 * outside string literals.
 */
export function insertStatements(t: TableRows, maxRows = MAX_ROWS, maxBytes = MAX_BYTES, maxUnquoted = MAX_UNQUOTED): string[] {
  const head = `INSERT INTO ${t.table} (${t.columns.join(",")}) VALUES\n`;
  const statements: string[] = [];
  let tuples: string[] = [];
  let bytes = 0;
  let unquoted = 0;
  for (const row of t.rows) {
    if (row.length !== t.columns.length) throw new Error(`${t.table}: row has ${row.length} values for ${t.columns.length} columns`);
    const literals = row.map(sqlLiteral);
    const tuple = `(${literals.join(",")})`;
    const size = Buffer.byteLength(tuple) + 2;
    const plain = unquotedLength(literals);
    if (tuples.length > 0 && (tuples.length >= maxRows || bytes + size > maxBytes || unquoted + plain > maxUnquoted)) {
      statements.push(head + tuples.join(",\n"));
      tuples = [];
      bytes = 0;
      unquoted = 0;
    }
    tuples.push(tuple);
    bytes += size;
    unquoted += plain;
  }
  if (tuples.length) statements.push(head + tuples.join(",\n"));
  return statements;
}
