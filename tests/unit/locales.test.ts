/**
 * Locale completeness (issue 2 §6): every language has exactly the keys of fr.json, every message
 * is valid ICU that formats with sample values, and every key the code uses exists.
 */
import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { IntlMessageFormat } from "intl-messageformat";

const LANGS = { es: "es-ES", fr: "fr-FR", nl: "nl-NL", it: "it-IT" } as const;
const load = (lang: string): Record<string, string> => JSON.parse(readFileSync(`locales/${lang}.json`, "utf8"));
const reference = load("fr");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return sourceFiles(p);
    return /\.(ts|tsx)$/.test(f) && !/\.test\./.test(f) ? [p] : [];
  });
}

describe("locales", () => {
  for (const [lang, tag] of Object.entries(LANGS)) {
    it(`${lang}.json has every key of fr.json and no other`, () => {
      const messages = load(lang);
      expect(Object.keys(messages).sort()).toEqual(Object.keys(reference).sort());
      for (const [key, value] of Object.entries(messages)) expect(value.trim(), `${lang}:${key}`).not.toBe("");
    });

    it(`${lang}.json messages are valid ICU and format`, () => {
      const values = new Proxy({}, { get: (_t, name) => (typeof name === "string" && /count|adults|children|babies|nights|people|page|km|index|year/.test(name) ? 2 : "X"), has: () => true });
      for (const [key, value] of Object.entries(load(lang))) {
        const fmt = new IntlMessageFormat(value, tag, undefined, { ignoreTag: true });
        expect(() => fmt.format(values as Record<string, string>), `${lang}:${key}`).not.toThrow();
      }
    });
  }

  it("a card's distance rounded to 0 km reads 'under 1 km', not 'at 0 km' (spec 000 §3 distance)", () => {
    const distance = (lang: keyof typeof LANGS, km: number) => new IntlMessageFormat(load(lang)["card.distance"]!, LANGS[lang]).format({ km }) as string;
    expect(distance("fr", 0)).toBe("à moins d'1 km");
    expect(distance("fr", 3)).toBe("à 3 km");
    expect(distance("nl", 0)).toBe("op minder dan 1 km");
    expect(distance("es", 12)).toBe("a 12 km");
    expect(distance("it", 0)).toBe("a meno di 1 km");
  });

  it("every literal key used in client/ and worker/ exists", () => {
    const missing: string[] = [];
    for (const file of [...sourceFiles("client"), ...sourceFiles("worker")]) {
      const text = readFileSync(file, "utf8");
      for (const m of text.matchAll(/\bt\(\s*"([a-zA-Z][\w.]*)"/g)) if (!(m[1]! in reference)) missing.push(`${file}: ${m[1]}`);
      for (const m of text.matchAll(/\["([a-z]+\.[\w.]+)"\]/g)) if (!(m[1]! in reference)) missing.push(`${file}: ${m[1]}`);
    }
    expect(missing).toEqual([]);
  });

  it("dynamic key families are complete", () => {
    const families = [
      ["score.", ["new", "good", "veryGood", "excellent", "fantastic", "perfect"]],
      ["sort.", ["priceQuality", "distance", "promo", "priceAsc", "popularity", "svPriceDesc", "svPriceAsc"]],
      ["category.", ["city", "hotel", "poi", "department", "region", "country", "touristicregion", "searesort", "skiresort"]],
      ["footer.site.", ["fr_FR", "es_ES", "nl_BE", "fr_BE", "nl_NL", "it_IT"]],
      ["reviews.criteria.", ["welcoming", "comfort", "cleanliness", "food", "localization", "priceQualityRatio"]],
      ["reviews.sort.", ["DATE_DESC", "DATE_ASC", "SCORE_DESC", "SCORE_ASC"]],
      ["reviews.language.", ["all", "fr_FR", "es_ES", "it_IT", "nl_NL"]],
      ["reviews.type.", ["couple", "family", "friends", "solo"]],
      ["travellers.", ["a", "c", "b", "aAge", "cAge", "bAge"]],
      ["flow.", ["booking.tab", "gifting.tab", "activity.tab", "hotel.tab"]],
      // Seeded marketing labels (data/seed/package-text.json).
      ["marketing.", JSON.parse(readFileSync("data/seed/package-text.json", "utf8")).marketingLabels as string[]],
    ] as [string, readonly string[]][];
    for (const [prefix, names] of families) for (const n of names) expect(reference, `${prefix}${n}`).toHaveProperty([`${prefix}${n}`]);
  });
});
