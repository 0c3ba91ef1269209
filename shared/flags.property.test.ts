/**
 * Property tests of the experiments cookie / `?exp=` parser (shared/flags.ts; issue 3
 * "Resilience and security"): the `exp` cookie and the query come from the visitor, so
 * parseExperimentList must never throw, keep only registered names and variants, and round-trip
 * through serializeExperiments; assignExperiments always yields a full, valid assignment.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EXPERIMENTS, assignExperiments, parseExperimentList, serializeExperiments, type ExperimentDef, type ExperimentName } from "./flags";
import { POINTS_OF_SALE } from "./markets";

const NAMES = Object.keys(EXPERIMENTS) as ExperimentName[];
const defOf = (name: string) => (EXPERIMENTS as Record<string, ExperimentDef>)[name];

/** Cookie-like lists: real names and variants mixed with junk, separators and unicode. */
const pair = fc.oneof(
  fc.constantFrom(...NAMES).chain((n) => fc.constantFrom(...defOf(n)!.variants, "x", "").map((v) => `${n}:${v}`)),
  fc.tuple(fc.oneof(fc.constantFrom(...NAMES, "__proto__", "constructor", "toString"), fc.string({ maxLength: 12 })), fc.string({ maxLength: 12 })).map(([n, v]) => `${n}:${v}`),
  fc.string({ unit: "binary", maxLength: 20 }),
);
const list = fc.oneof(fc.array(pair, { maxLength: 12 }).map((xs) => xs.join(",")), fc.string({ maxLength: 300 }), fc.constant(null), fc.constant(undefined));

describe("experiments list (properties)", () => {
  it("never throws and keeps only registered names with their own variants", () => {
    fc.assert(
      fc.property(list, (raw) => {
        const parsed = parseExperimentList(raw);
        expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
        for (const [name, variant] of Object.entries(parsed)) {
          expect(NAMES).toContain(name);
          expect(defOf(name)!.variants).toContain(variant);
        }
        // Round trip: what was kept re-serialises and re-parses to itself.
        expect(parseExperimentList(serializeExperiments(parsed))).toEqual(parsed);
      }),
      { numRuns: 500 },
    );
  });

  it("assigns every experiment a valid variant for any visitor, point of sale and cookie", () => {
    fc.assert(
      fc.property(fc.oneof(fc.uuid(), fc.string({ maxLength: 40 })), fc.oneof(fc.constantFrom(...POINTS_OF_SALE), fc.string({ maxLength: 6 })), list, list, (visitorId, pointOfSale, stored, forced) => {
        const exp = assignExperiments({ visitorId, pointOfSale, stored: parseExperimentList(stored), forced: parseExperimentList(forced) });
        expect(Object.keys(exp).sort()).toEqual([...NAMES].sort());
        for (const name of NAMES) {
          const def = defOf(name)!;
          expect(def.variants).toContain(exp[name]);
          if (def.pointsOfSale && !def.pointsOfSale.includes(pointOfSale)) expect(exp[name]).toBe(def.variants[0]);
        }
        // Stable: the same visitor gets the same assignment.
        expect(assignExperiments({ visitorId, pointOfSale })).toEqual(assignExperiments({ visitorId, pointOfSale }));
      }),
      { numRuns: 300 },
    );
  });
});
