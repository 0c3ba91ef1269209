/**
 * Stay page loader (spec 001 §2, §4): parses the id (leading digits), awaits the detail. An unknown
 * or malformed id renders the expired-offer screen, never a 500.
 */
import { ApiError } from "#shared/api-fetch";
import { createTranslator } from "#shared/i18n";
import type { RouterContext, ShopContext } from "../../shop/context";
import { detailQueryOptions } from "./api/detail";

export interface StayLoaderData {
  id: number | null;
  flow: "booking" | "gifting";
  status: "ok" | "missing" | "error";
  title: string | null;
  /** Meta description: the stay, its hotel and place (null when not loaded). */
  description: string | null;
}

export async function stayLoader(context: RouterContext, rawId: string, flow: "booking" | "gifting"): Promise<StayLoaderData> {
  const m = /^(\d{1,10})(?:-|$)/.exec(rawId);
  const id = m ? Number(m[1]) : null;
  if (!id) return { id: null, flow, status: "missing", title: null, description: null };
  try {
    const detail = await context.queryClient.ensureQueryData(detailQueryOptions(context.api, context.shop.market.pointOfSale, id));
    const description = `${detail.label} – ${detail.hotel.label}, ${detail.hotel.location.label}. ${detail.headwords.join(", ")}`.slice(0, 300);
    return { id, flow, status: "ok", title: detail.label, description };
  } catch (err) {
    return { id, flow, status: err instanceof ApiError && (err.status === 404 || err.status === 400) ? "missing" : "error", title: null, description: null };
  }
}

export function stayHead(shop: ShopContext, data: StayLoaderData | undefined) {
  const t = createTranslator(shop.market.bcp47, shop.messages);
  return {
    meta: [
      { title: data?.title ? t("product.metaTitle", { title: data.title }) : t("product.expiredTitle") },
      { name: "description", content: data?.description ?? t("search.metaDescription") },
      ...(data?.status !== "ok" ? [{ name: "robots", content: "noindex, follow" }] : []),
    ],
  };
}
