/**
 * Theme lookups (spec 000 §3 theme; migrations/0001_catalog.sql themes).
 */
import type { Lang } from "./locale";
import { memo } from "./memo";
import { first } from "./sql";

/** A theme in one language. */
export interface ThemeInfo {
  id: number;
  label: string;
  slug: string;
}

/**
 * A theme's localised label and slug, or null when the id is unknown (or not given).
 * Memoised per isolate (memo.ts).
 */
export async function findTheme(db: D1Database, lang: Lang, id: number | null | undefined): Promise<ThemeInfo | null> {
  if (!id) return null;
  return memo(db, `theme|${lang}|${id}`, () => first<ThemeInfo>(db, `SELECT id, label_${lang} AS label, slug FROM themes WHERE id = ?1`, [id]));
}
