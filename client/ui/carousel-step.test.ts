import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { oneStepFrom } from "./carousel-step";

describe("oneStepFrom (one picture per swipe)", () => {
  it("keeps a landing one step away or on the start page", () => {
    expect(oneStepFrom(2, 3, 8)).toBe(3);
    expect(oneStepFrom(2, 1, 8)).toBe(1);
    expect(oneStepFrom(2, 2, 8)).toBe(2);
    expect(oneStepFrom(7, 0, 8)).toBe(0); // loops forward
    expect(oneStepFrom(0, 7, 8)).toBe(7); // loops back
  });

  it("holds a fling two or more pictures on to the next one, in its direction", () => {
    expect(oneStepFrom(2, 4, 8)).toBe(3);
    expect(oneStepFrom(2, 5, 8)).toBe(3);
    expect(oneStepFrom(2, 0, 8)).toBe(1);
    expect(oneStepFrom(6, 0, 8)).toBe(7); // forward across the loop
    expect(oneStepFrom(1, 7, 8)).toBe(0); // back across the loop
  });

  it("always answers a page at most one step from the start", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }).chain((count) => fc.tuple(fc.constant(count), fc.nat(count - 1), fc.nat(count - 1))), ([count, start, to]) => {
        const page = oneStepFrom(start, to, count);
        expect(page).toBeGreaterThanOrEqual(0);
        expect(page).toBeLessThan(count);
        const step = Math.min((page - start + count) % count, (start - page + count) % count);
        expect(step).toBeLessThanOrEqual(1);
      }),
    );
  });
});
