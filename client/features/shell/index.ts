/**
 * The shell feature's public face (issue 27; docs/decisions/069-the-house.md): what other
 * features use of it. Another feature imports shell only from here (eslint.config.js
 * import-x/no-restricted-paths); routes and the app compose features and may import any file.
 * Loaders (`load…`) keep a lazily loaded piece in its own chunk.
 */
export { NotFoundPage } from "./not-found-page";
/** The whole 404 page (message, search box, marketing articles): every route's not-found answer. */
export const loadNotFoundScreen = () => import("./not-found-screen");
