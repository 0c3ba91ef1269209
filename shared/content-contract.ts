/**
 * Contract of the content calls (spec 001 §3 "Static content", "Partner minisite", §2 "Ideas
 * page", issue 16 sitemap; docs/decisions/013 and 035). The embedded catalog answers them
 * (worker/catalog/content*.ts); the worker checks every 2xx answer against these schemas
 * (shared/contract/routes.ts); the browser imports only the types.
 *
 *   GET /cms/staticContent?locale&id             → StaticContent (404 unknown id)
 *   GET /ideas/city/{cityId}.json?locale[&section]     → IdeasPage (sections by theme; 404 unknown city)
 *   GET /ideas/theme/{subthemaRegion}.json?locale[&section] → IdeasPage (sections by region)
 *   GET /minisites/{minisiteUrl}.json?locale      → Minisite (404 unknown, or another market's)
 *   GET /minisites/{minisiteUrl}/offers.json?locale&page → MinisiteOffers (page of 12)
 *   GET /cms/sitemap?locale                       → SitemapEntries
 *
 * Money is integer cents for 2 adults; ids are positive integers.
 */
import * as v from "valibot";
import { IdSchema, LocaleSchema, queryInt, queryId } from "./contract/common";

/** One block of a static page's content list (spec 001 §3 "content list with value"). */
/** A heading or paragraph; a heading may carry an `id`, the fragment that links to it (`/infos/aide#cancel`). */
export const ContentItemSchema = v.object({
  type: v.picklist(["heading", "paragraph"]),
  value: v.pipe(v.string(), v.maxLength(4000)),
  id: v.optional(v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,40}$/, "id: lower-case letters, digits and hyphens"))),
});
export type ContentItem = v.InferOutput<typeof ContentItemSchema>;

export const StaticContentSchema = v.object({
  id: v.string(),
  title: v.string(),
  content: v.array(ContentItemSchema),
  /** The page's language-neutral key (privacy, terms, legal, cookies): the same page in every language. */
  key: v.string(),
});
export type StaticContent = v.InferOutput<typeof StaticContentSchema>;

/** `?locale&id`: id is the page's slug (lowercase, 60 characters at most). */
export const StaticContentQuerySchema = v.object({
  locale: LocaleSchema,
  id: v.pipe(v.string("id is required"), v.regex(/^[a-z0-9][a-z0-9-]{0,59}$/, "id must be a lowercase slug")),
});

/** An idea card: one real catalog offer (a published stay package). */
export const IdeaCardSchema = v.object({
  packageId: IdSchema,
  packageSlug: v.string(),
  title: v.string(),
  hotelName: v.string(),
  city: v.string(),
  stars: v.number(),
  nights: v.number(),
  /** Cents, 2 adults, the cheapest plan. */
  sellPrice: v.number(),
  refPrice: v.number(),
  image: v.string(),
  reviewAverage: v.nullable(v.number()),
});
export type IdeaCard = v.InferOutput<typeof IdeaCardSchema>;

export const IdeasSectionSchema = v.object({
  /** Theme id (city pages) or region id (theme pages). */
  id: IdSchema,
  title: v.string(),
  /** Offers the section holds in all; `cards` holds at most the asked limit. */
  total: v.number(),
  cards: v.array(IdeaCardSchema),
});
export type IdeasSection = v.InferOutput<typeof IdeasSectionSchema>;

export const IdeasPageSchema = v.object({
  kind: v.picklist(["city", "theme"]),
  id: IdSchema,
  slug: v.string(),
  /**
   * The page's slug in each language (a city's name differs: "bruxelles", "brussel"), for the
   * hreflang alternates; optional: without it the alternates carry `slug`.
   */
  slugs: v.optional(v.object({ es: v.string(), fr: v.string(), nl: v.string(), it: v.string() })),
  title: v.string(),
  intro: v.string(),
  sections: v.array(IdeasSectionSchema),
  /** Regions links: region id, label and slug (the search page of that region). */
  regions: v.array(v.object({ id: IdSchema, label: v.string(), slug: v.string() })),
});
export type IdeasPage = v.InferOutput<typeof IdeasPageSchema>;

/** Cards per section on the ideas page; the full section (second segment) holds up to 24. */
export const IDEAS_SECTION_LIMIT = 4;
export const IDEAS_SECTION_MAX = 24;

/** `?locale[&section]`: with a section id, only that section, in full. */
export const IdeasQuerySchema = v.object({ locale: LocaleSchema, section: v.optional(queryId) });

export const MinisiteSchema = v.object({
  minisiteId: IdSchema,
  minisiteUrl: v.string(),
  partnerName: v.nullable(v.string()),
  minisiteLocale: LocaleSchema,
  bannerUrls: v.object({ desktop: v.string(), mobile: v.string() }),
  logoUrl: v.nullable(v.string()),
  footer: v.nullable(v.string()),
});
export type Minisite = v.InferOutput<typeof MinisiteSchema>;

/** Offers per minisite page (in content-routes.ts so the page does not import these schemas: decision 045). */
export { MINISITE_PAGE_SIZE } from "./content-routes";
export const MinisiteOffersQuerySchema = v.object({ locale: LocaleSchema, page: v.optional(queryInt(0, 100), "0") });
export const MinisiteOffersSchema = v.object({ total: v.number(), page: v.number(), cards: v.array(IdeaCardSchema) });
export type MinisiteOffers = v.InferOutput<typeof MinisiteOffersSchema>;

/** What the sitemap of one point of sale lists (the worker builds the URLs). */
export const SitemapEntriesSchema = v.object({
  staticPages: v.array(v.string()),
  cities: v.array(v.object({ id: IdSchema, slug: v.string() })),
  themes: v.array(v.object({ id: IdSchema, slug: v.string() })),
  hotels: v.array(v.object({ id: IdSchema, slug: v.string() })),
  stays: v.array(v.object({ id: IdSchema, slug: v.string() })),
});
export type SitemapEntries = v.InferOutput<typeof SitemapEntriesSchema>;
export const SitemapQuerySchema = v.object({ locale: LocaleSchema });
