/**
 * GET /cms/menu?locale&flow (spec 001 §2 Header, main menu and burger; shared/contract/menu.ts):
 * the header menu of a point of sale and flow, read from `cms_menus` (migrations/0005_cms_menu.sql).
 *
 * `flow` defaults to booking; a flow with no menu of its own, or whose document does not match the
 * contract (logged), is served booking's menu, and the answer's `flow` says which one it is
 * (spec 001 §2 "Content is loaded per locale and flow (falls back to booking)"). Errors: 400
 * `{ error, issues }` for a missing or unknown locale or flow; 404 when the locale has no valid
 * booking menu either. Not memoised: an edited row is served on the next call.
 *
 * Drafts (migrations/0019, docs/decisions/055, like cms.ts's): with `status=draft` (sent by the
 * storefront only in an editor's preview session) a flow's draft menu replaces its published one.
 */
import * as v from "valibot";
import { MenuDocumentSchema, MenuQuerySchema, type MenuFlow, type MenuResponse } from "../../shared/contract/menu";
import { CatalogError, validate } from "./http";
import { all } from "./sql";
import { wantsDrafts } from "./cms";

interface MenuRow {
  flow: string;
  body: string;
}

/** The row's document, or undefined (logged) when it is not JSON or does not match the contract. */
function parsed(locale: string, row: MenuRow) {
  let data: unknown;
  try {
    data = JSON.parse(row.body);
  } catch {
    console.error("cms menu is not JSON", { locale, flow: row.flow });
    return undefined;
  }
  const res = v.safeParse(MenuDocumentSchema, data);
  if (res.success) return res.output;
  console.error("cms menu does not match the contract", { locale, flow: row.flow, issue: v.summarize(res.issues).slice(0, 300) });
  return undefined;
}

/** GET /cms/menu: the menu of `locale` and `flow`, falling back to booking's. */
export async function handleCmsMenu(db: D1Database, query: Record<string, string>): Promise<MenuResponse> {
  const { locale, flow } = validate(MenuQuerySchema, query, "menu query");
  const drafts = wantsDrafts(query);
  // Per flow, the draft first when drafts are asked for: the first valid row of the requested flow wins.
  const rows = await all<MenuRow>(
    db,
    `SELECT flow, body FROM cms_menus WHERE locale = ?1 AND flow IN (?2, 'booking') AND (status = 'published' OR ?3 = 1)
      ORDER BY flow = ?2 DESC, status = 'draft' DESC`,
    [locale, flow, drafts ? 1 : 0],
  );
  for (const row of rows) {
    const doc = parsed(locale, row);
    if (doc) return { locale, flow: row.flow as MenuFlow, panels: doc.panels };
  }
  throw new CatalogError(404, `No menu for ${locale}`);
}
