/** The header's flow tabs (flow-tabs.ts; spec 000 §1 four flows, §9 header texts per flow). */
import { describe, expect, it } from "vitest";
import { FLOW_TABS, pageFlow } from "./flow-tabs";
import fr from "../../../../locales/fr.json";
import es from "../../../../locales/es.json";
import nl from "../../../../locales/nl.json";
import it_ from "../../../../locales/it.json";

describe("flow tabs", () => {
  it("lists the four flows in the spec's order", () => {
    expect(FLOW_TABS).toEqual(["booking", "gifting", "activity", "hotel"]);
  });
  it("has a name and a description for each flow in every language, as spec 000 §1 words them", () => {
    for (const messages of [fr, es, nl, it_] as Record<string, string>[]) {
      for (const f of FLOW_TABS) {
        expect(messages[`flow.${f}.tab`], f).toBeTruthy();
        expect(messages[`flow.${f}.description`], f).toBeTruthy();
      }
    }
    const d = (f: string) => (fr as Record<string, string>)[`flow.${f}.description`];
    expect(d("booking")).toMatch(/activités incluses/);
    expect(d("gifting")).toMatch(/choisir ses dates/);
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
