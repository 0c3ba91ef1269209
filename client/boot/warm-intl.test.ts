/**
 * The Intl warm-up (client/boot/warm-intl.ts, decision 016): hydration waits for it at most
 * `maxWaitMs`, never fails because of it, and the worker builds each formatter the shop uses.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { warmIntl } from "./warm-intl";

afterEach(() => vi.unstubAllGlobals());

/** A Worker stand-in: answers `answer` (or nothing) after `delayMs`, records what it was sent. */
function fakeWorker(answer: boolean | null, delayMs = 0) {
  const made: { posted: unknown[] }[] = [];
  class FakeWorker {
    onmessage: ((e: { data: boolean }) => void) | null = null;
    onerror: (() => void) | null = null;
    state = { posted: [] as unknown[] };
    constructor() {
      made.push(this.state);
    }
    postMessage(data: unknown) {
      this.state.posted.push(data);
      if (answer !== null) setTimeout(() => this.onmessage?.({ data: answer }), delayMs);
    }
  }
  vi.stubGlobal("Worker", FakeWorker);
  return made;
}

describe("warmIntl", () => {
  it("sends the page's language tag and resolves when the worker answers", async () => {
    const made = fakeWorker(true, 5);
    const started = Date.now();
    await warmIntl("nl-BE", 5_000);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(made).toEqual([{ posted: ["nl-BE"] }]);
  });

  it("resolves after maxWaitMs when the worker never answers", async () => {
    fakeWorker(null);
    const started = Date.now();
    await warmIntl("fr-FR", 50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });

  it("resolves at once where module workers do not exist", async () => {
    vi.stubGlobal("Worker", undefined);
    await expect(warmIntl("it-IT", 5_000)).resolves.toBeUndefined();
  });
});

describe("the warm-up worker", () => {
  it("builds the formatters for a tag and answers true, false for a tag Intl refuses, closing itself", async () => {
    const posted: unknown[] = [];
    let closed = 0;
    const scope = { onmessage: null as ((e: { data: string }) => void) | null, postMessage: (v: unknown) => posted.push(v), close: () => closed++ };
    vi.stubGlobal("self", scope);
    await import("./warm-intl.worker");
    scope.onmessage!({ data: "es-ES" });
    scope.onmessage!({ data: "not a tag!" });
    expect(posted).toEqual([true, false]);
    expect(closed).toBe(2);
  });
});
