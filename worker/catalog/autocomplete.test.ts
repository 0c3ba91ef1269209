/**
 * GET /autocomplete-geonames.json and /recommendedAutocomplete.json against the seeded catalog
 * (spec 000 §3 destination suggestion, §7 autocomplete).
 */
import { describe, expect, it } from "vitest";
import { AutocompleteResponseSchema } from "../../shared/contract/autocomplete-geonames";
import { RecommendedAutocompleteResponseSchema } from "../../shared/contract/recommended-autocomplete";
import { foldWords } from "./places";
import { call, getValid } from "./test-helpers";

const suggest = (term: string, locale = "fr_FR", max?: number) =>
  getValid(AutocompleteResponseSchema, `/autocomplete-geonames.json?locale=${locale}&term=${encodeURIComponent(term)}${max ? `&maxResults=${max}` : ""}`);
const firstCity = async (term: string, locale = "fr_FR") => (await suggest(term, locale)).find((s) => s.category === "city");

describe("autocomplete-geonames.json", () => {
  it("finds Bruges by its French and Dutch names", async () => {
    const fr = await firstCity("Bruges");
    const nl = await firstCity("Brugge");
    expect(fr).toBeDefined();
    expect(nl?.id).toBe(fr!.id);
    expect(fr!.pos).toBe("BE");
    expect(fr!.name).toBe("Bruges");
    expect(fr!.label).toMatch(/^Bruges, /);
    const nlLabel = await firstCity("Bruges", "nl_BE");
    expect(nlLabel!.name).toBe("Brugge");
  });

  it("matches a prefix: 'sevil' finds Sevilla", async () => {
    const es = await firstCity("sevil", "es_ES");
    expect(es?.name).toBe("Sevilla");
    expect(es?.pos).toBe("ES");
    const fr = await firstCity("sevil", "fr_FR");
    expect(fr?.id).toBe(es!.id);
    expect(fr?.name).toBe("Séville");
  });

  it("ignores diacritics and knows Luik", async () => {
    const plain = await firstCity("liege");
    const accented = await firstCity("Liège");
    const upper = await firstCity("LIÈGE");
    const dutch = await firstCity("Luik");
    expect(plain?.name).toBe("Liège");
    expect(accented?.id).toBe(plain!.id);
    expect(upper?.id).toBe(plain!.id);
    expect(dutch?.id).toBe(plain!.id);
  });

  it("matches several word prefixes: 'sain jea'", async () => {
    const list = await suggest("sain jea");
    expect(list.length).toBeGreaterThan(0);
    // The best ones carry both words in their own label (other hits may match through an alias).
    const folded = list.slice(0, 3).map((s) => foldWords(s.label).join(" "));
    for (const f of folded) expect(f).toMatch(/\bsain\w* (.+ )?jea/);
  });

  it("puts the exact name first and respects maxResults", async () => {
    const list = await suggest("Paris", "fr_FR", 5);
    expect(list.length).toBeLessThanOrEqual(5);
    expect(list[0]!.name).toBe("Paris");
    expect(list[0]!.latitude).not.toBeNull();
    const short = await suggest("a", "fr_FR", 3);
    expect(short.length).toBeLessThanOrEqual(3);
    expect(await suggest("zzzzqqq")).toEqual([]);
    expect(await suggest("--")).toEqual([]);
  });

  it("refuses a missing, empty or oversize term with 400", async () => {
    for (const q of ["", "&term=", "&term=%20%20", `&term=${"a".repeat(101)}`, "&term=paris&maxResults=0", "&term=paris&maxResults=9999"]) {
      const res = await call("GET", `/autocomplete-geonames.json?locale=fr_FR${q}`);
      expect(res.status, q).toBe(400);
      const body = res.body as { error: string; issues: unknown[] };
      expect(body.error).toMatch(/Invalid autocomplete query/);
      expect(body.issues.length).toBeGreaterThan(0);
    }
  });
});

describe("recommendedAutocomplete.json", () => {
  it("lists popular destinations when q is empty", async () => {
    const list = await getValid(RecommendedAutocompleteResponseSchema, "/recommendedAutocomplete.json?locale=fr_FR&q=");
    expect(list.length).toBeGreaterThan(0);
    const counts = list.map((s) => s.numberOfOffers!);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts.every((n) => n > 0)).toBe(true);
  });

  it("keeps only places with offers when q is set", async () => {
    const list = await getValid(RecommendedAutocompleteResponseSchema, "/recommendedAutocomplete.json?locale=it_IT&q=par&catalogSourceType=x&catalogSourceCode=y");
    expect(list.some((s) => s.category === "city")).toBe(true);
    for (const s of list) expect(s.numberOfOffers === null || s.numberOfOffers > 0).toBe(true);
  });

  it("refuses an oversize q", async () => {
    const res = await call("GET", `/recommendedAutocomplete.json?locale=fr_FR&q=${"x".repeat(200)}`);
    expect(res.status).toBe(400);
  });
});
