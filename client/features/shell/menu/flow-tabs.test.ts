/** The header's flow tabs (flow-tabs.ts; spec 000 §1 four flows, §9 header texts per flow). */
import { describe, expect, it } from "vitest";
import { flowTabs, pageFlow } from "./flow-tabs";
import fr from "../../../../locales/fr.json";
import es from "../../../../locales/es.json";
import nl from "../../../../locales/nl.json";
import it_ from "../../../../locales/it.json";

describe("flowTabs", () => {
  it("lists the four flows in the spec's order with their paths and queries", () => {
    expect(flowTabs(true).map((t) => [t.flow, t.to, t.search.flow ?? null])).toEqual([
      ["booking", "/search", null],
      ["gifting", "/search", "gifting"],
      ["activity", "/activities", "activity"],
      ["hotel", "/search", "hotel"],
    ]);
  });
  it("hides the activity tab when its flag is off, keeping the hotel tab", () => {
    expect(flowTabs(false).map((t) => t.flow)).toEqual(["booking", "gifting", "hotel"]);
  });
  it("has a name and a description for each flow in every language, as spec 000 §1 words them", () => {
    for (const messages of [fr, es, nl, it_] as Record<string, string>[]) {
      for (const tab of flowTabs(true)) {
        expect(messages[tab.tabKey], tab.tabKey).toBeTruthy();
        expect(messages[tab.descriptionKey], tab.descriptionKey).toBeTruthy();
      }
    }
    const d = (f: string) => (fr as Record<string, string>)[`flow.${f}.description`];
    expect(d("booking")).toMatch(/activités incluses/);
    expect(d("gifting")).toMatch(/choisir ses dates|choisit ses dates/);
    expect(d("activity")).toMatch(/sans nuit d'hôtel/);
    expect(d("hotel")).toMatch(/meilleur prix/);
  });
  it("reads the page's flow from the query, booking by default", () => {
    expect(pageFlow("hotel")).toBe("hotel");
    expect(pageFlow("activity")).toBe("activity");
    expect(pageFlow("<x>")).toBe("booking");
    expect(pageFlow(undefined)).toBe("booking");
  });
});
