/**
 * GET /themes.json — the theme list of the theme picker (spec 000 §2 "Theme modal"; the list call
 * is not shown in the spec: docs/decisions/003-routes-and-page-size.md).
 */
import * as v from "valibot";
import { LocaleSchema } from "./common";

export const ThemesQuerySchema = v.object({ locale: LocaleSchema });

/** Themes in the locale's language, booking themes first then activity themes (ids 985-992), by label. */
export const ThemesResponseSchema = v.array(v.object({ id: v.number(), label: v.string(), slug: v.string(), flow: v.picklist(["booking", "activity"]) }));
export type ThemesResponse = v.InferOutput<typeof ThemesResponseSchema>;
