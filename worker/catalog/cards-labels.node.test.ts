import { describe, expect, it } from "vitest";
import { autoDiscount, TARGETED_LABELS, targetedLabel } from "./cards";

describe("card experiment fields (spec 000 §3 autoDiscount, targetedLabel)", () => {
  it("gives every seventh package an auto discount {code, value}, never in gifting", () => {
    expect(autoDiscount(14, false)).toEqual({ code: "EXTRA10", value: 10 });
    expect(autoDiscount(14, true)).toBeNull();
    expect(autoDiscount(15, false)).toBeNull();
  });
  it("gives one package in five a targeted label code, deterministically", () => {
    const ids = Array.from({ length: 100 }, (_, i) => i + 1);
    const labelled = ids.filter((id) => targetedLabel(id) !== null);
    expect(labelled).toHaveLength(20);
    expect(new Set(labelled.map(targetedLabel))).toEqual(new Set(TARGETED_LABELS));
    expect(targetedLabel(36)).toBe(targetedLabel(36));
    expect(targetedLabel(2)).toBeNull();
  });
});
