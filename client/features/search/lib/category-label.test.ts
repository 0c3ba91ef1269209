import { describe, expect, it } from "vitest";
import es from "../../../../locales/es.json";
import fr from "../../../../locales/fr.json";
import it_ from "../../../../locales/it.json";
import nl from "../../../../locales/nl.json";
import { categoryLabelKey } from "./category-label";

describe("categoryLabelKey (issue 13 item 9)", () => {
  it("names a Spanish department a province in every language, a French one a département", () => {
    const label = (messages: Record<string, string>, pos: string) => messages[categoryLabelKey("department", pos)];
    expect(label(fr, "ES")).toBe("Province");
    expect(label(es, "ES")).toBe("Provincia");
    expect(label(nl, "ES")).toBe("Provincie");
    expect(label(it_, "ES")).toBe("Provincia");
    expect(label(fr, "FR")).toBe("Département");
    expect(label(fr, "BE")).toBe("Province");
    expect(label(nl, "BE")).toBe("Provincie");
  });

  it("keeps the category's own label otherwise", () => {
    expect(categoryLabelKey("city", "ES")).toBe("category.city");
    expect(categoryLabelKey("department", null)).toBe("category.department");
  });
});
