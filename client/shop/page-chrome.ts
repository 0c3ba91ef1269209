/**
 * Which parts of the shell a page shows (spec 001 §3 "Homepage CMS: header.showHeader, footer
 * (showFooter, showLegal, showContact)"; §2 Homepage "footer with optional legal and contact parts").
 *
 * A route's loader may return `chrome` with its data (today the home page, from its CMS document);
 * the root reads the deepest match's and hides the header, the footer or the footer's legal and
 * contact parts accordingly. Pages without it show everything. Plain data, dehydrated with the
 * loader data: the browser renders the same shell as the server without the code that chose it.
 */

/** The CMS switches, all true by default. */
export interface PageChrome {
  showHeader: boolean;
  showFooter: boolean;
  showLegal: boolean;
  showContact: boolean;
}

/** Loader data that carries its page's chrome. */
export interface WithChrome {
  chrome?: PageChrome;
}

/** Every part shown: the default of every page (one object, so a selector's result stays the same). */
export const FULL_CHROME: PageChrome = { showHeader: true, showFooter: true, showLegal: true, showContact: true };

/** The chrome of the deepest match that sets one, else FULL_CHROME (same object while the matches do not change). */
export function chromeOf(matches: readonly { loaderData?: unknown }[]): PageChrome {
  for (let i = matches.length - 1; i >= 0; i--) {
    const chrome = (matches[i]!.loaderData as WithChrome | undefined)?.chrome;
    if (chrome) return chrome;
  }
  return FULL_CHROME;
}
