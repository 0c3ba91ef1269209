import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { oneStepFrom } from "./carousel-step";

describe("oneStepFrom (one picture per swipe)", () => {
  it("keeps a landing one step away or on the start page", () => {
    expect(oneStepFrom(2, 3, 8)).toBe(3);
    expect(oneStepFrom(2, 1, 8)).toBe(1);
    expect(oneStepFrom(2, 2, 8)).toBe(2);
  });

  it("holds a fling two or more pictures on to the next one, in its direction, along the strip (a scroll does not wrap)", () => {
    expect(oneStepFrom(2, 4, 8)).toBe(3);
    expect(oneStepFrom(2, 7, 8)).toBe(3);
    expect(oneStepFrom(0, 2, 3)).toBe(1); // a three-picture gallery: forward, not "one back across the loop"
    expect(oneStepFrom(0, 3, 5)).toBe(1);
    expect(oneStepFrom(5, 0, 8)).toBe(4);
    expect(oneStepFrom(7, 7, 8)).toBe(7);
  });

  it("answers a page of the strip, one step from the start at most, on the side the swipe went", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }).chain((count) => fc.tuple(fc.constant(count), fc.nat(count - 1), fc.nat(count - 1))), ([count, start, to]) => {
        const page = oneStepFrom(start, to, count);
        expect(page).toBeGreaterThanOrEqual(0);
        expect(page).toBeLessThan(count);
        expect(Math.abs(page - start)).toBeLessThanOrEqual(1);
        expect(Math.sign(page - start)).toBe(Math.sign(to - start));
      }),
    );
  });
});
