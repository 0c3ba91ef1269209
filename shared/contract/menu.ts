/**
 * The header's main menu (spec 001 §2 Header "Main menu mega panel up to 4 levels (Inspirations,
 * themes panel with a theme of the week)", "burger menu on mobile (level stack)"; §4 "Menu: hover a
 * tab opens the panel, hover a level opens the next, leaving closes"):
 *
 *   GET /cms/menu?locale&flow   → MenuResponse: the menu of the locale and flow; a flow without its
 *                                  own menu gets booking's (`flow` in the answer says which)
 *
 * Level 1 is a tab of the header (MENU_TABS: its label and link are the shop's, in locales/ and
 * client/features/shell/menu/tabs.ts, so the server renders them without this call); the CMS
 * writes what each tab opens: level 2 items, their level 3 children, their level 4 children (the
 * depth is in the types: a level 4 item has no children). Every item links to a real page (a
 * search page: `/search/{slug}-{letter}{id}`, `?flow=`, criteria in the hash). Pure: valibot only.
 */
import * as v from "valibot";
import { MENU_FLOWS, MENU_TABS, type MenuFlow, type MenuTabId } from "../menu-tabs";
import { LocaleSchema } from "./common";

export { MENU_FLOWS, MENU_TABS, type MenuFlow, type MenuTabId };

const label = v.pipe(v.string(), v.minLength(1, "label must not be empty"), v.maxLength(80, "label: at most 80 characters"));
/** A site path (/…, never //) or an http(s) URL. */
const url = v.pipe(v.string(), v.maxLength(500), v.regex(/^(\/(?!\/)|https?:\/\/)/, "url must be a site path or an http(s) URL"));
/** How many items one level may hold (a panel column). */
const MAX_ITEMS = 24;
const list = <S extends v.GenericSchema>(item: S) => v.pipe(v.array(item), v.maxLength(MAX_ITEMS, `at most ${MAX_ITEMS} items`));

/** The icons a menu item may carry (drawn by client/features/shell/menu/menu-item-label.tsx). */
export const MENU_ICONS = ["gift", "heart", "tag", "star"] as const;
export type MenuIcon = (typeof MENU_ICONS)[number];
/**
 * What any item may carry besides its label and link (spec 001 §3 "Nav link: id, label, icon, uri
 * or location, children, count, variant (highlight)"): an icon before the label, a count badge
 * after it (a whole number the CMS gives, e.g. new offers), and the `highlight` variant (the item
 * stands out: accent colour and weight).
 */
const decoration = {
  icon: v.optional(v.picklist(MENU_ICONS, `icon must be one of ${MENU_ICONS.join(", ")}`)),
  count: v.optional(v.pipe(v.number(), v.integer("count must be a whole number"), v.minValue(0), v.maxValue(99_999))),
  variant: v.optional(v.picklist(["default", "highlight"], "variant must be default or highlight")),
};

/** Level 4: a link. */
export const MenuLeafSchema = v.object({ label, url, ...decoration });
/** Level 3: a link, optionally opening level 4. */
export const MenuLevel3Schema = v.object({ label, url, ...decoration, children: v.optional(list(MenuLeafSchema), []) });
/** Level 2: a link, optionally opening level 3. */
export const MenuLevel2Schema = v.object({ label, url, ...decoration, children: v.optional(list(MenuLevel3Schema), []) });
export type MenuLeaf = v.InferOutput<typeof MenuLeafSchema>;
export type MenuLevel3 = v.InferOutput<typeof MenuLevel3Schema>;
export type MenuLevel2 = v.InferOutput<typeof MenuLevel2Schema>;
/** Any item below the tabs (levels 2-4). */
export type MenuItem = MenuLevel2 | MenuLevel3 | MenuLeaf;

/** The theme of the week shown beside the Inspirations panel. */
export const ThemeOfTheWeekSchema = v.object({
  themeId: v.pipe(v.number(), v.integer()),
  title: label,
  text: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  imageUrl: url,
  url,
});
export type ThemeOfTheWeek = v.InferOutput<typeof ThemeOfTheWeekSchema>;

/** What one tab opens. */
export const MenuPanelSchema = v.object({
  tab: v.picklist(MENU_TABS, `tab must be one of ${MENU_TABS.join(", ")}`),
  items: list(MenuLevel2Schema),
  themeOfTheWeek: v.optional(ThemeOfTheWeekSchema),
});
export type MenuPanel = v.InferOutput<typeof MenuPanelSchema>;

/** The menu document of a locale and flow, as stored and as served. */
export const MenuDocumentSchema = v.object({ panels: v.array(MenuPanelSchema) });
export type MenuDocument = v.InferOutput<typeof MenuDocumentSchema>;

/** GET /cms/menu: the document plus the locale and the flow it was written for. */
export const MenuResponseSchema = v.object({ locale: LocaleSchema, flow: v.picklist(MENU_FLOWS), panels: v.array(MenuPanelSchema) });
export type MenuResponse = v.InferOutput<typeof MenuResponseSchema>;

/** Query of GET /cms/menu: the point of sale, and the flow (booking when absent). */
export const MenuQuerySchema = v.object({
  locale: LocaleSchema,
  flow: v.optional(v.picklist(MENU_FLOWS, "flow must be booking, gifting or activity"), "booking"),
});
