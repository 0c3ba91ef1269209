import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { activityDayChoices, activitySelectionErrors, activitySelectionList, ActivitySelectionListSchema, parseActivitySelection } from "./activity-selection";

describe("activity selection (spec 001 §5 every activity needs a date, §7 activitySelectionList)", () => {
  it("offers every day from check-in to check-out, both included, across a month's end", () => {
    expect(activityDayChoices("2027-01-30", "2027-02-01")).toEqual(["2027-01-30", "2027-01-31", "2027-02-01"]);
    expect(activityDayChoices("2027-01-30", null)).toEqual([]);
    expect(activityDayChoices("2027-02-01", "2027-01-30")).toEqual([]);
  });
  it("writes and reads the list as activityId:day pairs; the schema refuses anything else", () => {
    const list = activitySelectionList({ 12: "2027-03-06", 15: "2027-03-07" });
    expect(list).toBe("12:2027-03-06,15:2027-03-07");
    expect(parseActivitySelection(list)).toEqual([{ activityId: 12, date: "2027-03-06" }, { activityId: 15, date: "2027-03-07" }]);
    expect(v.safeParse(ActivitySelectionListSchema, list).success).toBe(true);
    for (const bad of ["", "12", "12:2027-3-6", "12:2027-03-06,", "a:2027-03-06", "12:2027-03-06;13:2027-03-07"]) expect(v.safeParse(ActivitySelectionListSchema, bad).success, bad).toBe(false);
  });
  it("names an activity that is not the stay's, one given twice, a day outside the stay", () => {
    const days = activityDayChoices("2027-03-06", "2027-03-08");
    expect(activitySelectionErrors([{ activityId: 1, date: "2027-03-08" }, { activityId: 2, date: "2027-03-06" }], [1, 2], days)).toEqual([]);
    expect(activitySelectionErrors([{ activityId: 3, date: "2027-03-06" }], [1, 2], days)).toEqual(["activity 3 is not one of this stay's"]);
    expect(activitySelectionErrors([{ activityId: 1, date: "2027-03-06" }, { activityId: 1, date: "2027-03-07" }], [1], days)).toEqual(["activity 1 is given twice"]);
    expect(activitySelectionErrors([{ activityId: 1, date: "2027-03-09" }], [1], days)).toEqual(["activity 1: 2027-03-09 is not a day of the stay"]);
  });
});
