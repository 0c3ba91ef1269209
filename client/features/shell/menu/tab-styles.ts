/**
 * Styles of the header's menu tabs, shared by the server's plain links and the mega menu's triggers
 * (same look, no shift on swap): one class each (client/theme/small-recipes.ts `header`).
 */
import { header } from "styled-system/recipes";

export const { tabsList, tab: tabStyle } = header();
