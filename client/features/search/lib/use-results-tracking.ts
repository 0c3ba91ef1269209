/**
 * The results page's tracking (results-tracking.ts, loaded on demand so its code is not part of the
 * page's first load): view_item_list for each new answer shown, when the browser is idle after the
 * visitor's first interaction or 5 s (decision 045), and select_item for the card chosen.
 * `hotels`: the answer on screen (undefined while loading).
 *
 * select_item: one click listener on the window in the capture phase serves every card (the list
 * hydrates only at the first interaction and React stops a click on a dehydrated boundary: decision
 * 026). It is here, in the page's first load, and loads the tracking code when a card is chosen
 * (the pointer down before the click has usually started that load). A card followed as a full page
 * load before the code has arrived is not tracked; a client navigation is (the load is not tied to
 * this component's life).
 */
import { useEffect, useRef } from "react";
import type { ResultRow } from "./results-answer";
import { cardIdAt } from "./card-id";
import { useShop } from "../../../shop/use-shop";
import { whenEngaged } from "../../../ui/when-idle";

const load = () => import("./results-tracking");

export function useResultsTracking(hotels: readonly ResultRow[] | undefined, flow: string): void {
  const shop = useShop();
  const shown = useRef(hotels ?? []);
  shown.current = hotels ?? [];
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const link = (e.target as Element | null)?.closest?.("[data-select-item]");
      const id = link ? cardIdAt(link) : null;
      if (id === null) return;
      const list = shown.current;
      void load().then((m) => m.trackSelect(shop, list, flow, id));
    };
    window.addEventListener("click", onClick, true);
    return () => window.removeEventListener("click", onClick, true);
  }, [shop, flow]);
  useEffect(() => {
    if (!hotels) return;
    whenEngaged(() => void load().then((m) => m.trackItemList(shop, hotels, flow)));
  }, [shop, hotels, flow]);
}
