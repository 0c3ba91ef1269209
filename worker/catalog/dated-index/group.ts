/**
 * The dated index's candidates grouped by hotel (decision 018): a counting sort, kept with the
 * candidates so that the kept candidates of a stay (candidates.ts) are grouped once.
 */
import type { Candidates } from "./candidates";
import type { DatedIndex } from "./data";

/** The candidates grouped by hotel: hotel h's candidates are order[start[h]] .. order[start[h + 1] - 1]. */
export interface ByHotel {
  order: Int32Array;
  start: Int32Array;
  /** Hotel positions that have candidates, ascending. */
  hotels: Int32Array;
}

const groupMemo = new WeakMap<Candidates, ByHotel>();

/**
 * Groups `c` by hotel (counting sort; candidates keep package order within a hotel). Kept with
 * the candidates, so a stay's kept candidates are grouped once.
 */
export function groupByHotel(index: DatedIndex, c: Candidates): ByHotel {
  const known = groupMemo.get(c);
  if (known) return known;
  const groups = groupCandidates(index, c);
  groupMemo.set(c, groups);
  return groups;
}

function groupCandidates(index: DatedIndex, c: Candidates): ByHotel {
  const nh = index.hotels.id.length;
  const start = new Int32Array(nh + 1);
  for (let k = 0; k < c.n; k++) start[c.hotel[k]! + 1]!++;
  let withAny = 0;
  for (let h = 0; h < nh; h++) {
    if (start[h + 1]! > 0) withAny++;
    start[h + 1]! += start[h]!;
  }
  const fill = start.slice(0, nh);
  const order = new Int32Array(c.n);
  for (let k = 0; k < c.n; k++) order[fill[c.hotel[k]!]!++] = k;
  const hotels = new Int32Array(withAny);
  for (let h = 0, w = 0; h < nh; h++) if (start[h + 1]! > start[h]!) hotels[w++] = h;
  return { order, start, hotels };
}
