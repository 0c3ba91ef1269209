/**
 * Stay page loader (spec 001 §2, §4, §8): parses the id (leading digits) and awaits the detail for
 * the page's price inputs (flow and, on the client, the hash: `stayPriceInputs`), so the page's first
 * paint shows the price of the inputs it keeps. An unknown or malformed id renders the expired-offer
 * screen, never a 500; an unpublished or expired offer renders it too, with the hotel's other offers,
 * answered 200 with noindex (docs/decisions/021-expired-offers.md).
 */
import { ApiError } from "#shared/api-fetch";
import type { WeekendDetailResponse } from "#shared/contract/weekend-detail";
import type { StayPriceInputs } from "#shared/pricing";
import type { RouterContext } from "../../shop/context";
import { stayHead, type StayLoaderData } from "./stay-head";
import { detailQueryOptions } from "./api/detail";
import { prefetchTopBars } from "../promo";
import { loadMinisiteQuery } from "../cms";

export async function stayLoader(context: RouterContext, rawId: string, inputs: StayPriceInputs, path: string): Promise<StayLoaderData> {
  // Announcement banner and promo bar of the product family (spec 001 §2), beside the detail.
  // A partner's customer (decision 048): its minisite brands the page (an unknown one: the detail answers 404).
  const [{ detail, ...data }] = await Promise.all([
    stayData(context, rawId, inputs),
    prefetchTopBars(context),
    inputs.minisite ? loadMinisiteQuery().then((m) => m.ensureMinisite(context, context.shop.market.pointOfSale, inputs.minisite!)) : null,
  ]);
  return { ...data, head: stayHead(context.shop, data, path, detail) };
}

async function stayData(context: RouterContext, rawId: string, inputs: StayPriceInputs): Promise<Omit<StayLoaderData, "head"> & { detail?: WeekendDetailResponse }> {
  const m = /^(\d{1,10})(?:-|$)/.exec(rawId);
  const id = m ? Number(m[1]) : null;
  const flow = inputs.flow;
  if (!id) return { id: null, flow, inputs, status: "missing", title: null, description: null };
  try {
    const detail = await context.queryClient.ensureQueryData(detailQueryOptions(context.api, context.shop.market.pointOfSale, id, inputs));
    const description = `${detail.label} – ${detail.hotel.label}, ${detail.hotel.location.label}. ${detail.headwords.join(", ")}`.slice(0, 300);
    return { id, flow, inputs, status: detail.published ? "ok" : "expired", title: detail.label, description, detail };
  } catch (err) {
    return { id, flow, inputs, status: err instanceof ApiError && (err.status === 404 || err.status === 400) ? "missing" : "error", title: null, description: null };
  }
}
