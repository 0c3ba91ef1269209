import { beforeAll, describe, expect, it } from "vitest";
import { join } from "node:path";
import { buildDestinations } from "./build-destinations";
import type { DestinationData } from "./types";

const dataDir = join(import.meta.dirname, "..", "..", "data");
let data: DestinationData;

beforeAll(() => {
  data = buildDestinations({ dataDir });
});

const byName = (country: string, name: string) => {
  const d = data.destinations.find((x) => x.country === country && x.name === name);
  if (!d) throw new Error(`${country}/${name} missing`);
  return d;
};
const searchNames = (refId: number) => data.placeSearch.find((r) => r.category === "city" && r.refId === refId)!.names;

describe("buildDestinations", () => {
  it("keeps about 2,000 places in ES, FR and BE", () => {
    expect(data.destinations.length).toBeGreaterThan(1800);
    expect(data.destinations.length).toBeLessThan(2300);
    for (const country of ["ES", "FR", "BE"]) expect(data.destinations.filter((d) => d.country === country).length).toBeGreaterThan(250);
  });

  it("labels and aliases Bruges/Brugge, Liège/Luik, Séville/Sevilla, Anvers/Antwerpen", () => {
    const brugge = byName("BE", "Brugge");
    expect(brugge.labels).toMatchObject({ fr: "Bruges", nl: "Brugge", es: "Brujas" });
    expect(searchNames(brugge.id)).toMatch(/Bruges/);
    expect(byName("BE", "Liège").labels).toMatchObject({ fr: "Liège", nl: "Luik" });
    expect(searchNames(byName("BE", "Liège").id)).toMatch(/Luik/);
    expect(byName("ES", "Sevilla").labels).toMatchObject({ es: "Sevilla", fr: "Séville", it: "Siviglia" });
    expect(searchNames(byName("BE", "Antwerpen").id)).toMatch(/Anvers.*Antwerpen|Antwerpen.*Anvers/);
  });

  it("gives Paris its INSEE code and first postal code", () => {
    const paris = byName("FR", "Paris");
    expect(paris).toMatchObject({ insee: "75056", postalcode: "75001", slug: "paris" });
    expect(paris.labels.nl).toBe("Parijs");
  });

  it("flags ski towns, mountains and the seaside", () => {
    const chamonix = byName("FR", "Chamonix-Mont-Blanc");
    expect(chamonix.isSki && chamonix.isMountain).toBe(true);
    expect(data.destinations.filter((d) => d.isSki).length).toBeGreaterThan(40);
    for (const [c, n] of [["FR", "Nice"], ["ES", "Barcelona"], ["BE", "Ostend"], ["FR", "Biarritz"]]) expect(byName(c!, n!).isSeaside).toBe(true);
    for (const [c, n] of [["ES", "Madrid"], ["FR", "Lyon"], ["BE", "Brussels"]]) expect(byName(c!, n!).isSeaside).toBe(false);
  });

  it("links every place to its region and country; only Brussels lacks a province", () => {
    for (const d of data.destinations) {
      expect(d.regionId, d.name).not.toBeNull();
      expect(d.countryId).toBeGreaterThan(0);
    }
    expect(data.destinations.filter((d) => d.departmentId === null).map((d) => d.name)).toEqual(["Brussels"]);
    const ids = new Set(data.areas.map((a) => a.id));
    for (const a of data.areas) if (a.parentId !== null) expect(ids.has(a.parentId)).toBe(true);
  });

  it("names countries with short forms (nl 'Spanje')", () => {
    const spain = data.areas.find((a) => a.type === "country" && a.country === "ES")!;
    expect(spain.labels).toEqual({ es: "España", fr: "Espagne", nl: "Spanje", it: "Spagna" });
  });

  it("uses unique lowercase ascii kebab slugs", () => {
    for (const list of [data.destinations, data.areas]) {
      const slugs = list.map((x) => x.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const s of slugs) expect(s).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it("adds touristic, ski and seaside resort areas with members", () => {
    for (const type of ["touristicregion", "skiresort", "searesort"]) {
      const areas = data.areas.filter((a) => a.type === type);
      expect(areas.length, type).toBeGreaterThan(5);
      const members = new Set(data.destinationAreas.map((m) => m.areaId));
      expect(areas.filter((a) => members.has(a.id)).length, type).toBeGreaterThan(areas.length / 2);
    }
  });
});
