/**
 * The activity's Offer / Buy-for-myself modal (spec 001 §4 "Activity purchase: choose people,
 * click Offer or Buy for myself (own-use flag), modal opens, Continue goes to checkout, closing
 * resets"; decision 061). Shows the people chosen on the page, the price per person, its
 * reference and promo, and the total (per person × people: the figures of the card and the page,
 * shared/activity-price.ts). No date: the activity is bought as a voucher (12 months), the day is
 * chosen later. Offer asks for the optional names and creates the activity's gift cart (gift
 * booking summary); Buy for myself creates the cart (booking summary). A moved price (409) asks
 * for a reload. Loaded on the first click (lazy).
 */
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useId, useState } from "react";
import { css } from "styled-system/css";
import type { ActivityPersonPrice } from "#shared/activity-price";
import { ApiError } from "#shared/api-fetch";
import type { ActivityDetailResponse } from "#shared/contract/activity-detail";
import { formatMoney } from "#shared/money";
import { useApi, useShop, useT } from "../../../shop/use-shop";
import { DialogFrame } from "../../../ui/dialog-frame";
import { createActivityCart, createActivityGift } from "../api/purchase";
import { GIFT_VALIDITY_MONTHS } from "#shared/gift";

export type PurchaseMode = "offer" | "own";

export function PurchaseDialog(props: { mode: PurchaseMode; detail: ActivityDetailResponse; price: ActivityPersonPrice; onClose: () => void }) {
  const t = useT();
  const shop = useShop();
  const api = useApi();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { detail: d, price, mode } = props;
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [names, setNames] = useState({ fromName: "", toName: "" });
  const ids = { to: useId(), from: useId() };
  const money = (c: number) => formatMoney(c, shop.market.pointOfSale);

  async function proceed() {
    setBusy(true);
    setMessage(null);
    // The tracking code loads with the event (docs/decisions/042), not with the page.
    void import("../../../shop/tracking").then((m) => m.track(shop, m.itemsEvent("add_to_cart", [m.trackItem({ id: d.id, label: d.label, category: "activity", priceCents: price.total })])));
    try {
      if (mode === "own") {
        const cart = await createActivityCart(api, d.id, price.people, price.total);
        queryClient.setQueryData(["cart", shop.market.pointOfSale, cart.id], cart);
        await router.navigate({ to: "/booking/$cartId", params: { cartId: cart.id } });
      } else {
        const gift = await createActivityGift(api, d.id, price.people, price.total, { fromName: names.fromName.trim(), toName: names.toName.trim() });
        queryClient.setQueryData(["gift-cart", shop.market.pointOfSale, gift.id], gift);
        await router.navigate({ to: "/booking/gift/$cartId", params: { cartId: gift.id } });
      }
    } catch (err) {
      setBusy(false);
      setMessage(t(err instanceof ApiError && err.status === 409 ? "activity.priceChanged" : "activity.buyError"));
    }
  }

  return (
    <DialogFrame
      placement="center"
      size="md"
      onClose={props.onClose}
      title={t(mode === "offer" ? "activity.modal.offerTitle" : "activity.buy")}
      description={d.label}
      closeLabel={t("activity.close")}
      testId="activity-purchase-dialog"
    >
      <div className={css({ px: "6", pb: "6", display: "grid", gap: "4" })} data-purchase-mode={mode}>
        <dl className={lines}>
          <dt>{t("booking.participants")}</dt>
          <dd className={amount} data-figure="people" data-count={price.people}>{t("activity.peopleCount", { count: price.people })}</dd>
          <dt>{t("activity.perPerson")}</dt>
          <dd className={amount}>
            {price.promoShown && (
              <>
                <span className={css({ bg: "promo", color: "promo.fg", fontWeight: "bold", px: "1.5", borderRadius: "sm", fontSize: "sm", mr: "2" })} data-figure="promo" data-count={price.promo}>-{price.promo}%</span>
                <span className={css({ srOnly: true })}>{t("price.refPrice", { price: money(price.perPersonRefPrice) })}</span>
                <s aria-hidden="true" className={css({ color: "fg.muted", mr: "2" })} data-figure="perPersonRefPrice" data-cents={price.perPersonRefPrice}>{money(price.perPersonRefPrice)}</s>
              </>
            )}
            <strong data-figure="perPersonPrice" data-cents={price.perPersonPrice} data-testid="activity-dialog-per-person">{money(price.perPersonPrice)}</strong>
          </dd>
          <dt className={strong}>{t("activity.modal.total")}</dt>
          <dd className={`${amount} ${strong}`} data-figure="total" data-cents={price.total} data-testid="activity-dialog-total">{money(price.total)}</dd>
        </dl>
        <p className={css({ m: 0, fontSize: "sm", color: "fg.muted" })}>{t("activity.validity", { months: GIFT_VALIDITY_MONTHS.activity })} · {t(mode === "offer" ? "activity.modal.giftNote" : "activity.modal.ownNote")}</p>
        {mode === "offer" && (
          <div className={css({ display: "grid", gap: "3" })}>
            <label htmlFor={ids.to} className={field}>{t("gifting.form.toName")}
              <input id={ids.to} className={input} maxLength={40} value={names.toName} onChange={(e) => setNames({ ...names, toName: e.target.value })} />
            </label>
            <label htmlFor={ids.from} className={field}>{t("gifting.form.fromName")}
              <input id={ids.from} className={input} maxLength={40} value={names.fromName} onChange={(e) => setNames({ ...names, fromName: e.target.value })} />
            </label>
          </div>
        )}
        {message && <p role="alert" className={css({ m: 0, color: "danger", fontWeight: "semibold", fontSize: "sm" })}>{message}</p>}
        <button type="button" className={primary} onClick={() => void proceed()} disabled={busy} aria-busy={busy} data-testid="activity-dialog-continue">
          {busy ? t("activity.buying") : t("activity.modal.continue")}
        </button>
      </div>
    </DialogFrame>
  );
}

const lines = css({ display: "grid", gridTemplateColumns: "1fr auto", rowGap: "2", columnGap: "3", m: 0 });
const amount = css({ m: 0, textAlign: "end", fontVariantNumeric: "tabular-nums" });
const strong = css({ fontWeight: "bold", fontSize: "lg" });
const field = css({ display: "grid", gap: "1", fontWeight: "semibold", fontSize: "sm" });
const input = css({ borderWidth: "1px", borderColor: "border.strong", borderRadius: "md", px: "3", py: "2", fontSize: "md", fontWeight: "normal" });
const primary = css({
  bg: "primary", color: "primary.fg", px: "5", py: "3", borderRadius: "md", fontWeight: "semibold", borderWidth: 0, cursor: "pointer", fontSize: "md",
  _hover: { opacity: 0.92 }, _disabled: { opacity: 0.6, cursor: "progress" },
});
