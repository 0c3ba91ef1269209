/** Page-window compaction of the results pagination (spec 000 §2; issue 13 item 2). */
import { describe, expect, it } from "vitest";
import { pageWindow } from "./page-window";

describe("pageWindow", () => {
  it("lists every page under 10 pages", () => {
    expect(pageWindow(0, 1)).toEqual([0]);
    expect(pageWindow(4, 9)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(pageWindow(0, 0)).toEqual([]);
  });

  it("compacts 10 pages and more to first, last, the current page and its neighbours", () => {
    expect(pageWindow(0, 94)).toEqual([0, 1, null, 93]);
    expect(pageWindow(50, 94)).toEqual([0, null, 49, 50, 51, null, 93]);
    expect(pageWindow(93, 94)).toEqual([0, null, 92, 93]);
  });

  it("shows a single left-out page instead of an ellipsis", () => {
    // Before: [0, null, 2, 3, 4, null, 93]: the ellipsis stood for page index 1 alone.
    expect(pageWindow(3, 94)).toEqual([0, 1, 2, 3, 4, null, 93]);
    expect(pageWindow(90, 94)).toEqual([0, null, 89, 90, 91, 92, 93]);
    expect(pageWindow(4, 10)).toEqual([0, null, 3, 4, 5, null, 9]);
  });

  it("never repeats a page, keeps order and marks gaps only between distant pages", () => {
    for (let count = 1; count <= 40; count++) {
      for (let current = 0; current < count; current++) {
        const w = pageWindow(current, count);
        const pages = w.filter((x): x is number => x !== null);
        expect(pages).toEqual([...new Set(pages)].sort((a, b) => a - b));
        expect(pages).toContain(current);
        expect(pages[0]).toBe(0);
        expect(pages.at(-1)).toBe(count - 1);
        w.forEach((x, i) => {
          if (x === null) expect((w[i + 1] as number) - (w[i - 1] as number)).toBeGreaterThan(2);
        });
        if (count >= 10) expect(w.length).toBeLessThanOrEqual(7);
      }
    }
  });

  it("clamps a current page outside the list", () => {
    expect(pageWindow(600, 94)).toEqual([0, null, 92, 93]);
    expect(pageWindow(-3, 12)).toEqual([0, 1, null, 11]);
  });
});
