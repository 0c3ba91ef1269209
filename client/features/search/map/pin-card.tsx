/**
 * The card of a clicked map pin (issue 14 "clicking a pin shows a small card of the hotel's main
 * offer linking to the stay page, keeping the hash criteria"): picture, hotel and stars, the
 * offer's title, its price as on the result cards (lib/offer-card-data cardPrice: per person in the
 * activity flow), and a link to /stay/{id} with the flow and the search's hash. Loading and error
 * states in the shopper's language; a hotel that no longer matches says so.
 */
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { css } from "styled-system/css";
import type { Flow, SearchCriteria } from "#shared/criteria";
import { rasterUrl } from "#shared/illustrations/raster-urls";
import { formatListPrice } from "#shared/money";
import { useApi, useShop, useT } from "../../../shop/use-shop";
import { Stars } from "../../../ui/stars";
import { cardPrice } from "../lib/offer-card-data";
import { cardClose as closeButton, cardLink as seeOffer, cardPanel as panel, CLOSE_PATH } from "../../map";
import { hotelOfferQueryOptions } from "./api/map-pins";

export function PinCard(props: { hotelId: number; criteria: SearchCriteria; flow: Flow; hash: string; onClose: () => void }) {
  const t = useT();
  const api = useApi();
  const { market } = useShop();
  const offer = useQuery(hotelOfferQueryOptions(api, market.pointOfSale, props.criteria, props.flow, props.hotelId));
  const row = offer.data;
  const card = row?.mainPackage;
  const price = card ? cardPrice(card, props.flow) : null;

  return (
    <section className={panel} aria-label={card ? card.hotel.label : t("map.cardLoading")} data-testid="map-card">
      <button type="button" className={closeButton} aria-label={t("map.closeCard")} onClick={props.onClose}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18"><path fill="currentColor" d={CLOSE_PATH} /></svg>
      </button>
      {offer.isPending ? (
        <p role="status" className={message}>{t("map.cardLoading")}</p>
      ) : offer.isError ? (
        <div role="alert" className={message}>
          <p className={css({ m: 0 })}>{t("errors.generic")}</p>
          <button type="button" className={linkButton} onClick={() => void offer.refetch()}>{t("errors.retry")}</button>
        </div>
      ) : !card || !price ? (
        <p className={message}>{t("map.cardGone")}</p>
      ) : (
        <div className={body}>
          <img src={rasterUrl(card.imageUrl, 480)} alt="" width={640} height={360} className={image} />
          <div className={css({ minW: 0, display: "flex", flexDirection: "column", gap: "1" })}>
            <p className={hotelLine}>
              <span className={css({ overflow: "hidden", textOverflow: "ellipsis" })}>{card.hotel.label}</span>
              {card.hotel.stars ? <Stars count={card.hotel.stars} /> : null}
            </p>
            <p className={offerTitle}>{card.label}</p>
            <p className={priceLine}>
              {card.priceType === "from" && <span className={css({ color: "fg.muted", fontSize: "xs" })}>{t("price.from")} </span>}
              <strong className={css({ fontSize: "lg" })}>{formatListPrice(price.sellPrice, market.pointOfSale)}</strong>
              {price.perPerson && <span className={css({ color: "fg.muted", fontSize: "xs" })}> {t("searchCriteria.perPerson")}</span>}
            </p>
            <Link
              to="/stay/$id"
              params={{ id: String(card.id) }}
              search={props.flow !== "booking" ? { flow: props.flow } : {}}
              hash={props.hash}
              className={seeOffer}
              data-testid="map-card-link"
            >
              {t("map.seeOffer")}
            </Link>
          </div>
        </div>
      )}
    </section>
  );
}

const message = css({ m: 0, py: "3", display: "flex", alignItems: "center", gap: "3", flexWrap: "wrap", fontSize: "sm" });
const body = css({ display: "grid", gridTemplateColumns: { base: "6rem 1fr", md: "7.5rem 1fr" }, gap: "3", alignItems: "start" });
const image = css({ w: "100%", h: "auto", aspectRatio: "4 / 3", objectFit: "cover", borderRadius: "md", bg: "bg.subtle" });
const hotelLine = css({ m: 0, display: "flex", alignItems: "center", gap: "1.5", fontSize: "xs", color: "fg.muted", fontWeight: "semibold", whiteSpace: "nowrap" });
const offerTitle = css({ m: 0, fontSize: "sm", fontWeight: "bold", lineHeight: "snug", lineClamp: 2 });
const priceLine = css({ m: 0, color: "fg" });
const linkButton = css({ fontWeight: "semibold", color: "primary", textDecoration: "underline", cursor: "pointer", bg: "transparent" });
