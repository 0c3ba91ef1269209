import { describe, expect, it } from "vitest";
import { REDUCED_THEME_LIMIT, themeOptions, type ThemeOption } from "./theme-options";

const stay = [12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54].map((id): ThemeOption => ({ id, label: `t${id}`, flow: "booking" }));
const activity = [985, 986, 987].map((id): ThemeOption => ({ id, label: `a${id}`, flow: "activity" }));
const all = [...stay, ...activity];
const ids = (list: ThemeOption[]) => list.map((x) => x.id);

describe("themeOptions (spec 000 §5 reduced thematics)", () => {
  it("offers every theme of the flow in the control variant", () => {
    expect(ids(themeOptions(all, "booking", "control"))).toEqual(ids(stay));
    expect(ids(themeOptions(all, "gifting", "control"))).toEqual(ids(stay));
    expect(ids(themeOptions(all, "activity", "control"))).toEqual(ids(activity));
  });
  it("limits the stay themes to the reduced list, in the catalog's order", () => {
    const reduced = themeOptions(all, "booking", "reduced");
    expect(reduced).toHaveLength(REDUCED_THEME_LIMIT);
    expect(ids(reduced)).toEqual([12, 15, 18, 21, 36, 39]);
    expect(ids(themeOptions(all, "gifting", "reduced"))).toEqual([12, 15, 18, 21, 36, 39]);
  });
  it("keeps a chosen theme outside the list, and leaves the activity themes alone", () => {
    expect(ids(themeOptions(all, "booking", "reduced", 45))).toEqual([12, 15, 18, 21, 36, 39, 45]);
    expect(ids(themeOptions(all, "activity", "reduced"))).toEqual(ids(activity));
  });
});
