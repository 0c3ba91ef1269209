/**
 * GET /themes.json?locale — every theme with its localised label (shared/contract/themes.ts).
 * Errors: 400 for a missing or unknown locale.
 */
import * as v from "valibot";
import { toIssues } from "../../shared/contract/common";
import { ThemesQuerySchema, type ThemesResponse } from "../../shared/contract/themes";
import { CatalogError } from "./http";
import { langOf } from "./locale";
import { memo } from "./memo";
import { all } from "./sql";

export async function handleThemes(db: D1Database, query: Record<string, string>): Promise<ThemesResponse> {
  const parsed = v.safeParse(ThemesQuerySchema, query);
  if (!parsed.success) throw new CatalogError(400, "Invalid themes query", toIssues(parsed.issues));
  const lang = langOf(parsed.output.locale);
  return memo(db, `themes|${lang}`, () =>
    all<ThemesResponse[number]>(db, `SELECT id, label_${lang} AS label, slug, flow FROM themes ORDER BY flow = 'activity', label_${lang}`, []),
  );
}
