/** The Belgian language switch's href (spec 001 §2; issue 13 item 17). */
import { describe, expect, it } from "vitest";
import { languageSwitchHref, searchWithoutLanguage } from "./markets";

describe("languageSwitchHref", () => {
  it("keeps the path, the query and the hash, setting lang", () => {
    expect(languageSwitchHref({ pathname: "/search/bruxelles", search: "?from=search+bar&page=2", hash: "#city=2800866&nights=2" }, "fr")).toBe(
      "/search/bruxelles?from=search+bar&page=2&lang=fr#city=2800866&nights=2",
    );
  });

  it("replaces a lang already there instead of adding a second one", () => {
    expect(languageSwitchHref({ pathname: "/", search: "?lang=fr&x=1", hash: "" }, "nl")).toBe("/?x=1&lang=nl");
  });

  it("works on a bare path", () => {
    expect(languageSwitchHref({ pathname: "/stay/12", search: "", hash: "" }, "nl")).toBe("/stay/12?lang=nl");
  });
});

describe("searchWithoutLanguage", () => {
  it("drops every lang and keeps the rest in order", () => {
    expect(searchWithoutLanguage("?a=1&lang=nl&b=2&lang=fr")).toBe("?a=1&b=2");
    expect(searchWithoutLanguage("lang=nl")).toBe("");
    expect(searchWithoutLanguage("")).toBe("");
  });
});
