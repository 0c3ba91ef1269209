/** Types of catalog-cases.mjs (the bench's catalog API cases). */
export interface CasesContext {
  city(i: number): number;
  checkin(i: number): string;
  newDay(i: number): string;
  theme(i: number): number;
}
/** [name, kind, make]: `make(i, ctx)` gives an offers.json body or a facets.json query (strings). */
export type CatalogCase = [name: string, kind: "offers" | "facets", make: (i: number, ctx: CasesContext) => Record<string, any>];
export const BOOKING_THEMES: number[];
export function benchCheckin(today: string, weeks?: number): string;
export const CATALOG_CASES: CatalogCase[];
export function casesContext(cities: number[], today: string): CasesContext;
