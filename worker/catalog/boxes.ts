/**
 * Gift boxes of the embedded catalog (spec 001 §2 "Box pages", §3 Box, §7 box calls), read from
 * `boxes` and `box_subthemes` (migrations/0008_boxes.sql):
 *
 *   GET /boxes/search?locale                → { boxes }: the digital boxes (codes ending EBOX), catalogue order
 *   GET /boxes/{code}/product-detail?locale → Box, either format (404 unknown code, 400 malformed code or locale)
 *
 * Texts in the locale's language; money in cents; images are the generated illustrations in the
 * spec's three sizes (/img/activity/{seed}/{W}x{H}.svg). One D1 round trip each.
 */
import { BoxCodeSchema, BoxLocaleQuerySchema, DIGITAL_BOX_SUFFIX, type Box, type BoxesSearchResponse } from "../../shared/contract/boxes";
import { promoPercent } from "../../shared/pricing";
import { ACTIVITY_KINDS, type ActivityKind } from "../../shared/illustrations/activity";
import { imageUrl, TIMES_OF_DAY } from "../../shared/illustrations/urls";
import { CatalogError, validate } from "./http";
import { langOf, type Lang } from "./locale";
import { all } from "./sql";

/** Pictures of a box's gallery (spec 001 §9 gallery: up to 5; the box page shows them at 640_360). */
export const BOX_IMAGE_COUNT = 4;

/** A box row with its language's texts, both formats' codes and its subthemas. */
export interface BoxRow {
  code: string;
  base: string;
  format: "digital" | "physical";
  slug: string;
  title: string;
  description: string;
  included: string;
  value_cents: number;
  reference_price_cents: number;
  sell_price_cents: number;
  shipping_cents: number | null;
  nights: number;
  image_theme: string;
  image_seed: number;
  /** JSON array of [format, code] of the design's codes. */
  formats: string;
  /** Comma-separated theme ids. */
  subthemas: string | null;
}

/** SELECT of box rows in `lang` (a validated literal: safe in a column name), ordered by position. */
export function boxSelectSql(lang: Lang, where: string): string {
  return `SELECT b.code, b.base, b.format, b.slug, b.title_${lang} AS title, b.description_${lang} AS description,
      b.included_${lang} AS included, b.value_cents, b.reference_price_cents, b.sell_price_cents, b.shipping_cents,
      b.nights, b.image_theme, b.image_seed,
      (SELECT json_group_array(json_array(o.format, o.code)) FROM (SELECT format, code FROM boxes WHERE base = b.base ORDER BY format) o) AS formats,
      (SELECT group_concat(theme_id) FROM (SELECT theme_id FROM box_subthemes WHERE base = b.base ORDER BY theme_id)) AS subthemas
    FROM boxes b WHERE ${where} ORDER BY b.position, b.code`;
}

/** The images of a box: `BOX_IMAGE_COUNT` scenes of its theme, each in 120_80, 640_360 and 960_540. */
export function boxImages(theme: string, seed: number): Box["images"] {
  const kind = (ACTIVITY_KINDS as readonly string[]).includes(theme) ? (theme as ActivityKind) : "gift";
  return Array.from({ length: BOX_IMAGE_COUNT }, (_, i) => {
    const q = { theme: i === BOX_IMAGE_COUNT - 1 ? ("gift" as const) : kind, time: TIMES_OF_DAY[i % TIMES_OF_DAY.length] };
    return {
      "120_80": imageUrl("activity", seed + i, "120x80", q),
      "640_360": imageUrl("activity", seed + i, "640x360", q),
      "960_540": imageUrl("activity", seed + i, "960x540", q),
    };
  });
}

/** A row as the contract's Box. */
export function toBox(row: BoxRow): Box {
  const formats = (JSON.parse(row.formats) as [Box["format"], string][]).map(([format, code]) => ({ format, code }));
  return {
    code: row.code,
    format: row.format,
    title: row.title,
    description: row.description,
    includedContent: row.included,
    value: row.value_cents,
    referencePrice: row.reference_price_cents,
    price: { sellPrice: row.sell_price_cents, referencePrice: row.reference_price_cents, promo: promoPercent(row.sell_price_cents, row.reference_price_cents) },
    searchCriteriaProperties: { nights: row.nights, maxPrice: row.value_cents },
    images: boxImages(row.image_theme, row.image_seed),
    slug: row.slug,
    searchCriteria: { subthemas: (row.subthemas ?? "").split(",").filter(Boolean).map(Number) },
    pageModel: "box",
    shippingCost: row.shipping_cents === null ? null : { amount: row.shipping_cents },
    formats,
  };
}

/** GET /boxes/search: the market's digital boxes (spec 001 §7 "only codes ending EBOX kept"). */
export async function handleBoxesSearch(db: D1Database, query: Record<string, string>): Promise<BoxesSearchResponse> {
  const { locale } = validate(BoxLocaleQuerySchema, query, "boxes search query");
  // Suffix compared exactly (LIKE would also need escaping and is case-insensitive).
  const rows = await all<BoxRow>(db, boxSelectSql(langOf(locale), "substr(b.code, -5) = ?1"), [`-${DIGITAL_BOX_SUFFIX}`]);
  return { boxes: rows.map(toBox) };
}

/** The box row of a validated code in `lang`, or CatalogError 404. */
export async function findBox(db: D1Database, code: string, lang: Lang): Promise<BoxRow> {
  const rows = await all<BoxRow>(db, boxSelectSql(lang, "b.code = ?1"), [code]);
  if (!rows[0]) throw new CatalogError(404, `Unknown box ${code}`);
  return rows[0];
}

/** GET /boxes/{code}/product-detail (spec 001 §2 box detail page). */
export async function handleBoxDetail(db: D1Database, rawCode: string, query: Record<string, string>): Promise<Box> {
  const code = validate(BoxCodeSchema, rawCode, "box code");
  const { locale } = validate(BoxLocaleQuerySchema, query, "box detail query");
  return toBox(await findBox(db, code, langOf(locale)));
}
