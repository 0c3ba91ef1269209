import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DINNER_ACTIVITY_IDS, programActivityFields } from "./program-activity";

describe("program activity fields (spec 001 §3 whyList, mustKnowList, schedules, how, menu)", () => {
  it("knows the seed's dinners (themes.json dinner: true)", () => {
    const seed = JSON.parse(readFileSync(new URL("../../data/seed/themes.json", import.meta.url), "utf8")) as { activities: { id: number; dinner?: boolean }[] };
    expect([...DINNER_ACTIVITY_IDS].sort((x, y) => x - y)).toEqual(seed.activities.filter((a) => a.dinner).map((a) => a.id).sort((x, y) => x - y));
  });
  it("gives a dinner its menu and evening slot, another activity none", () => {
    const dinner = programActivityFields({ id: 9, group_name: "gastronomy" }, 100, "fr");
    expect(dinner.menu).toContain("Dessert maison");
    expect(dinner.schedules).toEqual([{ from: "19:30", to: "22:00" }]);
    const spa = programActivityFields({ id: 1, group_name: "wellness" }, 100, "nl");
    expect(spa.menu).toBeNull();
    expect(spa.whyList[0]).toMatch(/wellness/);
    expect(spa.mustKnowList.join(" ")).toMatch(/zwemkleding/);
    expect(spa.schedules[0]!.from).toMatch(/^\d\d:\d\d$/);
  });
});
