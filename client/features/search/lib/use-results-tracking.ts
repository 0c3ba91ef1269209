/**
 * The results page's tracking (results-tracking.ts), started when the browser is idle after
 * hydration so its code is not part of the page's first load: view_item_list for each new answer
 * shown, select_item for the card chosen. `hotels`: the answer on screen (undefined while loading).
 */
import { useEffect, useRef } from "react";
import type { HotelWithPackages } from "#shared/contract/offers";
import { useShop } from "../../../shop/use-shop";
import { whenIdle } from "../../shell/when-idle";

const load = () => import("./results-tracking");

export function useResultsTracking(hotels: readonly HotelWithPackages[] | undefined, flow: string): void {
  const shop = useShop();
  const shown = useRef(hotels ?? []);
  shown.current = hotels ?? [];
  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    whenIdle(() => void load().then((m) => {
      if (live) stop = m.listenSelectItem(shop, () => shown.current, flow);
    }));
    return () => {
      live = false;
      stop?.();
    };
  }, [shop, flow]);
  useEffect(() => {
    if (!hotels) return;
    whenIdle(() => void load().then((m) => m.trackItemList(shop, hotels, flow)));
  }, [shop, hotels, flow]);
}
