/**
 * The home feature's public face (issue 27; docs/decisions/069-the-house.md): what other
 * features use of it. Another feature imports home only from here (eslint.config.js
 * import-x/no-restricted-paths); routes and the app compose features and may import any file.
 * Loaders (`load…`) keep a lazily loaded piece in its own chunk.
 */
export { cmsHomepageQuery } from "./api/cms-homepage";
export { PopularStays } from "./blocks/top-search-results-block";
export { homeLoader } from "./home-loader";
export { HomePage } from "./home-page";
