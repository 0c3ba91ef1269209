// Seeded randomness for the illustration generator. Pure, no dependencies:
// the same seed gives the same sequence on every JavaScript engine, which is
// what makes the generated SVGs byte-identical between server renders.

/** A seeded pseudo-random source. All helpers draw from the same stream. */
export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform float in [min, max). */
  range(min: number, max: number): number;
  /** Uniform integer in [min, max] (both inclusive). */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** True with probability p (0..1). */
  chance(p: number): boolean;
  /** One key of a weight table, chosen proportionally to its weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K;
}

/**
 * mulberry32 (Tommy Ettinger, public domain): a 32-bit generator, tiny and
 * good enough for visual variety. Returns floats in [0, 1).
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Folds a non-negative integer seed (up to Number.MAX_SAFE_INTEGER) and a salt
 * (one per scene kind, so hotel 7 and activity 7 differ) into 32 bits.
 */
export function seed32(seed: number, salt: number): number {
  const s = Math.max(0, Math.floor(seed));
  const lo = s % 4294967296;
  const hi = Math.floor(s / 4294967296);
  let h = (lo ^ Math.imul(hi, 0x85ebca6b) ^ Math.imul(salt + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

/** Builds an {@link Rng} from an integer seed and a salt. */
export function createRng(seed: number, salt = 0): Rng {
  const next = mulberry32(seed32(seed, salt));
  const rng: Rng = {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
    chance: (p) => next() < p,
    weighted(weights) {
      const keys = Object.keys(weights) as (keyof typeof weights)[];
      let total = 0;
      for (const k of keys) total += weights[k];
      let x = next() * total;
      for (const k of keys) {
        x -= weights[k];
        if (x < 0) return k;
      }
      return keys[keys.length - 1] as (typeof keys)[number];
    },
  };
  return rng;
}
