/**
 * Which filter UI is open, and from which button (`anchor`): the filter bar's dropdown with its
 * sections, every filter (the mobile 'Filters' modal or the 'Filter by' drawer), or the mobile
 * 'Sort by' drawer (spec 000 §2).
 */
import type { FilterSection } from "./sections";

export type Opened =
  | { kind: "all"; anchor: string }
  | { kind: "section"; anchor: string; sections: FilterSection[] }
  | { kind: "sort"; anchor: string };
