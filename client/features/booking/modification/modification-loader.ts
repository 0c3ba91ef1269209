/**
 * Loader (loaded on demand) of the booking modification screen /booking/$cartId/change (spec 000
 * §2 view mode MODIFICATION; decision 046). Awaits the cart, then the first results for the
 * booking's own dates and party (the server never sees the hash; the page asks again when the
 * hash chose other dates). A stay cart only: an activity cart, an unknown or malformed id is
 * 'missing' (404 page status); an upstream failure 'error' (503). A private page: noindex, nofollow.
 */
import { createTranslator } from "#shared/i18n";
import type { RouterContext } from "../../../shop/context";
import type { PageHead, WithHead } from "../../../shop/route-head";
import { loadCart, type CartLoaderData } from "../api/cart";
import { offersQueryOptions } from "../../search";
import { MODIFICATION_LIMIT, modificationCriteria } from "./modification-criteria";

export interface ModificationLoaderData extends CartLoaderData, WithHead {}

export async function modificationLoader(context: RouterContext, cartId: string): Promise<ModificationLoaderData> {
  const t = createTranslator(context.shop.market.bcp47, context.shop.messages);
  const head: PageHead = { meta: [{ title: t("modification.metaTitle") }, { name: "robots", content: "noindex, nofollow" }] };
  const { status, cart } = await loadCart(context, cartId);
  if (!cart) return { cartId, status, head };
  if (cart.type !== "STAY") return { cartId, status: "missing", head };
  // The results are not critical: a failure shows the page's own error state.
  await context.queryClient.prefetchQuery(offersQueryOptions(context.api, context.shop.market.pointOfSale, modificationCriteria(cart, ""), "booking", 0, MODIFICATION_LIMIT));
  return { cartId, status: "ok", head };
}
