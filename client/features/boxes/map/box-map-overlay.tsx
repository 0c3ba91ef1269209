/**
 * The box offers map (spec 001 §2 box detail "paginated offers carousel with a map view"; §7
 * performMapSearch; docs/decisions/043): a full-screen dialog over the box page with every stay
 * the box redeems as a price pin (the search map's PinMap, client/features/map/), opened to fit
 * them all. A click on a pin shows a card with the stay's title and value and a link to the stay
 * page in the gifting flow (as the carousel's cards). The dialog frame, status and error are the
 * search map's (map/map-dialog.tsx): Escape and Close call `onClose`; the caller gives focus back
 * to the Map button. Loaded on demand with MapLibre (box-map-button.tsx).
 */
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { css } from "styled-system/css";
import { ceilToEuro, formatMoney } from "#shared/money";
import { useApi, useShop, useT } from "../../../shop/use-shop";
import { fitPinsView } from "../../map";
import { MapDialog, MapError, MapStatus } from "../../map";
import { cardClose, cardLink, cardPanel, CLOSE_PATH, topCentre } from "../../map";
import { PinMap, type MapState } from "../../map";
import { boxMapPinsQueryOptions, type BoxPin } from "./box-map-pins";

export { prefetchMaplibre } from "../../map";

export default function BoxMapOverlay(props: { code: string; title: string; onClose: () => void }) {
  const t = useT();
  const api = useApi();
  const { market } = useShop();
  const [mapState, setMapState] = useState<MapState>("loading");
  const [attempt, setAttempt] = useState(0);
  const [capped, setCapped] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const pins = useQuery(boxMapPinsQueryOptions(api, market.pointOfSale, props.code));
  // Whole euros rounded up, as the search map's pins (spec 000 §5 "Rounded prices use ceiling").
  const price = (pin: BoxPin) => formatMoney(ceilToEuro(pin.sellPrice), market.pointOfSale);
  const chosen = pins.data?.pins.find((p) => p.id === selected);

  const status =
    mapState === "failed" || pins.isError ? null : mapState === "loading" || pins.isPending ? t("map.loading") : t("boxes.mapCount", { count: pins.data.pins.length });

  return (
    <MapDialog
      titleId="box-map-title"
      testId="box-map"
      headingClassName={title}
      heading={
        <>
          {t("boxes.mapTitle")}
          <span className={subtitle}>{props.title}</span>
        </>
      }
      onClose={props.onClose}
    >
      <PinMap
        pins={pins.data?.pins}
        view={(list) => fitPinsView(list, market.country)}
        markerText={(pin) => (pin.sellPrice > 0 ? price(pin) : "•")}
        markerLabel={(pin) => (pin.sellPrice > 0 ? t("boxes.mapPinLabel", { price: price(pin) }) : t("boxes.mapPinNoPrice"))}
        selected={selected}
        onSelect={setSelected}
        attempt={attempt}
        onState={setMapState}
        onCapped={setCapped}
      />
      {status && (
        <div className={topCentre}>
          <MapStatus busy={mapState === "loading" || pins.isFetching} capped={capped}>{status}</MapStatus>
        </div>
      )}
      {(mapState === "failed" || pins.isError) && (
        <MapError mapFailed={mapState === "failed"} onRetry={() => (mapState === "failed" ? setAttempt((n) => n + 1) : void pins.refetch())} />
      )}
      {chosen && (
        <section className={cardPanel} aria-label={chosen.label ?? t("boxes.mapPinNoPrice")} data-testid="map-card">
          <button type="button" className={cardClose} aria-label={t("map.closeCard")} onClick={() => setSelected(null)}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18"><path fill="currentColor" d={CLOSE_PATH} /></svg>
          </button>
          <div className={css({ display: "flex", flexDirection: "column", gap: "1" })}>
            {chosen.label && <p className={css({ m: 0, fontSize: "sm", fontWeight: "bold", lineHeight: "snug" })}>{chosen.label}</p>}
            {chosen.sellPrice > 0 && <p className={css({ m: 0, fontSize: "sm" })}>{t("boxes.offerValue", { price: formatMoney(chosen.sellPrice, market.pointOfSale) })}</p>}
            <a href={`${chosen.uri}?flow=gifting`} className={cardLink} data-testid="map-card-link">{t("map.seeOffer")}</a>
          </div>
        </section>
      )}
    </MapDialog>
  );
}

const title = css({ m: 0, minW: 0, display: "flex", flexDirection: "column", fontSize: { base: "md", md: "xl" }, fontWeight: "bold", lineHeight: "snug" });
const subtitle = css({ fontSize: "sm", fontWeight: "normal", color: "fg.muted", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });
