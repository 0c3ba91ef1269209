/**
 * A room card of the hotel page (spec 001 §2 "room cards in 3 columns with offer radio choice",
 * §3 Room, Stay offer): the room's picture, name, size, bedding and capacity, its highlighted
 * facilities, its offers as radio choices (cheapest first), and for the chosen offer its price,
 * the offer detail (offer-dialog.tsx, loaded on hover, focus or click) and the way to its stay
 * page with the hash's dates and party.
 */
import { Suspense, useId, useState } from "react";
import { lazy } from "../../../ui/lazy";
import { css } from "styled-system/css";
import type { HotelRoom } from "#shared/contract/hotel-detail";
import { parseCriteria, serializeCriteria } from "#shared/criteria";
import { rasterUrl } from "#shared/illustrations/raster-urls";
import { stayLinkHash } from "#shared/stay-hash";
import { formatMoney } from "#shared/money";
import { isPromoShown, showRoomsLeft } from "#shared/pricing";
import { useShop, useT } from "../../../shop/use-shop";

const loadDialog = () => import("./offer-dialog");
const OfferDialog = lazy(loadDialog);

export function RoomCard(props: { room: HotelRoom; hotelId: number; hash: string }) {
  const t = useT();
  const { market } = useShop();
  const name = useId();
  const r = props.room;
  const [chosenId, setChosenId] = useState(r.offers[0]!.id);
  const [details, setDetails] = useState(false);
  const chosen = r.offers.find((o) => o.id === chosenId) ?? r.offers[0]!;
  const money = (c: number) => formatMoney(c, market.pointOfSale);
  // The stay page's hash: the dates and party, and the chosen offer with its stay and hotel (spec 001 §2 offerId, id, hotelId).
  const stayHref = `${chosen.uri}#${stayLinkHash(props.hash ? serializeCriteria(parseCriteria(props.hash)) : "", { id: chosen.id, hotelId: props.hotelId, offerId: chosen.id })}`;
  const preload = () => void loadDialog();
  return (
    <article className={card} aria-labelledby={`${name}-title`} data-testid="room-card">
      <img src={rasterUrl(r.images[0]!, 640)} alt="" width={640} height={360} loading="lazy" className={css({ w: "100%", aspectRatio: "16/9", objectFit: "cover", display: "block", bg: "bg.subtle" })} />
      <div className={css({ p: "4", display: "flex", flexDirection: "column", gap: "3", flex: 1 })}>
        <div>
          <h3 id={`${name}-title`} className={css({ fontSize: "lg", fontWeight: "bold", m: 0 })}>{r.label}</h3>
          <p className={css({ m: 0, mt: "1", fontSize: "sm", color: "fg.muted" })}>
            {t("hotel.room.facts", { size: r.size, bedding: r.bedding.label, max: r.maxCapacity })}
          </p>
        </div>
        {r.highlightedFacilities.length > 0 && (
          <ul className={css({ display: "flex", flexWrap: "wrap", gap: "1.5", listStyle: "none", p: 0, m: 0 })}>
            {r.highlightedFacilities.map((f) => <li key={f.key} className={chip}>{f.label}</li>)}
          </ul>
        )}
        <fieldset className={css({ border: "none", p: 0, m: 0, display: "grid", gap: "2" })}>
          <legend className={css({ fontSize: "sm", fontWeight: "semibold", mb: "2", p: 0 })}>{t("hotel.room.chooseOffer", { count: r.offers.length })}</legend>
          {r.offers.map((o) => (
            <label key={o.id} className={option} data-checked={o.id === chosen.id ? "" : undefined}>
              <input type="radio" name={name} value={o.id} checked={o.id === chosen.id} onChange={() => setChosenId(o.id)} className={css({ mt: "1", accentColor: "var(--colors-primary)", flexShrink: 0 })} />
              <span className={css({ flex: 1, minW: 0 })}>
                <span className={css({ display: "block", fontWeight: "semibold", fontSize: "sm", lineHeight: "snug" })}>{o.label}</span>
                <span className={css({ display: "block", fontSize: "xs", color: "fg.muted", mt: "0.5" })}>
                  {[t("price.forNights", { nights: o.nights, people: o.paxCount }), ...o.shortProgramIntroWithoutRoom].join(" · ")}
                </span>
              </span>
              <span className={css({ fontWeight: "bold", fontSize: "sm", whiteSpace: "nowrap" })}>{money(o.price.sellPrice)}</span>
            </label>
          ))}
        </fieldset>
        <div className={css({ mt: "auto", pt: "3", borderTopWidth: "1px", borderColor: "border", display: "grid", gap: "2" })} data-testid="room-price">
          <div className={css({ display: "flex", alignItems: "baseline", gap: "2", flexWrap: "wrap" })}>
            {chosen.price.priceType === "from" && <span className={css({ fontSize: "sm", color: "fg.muted" })}>{t("price.from")}</span>}
            <strong className={css({ fontSize: "2xl" })}>{money(chosen.price.sellPrice)}</strong>
            {isPromoShown(chosen.price.promoPercentageRounded, "offersList") && (
              <>
                <s className={css({ color: "fg.muted", fontSize: "sm" })} aria-hidden="true">{money(chosen.price.refPrice)}</s>
                <span className={css({ srOnly: true })}>{t("price.refPrice", { price: money(chosen.price.refPrice) })}</span>
                <span className={promo}>-{chosen.price.promoPercentageRounded}%</span>
              </>
            )}
          </div>
          <p className={css({ m: 0, fontSize: "sm", color: "fg.muted" })}>{t("price.forNights", { nights: chosen.nights, people: chosen.paxCount })}</p>
          {showRoomsLeft(chosen.availableRooms, chosen.hasSelectedDates) && <p className={css({ m: 0, fontSize: "sm", fontWeight: "semibold", color: "promo" })}>{t("stress.roomsLeft", { count: chosen.availableRooms! })}</p>}
          <div className={css({ display: "flex", gap: "2", flexWrap: "wrap" })}>
            <button type="button" className={secondary} aria-haspopup="dialog" onPointerEnter={preload} onFocus={preload} onClick={() => setDetails(true)}>
              {t("hotel.room.details")}
            </button>
            <a href={stayHref} className={primary}>{t("hotel.room.choose")}</a>
          </div>
        </div>
      </div>
      {details && (
        <Suspense fallback={null}>
          <OfferDialog room={r} offer={chosen} stayHref={stayHref} onClose={() => setDetails(false)} />
        </Suspense>
      )}
    </article>
  );
}

const card = css({ display: "flex", flexDirection: "column", w: "100%", bg: "bg", borderRadius: "xl", boxShadow: "card", borderWidth: "1px", borderColor: "border", overflow: "hidden" });
const chip = css({ fontSize: "xs", px: "2", py: "0.5", borderRadius: "full", bg: "bg.subtle" });
const option = css({
  display: "flex", gap: "2", alignItems: "flex-start", p: "2.5", borderWidth: "1px", borderColor: "border", borderRadius: "md", cursor: "pointer",
  _hover: { borderColor: "primary" }, "&[data-checked]": { borderColor: "primary", bg: "accent.subtle" },
});
const promo = css({ bg: "promo", color: "promo.fg", fontWeight: "bold", px: "1.5", py: "0.5", borderRadius: "sm", fontSize: "xs" });
const secondary = css({ flex: "1 1 auto", h: "11", px: "3", borderRadius: "md", borderWidth: "1px", borderColor: "border.strong", bg: "bg", color: "fg", fontWeight: "semibold", cursor: "pointer", _hover: { borderColor: "primary" } });
const primary = css({
  flex: "1 1 auto", display: "inline-flex", alignItems: "center", justifyContent: "center", h: "11", px: "3", borderRadius: "md", bg: "primary", color: "primary.fg",
  fontWeight: "bold", textDecoration: "none", _hover: { bg: "primary.hover" },
});
