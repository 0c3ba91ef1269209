import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { activityGroupLabel, LABELLED_ACTIVITY_GROUPS } from "./labels";

describe("activity group labels (spec 000 §3 facets: activity lists grouped {name, list})", () => {
  it("names every group of the seed's activities in each language, never the English key made readable", () => {
    const seed = JSON.parse(readFileSync(new URL("../../data/seed/themes.json", import.meta.url), "utf8")) as { activities: { group: string }[] };
    const groups = [...new Set(seed.activities.map((a) => a.group))];
    expect(groups.length).toBeGreaterThan(3);
    // A group missing from the table would be shown as its English key ('Leisure') in every shop.
    expect(groups.filter((g) => !LABELLED_ACTIVITY_GROUPS.includes(g))).toEqual([]);
    expect(activityGroupLabel("leisure", "fr")).toBe("Loisirs");
    expect(activityGroupLabel("water", "nl")).toBe("Water");
  });
});
