/**
 * The seeded promo bars' 'Gift cards' chips lead to the gift card page in every locale and flow
 * (issue 25 item 22: the home chip opened the gifting home or the single vouchers' results).
 */
import { describe, expect, it } from "vitest";
import { cmsTable } from "./documents";
import { generateBoxes } from "../boxes";
import { createRng } from "../prng";
import { COPY_ES } from "./copy-es";
import { COPY_FR } from "./copy-fr";
import { COPY_IT } from "./copy-it";
import { COPY_NL } from "./copy-nl";

describe("promo bar gift card chips", () => {
  it("every 'Gift cards' chip links to /giftcard/customization", () => {
    const table = cmsTable("2026-11-28", [], { promo: 40, fromCents: () => 7900 }, generateBoxes(createRng("promo-links")));
    const kind = table.columns.indexOf("kind");
    const body = table.columns.indexOf("body");
    const labels = new Set([COPY_ES, COPY_FR, COPY_IT, COPY_NL].map((c) => c.promoBar.giftCards));
    const chips = table.rows
      .filter((r) => r[kind] === "promoBar")
      .flatMap((r) => (JSON.parse(String(r[body])) as { links: { label?: string; url?: string }[] }).links)
      .filter((l) => l.label && labels.has(l.label));
    expect(chips.length).toBeGreaterThanOrEqual(4 * 4);
    expect(chips.filter((l) => l.url !== "/giftcard/customization")).toEqual([]);
  });
});
