/**
 * The themes the search box offers (spec 000 §2 theme choice, §5 "Reduced-thematics variation
 * limits the themes shown"; docs/decisions/040).
 *
 * The activity flow offers the activity themes, the others the stay themes. In the `reduced`
 * variant a stay flow offers at most REDUCED_THEME_LIMIT themes, the REDUCED_THEME_IDS below in the
 * catalog's order (its labels, alphabetical); a theme already chosen (from the URL) stays offered
 * so the field never loses the visitor's criterion. The activity list (8 themes) is not reduced.
 */
import type { Flow } from "#shared/criteria";

/** Stay themes of the reduced variant: wellness, gastronomy, romantic, nature, seaside, family (catalog ids). */
export const REDUCED_THEME_IDS: readonly number[] = [12, 15, 18, 21, 36, 39];
export const REDUCED_THEME_LIMIT = REDUCED_THEME_IDS.length;

export interface ThemeOption {
  id: number;
  label: string;
  flow: "booking" | "activity";
}

/** Themes offered for `flow` and the reducedThematics variant; `selected` is the chosen theme id, if any. */
export function themeOptions<T extends ThemeOption>(themes: readonly T[], flow: Flow, variant: "control" | "reduced", selected?: number): T[] {
  const forFlow = themes.filter((x) => (flow === "activity" ? x.flow === "activity" : x.flow !== "activity"));
  if (variant !== "reduced" || flow === "activity") return forFlow;
  return forFlow.filter((x) => REDUCED_THEME_IDS.includes(x.id) || x.id === selected);
}
