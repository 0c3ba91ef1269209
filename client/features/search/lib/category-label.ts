/**
 * Message key of a destination suggestion's category line (spec 000 §3 "Destination suggestion":
 * category and pos). A department is named with its country's own term, in the shopper's language
 * (issue 13 item 9): provincia / province / provincie for ES, département for FR, province for BE.
 */
import type { LocationType } from "#shared/criteria";

const DEPARTMENT_COUNTRIES = new Set(["ES", "FR", "BE"]);

/** `searchCriteria.department.{ES|FR|BE}` for a department of a known country, else `category.{category}`. */
export function categoryLabelKey(category: LocationType, pos: string | null | undefined): string {
  if (category === "department" && pos && DEPARTMENT_COUNTRIES.has(pos.toUpperCase())) return `searchCriteria.department.${pos.toUpperCase()}`;
  return `category.${category}`;
}
