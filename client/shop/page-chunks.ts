/**
 * Route heads link their page component's chunks as modulepreload (docs/decisions/016): they load
 * with the entry instead of after the router has matched the route, and Vite's preload helper
 * finds them linked already (no DOM insertions during hydration).
 */
import type { ShopContext } from "./context";

type Head = { meta?: unknown[]; links?: object[] };

/**
 * Returns `head` with the modulepreload links of page component `page` (its file name without
 * extension, e.g. "stay-page"; worker/ssr/client-assets.ts). An unknown name adds nothing.
 */
export function withPageChunks<H extends Head>(head: H, shop: Pick<ShopContext, "assets">, page: string): H & { links: object[] } {
  const chunks = shop.assets.pages[page] ?? [];
  return { ...head, links: [...(head.links ?? []), ...chunks.map((href) => ({ rel: "modulepreload", href }))] };
}
