/**
 * The header menus of the embedded catalog (spec 001 §2 Header, mega panel up to 4 levels with a
 * theme of the week, burger level stack; shared/contract/menu.ts), as rows of `cms_menus`
 * (migrations/0005_cms_menu.sql): one per point of sale for the booking and gifting flows (the
 * activity flow has none and is served booking's). Built from the seeded catalog so every link is
 * a real search page:
 *
 *   Inspirations  → theme groups (menu-copy.ts) → themes (/search#theme=ID) → the theme's four
 *                   cities with the most packages of it (/search/{slug}-c{id}#theme=ID)
 *   Destinations  → countries, the market's own first (/search/{slug}-p{id}) → its six regions with
 *                   the most hotels (/search/{slug}-r{id}) → their five cities with the most hotels
 *   Gift ideas    → by theme (gifting search per theme group and theme), by budget (priceMax, cents)
 *
 * Gifting menus carry `?flow=gifting` on every search link. The theme of the week turns with the
 * ISO week of `today` ('YYYY-MM-DD', the seed's date). Deterministic; every body is checked
 * against the contract here, so a malformed menu does not build.
 */
import * as v from "valibot";
import { getISOWeek } from "date-fns";
import type { ContractLocale } from "../../../shared/contract/common";
import { MenuDocumentSchema, type MenuDocument, type MenuLevel2, type MenuPanel, type ThemeOfTheWeek } from "../../../shared/contract/menu";
import { imageUrl } from "../../../shared/illustrations/urls";
import type { ActivityKind } from "../../../shared/illustrations/activity";
import type { Lang } from "../../data/types";
import type { TableRows } from "../sql";
import type { Catalog } from "../types";
import { MENU_COPY, THEME_GROUPS, WEEKLY_THEMES, type MenuCopy } from "./menu-copy";

const LOCALES: readonly ContractLocale[] = ["es_ES", "fr_FR", "fr_BE", "nl_BE", "nl_NL", "it_IT"];
/** The market's own country first in the Destinations panel, then the others. */
const COUNTRY_ORDER: Record<ContractLocale, readonly string[]> = {
  es_ES: ["ES", "FR", "BE"], fr_FR: ["FR", "ES", "BE"], fr_BE: ["BE", "FR", "ES"], nl_BE: ["BE", "FR", "ES"], nl_NL: ["BE", "FR", "ES"], it_IT: ["FR", "ES", "BE"],
};
/** Illustration of each weekly theme. */
const WEEKLY_ART: Record<(typeof WEEKLY_THEMES)[number], ActivityKind> = { wellness: "wellness", gastronomy: "gastronomy", castles: "culture", "ski-mountain": "ski" };

type Flow = "booking" | "gifting";

/** The catalog facts the menus are made of, counted once for every locale. */
interface Facts {
  themeBySlug: Map<string, Catalog["themes"][number]>;
  /** theme id → city ids by number of packages of that theme, most first. */
  citiesByTheme: Map<number, number[]>;
  /** country → region ids by hotel count; region → city ids by hotel count. */
  regionsByCountry: Map<string, number[]>;
  citiesByRegion: Map<number, number[]>;
  destinations: Map<number, Catalog["destinations"][number]>;
  areas: Map<number, Catalog["areas"][number]>;
}

/** Keys of `counts` sorted by count descending, then key ascending (stable across runs). */
function ranked(counts: Map<number, number>): number[] {
  return [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([k]) => k);
}

function bump<K, K2>(map: Map<K, Map<K2, number>>, key: K, inner: K2): void {
  let m = map.get(key);
  if (!m) map.set(key, (m = new Map()));
  m.set(inner, (m.get(inner) ?? 0) + 1);
}

function facts(c: Catalog): Facts {
  const destinations = new Map(c.destinations.map((d) => [d.id, d]));
  const hotels = new Map(c.hotels.filter((h) => h.active).map((h) => [h.id, h]));
  const themeCities = new Map<number, Map<number, number>>();
  for (const p of c.packages) {
    const hotel = p.published && p.itemCategory === "weekend" ? hotels.get(p.hotelId) : undefined;
    if (hotel) for (const t of p.themeIds) bump(themeCities, t, hotel.destinationId);
  }
  const regionCounts = new Map<string, Map<number, number>>();
  const regionCities = new Map<number, Map<number, number>>();
  for (const h of hotels.values()) {
    const d = destinations.get(h.destinationId);
    if (!d?.regionId) continue;
    bump(regionCounts, d.country, d.regionId);
    bump(regionCities, d.regionId, d.id);
  }
  return {
    themeBySlug: new Map(c.themes.map((t) => [t.slug, t])),
    citiesByTheme: new Map([...themeCities].map(([t, m]) => [t, ranked(m)])),
    regionsByCountry: new Map([...regionCounts].map(([k, m]) => [k, ranked(m)])),
    citiesByRegion: new Map([...regionCities].map(([k, m]) => [k, ranked(m)])),
    destinations,
    areas: new Map(c.areas.map((a) => [a.id, a])),
  };
}

/** A search link: path, `?flow=gifting` in the gifting menu, then the hash criteria. */
function search(flow: Flow, path: string, hash = ""): string {
  return `${path}${flow === "gifting" ? "?flow=gifting" : ""}${hash ? `#${hash}` : ""}`;
}

function themeGroups(f: Facts, lang: Lang, copy: MenuCopy, flow: Flow, withCities: boolean): MenuLevel2[] {
  return THEME_GROUPS.flatMap((group) => {
    const themes = group.themes.map((slug) => f.themeBySlug.get(slug)).filter((t) => t !== undefined);
    if (themes.length === 0) return []; // a catalog without these themes (an empty test catalog)
    return [{
      label: copy.groups[group.key],
      url: search(flow, "/search", `theme=${themes[0]!.id}`),
      children: themes.map((t) => ({
        label: t.labels[lang],
        url: search(flow, "/search", `theme=${t.id}`),
        children: withCities
          ? (f.citiesByTheme.get(t.id) ?? []).slice(0, 4).map((id) => {
            const d = f.destinations.get(id)!;
            return { label: d.labels[lang], url: search(flow, `/search/${d.slug}-c${d.id}`, `theme=${t.id}`) };
          })
          : [],
      })),
    }];
  });
}

function destinationsPanel(f: Facts, lang: Lang, locale: ContractLocale, flow: Flow): MenuPanel {
  const items: MenuLevel2[] = COUNTRY_ORDER[locale].flatMap((country) => {
    const countryArea = [...f.areas.values()].find((a) => a.type === "country" && a.country === country);
    if (!countryArea) return [];
    return [{
      label: countryArea.labels[lang],
      url: search(flow, `/search/${countryArea.slug}-p${countryArea.id}`),
      children: (f.regionsByCountry.get(country) ?? []).slice(0, 6).map((regionId) => {
        const region = f.areas.get(regionId)!;
        return {
          label: region.labels[lang],
          url: search(flow, `/search/${region.slug}-r${region.id}`),
          children: (f.citiesByRegion.get(regionId) ?? []).slice(0, 5).map((id) => {
            const d = f.destinations.get(id)!;
            return { label: d.labels[lang], url: search(flow, `/search/${d.slug}-c${d.id}`) };
          }),
        };
      }),
    }];
  });
  return { tab: "destinations", items };
}

function giftsPanel(f: Facts, lang: Lang, copy: MenuCopy): MenuPanel {
  const budgets = [
    { label: copy.budgets.under100, hash: "priceMax=10000&sort=svPriceAsc" },
    { label: copy.budgets.under200, hash: "priceMax=20000&sort=svPriceAsc" },
    { label: copy.budgets.premium, hash: "priceMin=30000&sort=svPriceDesc" },
  ];
  return {
    tab: "gifts",
    items: [
      { label: copy.giftGroups.byTheme, url: search("gifting", "/search"), icon: "gift", children: themeGroups(f, lang, copy, "gifting", false).map(({ label, url }) => ({ label, url, children: [] })) },
      // The premium budget is the panel's highlighted item (spec 001 §3 nav link variant highlight).
      { label: copy.giftGroups.byBudget, url: search("gifting", "/search", "sort=svPriceAsc"), icon: "tag", children: budgets.map((b, i) => ({ label: b.label, url: search("gifting", "/search", b.hash), ...(i === budgets.length - 1 ? { variant: "highlight" as const, icon: "star" as const } : {}), children: [] })) },
    ],
  };
}

function themeOfTheWeek(f: Facts, lang: Lang, copy: MenuCopy, flow: Flow, today: string): ThemeOfTheWeek | undefined {
  const slug = WEEKLY_THEMES[getISOWeek(new Date(`${today}T12:00:00Z`)) % WEEKLY_THEMES.length]!;
  const theme = f.themeBySlug.get(slug);
  if (!theme) return undefined;
  return {
    themeId: theme.id,
    title: theme.labels[lang],
    text: copy.weekly[slug],
    imageUrl: imageUrl("activity", 600 + theme.id, "400x300", { theme: WEEKLY_ART[slug], time: "golden" }),
    url: search(flow, "/search", `theme=${theme.id}`),
  };
}

/** `{ [key]: value }`, or nothing when value is undefined (the stored JSON has no undefined keys). */
const optional = <K extends string, V>(key: K, value: V | undefined) => (value === undefined ? {} : ({ [key]: value } as Record<K, V>));

/** The menu of one point of sale and flow. */
function menuDocument(c: Catalog, f: Facts, locale: ContractLocale, flow: Flow): MenuDocument {
  const lang = locale.slice(0, 2) as Lang;
  const copy = MENU_COPY[lang];
  return {
    panels: [
      { tab: "inspirations", items: themeGroups(f, lang, copy, flow, true), ...optional("themeOfTheWeek", themeOfTheWeek(f, lang, copy, flow, c.meta.today)) },
      destinationsPanel(f, lang, locale, flow),
      giftsPanel(f, lang, copy),
    ],
  };
}

/** Every menu of the seed as cms_menus rows [locale, flow, body]. */
export function menuTable(c: Catalog): TableRows {
  const f = facts(c);
  const rows: [string, string, string][] = [];
  for (const locale of LOCALES) {
    for (const flow of ["booking", "gifting"] as const) {
      const doc = menuDocument(c, f, locale, flow);
      const checked = v.safeParse(MenuDocumentSchema, doc);
      if (!checked.success) throw new Error(`menu seed: ${locale} ${flow}: ${v.summarize(checked.issues)}`);
      rows.push([locale, flow, JSON.stringify(doc)]);
    }
  }
  return { table: "cms_menus", columns: ["locale", "flow", "body"], rows };
}
