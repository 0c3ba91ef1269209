import { describe, expect, it } from "vitest";
import { parseCriteria } from "#shared/criteria";
import { flowSwitchTarget } from "./flow-switch";

describe("flowSwitchTarget (spec 000 §2 switching flow on a search page)", () => {
  it("goes to the default search path with flow in the query, or the activity path", () => {
    const c = parseCriteria("city=2996944&label=Lyon&a=2");
    expect(flowSwitchTarget(c, "gifting")).toEqual({ to: "/search", search: { flow: "gifting" }, hash: "city=2996944&label=Lyon&a=2" });
    expect(flowSwitchTarget(c, "activity")).toMatchObject({ to: "/activities", search: { flow: "activity" } });
    expect(flowSwitchTarget(c, "hotel")).toMatchObject({ to: "/search", search: { flow: "hotel" } });
  });
  it("leaves the booking flow's query bare: the default path's own flow", () => {
    expect(flowSwitchTarget(parseCriteria("a=3"), "booking")).toEqual({ to: "/search", search: {}, hash: "a=3" });
  });
});
