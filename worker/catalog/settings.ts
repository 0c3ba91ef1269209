/**
 * GET /cms/settings?locale (shared/contract/settings.ts; spec 001 §10 support hours and reply time;
 * docs/decisions/055): the point of sale's rows of `settings` (migrations/0019), one JSON value per
 * key (support_hours, chat_hours, reply_within_hours), checked against the contract on the way out.
 *
 * Errors: 400 `{ error, issues }` for a missing or unknown locale; 404 when the point of sale has no
 * settings or a stored value does not match the contract (logged: a seed or editing bug), so the
 * pages show no hours rather than made-up ones. Not memoised: the upstream cache decides freshness.
 */
import * as v from "valibot";
import { SettingsQuerySchema, ShopSettingsSchema, type ShopSettings } from "../../shared/contract/settings";
import { CatalogError, validate } from "./http";
import { all } from "./sql";

/** Contract field ← settings key. */
const KEYS = { supportHours: "support_hours", chatHours: "chat_hours", replyWithinHours: "reply_within_hours" } as const;

export async function handleSettings(db: D1Database, query: Record<string, string>): Promise<ShopSettings> {
  const { locale } = validate(SettingsQuerySchema, query, "settings query");
  const rows = await all<{ key: string; value: string }>(db, "SELECT key, value FROM settings WHERE locale = ?1", [locale]);
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  const raw: Record<string, unknown> = {};
  for (const [field, key] of Object.entries(KEYS)) {
    const value = byKey.get(key);
    if (value !== undefined) raw[field] = JSON.parse(value);
  }
  const res = v.safeParse(ShopSettingsSchema, raw);
  if (!res.success) {
    if (rows.length > 0) console.error("settings do not match the contract", { locale, issue: v.summarize(res.issues).slice(0, 300) });
    throw new CatalogError(404, `No settings for ${locale}`);
  }
  return res.output;
}
