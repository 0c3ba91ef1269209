/**
 * Activity page loader (spec 001 §2 "Activity detail page"; spec 001 §8 defaults on a failed
 * detail): parses the id (leading digits, a slug may follow), awaits the detail and the gallery's
 * images.json (above the fold)
 * and computes the page's head. Unknown or malformed id: the 404 page; unpublished: the expired
 * state; a failed detail: the page's default state, never a 500.
 */
import { ApiError } from "#shared/api-fetch";
import type { RouterContext } from "../../shop/context";
import { activityDetailQueryOptions } from "./api/activity-detail";
import { activityImagesQueryOptions } from "./api/activity-images";
import { activityHead, type ActivityLoaderData } from "./activity-head";

/** The package id at the start of the path segment ('1234' or '1234-some-slug'); null otherwise. */
export function activityIdOf(segment: string): number | null {
  const m = /^(\d{1,10})(?:-|$)/.exec(segment);
  const id = m ? Number(m[1]) : 0;
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

export async function activityLoader(context: RouterContext, rawId: string, path: string): Promise<ActivityLoaderData> {
  const id = activityIdOf(rawId);
  if (!id) return { id: null, status: "missing", head: activityHead(context.shop, { id: null, status: "missing" }, null, path) };
  try {
    const pos = context.shop.market.pointOfSale;
    // The gallery's own call beside the detail (spec 001 §7 images.json); its failure leaves the detail's pictures.
    const [detail] = await Promise.all([
      context.queryClient.ensureQueryData(activityDetailQueryOptions(context.api, pos, id)),
      context.queryClient.prefetchQuery(activityImagesQueryOptions(context.api, pos, id)),
    ]);
    const data = { id, status: detail.published ? ("ok" as const) : ("expired" as const) };
    return { ...data, head: activityHead(context.shop, data, detail, path) };
  } catch (err) {
    const status = err instanceof ApiError && (err.status === 404 || err.status === 400) ? ("missing" as const) : ("error" as const);
    return { id, status, head: activityHead(context.shop, { id, status }, null, path) };
  }
}
