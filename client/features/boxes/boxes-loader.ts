/**
 * Loaders of the box pages (spec 001 §2 "Box pages", §8 "'Oops, something went wrong' on box
 * detail, catalogue ... failures"). The catalogue awaits the box search; the detail awaits the
 * box's detail (either format; its offers load in the browser when their section nears the
 * viewport). An unknown or malformed code is 'missing' (404 page), an upstream failure 'error'
 * (503 with the spec's message), never a 500. The checkout hand-off awaits the chosen box.
 */
import { ApiError } from "#shared/api-fetch";
import type { RouterContext } from "../../shop/context";
import type { BoxesLoaderData, BoxLoaderData } from "./boxes-head";
import { boxDetailQueryOptions, boxesSearchQueryOptions } from "./api/boxes";

/** Box codes the loaders accept before asking the upstream (the contract's BoxCodeSchema rule). */
const CODE = /^[A-Z0-9]{2,12}-[A-Z]{3,6}$/;

export async function boxesLoader(context: RouterContext): Promise<BoxesLoaderData> {
  try {
    await context.queryClient.ensureQueryData(boxesSearchQueryOptions(context.api, context.shop.market.pointOfSale));
    return { status: "ok" };
  } catch {
    return { status: "error" };
  }
}

export async function boxLoader(context: RouterContext, code: string): Promise<BoxLoaderData> {
  if (!CODE.test(code)) return { code, status: "missing", title: null, description: null };
  try {
    const box = await context.queryClient.ensureQueryData(boxDetailQueryOptions(context.api, context.shop.market.pointOfSale, code));
    return { code, status: "ok", title: box.title, description: box.description.slice(0, 300) };
  } catch (err) {
    const missing = err instanceof ApiError && (err.status === 404 || err.status === 400);
    return { code, status: missing ? "missing" : "error", title: null, description: null };
  }
}
