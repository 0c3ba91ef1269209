/**
 * Creates the app router: one per request on the server, one per page load in the browser
 * (DESIGN.md habit 2). Wires TanStack Query's SSR integration so loader data is dehydrated into
 * the stream, and carries the shop context across with dehydrate/hydrate.
 */
import { createRouter, lazyRouteComponent, type RouterHistory } from "@tanstack/react-router";
import { QueryClient } from "@tanstack/react-query";
import { setupRouterSsrQueryIntegration } from "@tanstack/react-router-ssr-query";
import { lazy } from "./ui/lazy";
import type { ApiFetch } from "#shared/api-fetch";
import { experimentsFrom } from "#shared/flags";
import type { ShopContext } from "./shop/context";
import { routeTree } from "./route-tree";
import { yieldToMain } from "./boot/yield";
import { provideMissingPage } from "./shop/missing-page";
import { dehydrates } from "./shop/gated-queries";

// An unknown partner's search shows the 404 page with the search widgets, loaded then: search sits
// below that page, so the app hands it over (client/shop/missing-page.tsx, decision 069).
provideMissingPage(lazy(() => import("./features/content/components/content-missing").then((m) => ({ default: m.ContentMissing }))));

/** A QueryClient with shop defaults: 60 s freshness, one retry in the browser, none on the server. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: typeof window === "undefined" ? 0 : 1, refetchOnWindowFocus: false } },
  });
}

/**
 * Builds the router over `shop` (mutated in place on the client when the stream hydrates).
 * `history`: the browser's, made beforehand in a task of its own (client/boot/hydrate.tsx); when
 * absent the router makes its own (memory history on the server).
 */
export function createAppRouter(opts: { api: ApiFetch; shop: ShopContext; history?: RouterHistory }) {
  const queryClient = createQueryClient();
  const context = { queryClient, api: opts.api, shop: opts.shop };
  const router = createRouter({
    routeTree,
    history: opts.history,
    context,
    scrollRestoration: true,
    defaultPreload: "intent",
    // Rare pages: their code loads when one is shown, not with every page (issue 13, JS budget).
    defaultErrorComponent: lazyRouteComponent(() => import("./features/shell/crash-page"), "CrashPage"),
    defaultNotFoundComponent: lazyRouteComponent(() => import("./features/shell/not-found-screen"), "RouteNotFound"),
    ssr: { nonce: opts.shop.nonce || undefined },
    // Experiments travel in <meta name="pasea-experiments"> (per visitor, swapped into cached
    // pages like the nonce: docs/decisions/007), not in the dehydrated state.
    // Messages come from their own immutable asset (entry-client.tsx, docs/decisions/008).
    dehydrate: () => {
      const { messages: _m, experiments: _e, nonce: _n, ...rest } = context.shop;
      return { shop: rest };
    },
    hydrate: (data: { shop: Omit<ShopContext, "experiments" | "messages" | "nonce"> }) => {
      Object.assign(context.shop, data.shop, { experiments: experimentsFrom(document.querySelector<HTMLMetaElement>('meta[name="pasea-experiments"]')?.content) });
    },
  });
  // What a page reads only inside its hydration gates stays out of its state (shop/gated-queries.ts).
  setupRouterSsrQueryIntegration({ router, queryClient, dehydrateOptions: { shouldDehydrateQuery: dehydrates(queryClient) } });
  splitHydration(router);
  return router;
}

/**
 * Browser only: the router's hydration (reading the stream's state, filling the query cache,
 * matching routes, loading route chunks) is one chain of microtasks, i.e. one long task. A yield
 * before and after the query cache is filled cuts it into three (docs/decisions/016).
 */
function splitHydration(router: { options: { hydrate?: (data: never) => unknown } }) {
  const hydrate = router.options.hydrate;
  if (!hydrate) return;
  router.options.hydrate = async (data: never) => {
    await yieldToMain();
    await hydrate(data);
    await yieldToMain();
  };
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
