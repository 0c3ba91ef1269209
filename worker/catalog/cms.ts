/**
 * The CMS endpoints of the embedded catalog (spec 001 §3, §7; shared/contract/cms.ts), read from
 * `cms_documents` (migrations/0003_cms.sql):
 *
 *   GET /cms/homepage?locale          → { booking?, gifting?, activity? }: the locale's homepage per flow
 *   GET /cms/promoBars?locale         → the locale's promo bars, by position
 *   GET /cms/box-block-serp?locale    → the locale's box block of the results page; 404 when it has none
 *   GET /cms/announcementBanner       → { homePages, searchPages, productPages } for every locale
 *                                        (entries carry the CMS locale, "fr-FR")
 *   GET /cms/giftBlock                → gift block items of every locale that has one
 *   GET /content/targetedBanner.json  → targeted banners of every locale and flow that has one
 *
 * Every body is parsed and checked against its contract schema on the way out: a row that does
 * not match is left out with a logged error (the other documents are still served), so a bad edit
 * costs one document, never the page. Not memoised: an edited row is served on the next call (the
 * upstream client's cache in front of the catalog decides freshness). Errors: 400 `{ error,
 * issues }` for a missing or unknown locale or a `status` other than draft or published.
 *
 * Drafts (migrations/0016_cms_drafts.sql, docs/decisions/049): every call takes `status=draft`
 * (Strapi's word), which serves a document's draft row instead of its published one when it has
 * one, and draft-only documents too. The storefront sends it only in an editor's preview session
 * (worker/routes/api.ts); without it only published rows are served.
 */
import * as v from "valibot";
import {
  AnnouncementEntrySchema, BoxBlockSerpResponseSchema, CmsLocaleQuerySchema, CmsStatusQuerySchema, GiftBlockItemSchema, HomepageDocumentSchema, PromoBarSchema, TargetedBannerEntrySchema,
  ANNOUNCEMENT_PAGES, CMS_FLOWS,
  type AnnouncementBannersResponse, type BoxBlockSerpResponse, type GiftBlockResponse, type HomepageResponse, type PromoBarsResponse, type TargetedBannerResponse,
} from "../../shared/contract/cms";
import type { ContractLocale } from "../../shared/contract/common";
import { CatalogError, validate } from "./http";
import { all } from "./sql";

interface CmsRow {
  locale: string;
  flow: string;
  slot: string;
  body: string;
}

type Kind = "homepage" | "promoBar" | "boxBlockSerp" | "announcementBanner" | "giftBlock" | "targetedBanner";

/**
 * Which rows a call sees: published ones, or (drafts) each document's draft when it has one, else
 * its published row. ?3 is 1 for drafts, 0 otherwise.
 */
const VISIBLE = `(d.status = 'published' AND NOT (?3 = 1 AND EXISTS (SELECT 1 FROM cms_documents x
    WHERE x.kind = d.kind AND x.locale = d.locale AND x.flow = d.flow AND x.slot = d.slot AND x.status = 'draft')))
  OR (?3 = 1 AND d.status = 'draft')`;

/** Rows of a kind (of one locale when given), by position then key; drafts preferred when `drafts`. */
function rows(db: D1Database, kind: Kind, locale: string | undefined, drafts: boolean): Promise<CmsRow[]> {
  return locale === undefined
    ? all<CmsRow>(db, `SELECT d.locale, d.flow, d.slot, d.body FROM cms_documents d WHERE d.kind = ?1 AND (${VISIBLE}) ORDER BY d.locale, d.position, d.flow, d.slot`, [kind, null, drafts ? 1 : 0])
    : all<CmsRow>(db, `SELECT d.locale, d.flow, d.slot, d.body FROM cms_documents d WHERE d.kind = ?1 AND d.locale = ?2 AND (${VISIBLE}) ORDER BY d.position, d.flow, d.slot`, [kind, locale, drafts ? 1 : 0]);
}

/**
 * Whether the call asks for drafts (`status=draft`); 400 for any other status than published. Shared
 * by every CMS call that has drafts (menu.ts, content.ts).
 */
export function wantsDrafts(query: Record<string, string>): boolean {
  return validate(CmsStatusQuerySchema, query, "CMS status").status === "draft";
}

/** The row's body checked against `schema`, or undefined (logged) when it is not valid JSON or does not match. */
function checked<S extends v.GenericSchema>(schema: S, kind: Kind, row: CmsRow): v.InferOutput<S> | undefined {
  let data: unknown;
  try {
    data = JSON.parse(row.body);
  } catch {
    console.error("cms document is not JSON", { kind, locale: row.locale, flow: row.flow, slot: row.slot });
    return undefined;
  }
  const res = v.safeParse(schema, data);
  if (res.success) return res.output;
  console.error("cms document does not match the contract", { kind, locale: row.locale, flow: row.flow, slot: row.slot, issue: v.summarize(res.issues).slice(0, 300) });
  return undefined;
}

function locale(query: Record<string, string>, what: string): ContractLocale {
  return validate(CmsLocaleQuerySchema, query, what).locale;
}

function localeRows(db: D1Database, kind: Kind, query: Record<string, string>, what: string): Promise<CmsRow[]> {
  return rows(db, kind, locale(query, what), wantsDrafts(query));
}

/** GET /cms/homepage?locale: the locale's homepage documents keyed by flow. */
export async function handleCmsHomepage(db: D1Database, query: Record<string, string>): Promise<HomepageResponse> {
  const out: HomepageResponse = {};
  for (const row of await localeRows(db, "homepage", query, "homepage query")) {
    if (!(CMS_FLOWS as readonly string[]).includes(row.flow)) continue;
    const doc = checked(HomepageDocumentSchema, "homepage", row);
    if (doc) out[row.flow as keyof HomepageResponse] = doc;
  }
  return out;
}

/** GET /cms/promoBars?locale: the locale's promo bars. */
export async function handleCmsPromoBars(db: D1Database, query: Record<string, string>): Promise<PromoBarsResponse> {
  return (await localeRows(db, "promoBar", query, "promo bars query")).flatMap((row) => checked(PromoBarSchema, "promoBar", row) ?? []);
}

/** GET /cms/box-block-serp?locale: the box block of the results page. Throws 404 when the locale has none. */
export async function handleCmsBoxBlockSerp(db: D1Database, query: Record<string, string>): Promise<BoxBlockSerpResponse> {
  const loc = locale(query, "box block query");
  for (const row of await rows(db, "boxBlockSerp", loc, wantsDrafts(query))) {
    const block = checked(BoxBlockSerpResponseSchema, "boxBlockSerp", row);
    if (block) return block;
  }
  throw new CatalogError(404, `No box block for ${loc}`);
}

/** GET /cms/announcementBanner: every announcement, grouped by page family (spec 001 §7). */
export async function handleCmsAnnouncementBanner(db: D1Database, query: Record<string, string> = {}): Promise<AnnouncementBannersResponse> {
  const out: AnnouncementBannersResponse = { homePages: [], searchPages: [], productPages: [] };
  for (const row of await rows(db, "announcementBanner", undefined, wantsDrafts(query))) {
    const page = ANNOUNCEMENT_PAGES.find((p) => p === row.slot);
    const entry = page && checked(AnnouncementEntrySchema, "announcementBanner", row);
    if (page && entry) out[page].push(entry);
  }
  return out;
}

/** GET /cms/giftBlock: gift block items of every locale that has one. */
export async function handleCmsGiftBlock(db: D1Database, query: Record<string, string> = {}): Promise<GiftBlockResponse> {
  return (await rows(db, "giftBlock", undefined, wantsDrafts(query))).flatMap((row) => checked(GiftBlockItemSchema, "giftBlock", row) ?? []);
}

/** GET /content/targetedBanner.json: the targeted banner of every locale and flow that has one (migration 0023). */
export async function handleTargetedBanner(db: D1Database, query: Record<string, string> = {}): Promise<TargetedBannerResponse> {
  return (await rows(db, "targetedBanner", undefined, wantsDrafts(query))).flatMap((row) => checked(TargetedBannerEntrySchema, "targetedBanner", row) ?? []);
}
