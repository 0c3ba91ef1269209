/**
 * Gifting setup of a stay, /gift/$id (spec 001 §2 "Gifting setup"; docs/decisions/033): the
 * route's component. Unknown stay or upstream failure: gift-unavailable.tsx. Otherwise the setup
 * (gift-setup.tsx: nights, format, form, summary) is server-rendered and its code loads at the
 * visitor's first interaction, a click or typing meanwhile replayed (decision 052, as the stay
 * page's booking column: decision 045), so the page's first load stays within the JS budget.
 * The three-price experiment is server-rendered (shared/flags.ts `ssr`, part of the page cache's
 * key), so its visitors wait for an interaction too. What the server cannot render (a hash with
 * gift choices) is given to the setup once mounted, which opens the gate at once: no default price
 * stays on screen in its place.
 */
import { useQuery } from "@tanstack/react-query";
import { useLoaderData, useRouterState } from "@tanstack/react-router";
import { lazy } from "../../../ui/lazy";
import { useApi, useMounted, useShop } from "../../../shop/use-shop";
import { HydrateWhenVisible } from "../../../ui/hydrate-when-visible";
import { singleVoucherQueryOptions } from "../api/gift";
import type { GiftLoaderData } from "../gift-head";
import { GiftUnavailable } from "./gift-unavailable";

const GiftSetup = lazy(() => import("./gift-setup").then((m) => ({ default: m.GiftSetup })));

export function GiftSetupPage() {
  const data = useLoaderData({ strict: false }) as GiftLoaderData;
  const api = useApi();
  const { market, care, experiments } = useShop();
  const mounted = useMounted();
  const hash = useRouterState({ select: (s) => s.location.hash });
  const query = useQuery({ ...singleVoucherQueryOptions(api, market.pointOfSale, data.id), enabled: data.status === "ok" });
  if (data.status !== "ok" || !query.data) return <GiftUnavailable status={data.status === "ok" ? (query.isError ? "error" : "ok") : data.status} />;
  return (
    <HydrateWhenVisible on="interaction" replay>
      <GiftSetup gift={query.data} hash={mounted ? hash : ""} variant={care ? "control" : experiments.threePriceVoucher} />
    </HydrateWhenVisible>
  );
}
