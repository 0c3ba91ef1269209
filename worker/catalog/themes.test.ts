/**
 * GET /themes.json against the seeded catalog.
 */
import { describe, expect, it } from "vitest";
import { ThemesResponseSchema } from "../../shared/contract/themes";
import { call, getValid } from "./test-helpers";

describe("themes.json", () => {
  it("lists localised themes with the family theme 39, booking themes first", async () => {
    const fr = await getValid(ThemesResponseSchema, "/themes.json?locale=fr_FR");
    const nl = await getValid(ThemesResponseSchema, "/themes.json?locale=nl_BE");
    expect(fr.length).toBeGreaterThan(8);
    expect(fr.map((t) => t.id)).toContain(39);
    expect(fr.find((t) => t.id === 39)!.label).not.toBe(nl.find((t) => t.id === 39)!.label);
    const firstActivity = fr.findIndex((t) => t.flow === "activity");
    expect(fr.slice(0, firstActivity === -1 ? fr.length : firstActivity).every((t) => t.flow === "booking")).toBe(true);
  });

  it("refuses a missing or unknown locale with 400", async () => {
    expect((await call("GET", "/themes.json")).status).toBe(400);
    expect((await call("GET", "/themes.json?locale=en_GB")).status).toBe(400);
  });
});
