import { describe, expect, it } from "vitest";
import { parseCriteria } from "./criteria";
import { flowSwitchFrom, flowSwitchTarget, searchPageFlow } from "./flow-switch";

describe("flowSwitchTarget (spec 000 §2 switching flow on a search page)", () => {
  it("goes to the default search path with flow in the query, or the activity path", () => {
    const c = parseCriteria("city=2996944&label=Lyon&a=2");
    expect(flowSwitchTarget(c, "gifting")).toEqual({ to: "/search", search: { flow: "gifting" }, hash: "city=2996944&label=Lyon&a=2" });
    expect(flowSwitchTarget(c, "activity")).toMatchObject({ to: "/activities", search: { flow: "activity" } });
    expect(flowSwitchTarget(c, "hotel")).toMatchObject({ to: "/search", search: { flow: "hotel" } });
  });
  it("writes flow=booking too (issue 25 item 12: 'puts flow=<flow> in the query string')", () => {
    expect(flowSwitchTarget(parseCriteria("a=3"), "booking")).toEqual({ to: "/search", search: { flow: "booking" }, hash: "a=3" });
  });
});

describe("flowSwitchFrom (issue 25 items 12, 14: the header's flow links on a search page)", () => {
  const ctx = { today: "2026-11-25", hour: 10 };
  it("reads the page's flow from the path (activity) or the query", () => {
    expect(searchPageFlow("/activities", "gifting")).toBe("activity");
    expect(searchPageFlow("/search", undefined)).toBe("booking");
    expect(searchPageFlow("/search/lyon-c2996944", "hotel")).toBe("hotel");
    expect(searchPageFlow("/stay/12", "gifting")).toBeNull();
  });
  it("leaving the activity flow restores the saved location and future dates", () => {
    const saved = { location: { type: "city" as const, id: 2996944 }, label: "Lyon", checkin: "2026-12-04", checkout: "2026-12-06" };
    expect(flowSwitchFrom({ pathname: "/activities", hash: "#city=2988507&label=Paris&a=1" }, "activity", "booking", { ...ctx, saved }))
      .toEqual({ to: "/search", search: { flow: "booking" }, hash: "city=2996944&label=Lyon&checkin=2026-12-04&checkout=2026-12-06&a=1" });
  });
  it("keeps the path's destination when the hash names none, and clears the criteria entering the activity flow", () => {
    expect(flowSwitchFrom({ pathname: "/search/lyon-c2996944", hash: "" }, "booking", "gifting", ctx).hash).toBe("city=2996944&a=2");
    expect(flowSwitchFrom({ pathname: "/search", hash: "#city=1&checkin=2026-12-04&checkout=2026-12-06" }, "booking", "activity", ctx))
      .toEqual({ to: "/activities", search: { flow: "activity" }, hash: "a=2" });
  });
});
