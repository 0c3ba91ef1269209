/**
 * Set tests over small arrays for the dated index's hot loops (decision 018): plain loops, so no
 * closure is created per call (the bundler names every function it creates).
 */

/** Does `values` hold a member of `set`? (A plain loop: no closure per call in the hot loops.) */
export function hasAny(values: readonly number[], set: ReadonlySet<number>): boolean {
  for (let x = 0; x < values.length; x++) if (set.has(values[x]!)) return true;
  return false;
}

/** How many of `values` are in `set`. */
export function countIn(values: readonly string[], set: ReadonlySet<string>): number {
  let n = 0;
  for (let x = 0; x < values.length; x++) if (set.has(values[x]!)) n++;
  return n;
}
