/**
 * How the results grid is cut (spec 000 §2 "Result grid: 3 columns; first row 3 results, a second
 * block up to result 9, then the rest; inline gift or banner blocks between").
 */

/** Results in the first row, and the index after the second block (0-based, exclusive). */
export const FIRST_ROW = 3;
export const SECOND_BLOCK_END = 9;

/**
 * The three parts of a page of results: [0, 3), [3, 9), [9, …). Parts may be empty; an inline
 * block goes between two parts only when the part after it has results (the page never ends on
 * a promotional block).
 */
export function resultRows<T>(items: readonly T[]): [T[], T[], T[]] {
  return [items.slice(0, FIRST_ROW), items.slice(FIRST_ROW, SECOND_BLOCK_END), items.slice(SECOND_BLOCK_END)];
}
