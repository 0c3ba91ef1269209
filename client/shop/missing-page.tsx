/**
 * The page an unknown partner's search shows (decision 048): the 404 page with its search widgets
 * (spec 001 §2 "404 page"; client/features/content/components/content-missing.tsx). That page is
 * built above the search feature (it holds the search box and the offer cards), so search renders
 * it through this slot, which the app fills (client/router.tsx) with the lazily loaded page:
 * the direction stays routes -> features -> shop (issue 27; docs/decisions/069).
 */
import type { ComponentType } from "react";

let page: ComponentType = () => null;

/** Sets the page `MissingPage` renders (once, at the app's start; both on the server and in the browser). */
export function provideMissingPage(component: ComponentType): void {
  page = component;
}

/** Renders the page provided by the app (a lazy component: put it inside a Suspense). */
export function MissingPage() {
  const Page = page;
  return <Page />;
}
