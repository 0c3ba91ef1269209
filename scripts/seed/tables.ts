/**
 * Catalog → table rows in the column order of migrations/0001_catalog.sql, in foreign-key order
 * (D1 enforces foreign keys), plus the DELETE statements that empty the tables first.
 */
import { LANGS } from "../data/types";
import type { TableRows } from "./sql";
import { CRITERIA, type Catalog } from "./types";
import { cmsTable } from "./cms/documents";
import { flashFigures } from "./cms/flash-figures";
import { menuTable } from "./cms/menu";
import { boxTables } from "./boxes";
import { contentPagesTable } from "./content-pages";
import { minisitesTable } from "./minisites";
import { giftTables } from "./gifts";
import { settingsTable } from "./settings";
import { cancellationOffersTable } from "./cancellation-offers";

const labelColumns = (prefix: string): string[] => LANGS.map((l) => `${prefix}_${l}`);

/** All tables of the catalog with their rows, parents before children. */
export function catalogTables(c: Catalog): TableRows[] {
  return [
    // CMS documents (migrations/0003_cms.sql), hand-written per language in scripts/seed/cms/; no foreign keys.
    cmsTable(c.meta.today, c.themes, flashFigures(c), c.boxes),
    // Header menus (migrations/0005_cms_menu.sql), built from the themes and destinations below; no foreign keys.
    menuTable(c),
    // The shop's settings per point of sale (migrations/0019): support hours, reply time.
    settingsTable(),
    {
      table: "catalog_meta",
      columns: ["key", "value"],
      rows: [["seed", c.meta.seed], ["today", c.meta.today], ["until", c.meta.until]],
    },
    {
      table: "areas",
      columns: ["id", "type", "country", "parent_id", "code", "slug", ...labelColumns("label"), "latitude", "longitude"],
      rows: c.areas.map((a) => [a.id, a.type, a.country, a.parentId, a.code, a.slug, ...LANGS.map((l) => a.labels[l]), a.latitude, a.longitude]),
    },
    {
      table: "destinations",
      columns: ["id", "country", "slug", "name", ...labelColumns("label"), "latitude", "longitude", "population", "elevation", "postalcode", "insee", "department_id", "region_id", "country_id", "is_seaside", "is_mountain", "is_ski"],
      rows: c.destinations.map((d) => [d.id, d.country, d.slug, d.name, ...LANGS.map((l) => d.labels[l]), d.latitude, d.longitude, d.population, d.elevation, d.postalcode, d.insee, d.departmentId, d.regionId, d.countryId, d.isSeaside, d.isMountain, d.isSki]),
    },
    {
      table: "destination_areas",
      columns: ["area_id", "destination_id"],
      rows: c.destinationAreas.map((m) => [m.areaId, m.destinationId]),
    },
    {
      table: "place_search",
      columns: ["names", "category", "ref_id", "rank_boost"],
      rows: c.placeSearch.map((p) => [p.names, p.category, p.refId, p.rankBoost]),
    },
    {
      table: "themes",
      columns: ["id", "slug", "flow", ...labelColumns("label")],
      rows: c.themes.map((t) => [t.id, t.slug, t.flow, ...LANGS.map((l) => t.labels[l])]),
    },
    {
      table: "activities",
      columns: ["id", "theme_id", "group_name", ...labelColumns("label"), "duration_minutes"],
      rows: c.activities.map((a) => [a.id, a.themeId, a.group, ...LANGS.map((l) => a.labels[l]), a.minutes || null]),
    },
    {
      table: "hotels",
      columns: [
        "id", "slug", "label", "stars", "destination_id", "latitude", "longitude", "address", "postcode", "hotel_type", "environment", "style",
        "pets_allowed", "pets_price_cents", ...labelColumns("description"), "check_in", "check_out", "local_tax_cents", "review_count", "review_average",
        ...CRITERIA.map((k) => `score_${k}`), "image_seed", "active",
      ],
      rows: c.hotels.map((h) => [
        h.id, h.slug, h.label, h.stars, h.destinationId, h.latitude, h.longitude, h.address, h.postcode, h.hotelType, h.environment, h.style,
        h.petsAllowed, h.petsPriceCents, ...LANGS.map((l) => h.descriptions[l]), h.checkIn, h.checkOut, h.localTaxCents, h.reviewCount, h.reviewAverage,
        ...CRITERIA.map((k) => h.scores?.[k] ?? null), h.imageSeed, h.active,
      ]),
    },
    {
      table: "hotel_facilities",
      columns: ["hotel_id", "facility"],
      rows: c.hotels.flatMap((h) => h.facilities.map((f) => [h.id, f])),
    },
    {
      table: "packages",
      columns: [
        "id", "hotel_id", "item_category", "theme_id", "slug", ...labelColumns("label"), "nights", "includes_breakfast", "includes_dinner",
        "sell_price_cents", "ref_price_cents", "marketing_label", "last_minute", "expiration", "image_seed", "published",
      ],
      rows: c.packages.map((p) => [
        p.id, p.hotelId, p.itemCategory, p.themeId, p.slug, ...LANGS.map((l) => p.labels[l]), p.nights, p.includesBreakfast, p.includesDinner,
        p.sellPriceCents, p.refPriceCents, p.marketingLabel, p.lastMinute, p.expiration, p.imageSeed, p.published,
      ]),
    },
    {
      table: "package_themes",
      columns: ["package_id", "theme_id"],
      rows: c.packages.flatMap((p) => p.themeIds.map((t) => [p.id, t])),
    },
    {
      table: "package_activities",
      columns: ["package_id", "activity_id"],
      rows: c.packages.flatMap((p) => p.activityIds.map((a) => [p.id, a])),
    },
    // Rooms of the hotel page (migrations/0006_rooms.sql, scripts/seed/rooms.ts), after hotels and packages.
    {
      table: "rooms",
      columns: ["id", "hotel_id", "position", "room_type", "bedding", "size_m2", "capacity", "max_capacity", ...labelColumns("label"), ...labelColumns("description"), "facilities", "image_seed"],
      rows: c.rooms.map((r) => [r.id, r.hotelId, r.position, r.type, r.bedding, r.sizeM2, r.capacity, r.maxCapacity, ...LANGS.map((l) => r.labels[l]), ...LANGS.map((l) => r.descriptions[l]), r.facilities.join(","), r.imageSeed]),
    },
    {
      table: "room_packages",
      columns: ["package_id", "room_id"],
      rows: c.roomPackages.map((m) => [m.packageId, m.roomId]),
    },
    {
      table: "rate_plans",
      columns: ["id", "package_id", "valid_from", "valid_to", "weekday_mask", "sell_price_cents", "ref_price_cents", "extra_adult_cents", "child_cents", "min_los", "max_los", "rooms"],
      rows: c.ratePlans.map((r) => [r.id, r.packageId, r.validFrom, r.validTo, r.weekdayMask, r.sellPriceCents, r.refPriceCents, r.extraAdultCents, r.childCents, r.minLos, r.maxLos, r.rooms]),
    },
    {
      table: "closed_days",
      columns: ["package_id", "day"],
      rows: c.closedDays.map((d) => [d.packageId, d.day]),
    },
    {
      table: "reviews",
      columns: ["id", "hotel_id", "locale", "customer", "type", "date", "average", ...CRITERIA, "positive", "negative"],
      rows: c.reviews.map((r) => [r.id, r.hotelId, r.locale, r.customer, r.type, r.date, r.average, ...CRITERIA.map((k) => r.scores[k]), r.positive, r.negative]),
    },
    // Gift boxes (migrations/0008_boxes.sql), after themes (box_subthemes references them).
    ...boxTables(c.boxes),
    // Static content pages and partner minisites (migrations/0012_content.sql); no foreign keys.
    contentPagesTable(),
    minisitesTable(c),
    // Gifting (migrations/0010_gifting.sql, scripts/seed/gifts.ts), after packages.
    ...giftTables(c),
    // Cancellation cover options (migrations/0017_cancellation_offers.sql); no foreign keys.
    cancellationOffersTable(),
  ];
}

/** DELETE statements for every catalog table, children first, so the seed can be re-applied. */
export function deleteStatements(tables: readonly TableRows[]): string[] {
  return [...tables].reverse().map((t) => `DELETE FROM ${t.table}`);
}
