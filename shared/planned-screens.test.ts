/** planned-screens.ts: planned screens and the stray paths of built ones answer 404 (issue 13 item 19). */
import { describe, expect, it } from "vitest";
import { BUILT_SCREEN_WORDS, isPlannedScreenPath, PLANNED_SCREEN_WORDS } from "./planned-screens";

describe("planned screens", () => {
  it("lists the hotel page as built, not planned; its stray paths are still 404", () => {
    expect(PLANNED_SCREEN_WORDS.has("hotel")).toBe(false);
    expect(BUILT_SCREEN_WORDS.has("hotel")).toBe(true);
    for (const p of ["/hotel", "/hotels", "/Help", "/checkout/x", "/gifts"]) expect(isPlannedScreenPath(p), p).toBe(true);
    for (const p of ["/", "/search", "/stay/1-x", "/boxes"]) expect(isPlannedScreenPath(p), p).toBe(false);
  });
});
