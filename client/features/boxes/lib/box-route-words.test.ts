import { describe, expect, it } from "vitest";
import { isPlannedScreenPath } from "#shared/planned-screens";
import { BOX_ALIAS_WORD_BY_LANGUAGE, BOX_ALIAS_WORDS } from "./box-route-words";
import { canonicalBoxPath, isBoxRouteWord, replaceFourthSegment } from "./box-format";

describe("box route words (decision 043: localised aliases, canonical on /boxes)", () => {
  it("names one alias per language, all listed", () => {
    expect(BOX_ALIAS_WORD_BY_LANGUAGE).toEqual({ fr: "coffrets", es: "cajas-regalo", nl: "cadeauboxen", it: "cofanetti" });
    expect([...BOX_ALIAS_WORDS].sort()).toEqual(Object.values(BOX_ALIAS_WORD_BY_LANGUAGE).sort());
  });
  it("maps every alias path to its /boxes path, keeping the rest", () => {
    expect(canonicalBoxPath("/coffrets")).toBe("/boxes");
    expect(canonicalBoxPath("/cajas-regalo/")).toBe("/boxes/");
    expect(canonicalBoxPath("/cadeauboxen/p/wellness-escape/WE12-EBOX")).toBe("/boxes/p/wellness-escape/WE12-EBOX");
    expect(canonicalBoxPath("/Cofanetti/p/x/WE12-PBOX")).toBe("/boxes/p/x/WE12-PBOX");
    expect(canonicalBoxPath("/boxes/p/x/WE12-EBOX")).toBe("/boxes/p/x/WE12-EBOX");
    expect(canonicalBoxPath("/coffret")).toBe("/coffret");
    expect(canonicalBoxPath("/search/coffrets")).toBe("/search/coffrets");
    expect(canonicalBoxPath("/")).toBe("/");
  });
  it("knows box words only", () => {
    for (const w of ["boxes", "coffrets", "CAJAS-REGALO", "cadeauboxen", "cofanetti"]) expect(isBoxRouteWord(w)).toBe(true);
    for (const w of ["box", "coffret", "caja", "regalo", ""]) expect(isBoxRouteWord(w)).toBe(false);
  });
  it("alias words are no longer planned screens; the other gift words still are", () => {
    for (const w of BOX_ALIAS_WORDS) expect(isPlannedScreenPath(`/${w}`)).toBe(false);
    for (const w of ["coffret", "caja", "cajas", "regalo", "box"]) expect(isPlannedScreenPath(`/${w}`)).toBe(true);
  });
  it("the code stays the fourth segment under an alias (a format change keeps the word)", () => {
    expect(replaceFourthSegment("/coffrets/p/wellness-escape/WE12-EBOX", "WE12-PBOX")).toBe("/coffrets/p/wellness-escape/WE12-PBOX");
  });
});
