import { describe, expect, it } from "vitest";
import { shareableLink } from "./care-share";

const sites = [
  { pointOfSale: "fr_FR", url: "https://www.pasea.fr/" },
  { pointOfSale: "nl_BE", url: "https://www.pasea.be/?lang=nl" },
  { pointOfSale: "es_ES", url: "not a url" },
];

describe("shareableLink (spec 001 §6)", () => {
  it("moves the page, query and hash to the market's public host", () => {
    expect(shareableLink("https://care.pasea.fr/stay/12-x?flow=gifting#checkin=2026-12-04&checkout=2026-12-06&a=2", sites, "fr_FR"))
      .toBe("https://www.pasea.fr/stay/12-x?flow=gifting#checkin=2026-12-04&checkout=2026-12-06&a=2");
  });
  it("keeps the Belgian site's language and drops the care host's market choice", () => {
    expect(shareableLink("https://care.pasea.fr/search?pos=nl_BE#a=3", sites, "nl_BE")).toBe("https://www.pasea.be/search?lang=nl#a=3");
  });
  it("leaves the link as it is for a market without a public site or a malformed one", () => {
    expect(shareableLink("https://care.pasea.fr/", sites, "it_IT")).toBe("https://care.pasea.fr/");
    expect(shareableLink("https://care.pasea.fr/", sites, "es_ES")).toBe("https://care.pasea.fr/");
  });
});
