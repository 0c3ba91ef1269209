/**
 * Hooks over the per-request shop context: `useShop()`, the translator `useT()`, and
 * `useMounted()` (whether the page has hydrated).
 */
import { useRouter } from "@tanstack/react-router";
import { useEffect, useMemo, useState } from "react";
import { createTranslator, type Translate } from "#shared/i18n";
import type { RouterContext, ShopContext } from "./context";

/** The shop context of this request (market, messages, flags, experiments, today). */
export function useShop(): ShopContext {
  return (useRouter().options.context as RouterContext).shop;
}

/** The API fetcher of this request (browser fetch, or the worker's in-process API during SSR). */
export function useApi(): RouterContext["api"] {
  return (useRouter().options.context as RouterContext).api;
}

/** Translator for the current point of sale's language (ICU messages from locales/). */
export function useT(): Translate {
  const shop = useShop();
  return useMemo(() => createTranslator(shop.market.bcp47, shop.messages), [shop.market.bcp47, shop.messages]);
}

/** False during SSR and hydration, true after the first client effect (hash-driven UI waits for it). */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
