/**
 * memory.ts: the isolate's copy of fresh upstream answers answers within the TTL only, returns a
 * body every reader can consume, keeps at most MEMORY_ENTRIES (least recently used dropped) and
 * never keeps an answer over MEMORY_MAX_BYTES or more than MEMORY_BUDGET_BYTES in all; a JSON
 * answer's value is parsed once and handed to in-process readers with every recall (decision 093).
 */
import { afterEach, describe, expect, it } from "vitest";
import { preparsed } from "#shared/api-fetch";
import { changedValues, forgetAll, MEMORY_BUDGET_BYTES, MEMORY_ENTRIES, MEMORY_MAX_BYTES, PARSED_WEIGHT, recall, remember } from "./memory";

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

  it("parses a JSON answer once: every recall hands the same value to in-process readers, beside a body as before", async () => {
    remember("k", 0, 200, json, bytes('{"pins":[1,2,3]}'));
    const first = recall("k", 300, 1)!;
    const second = recall("k", 300, 1)!;
    expect(preparsed.get(first)).toEqual({ pins: [1, 2, 3] });
    expect(preparsed.get(second)).toBe(preparsed.get(first));
    expect(await second.json()).toEqual({ pins: [1, 2, 3] });
    remember("text", 0, 200, new Headers({ "content-type": "text/plain" }), bytes("{}"));
    expect(preparsed.has(recall("text", 300, 1)!)).toBe(false);
    remember("broken", 0, 200, json, bytes("{"));
    expect(preparsed.has(recall("broken", 300, 1)!)).toBe(false);
  });

  it("says which shared values a reader changed", () => {
    remember("a", 0, 200, json, bytes('{"n":1}'));
    remember("b", 0, 200, json, bytes('{"n":2}'));
    const a = preparsed.get(recall("a", 300, 1)!) as { n: number };
    recall("b", 300, 1);
    expect(changedValues()).toEqual({ checked: 2, changed: [] });
    a.n = 5;
    expect(changedValues()).toEqual({ checked: 2, changed: ["a"] });
  });

  it("keeps at most MEMORY_BUDGET_BYTES, a parsed answer counted at 1 + PARSED_WEIGHT times its bytes", () => {
    const size = MEMORY_MAX_BYTES;
    const body = () => bytes(`"${"x".repeat(size - 2)}"`);
    const fit = Math.floor(MEMORY_BUDGET_BYTES / size);
    for (let i = 0; i < fit; i++) remember(`big${i}`, 0, 200, json, body());
    expect(recall("big0", 300, 1)).toBeDefined(); // parsed now: counts 1 + PARSED_WEIGHT times
    // The least recently used went to make room for big0's value.
    for (let i = 1; i <= PARSED_WEIGHT; i++) expect(recall(`big${i}`, 300, 1), `big${i}`).toBeUndefined();
    expect(recall(`big${PARSED_WEIGHT + 1}`, 300, 1)).toBeDefined();
  });
});
