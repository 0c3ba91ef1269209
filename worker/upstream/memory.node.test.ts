/**
 * memory.ts: the isolate's copy of fresh upstream answers answers within the TTL only, returns a
 * body every reader can consume, keeps at most MEMORY_ENTRIES (least recently used dropped) and
 * never keeps an answer over MEMORY_MAX_BYTES.
 */
import { afterEach, describe, expect, it } from "vitest";
import { forgetAll, MEMORY_ENTRIES, MEMORY_MAX_BYTES, recall, remember } from "./memory";

const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;
const json = new Headers({ "content-type": "application/json" });

afterEach(() => forgetAll());

describe("upstream memory", () => {
  it("answers a kept answer while fresh, as a new Response each time, then forgets it", async () => {
    remember("k", 1_000_000, 200, json, bytes('{"a":1}'));
    const first = recall("k", 300, 1_000_000 + 299_999);
    const second = recall("k", 300, 1_000_000 + 299_999);
    expect(await first!.json()).toEqual({ a: 1 });
    expect(await second!.text()).toBe('{"a":1}');
    expect(second!.headers.get("content-type")).toBe("application/json");
    expect(recall("k", 300, 1_000_000 + 300_000)).toBeUndefined();
    expect(recall("k", 300, 1_000_000)).toBeUndefined(); // dropped once stale
  });

  it("keeps the most recently used MEMORY_ENTRIES answers and none over MEMORY_MAX_BYTES", () => {
    for (let i = 0; i < MEMORY_ENTRIES; i++) remember(`k${i}`, 0, 200, json, bytes(String(i)));
    expect(recall("k0", 300, 1)).toBeDefined(); // k0 is now the most recent
    remember("new", 0, 200, json, bytes("x"));
    expect(recall("k1", 300, 1)).toBeUndefined(); // the least recently used went
    expect(recall("k0", 300, 1)).toBeDefined();
    expect(recall("new", 300, 1)).toBeDefined();
    remember("big", 0, 200, json, new ArrayBuffer(MEMORY_MAX_BYTES + 1));
    expect(recall("big", 300, 1)).toBeUndefined();
  });
});
