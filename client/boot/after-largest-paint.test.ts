/**
 * The start-up's wait for the largest paint (client/boot/after-largest-paint.ts, decision 092):
 * the scripts start only once the browser reported a largest paint and the priority picture has
 * decoded, one frame later; never when hidden; never later than the time limit.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { afterLargestPaint } from "./after-largest-paint";

afterEach(() => vi.unstubAllGlobals());

/** Globals of a page: visibility, an optional priority picture, the LCP API (or none), frames. */
function page({ hidden = false, picture = true, lcpApi = true } = {}) {
  let decode!: () => void;
  const decoded = new Promise<void>((r) => (decode = r));
  let report: (() => void) | null = null;
  vi.stubGlobal("document", {
    visibilityState: hidden ? "hidden" : "visible",
    querySelector: (selector: string) => (picture && selector === 'img[fetchpriority="high"]' ? { decode: () => decoded } : null),
  });
  class FakeObserver {
    static supportedEntryTypes = lcpApi ? ["largest-contentful-paint", "paint"] : ["paint"];
    constructor(private readonly callback: (list: { getEntries: () => unknown[] }) => void) {}
    observe() {
      report = () => this.callback({ getEntries: () => [{ startTime: 1 }] });
    }
    disconnect() {}
  }
  vi.stubGlobal("PerformanceObserver", FakeObserver);
  let frames = 0;
  vi.stubGlobal("requestAnimationFrame", (cb: () => void) => setTimeout(() => (frames++, cb()), 1));
  return { decode, paint: () => report?.(), frames: () => frames };
}

/** Whether `p` has settled after the pending timers ran (20 ms: for what must NOT have happened yet). */
async function settled(p: Promise<void>): Promise<boolean> {
  let done = false;
  void p.then(() => (done = true));
  await new Promise((r) => setTimeout(r, 20));
  return done;
}

/**
 * Whether `p` settles within 2 s: for what must happen. A fixed 20 ms failed on a loaded machine
 * (the frame's timer ran late), which says nothing about the code.
 */
function settlesSoon(p: Promise<void>): Promise<boolean> {
  return Promise.race([p.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 2_000))]);
}

describe("afterLargestPaint", () => {
  it("waits for the largest paint and the picture's decode, then one frame", async () => {
    const p = page();
    const waiting = afterLargestPaint(5_000);
    expect(await settled(waiting)).toBe(false);
    p.paint();
    expect(await settled(waiting)).toBe(false); // the picture is not decoded yet
    p.decode();
    expect(await settlesSoon(waiting)).toBe(true);
    expect(p.frames()).toBe(1);
  });

  it("a page without a priority picture starts after the largest paint", async () => {
    const p = page({ picture: false });
    const waiting = afterLargestPaint(5_000);
    expect(await settled(waiting)).toBe(false);
    p.paint();
    expect(await settlesSoon(waiting)).toBe(true);
  });

  it("without the LCP API, the picture's decode and a frame are enough", async () => {
    const p = page({ lcpApi: false });
    const waiting = afterLargestPaint(5_000);
    expect(await settled(waiting)).toBe(false);
    p.decode();
    expect(await settlesSoon(waiting)).toBe(true);
  });

  it("a hidden page starts at once; a paint that never comes, at the time limit", async () => {
    page({ hidden: true });
    expect(await settlesSoon(afterLargestPaint(5_000))).toBe(true);
    page();
    const waiting = afterLargestPaint(50);
    expect(await settled(waiting)).toBe(false);
    expect(await settlesSoon(waiting)).toBe(true);
  });
});
