/** The destination placeholder per flow (destination-placeholder.ts; spec 000 §2 search box). */
import { describe, expect, it } from "vitest";
import { FLOWS } from "#shared/criteria";
import { destinationPlaceholderKey } from "./destination-placeholder";
import fr from "../../../../locales/fr.json";
import es from "../../../../locales/es.json";
import nl from "../../../../locales/nl.json";
import it_ from "../../../../locales/it.json";

describe("destinationPlaceholderKey", () => {
  it("asks for a city, never a hotel, in the activity flow", () => {
    expect(destinationPlaceholderKey("activity")).toBe("searchBox.destinationPlaceholder.activity");
    for (const messages of [fr, es, nl, it_] as Record<string, string>[]) {
      const text = messages[destinationPlaceholderKey("activity")]!;
      expect(text).toBeTruthy();
      expect(text).not.toMatch(/hôtel|hotel/i);
    }
  });
  it("keeps the destination wording (hotels included) in the other flows", () => {
    for (const flow of FLOWS.filter((f) => f !== "activity")) expect(destinationPlaceholderKey(flow)).toBe("searchBox.destinationPlaceholder");
    expect((fr as Record<string, string>)["searchBox.destinationPlaceholder"]).toMatch(/hôtel/);
  });
});
