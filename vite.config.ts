/**
 * Client build: client/entry-client.tsx → public/assets/ with hashed names and a manifest that the
 * worker reads (worker/ssr/client-assets.ts). Route components are split by dynamic import.
 */
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { pandaStaticCss } from "./scripts/build/panda-static-css";

/** What the framework chunk holds (decision 014), less the libraries only loaded on demand. */
const FRAMEWORK = /node_modules|styled-system|[\\/]shared[\\/]|[\\/]client[\\/]shop[\\/]/;
/**
 * Small client modules that every page runs (the hash-pending flag, stars, the hydration gate and its
 * hydrating flag, the idle scheduler): in the framework chunk rather than a chunk of their own each, which cost 0.2-0.3
 * KB of gzip overhead and a request apiece. The offers and themes queries, the offer card's data,
 * the effective criteria and shared/search-request.ts left it (decision 045): only the search and
 * home pages run them, and every other page carried 3.6 KB of gzip for them.
 */
const EVERY_PAGE = /[\\/]client[\\/](features[\\/]search[\\/]lib[\\/]hash-pending\.ts|ui[\\/](stars|hydrate-when-visible)\.tsx|ui[\\/](when-idle|use-hydrating)\.ts)$/;
/** The search page's own shared modules (decision 045): see the search-common group. */
const SEARCH_COMMON = /[\\/](client[\\/]features[\\/]search[\\/](api[\\/]offers|lib[\\/]effective-criteria)|shared[\\/]search-request)\.ts$/;
const ON_DEMAND_LIBRARIES = /node_modules[\/]@tanstack[\/](react-query|query-core)[\/]build[\/]modern[\/](useInfiniteQuery|infiniteQueryObserver|infiniteQueryOptions)\.js$|node_modules[\/](maplibre-gl|react-day-picker|date-fns|@date-fns|@ark-ui|@zag-js|@floating-ui|@internationalized|@swc[\/]helpers|perfect-freehand|proxy-compare|proxy-memoize|uqr|altcha-lib|@zootools|valibot)[\/]|[\/]shared[\/]calendar\.ts$/;
/**
 * The shop-wide modules that moved from client/features/shell down to client/shop (decision 069)
 * but load on demand as before (tracking and its beacon, links, canonical link, shop rating): not
 * in the framework chunk, which holds the shop context every page runs.
 */
const ON_DEMAND_SHOP = /[\\/]client[\\/]shop[\\/](tracking|analytics-beacon|beacon-queue|canonical-link|links|shop-rating|stay-tracking)\.ts$/;
/** Shared modules only code loaded on demand uses (footer, offer cards, catch-all loader): left to Rolldown. */
const ON_DEMAND_SHARED = /[\\/]shared[\\/](instalments|stay-flow-switch|native-app|planned-screens|score-label|fallback|contact-form|contact-email|account-[a-z]+|content-contract|content-routes|gift|gift-form|gift-hash|gift-video|stay-hash|product-offer|wishlist|timing|recently-viewed|stored-list|care-share|support-hours|consent|search-request|fallback-threshold|contract[\\/](common|activity-detail|activity-only|gift|product-offers|hotel-reviews|alma-eligibility|upsells))\.ts$/;

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * The shop uses no mutations: QueryClient's MutationCache (and with it the Mutation class) gives
 * way to an always-empty stand-in in the browser (client/boot/no-mutations.ts, decision 045; the
 * worker's bundle keeps the real one). -1.3 KB gzip on every page.
 */
const noMutations: Plugin = {
  name: "pasea:no-mutations",
  enforce: "pre",
  resolveId(source, importer) {
    if (source === "./mutationCache.js" && importer && /[\\/]@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/]queryClient\.js$/.test(importer)) return r("./client/boot/no-mutations.ts");
    return null;
  },
};

export default defineConfig({
  // Literal css() calls become class names at build time; the worker's SSR keeps Panda's runtime
  // (decision 016).
  plugins: [noMutations, pandaStaticCss(new URL("./styled-system/css/index.js", import.meta.url)), react()],
  base: "/assets/",
  publicDir: false,
  resolve: {
    alias: {
      "#shared": r("./shared"),
      "#client": r("./client"),
      "styled-system": r("./styled-system"),
      // Messages arrive pre-parsed (worker/ssr/messages.ts): keep the ICU parser out of the bundle.
      "@formatjs/icu-messageformat-parser": r("./node_modules/@formatjs/icu-messageformat-parser/no-parser.js"),
      // React 19 has useSyncExternalStore: take the selector helper without the pre-18 shim.
      "use-sync-external-store/shim/with-selector": r("./node_modules/use-sync-external-store/with-selector.js"),
    },
  },
  build: {
    outDir: "public/assets",
    assetsDir: "",
    emptyOutDir: true,
    manifest: true,
    target: "es2022",
    sourcemap: false,
    // No preload helper around dynamic imports: its <link> insertions cost a start-up task, and
    // measured Lighthouse TBT was lower without it (decision 016). The browser fetches a chunk's
    // imports when it parses the chunk.
    modulePreload: false,
    rollupOptions: {
      input: "client/entry-client.tsx",
      // Feature modules have no import side effects (components, hooks, queries; decision 069):
      // a feature's public face (`index.ts`) re-exports many modules, and an import of one name
      // from it must not pull the others (the search box, its calendar) into the importing page's
      // first load. Without this rule every module re-exported by an index was evaluated with it.
      treeshake: { moduleSideEffects: [{ test: /[\\/]client[\\/]features[\\/][^?]*\.tsx?$/, sideEffects: false }] },
      output: {
        // One chunk for the libraries and the shared code every page runs. Without it Rolldown
        // decides per build whether shared modules stay in the entry or move to a common chunk
        // named after whichever module (a one-line import could add 40 KB and 2 KB of gzip
        // overhead to a page): docs/decisions/014.
        codeSplitting: {
          // React apart from the rest: the entry evaluates it in its own task (decision 016).
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            // The search calendar (react-day-picker and the date-fns it uses) loads on demand, so
            // date-fns is left to Rolldown: the few functions pages run at start-up
            // (shared/criteria.ts) go to a small common chunk, the rest stays in the calendar's;
            // so do the calendar's rules (shared/calendar.ts).
            { name: "framework", test: (id: string) => (FRAMEWORK.test(id) || EVERY_PAGE.test(id)) && !ON_DEMAND_LIBRARIES.test(id) && !ON_DEMAND_SHARED.test(id) && !ON_DEMAND_SHOP.test(id), priority: 2 },
            // The offers query, its request and the effective criteria: one chunk the results page
            // loads (three small ones cost it 0.26 KB more). Below the framework, so the framework's
            // modules they import stay there (decision 045).
            { name: "search-common", test: SEARCH_COMMON, priority: 1 },
          ],
        },
      },
    },
  },
});
