/**
 * Gift boxes of the embedded catalog (spec 001 §2 "Box pages", §3 Box, §4 gift format): each design
 * of boxes-copy.ts sold as a digital box ('{base}-EBOX') and a physical box ('{base}-PBOX'), rows
 * of migrations/0008_boxes.sql. Deterministic: the code digits and image seeds come from `rng`.
 * The same boxes are sold in the six markets (texts per language; nl_NL and nl_BE share nl).
 * A box redeems the published stays of its subthemas with its nights, priced up to its value
 * (worker/catalog/boxes-offers.ts).
 */
import { LANGS, type Labels } from "../data/types";
import type { Rng } from "./prng";
import { BOX_DESIGNS, BOX_TEXT } from "./boxes-copy";
import type { TableRows } from "./sql";

/** Delivery cost of a physical box, cents (spec 001 §9: "free or extra cost shown"). */
export const PHYSICAL_SHIPPING_CENTS = 490;

/** One box row: a design in one format. */
export interface BoxRow {
  code: string;
  base: string;
  format: "digital" | "physical";
  position: number;
  slug: string;
  title: Labels;
  description: Labels;
  /** Newline separated. */
  included: Labels;
  valueCents: number;
  referencePriceCents: number;
  sellPriceCents: number;
  shippingCents: number | null;
  nights: number;
  imageTheme: string;
  imageSeed: number;
  subthemas: number[];
}

const perLang = (f: (lang: (typeof LANGS)[number]) => string): Labels => ({ es: f("es"), fr: f("fr"), nl: f("nl"), it: f("it") });

/** The box rows: both formats of every design, digital first, in catalogue order. */
export function generateBoxes(rng: Rng): BoxRow[] {
  const used = new Set<string>();
  const rows: BoxRow[] = [];
  BOX_DESIGNS.forEach((d, position) => {
    let base = "";
    do base = `${d.letters}${String(rng.int(10, 99))}`;
    while (used.has(base));
    used.add(base);
    const imageSeed = rng.int(1000, 99_999);
    const included = perLang((l) => [BOX_TEXT[l].stay(d.nights), BOX_TEXT[l].breakfast, BOX_TEXT[l].choice, BOX_TEXT[l].validity, BOX_TEXT[l].exchange].join("\n"));
    const common = {
      base, position, slug: d.slug, title: d.title, description: perLang((l) => BOX_TEXT[l].description(d.pitch[l])), included,
      valueCents: d.referencePriceCents, referencePriceCents: d.referencePriceCents, sellPriceCents: d.sellPriceCents,
      nights: d.nights, imageTheme: d.imageTheme, imageSeed, subthemas: d.subthemas,
    };
    rows.push({ ...common, code: `${base}-EBOX`, format: "digital", shippingCents: null });
    rows.push({ ...common, code: `${base}-PBOX`, format: "physical", shippingCents: PHYSICAL_SHIPPING_CENTS });
  });
  return rows;
}

/** Table rows of `boxes` and `box_subthemes` (after `themes`: foreign key). */
export function boxTables(boxes: readonly BoxRow[]): TableRows[] {
  const byLang = (prefix: string) => LANGS.map((l) => `${prefix}_${l}`);
  return [
    {
      table: "boxes",
      columns: [
        "code", "base", "format", "position", "slug", ...byLang("title"), ...byLang("description"), ...byLang("included"),
        "value_cents", "reference_price_cents", "sell_price_cents", "shipping_cents", "nights", "image_theme", "image_seed",
      ],
      rows: boxes.map((b) => [
        b.code, b.base, b.format, b.position, b.slug, ...LANGS.map((l) => b.title[l]), ...LANGS.map((l) => b.description[l]), ...LANGS.map((l) => b.included[l]),
        b.valueCents, b.referencePriceCents, b.sellPriceCents, b.shippingCents, b.nights, b.imageTheme, b.imageSeed,
      ]),
    },
    {
      table: "box_subthemes",
      columns: ["base", "theme_id"],
      rows: boxes.filter((b) => b.format === "digital").flatMap((b) => b.subthemas.map((t) => [b.base, t])),
    },
  ];
}
