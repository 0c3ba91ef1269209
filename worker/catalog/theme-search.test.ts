/**
 * Theme searches (spec 000 §3 filters.offer.categories.themeIds): a package matches when the
 * theme is its own (packages.theme_id) or one of its secondary themes (package_themes). The
 * search reads the theme's packages as one id list (search-sql.ts, decision 015); these checks
 * count the matching hotels independently, with the plain OR of both tests, on the seeded catalog.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { FacetsQuerySchema } from "../../shared/contract/facets";
import { todayIso } from "./dates";
import { computeFacets } from "./facets";
import { inDays, offers } from "./test-helpers";

/**
 * Hotels with a published, unexpired weekend package of `theme` (main or secondary) today, in
 * city `cityId` when given.
 */
async function hotelsWithTheme(theme: number, today: string, cityId: number | null = null): Promise<number> {
  const row = await env.DB.prepare(
    `SELECT COUNT(DISTINCT p.hotel_id) AS n FROM packages p JOIN hotels h ON h.id = p.hotel_id
     WHERE p.published = 1 AND h.active = 1 AND (p.expiration IS NULL OR p.expiration >= ?2) AND p.item_category = 'weekend'
       AND (?3 IS NULL OR h.destination_id = ?3)
       AND (p.theme_id = ?1 OR EXISTS (SELECT 1 FROM package_themes t WHERE t.package_id = p.id AND t.theme_id = ?1))`,
  )
    .bind(theme, today, cityId)
    .first<{ n: number }>();
  return row!.n;
}

/** Does package `id` have `theme`, as its own or a secondary theme? */
async function hasTheme(id: number, theme: number): Promise<boolean> {
  const row = await env.DB.prepare(
    "SELECT (theme_id = ?2 OR EXISTS (SELECT 1 FROM package_themes t WHERE t.package_id = ?1 AND t.theme_id = ?2)) AS ok FROM packages WHERE id = ?1",
  )
    .bind(id, theme)
    .first<{ ok: number }>();
  return row?.ok === 1;
}

const withTheme = (theme: number, offer: Record<string, unknown> = {}) => ({
  searchCriterias: { filters: { offer: { categories: { themeIds: [theme] }, ...offer } } },
});

describe("theme search", () => {
  it("counts every hotel with a package of the theme, main or secondary (no dates)", async () => {
    const today = todayIso();
    for (const theme of [12, 21, 39, 54]) {
      const expected = await hotelsWithTheme(theme, today);
      expect(expected, `theme ${theme}`).toBeGreaterThan(0);
      const r = await offers({ ...withTheme(theme), pagination: { page: 0, limit: 20 } });
      expect(r.resultsCount, `theme ${theme}`).toBe(expected);
      const fq = v.parse(FacetsQuerySchema, { locale: "fr_FR", theme: String(theme) });
      expect((await computeFacets(env.DB, fq, today)).totalCount, `facets, theme ${theme}`).toBe(expected);
    }
  });

  it("counts the same in a city (the hotels drive that search, the theme is a filter)", async () => {
    const today = todayIso();
    const city = await env.DB.prepare("SELECT destination_id AS id FROM hotels GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1").first<{ id: number }>();
    for (const theme of [12, 39]) {
      const r = await offers({ searchCriterias: { filters: { property: { location: { cityId: city!.id } }, offer: { categories: { themeIds: [theme] } } } } });
      expect(r.resultsCount, `theme ${theme}`).toBe(await hotelsWithTheme(theme, today, city!.id));
    }
  });

  it("with a check-in, every main and other package has the theme", async () => {
    const theme = 18;
    const r = await offers({ ...withTheme(theme, { checkin: inDays(24), nights: 2 }), numberOfPackagesPerHotel: 3, pagination: { page: 0, limit: 20 } });
    expect(r.resultsCount).toBeGreaterThan(0);
    for (const h of r.exactMatch) for (const p of [h.mainPackage, ...h.otherPackages]) expect(await hasTheme(p.id, theme), `package ${p.id}`).toBe(true);
  });
});
