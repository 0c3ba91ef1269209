/**
 * Small SQL helpers for D1 (DESIGN.md "Local D1": at most 100 bound parameters and 100,000 bytes
 * per statement). Values are always bound, never spliced into SQL text; lists are bound as one
 * JSON parameter and read with `json_each`, so an IN list of any length costs one parameter.
 */

/** Collects bound values and hands out numbered placeholders (?1, ?2, …). */
export class Params {
  readonly values: unknown[] = [];

  /** Binds `value` and returns its placeholder. */
  add(value: unknown): string {
    this.values.push(value === undefined ? null : value);
    return `?${this.values.length}`;
  }

  /** Binds a list as JSON and returns a subquery yielding its items: `(SELECT value FROM json_each(?n))`. */
  list(values: readonly (string | number)[]): string {
    return `(SELECT value FROM json_each(${this.add(JSON.stringify(values))}))`;
  }

  /** Copy with the same values, to extend one base query in several directions. */
  clone(): Params {
    const p = new Params();
    p.values.push(...this.values);
    return p;
  }
}

/** Prepares `sql` with the values collected in `params`. Throws if more than 100 are bound. */
export function prepare(db: D1Database, sql: string, params: Params | unknown[] = []): D1PreparedStatement {
  const values = Array.isArray(params) ? params : params.values;
  if (values.length > 100) throw new Error(`Too many bound parameters (${values.length} > 100)`);
  const stmt = db.prepare(sql);
  return values.length ? stmt.bind(...values) : stmt;
}

/** Runs a query and returns its rows. */
export async function all<T>(db: D1Database, sql: string, params: Params | unknown[] = []): Promise<T[]> {
  const res = await prepare(db, sql, params).all<T>();
  return res.results ?? [];
}

/** Runs a query and returns its first row or null. */
export async function first<T>(db: D1Database, sql: string, params: Params | unknown[] = []): Promise<T | null> {
  return (await prepare(db, sql, params).first<T>()) ?? null;
}

/** Runs several statements in one round trip and returns each one's rows. */
export async function batch<T extends unknown[][]>(db: D1Database, statements: D1PreparedStatement[]): Promise<T> {
  const results = await db.batch(statements);
  return results.map((r) => r.results ?? []) as T;
}

/** Largest number of terms D1 accepts in one compound SELECT (checked: 6 fails). */
export const MAX_COMPOUND_TERMS = 5;

/**
 * UNION ALL of SELECTs that stays within D1's compound limit by nesting groups of at most five
 * as subqueries. Column names come from the first SELECT.
 */
export function unionAll(selects: readonly string[]): string {
  if (selects.length <= MAX_COMPOUND_TERMS) return selects.join("\nUNION ALL ");
  const groups: string[] = [];
  for (let i = 0; i < selects.length; i += MAX_COMPOUND_TERMS) {
    groups.push(`SELECT * FROM (${selects.slice(i, i + MAX_COMPOUND_TERMS).join("\nUNION ALL ")})`);
  }
  return unionAll(groups);
}
