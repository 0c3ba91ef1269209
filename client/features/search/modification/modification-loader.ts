/**
 * Loader (loaded on demand) of the booking modification screen /booking/$cartId/change (spec 000
 * §2 view mode MODIFICATION; decision 046). Awaits the cart, then the first results for the
 * booking's own dates and party (the server never sees the hash; the page asks again when the
 * hash chose other dates). A stay cart only: an activity cart, an unknown or malformed id is
 * 'missing' (404 page status); an upstream failure 'error' (503). A private page: noindex, nofollow.
 */
import { ApiError } from "#shared/api-fetch";
import { createTranslator } from "#shared/i18n";
import type { RouterContext } from "../../../shop/context";
import type { PageHead, WithHead } from "../../../shop/route-head";
import { cartQueryOptions } from "../../booking/api/cart";
import { offersQueryOptions } from "../api/offers";
import { MODIFICATION_LIMIT, modificationCriteria } from "./modification-criteria";

export interface ModificationLoaderData extends WithHead {
  cartId: string;
  status: "ok" | "missing" | "error";
}

export async function modificationLoader(context: RouterContext, cartId: string): Promise<ModificationLoaderData> {
  const t = createTranslator(context.shop.market.bcp47, context.shop.messages);
  const head: PageHead = { meta: [{ title: t("modification.metaTitle") }, { name: "robots", content: "noindex, nofollow" }] };
  if (!/^[0-9a-f]{32}$/.test(cartId)) return { cartId, status: "missing", head };
  const pos = context.shop.market.pointOfSale;
  try {
    const cart = await context.queryClient.ensureQueryData(cartQueryOptions(context.api, pos, cartId));
    if (cart.type !== "STAY") return { cartId, status: "missing", head };
    // The results are not critical: a failure shows the page's own error state.
    await context.queryClient.prefetchQuery(offersQueryOptions(context.api, pos, modificationCriteria(cart, ""), "booking", 0, MODIFICATION_LIMIT));
    return { cartId, status: "ok", head };
  } catch (err) {
    return { cartId, status: err instanceof ApiError && (err.status === 404 || err.status === 400) ? "missing" : "error", head };
  }
}
