/**
 * 'Personalise your gift' drawer of the stay page in gifting (spec 001 §2 "A Personalise-your-gift
 * drawer has an Offer button"; §4 "Night change sets giftNights"): what the gift is (the stay for
 * 2, format and message chosen next), the nights offered with their gift prices (the stay page's
 * one price list, `giftPriceList`, which the gift setup and the gift cart price alike: issue 25
 * item 3), validity, and Offer, which opens the gifting setup (/gift/$id) on the chosen giftNights.
 * Choosing nights writes giftNights in the stay page's hash, so the page's price follows. The
 * shop's Ark UI dialog frame as a side drawer (bottom sheet on phones; shell/dialog-frame.tsx),
 * loaded on demand by gift-entry.tsx.
 */
import { Dialog } from "@ark-ui/react/dialog";
import { Link, useRouterState } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { GIFT_ADULTS, GIFT_VALIDITY_MONTHS, stayGiftNights } from "#shared/gift";
import { writeGiftHash } from "#shared/gift-hash";
import { formatMoney } from "#shared/money";
import { useShop, useT } from "../../../shop/use-shop";
import { DialogFrame } from "../../../ui/dialog-frame";
import { useGiftHash } from "../lib/use-gift-hash";
import { radioCard, radioGrid } from "./gift-styles";

export interface GiftDrawerProps {
  open: boolean;
  onClose: () => void;
  packageId: number;
  label: string;
  /** The stay's own nights (the default gift nights when offered). */
  nights: number;
  /** The nights offered and their gift prices, cents (detail.giftPriceList). */
  prices: readonly { nights: number; sellPrice: number }[];
}

export default function GiftDrawer(props: GiftDrawerProps) {
  const t = useT();
  const { market } = useShop();
  const hash = useRouterState({ select: (s) => s.location.hash });
  const [gift, writeHash] = useGiftHash(hash);
  const nights = stayGiftNights(props.prices, gift.giftNights, props.nights);
  const chosen = props.prices.find((p) => p.nights === nights);
  return (
    <DialogFrame open={props.open} onClose={props.onClose} placement="side" title={t("gifting.drawer.open")} closeLabel={t("gifting.drawer.close")} testId="gift-drawer">
      <p className={css({ fontWeight: "semibold", m: 0 })}>{props.label}</p>
      <Dialog.Description className={css({ m: 0, color: "fg.muted", lineHeight: "relaxed" })}>{t("gifting.drawer.text")}</Dialog.Description>
      {props.prices.length > 1 && (
        <fieldset className={css({ border: 0, p: 0, m: 0, minW: 0 })} data-testid="gift-drawer-nights">
          <legend className={css({ fontWeight: "semibold", mb: "2", p: 0 })}>{t("gifting.nights.title")}</legend>
          <div className={radioGrid}>
            {props.prices.map((p) => (
              <label key={p.nights} className={radioCard} data-gift-nights={p.nights}>
                <input type="radio" name="drawerGiftNights" value={p.nights} checked={p.nights === nights} onChange={() => writeHash({ giftNights: p.nights })} />
                <span><strong>{t("calendar.nights", { count: p.nights })}</strong><span data-figure="sellPrice" data-cents={p.sellPrice}>{formatMoney(p.sellPrice, market.pointOfSale)}</span></span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {chosen && nights !== null && (
        <p className={css({ m: 0, fontSize: "2xl", fontWeight: "bold" })} data-testid="gift-drawer-price" data-figure="total" data-cents={chosen.sellPrice}>
          {t("gifting.drawer.from", { amount: formatMoney(chosen.sellPrice, market.pointOfSale), nights })}
        </p>
      )}
      <p className={css({ m: 0, fontSize: "sm" })}>{t("gifting.validity.stay", { months: GIFT_VALIDITY_MONTHS.stay, adults: GIFT_ADULTS })}</p>
      <Link to="/gift/$id" params={{ id: String(props.packageId) }} hash={nights !== null ? writeGiftHash("", { giftNights: nights }) : undefined} className={offer} data-testid="gift-offer" onClick={props.onClose}>
        {t("gifting.drawer.offer")}
      </Link>
    </DialogFrame>
  );
}

const offer = css({ display: "flex", alignItems: "center", justifyContent: "center", h: "12", borderRadius: "md", bg: "primary", color: "primary.fg", fontWeight: "bold", textDecoration: "none", _hover: { bg: "primary.hover" } });
