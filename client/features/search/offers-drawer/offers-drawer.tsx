/**
 * The hotel offers drawer (spec 000 §4 "Offers drawer: loading, error, loaded. One main offer,
 * then others sorted by price ascending", §8 "'Oops, something went wrong' in place of the list",
 * §9 promo from 10 % in the offers list): the card's hotel, its offers from
 * POST /api/offers.json for the hotel (hotel-packages-query.ts), each with its price, cancellation label and a link to the stay
 * with the search's hash. The shop's side drawer (shell/dialog-frame.tsx: Ark UI, a bottom sheet on
 * phones): focus trapped, Escape and outside click close, focus returned to the card's button. A chunk of its own, loaded
 * at the first click (card-actions.tsx).
 */
import { Dialog } from "@ark-ui/react/dialog";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { css } from "styled-system/css";
import type { ResultCard } from "../lib/results-answer";
import type { Flow, SearchCriteria } from "#shared/criteria";
import { formatListPrice } from "#shared/money";
import { useApi, useShop, useT } from "../../../shop/use-shop";
import { DialogFrame } from "../../../ui/dialog-frame";
import { cancellationLabel } from "../cancellation/cancellation-label";
import { drawerOfferPrice, orderDrawerOffers } from "./order-offers";
import { hotelPackagesQueryOptions } from "./hotel-packages-query";

export default function OffersDrawer(props: { card: ResultCard; criteria: SearchCriteria; flow: Flow; hash: string; onClose: () => void }) {
  const t = useT();
  const api = useApi();
  const { market } = useShop();
  const query = useQuery(hotelPackagesQueryOptions(api, market.pointOfSale, props.card.hotel.id, props.criteria, props.flow));
  const offers = query.data ? orderDrawerOffers({ mainOfferId: props.card.id, offers: query.data }) : [];
  const money = (c: number) => formatListPrice(c, market.pointOfSale);
  return (
    <DialogFrame
      placement="side"
      onClose={props.onClose}
      title={t("search.offers.title")}
      description={<>{props.card.hotel.label} · {props.card.hotel.location.label}</>}
      closeLabel={t("search.offers.close")}
      testId="offers-drawer"
      // Spec 000 §2: the drawer has a go-back-to-search button, kept in view under the list.
      footer={<Dialog.CloseTrigger className={back} data-testid="offers-drawer-back">{t("search.offers.back")}</Dialog.CloseTrigger>}
    >
      {query.isPending ? (
        <p role="status" className={css({ color: "fg.muted" })} data-state-name="loading">{t("search.offers.loading")}</p>
      ) : query.isError ? (
        <div role="alert" className={css({ display: "grid", gap: "3", justifyItems: "start" })} data-state-name="error">
          <p className={css({ m: 0, fontWeight: "semibold" })}>{t("errors.generic")}</p>
          <button type="button" className={retry} onClick={() => void query.refetch()}>{t("errors.retry")}</button>
        </div>
      ) : offers.length === 0 ? (
        <p data-state-name="empty">{t("search.offers.none")}</p>
      ) : (
        <ol className={list} aria-label={t("search.offers.listLabel", { count: offers.length })} data-state-name="loaded">
          {offers.map((o, i) => {
            const price = drawerOfferPrice(o);
            const cancel = cancellationLabel(o.cancellationPolicy, props.flow, market.pointOfSale);
            return (
              <li key={o.id} className={item} data-offer-id={o.id} data-main={i === 0 && o.id === props.card.id ? "" : undefined}>
                {i === 0 && o.id === props.card.id && <span className={mainBadge}>{t("search.offers.main")}</span>}
                <Link to={o.uri} search={props.flow !== "booking" ? { flow: props.flow } : {}} hash={props.hash} className={offerLink}>{o.label}</Link>
                {o.headwords.length > 0 && <p className={muted}>{o.headwords.slice(0, 4).join(" · ")}</p>}
                <p className={o.cancellationPolicy.cancellable ? cancellable : muted}>{t(cancel.key, cancel.values)}</p>
                <div className={priceRow}>
                  {price.promo !== null && <span className={promoBadge}>-{price.promo}%</span>}
                  {price.refPrice !== null && (
                    <>
                      <span className={css({ srOnly: true })}>{t("price.refPrice", { price: money(price.refPrice) })}</span>
                      <s aria-hidden="true" className={muted}>{money(price.refPrice)}</s>
                    </>
                  )}
                  {price.from && <span className={muted}>{t("price.from")}</span>}
                  <strong className={css({ fontSize: "lg" })} data-testid="offers-drawer-price">{money(price.sellPrice)}</strong>
                </div>
                <p className={cssNights}>{t("price.forNights", { nights: o.priceInfo.nights, people: o.priceInfo.paxCount })}</p>
              </li>
            );
          })}
        </ol>
      )}
    </DialogFrame>
  );
}

const back = css({ h: "11", borderRadius: "md", borderWidth: "2px", borderColor: "primary", color: "primary", bg: "bg", fontWeight: "semibold", cursor: "pointer", _hover: { bg: "bg.subtle" } });
const list = css({ listStyle: "none", m: 0, p: 0, display: "grid", gap: "3" });
const item = css({ display: "grid", gap: "1.5", p: "4", borderWidth: "1px", borderColor: "border", borderRadius: "lg", "&[data-main]": { borderColor: "primary", borderWidth: "2px" } });
const mainBadge = css({ justifySelf: "start", fontSize: "xs", fontWeight: "bold", bg: "primary", color: "primary.fg", px: "2", py: "0.5", borderRadius: "sm" });
const offerLink = css({ fontWeight: "bold", color: "fg", textDecoration: "underline", textUnderlineOffset: "2px", _hover: { color: "primary" } });
const muted = css({ m: 0, fontSize: "sm", color: "fg.muted" });
const cancellable = css({ m: 0, fontSize: "sm", color: "success" });
const priceRow = css({ display: "flex", alignItems: "baseline", justifyContent: "flex-end", gap: "2", flexWrap: "wrap" });
const promoBadge = css({ bg: "promo", color: "promo.fg", fontWeight: "bold", fontSize: "sm", px: "2", py: "0.5", borderRadius: "sm" });
const cssNights = css({ m: 0, textAlign: "end", fontSize: "xs", color: "fg.muted" });
const retry = css({ px: "5", height: "10", borderRadius: "md", borderWidth: "2px", borderColor: "primary", color: "primary", bg: "bg", fontWeight: "semibold", cursor: "pointer" });
