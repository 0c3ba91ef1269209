/** client/features/shell/language-switch-target.ts: the Belgian switch never leads to a 404 (issue 25 item 18). */
import { describe, expect, it } from "vitest";
import { languageSwitchTarget, type SwitchPage } from "./language-switch-target";

const page = (pathname: string, extra: Partial<SwitchPage> = {}): SwitchPage => ({ pathname, search: "", hash: "", alternates: [], missing: false, ...extra });

describe("languageSwitchTarget", () => {
  it("a static page goes to its counterpart in the other language (its own word and slug)", () => {
    const alternates = [
      { hrefLang: "fr-BE", href: "http://be.localhost/infos/conditions-generales?lang=fr" },
      { hrefLang: "nl-BE", href: "http://be.localhost/info/algemene-voorwaarden?lang=nl" },
      { hrefLang: "x-default", href: "http://fr.localhost/infos/conditions-generales" },
    ];
    expect(languageSwitchTarget(page("/infos/conditions-generales", { alternates }), "nl")).toBe("/info/algemene-voorwaarden?lang=nl");
    expect(languageSwitchTarget(page("/info/algemene-voorwaarden", { alternates }), "fr")).toBe("/infos/conditions-generales?lang=fr");
  });

  it("a page in one language with no counterpart (a minisite) goes to the other language's home", () => {
    expect(languageSwitchTarget(page("/partenaire/selection-privee"), "nl")).toBe("/?lang=nl");
    expect(languageSwitchTarget(page("/stad/parijs-2988507"), "fr")).toBe("/?lang=fr");
  });

  it("a 404 page goes home", () => {
    expect(languageSwitchTarget(page("/stay/999999999", { missing: true }), "nl")).toBe("/?lang=nl");
  });

  it("a page at the same path in both languages keeps its query and hash (the criteria)", () => {
    const alternates = [{ hrefLang: "nl-BE", href: "http://be.localhost/stay/101879?lang=nl" }];
    expect(languageSwitchTarget(page("/stay/101879", { search: "?from=card&lang=fr", hash: "#checkin=2026-12-04&nights=2", alternates }), "nl")).toBe("/stay/101879?from=card&lang=nl#checkin=2026-12-04&nights=2");
  });

  it("other pages keep their path, query and hash", () => {
    expect(languageSwitchTarget(page("/search/bruxelles", { search: "?page=2&lang=fr", hash: "#checkin=2026-12-04" }), "nl")).toBe("/search/bruxelles?page=2&lang=nl#checkin=2026-12-04");
  });
});
