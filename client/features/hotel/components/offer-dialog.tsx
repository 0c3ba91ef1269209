/**
 * The offer detail of a room card (spec 001 §2 "offer detail modal (bottom drawer on mobile)"):
 * the stay, its room, what it includes, its price for the dates and party, its cancellation
 * label, and the way to its stay page. The shop's Ark UI dialog frame (shell/dialog-frame.tsx:
 * focus trapped, Escape and outside click close, focus returned); a chunk of its own, loaded by
 * room-card.tsx on demand.
 */
import { Dialog } from "@ark-ui/react/dialog";
import { css } from "styled-system/css";
import type { HotelOffer, HotelRoom } from "#shared/contract/hotel-detail";
import { rasterUrl } from "#shared/illustrations/raster-urls";
import { formatMoney } from "#shared/money";
import { useShop, useT } from "../../../shop/use-shop";
import { DialogFrame } from "../../../ui/dialog-frame";

export default function OfferDialog(props: { room: HotelRoom; offer: HotelOffer; stayHref: string; onClose: () => void }) {
  const t = useT();
  const { market } = useShop();
  const o = props.offer;
  const r = props.room;
  const money = (c: number) => formatMoney(c, market.pointOfSale);
  return (
    <DialogFrame placement="center" size="md" onClose={props.onClose} title={o.label} closeLabel={t("hotel.close")} testId="offer-dialog">
      <img src={rasterUrl(r.images[1] ?? r.images[0]!, 640)} alt="" width={640} height={360} className={css({ w: "100%", aspectRatio: "16/9", objectFit: "cover", borderRadius: "lg", bg: "bg.subtle" })} />
      <Dialog.Description className={css({ m: 0, color: "fg.muted" })}>{r.description}</Dialog.Description>
      <div>
        <h3 className={h3}>{t("hotel.offer.includes")}</h3>
        <ul className={css({ m: 0, pl: "5", display: "grid", gap: "1" })}>
          <li>{r.label} · {t("price.forNights", { nights: o.nights, people: o.paxCount })}</li>
          {o.shortProgramIntroWithoutRoom.map((x) => <li key={x} className={css({ "&::first-letter": { textTransform: "uppercase" } })}>{x}</li>)}
        </ul>
      </div>
      <div>
        <h3 className={h3}>{r.detailsSection.title}</h3>
        <p className={css({ m: 0, fontSize: "sm", color: "fg.muted" })}>{r.detailsSection.details.join(" · ")}</p>
      </div>
      <p className={o.cancellationPolicy.cancellable ? cancellable : muted}>{o.cancellationPolicy.message}</p>
      <div className={css({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: "3", pt: "3", borderTopWidth: "1px", borderColor: "border", flexWrap: "wrap" })}>
        <div>
          {o.price.priceType === "from" && <span className={css({ fontSize: "sm", color: "fg.muted", mr: "1" })}>{t("price.from")}</span>}
          <strong className={css({ fontSize: "2xl" })} data-testid="offer-dialog-price">{money(o.price.sellPrice)}</strong>
          <p className={css({ m: 0, fontSize: "sm", color: "fg.muted" })}>{t("price.forNights", { nights: o.nights, people: o.paxCount })}</p>
        </div>
        <a href={props.stayHref} className={primary}>{t("hotel.room.choose")}</a>
      </div>
    </DialogFrame>
  );
}

const cancellable = css({ m: 0, fontSize: "sm", color: "success" });
const muted = css({ m: 0, fontSize: "sm", color: "fg.muted" });
const h3 = css({ fontSize: "md", fontWeight: "bold", m: 0, mb: "2" });
const primary = css({
  display: "inline-flex", alignItems: "center", justifyContent: "center", h: "12", px: "6", borderRadius: "md", bg: "primary", color: "primary.fg",
  fontWeight: "bold", textDecoration: "none", _hover: { bg: "primary.hover" },
});
