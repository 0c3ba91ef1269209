/**
 * Hotel page loader (spec 001 §2 "Hotel page", §8 "Detail fetch error on hotel page: defaults"):
 * parses the id (leading digits, a slug may follow) and awaits the detail for the page's inputs
 * (none on the server; the hash's on a client navigation). An unknown or malformed id is the 404
 * page; a failed detail renders the page with its defaults (no offers, noindex), never a 500.
 */
import { ApiError } from "#shared/api-fetch";
import type { RouterContext } from "../../shop/context";
import { hotelDetailQueryOptions } from "./api/hotel-detail";
import { hotelHead, type HotelLoaderData } from "./hotel-head";
import { hotelIdOf, hotelInputs } from "./lib/hotel-inputs";
import { prefetchTopBars } from "../promo";

export async function hotelLoader(context: RouterContext, rawId: string, hash: string, path: string, minisite: string | null = null): Promise<HotelLoaderData> {
  // The hotel page is of the product family: its announcement banner and promo bar (spec 001 §2).
  const [data] = await Promise.all([hotelData(context, rawId, hash, minisite), prefetchTopBars(context)]);
  return { ...data, head: hotelHead(context.shop, data, path) };
}

async function hotelData(context: RouterContext, rawId: string, hash: string, minisite: string | null): Promise<Omit<HotelLoaderData, "head">> {
  const id = hotelIdOf(rawId);
  // A partner's customer: the detail is the selection's, a hotel outside it the 404 page (decision 055).
  const inputs = hotelInputs(hash, minisite);
  const none = { inputs, active: false, title: null, description: null };
  if (!id) return { id: null, status: "missing", ...none };
  try {
    const h = await context.queryClient.ensureQueryData(hotelDetailQueryOptions(context.api, context.shop.market.pointOfSale, id, inputs));
    const description = `${h.label}, ${h.location.label}. ${h.description}`.slice(0, 300);
    return { id, inputs, status: "ok", active: h.active, title: h.label, description };
  } catch (err) {
    return { id, status: err instanceof ApiError && (err.status === 404 || err.status === 400) ? "missing" : "error", ...none };
  }
}
