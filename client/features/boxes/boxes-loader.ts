/**
 * Loaders of the box pages (spec 001 §2 "Box pages", §8 "'Oops, something went wrong' on box
 * detail, catalogue ... failures"). The catalogue awaits the box search; the detail awaits the
 * box's detail (either format; its offers load in the browser when their section nears the
 * viewport). An unknown or malformed code is 'missing' (404 page), an upstream failure 'error'
 * (503 with the spec's message), never a 500. The checkout hand-off awaits the chosen box.
 */
import { ApiError } from "#shared/api-fetch";
import type { RouterContext } from "../../shop/context";
import { boxCheckoutHead, boxesHead, boxHead, type BoxesLoaderData, type BoxLoaderData } from "./boxes-head";
import { boxDetailQueryOptions, boxesSearchQueryOptions } from "./api/boxes";
import { boxFormatOf, DIGITAL_BOX_SUFFIX } from "#shared/contract/boxes-format";
import { codeForFormat, physicalAvailable } from "./lib/box-format";

/** Box codes the loaders accept before asking the upstream (the contract's BoxCodeSchema rule). */
const CODE = /^[A-Z0-9]{2,12}-[A-Z]{3,6}$/;

export async function boxesLoader(context: RouterContext): Promise<BoxesLoaderData> {
  let status: BoxesLoaderData["status"] = "ok";
  try {
    await context.queryClient.ensureQueryData(boxesSearchQueryOptions(context.api, context.shop.market.pointOfSale));
  } catch {
    status = "error";
  }
  return { status, head: boxesHead(context.shop) };
}

/** The detail page's data and head (canonical at `path`, the detail URL with its code). */
export async function boxLoader(context: RouterContext, code: string, path: string): Promise<BoxLoaderData> {
  const data = await boxData(context, code);
  return { ...data, head: boxHead(context.shop, data, path) };
}

/**
 * The gifting checkout hand-off's data (the box asked for; none without a code) and head. A
 * physical code while the physical format is disabled (spec 001 §4, §5: the flag is off, or its
 * shipping cost did not load; issue 25 item 7) is not sold by URL either: the hand-off falls back
 * to the box's digital code and says why (`physicalRefused`).
 */
export async function boxCheckoutLoader(context: RouterContext, code: string | undefined): Promise<BoxLoaderData> {
  const head = boxCheckoutHead(context.shop);
  if (!code) return { code: "", status: "missing", title: null, description: null, head };
  if (CODE.test(code) && boxFormatOf(code) === "physical") {
    const pos = context.shop.market.pointOfSale;
    const box = await context.queryClient.ensureQueryData(boxDetailQueryOptions(context.api, pos, code)).catch(() => null);
    if (!physicalAvailable(context.shop.flags.physicalFormat, box?.shippingCost, box === null)) {
      const digital = (box && codeForFormat(box, "digital")) ?? `${code.slice(0, code.lastIndexOf("-"))}-${DIGITAL_BOX_SUFFIX}`;
      return { ...(await boxData(context, digital)), physicalRefused: true, head };
    }
  }
  return { ...(await boxData(context, code)), head };
}

async function boxData(context: RouterContext, code: string): Promise<Omit<BoxLoaderData, "head">> {
  if (!CODE.test(code)) return { code, status: "missing", title: null, description: null };
  try {
    const box = await context.queryClient.ensureQueryData(boxDetailQueryOptions(context.api, context.shop.market.pointOfSale, code));
    return { code, status: "ok", title: box.title, description: box.description.slice(0, 300) };
  } catch (err) {
    const missing = err instanceof ApiError && (err.status === 404 || err.status === 400);
    return { code, status: missing ? "missing" : "error", title: null, description: null };
  }
}
