/**
 * Gift card customisation, /giftcard/customization in the six markets (spec 001 §2 "Gift card
 * customisation route"; docs/decisions/033): the route's component. Upstream failure:
 * gift-unavailable.tsx. Otherwise the customisation (giftcard-setup.tsx) is server-rendered and
 * its code loads at the visitor's first interaction, a click or typing meanwhile replayed
 * (decision 052), so the page's first load stays within the JS budget.
 */
import { useQuery } from "@tanstack/react-query";
import { useLoaderData } from "@tanstack/react-router";
import { lazy } from "../../../ui/lazy";
import { useApi, useShop } from "../../../shop/use-shop";
import { HydrateWhenVisible } from "../../../ui/hydrate-when-visible";
import { giftcardQueryOptions } from "../api/gift";
import type { GiftcardLoaderData } from "../gift-head";
import { GiftUnavailable } from "./gift-unavailable";

const Giftcard = lazy(() => import("./giftcard-setup").then((m) => ({ default: m.Giftcard })));

export function GiftcardPage() {
  const data = useLoaderData({ strict: false }) as GiftcardLoaderData;
  const api = useApi();
  const { market } = useShop();
  const query = useQuery({ ...giftcardQueryOptions(api, market.pointOfSale), enabled: data.status === "ok" });
  if (data.status !== "ok" || !query.data) return <GiftUnavailable status={query.isError || data.status === "error" ? "error" : "ok"} />;
  return (
    <HydrateWhenVisible on="interaction" replay>
      <Giftcard options={query.data} />
    </HydrateWhenVisible>
  );
}
