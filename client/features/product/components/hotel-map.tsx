/**
 * The hotel location modal's map (spec 001 §2 "hotel location" modal; §9 "Map zoom: hotel 14"):
 * MapLibre GL created as the search map's (map/create-map.ts: /map/style, the hosted style from
 * settings or the offline Natural Earth one, decision 030) with one pin on the hotel. Loaded on
 * demand with the library (map/maplibre-loader.ts), only when the modal opens. The offline style
 * has no streets: there the map opens at the spec's "large" zoom (6), the country's outline placing
 * the hotel; a hosted style opens at the hotel's 14. Decorative for screen readers: the address beside it
 * says where the hotel is.
 */
import { useEffect, useRef, useState } from "react";
import { css } from "styled-system/css";
import type { Map as MapLibreMap } from "maplibre-gl";
import { useShop, useT } from "../../../shop/use-shop";
import { createMap } from "../../map";
import { loadMaplibre } from "../../map";

/** Spec 001 §9 hotel zoom, and the zoom used on the offline style (no streets). */
export const HOTEL_ZOOM = 14;
export const OFFLINE_ZOOM = 6;

export default function HotelMap(props: { latitude: number; longitude: number; label: string; className: string }) {
  const t = useT();
  const { market } = useShop();
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  useEffect(() => {
    let cancelled = false;
    let map: MapLibreMap | null = null;
    loadMaplibre()
      .then((maplibre) => {
        if (cancelled || !ref.current) return;
        const center: [number, number] = [props.longitude, props.latitude];
        map = createMap(maplibre, ref.current, {
          center,
          zoom: HOTEL_ZOOM,
          canvasLabel: t("product.hotelInfo.mapLabel"),
          t,
          language: market.language,
          onFailed: () => {
            if (!cancelled) setState("failed");
          },
        });
        const pin = document.createElement("div");
        pin.className = pinCss;
        pin.setAttribute("aria-hidden", "true");
        new maplibre.Marker({ element: pin, anchor: "bottom" }).setLngLat(center).addTo(map);
        map.on("load", () => {
          if (cancelled || !map) return;
          if (/offline/i.test(map.getStyle().name ?? "")) map.jumpTo({ center, zoom: OFFLINE_ZOOM });
          setState("ready");
        });
      })
      .catch((error: unknown) => {
        console.warn("map:", error instanceof Error ? error.message : error);
        if (!cancelled) setState("failed");
      });
    return () => {
      cancelled = true;
      map?.remove();
    };
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the map is built for a place; the labels' language does not change on a page
  }, [props.latitude, props.longitude]);
  return (
    <div className={css({ position: "relative" })}>
      <div ref={ref} className={props.className} data-testid="hotel-map" data-state={state} />
      {state !== "ready" && (
        <p role="status" className={css({ position: "absolute", inset: 0, m: 0, display: "flex", alignItems: "center", justifyContent: "center", color: "fg.muted", pointerEvents: "none" })}>
          {state === "failed" ? t("map.error") : t("map.loading")}
        </p>
      )}
    </div>
  );
}

// A teardrop pin in the brand colour (HTML marker: the offline style has no glyphs or sprites).
const pinCss = css({
  w: "7", h: "7", bg: "primary", borderWidth: "3px", borderColor: "white", borderRadius: "50% 50% 50% 0", transform: "rotate(-45deg)", boxShadow: "card",
});
