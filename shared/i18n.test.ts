import { describe, expect, it } from "vitest";
import { createTranslator } from "./i18n";

const MESSAGES = {
  nights: "{nights, plural, one {# nuit} other {# nuits}}, {people} personnes",
  plain: "Rechercher",
  price: "dès {price}",
};

describe("createTranslator: formatted texts kept per key and values", () => {
  it("gives each values its own text, the same on every call, past the memo's size", () => {
    const t = createTranslator("fr-FR", MESSAGES);
    expect(t("nights", { nights: 1, people: 2 })).toBe("1 nuit, 2 personnes");
    expect(t("nights", { nights: 2, people: 2 })).toBe("2 nuits, 2 personnes");
    expect(t("nights", { nights: 1, people: 2 })).toBe("1 nuit, 2 personnes");
    // More distinct values than the memo keeps: every text still its own.
    for (let n = 0; n < 2_500; n++) expect(t("price", { price: `${n} €` })).toBe(`dès ${n} €`);
    expect(t("nights", { nights: 3, people: 4 })).toBe("3 nuits, 4 personnes");
    expect(t("plain")).toBe("Rechercher");
    expect(t("missing.key", { a: 1 })).toBe("missing.key");
  });
});
