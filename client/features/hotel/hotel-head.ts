/**
 * Hotel page head and loader data type (spec 001 §2 "Hotel page": noindex when the hotel is not
 * active). Synchronous and small: the router runs it while it hydrates; the loader
 * (hotel-loader.ts) loads on demand.
 */
import { createTranslator } from "#shared/i18n";
import type { ShopContext } from "../../shop/context";
import { outageHead, type PageHead, type WithHead } from "../../shop/route-head";
import { alternateLinks, canonicalLink } from "../../shop/canonical-link";
import type { HotelInputs } from "./lib/hotel-inputs";

export interface HotelLoaderData extends WithHead {
  id: number | null;
  /** The inputs the loader fetched with (the server never sees the hash: no dates, 2 adults). */
  inputs: HotelInputs;
  /** ok: the hotel answered; missing: unknown or malformed id; error: the detail failed (the page keeps its defaults, spec 001 §8). */
  status: "ok" | "missing" | "error";
  active: boolean;
  title: string | null;
  description: string | null;
}

export function hotelHead(shop: ShopContext, data: Omit<HotelLoaderData, "head"> | undefined, path: string): PageHead {
  const t = createTranslator(shop.market.bcp47, shop.messages);
  if (data?.status === "error") return outageHead(t);
  const indexable = data?.status === "ok" && data.active;
  return {
    meta: [
      { title: data?.status === "ok" && data.title ? t("hotel.metaTitle", { title: data.title }) : data?.status === "missing" ? t("notFound.metaTitle") : t("hotel.metaTitleDefault") },
      { name: "description", content: (data?.status === "ok" && data.description) || t("search.metaDescription") },
      ...(indexable ? [] : [{ name: "robots", content: "noindex, follow" }]),
    ],
    links: indexable ? [canonicalLink(shop, path), ...alternateLinks(shop, `/hotel/${data.id}`)] : [],
  };
}
