/**
 * The booking summary's price check (spec 001 §4 "Price-update modal: opens when the price
 * changed … Lower price: celebration icon, only Continue unless opened from checkout. Higher
 * price: Back and Continue. Closing from checkout clears state and navigates to the hotel or
 * product page (keeping dates, pax, gift format)"; docs/decisions/044). Once the page is mounted,
 * the cart is quoted again in real time; when the price moved, the stay page's price-change dialog
 * (loaded then) opens in its checkout variant: Continue creates a cart at the new price and
 * replaces this summary with it; Back, Escape or closing go back to the product page with the
 * cart's dates and party. An offer no longer bookable says so, with the same way back.
 * Renders nothing while the price holds.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { Suspense, useState } from "react";
import { lazy } from "../../../ui/lazy";
import { css } from "styled-system/css";
import { ApiError } from "#shared/api-fetch";
import type { Cart } from "#shared/contract/cart";
import { priceChange } from "#shared/pricing";
import { useApi, useMounted, useShop, useT } from "../../../shop/use-shop";
import { cartRequoteOptions, replaceCart } from "../api/requote";
import { productReturnHref } from "../lib/return-href";

const PriceChangeDialog = lazy(() => import("../../../ui/price-change-dialog").then((m) => ({ default: m.PriceChangeDialog })));

export function CartRequote(props: { cart: Cart }) {
  const t = useT();
  const api = useApi();
  const { market } = useShop();
  const router = useRouter();
  const queryClient = useQueryClient();
  const mounted = useMounted();
  const cart = props.cart;
  const requote = useQuery({ ...cartRequoteOptions(api, market.pointOfSale, cart), enabled: mounted });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const quote = requote.data;
  const back = () => void router.navigate({ href: productReturnHref(cart) });

  if (!quote) return null;
  if (!quote.bookable || !quote.priceInfo) {
    return (
      <div role="alert" className={notice} data-testid="booking-unavailable">
        <p className={css({ m: 0, fontWeight: "semibold" })}>{t("booking.requote.unavailable")}</p>
        <button type="button" className={linkButton} onClick={back}>{t(cart.type === "ACTIVITY" ? "booking.backToActivity" : "booking.backToStay")}</button>
      </div>
    );
  }
  const change = priceChange(cart.priceInfo.sellPrice, quote.priceInfo.sellPrice);
  if (!change) return null;

  async function accept(sellPrice: number) {
    setBusy(true);
    setFailed(false);
    try {
      const next = await replaceCart(api, cart, sellPrice);
      queryClient.setQueryData(["cart", market.pointOfSale, next.id], next);
      await router.navigate({ to: "/booking/$cartId", params: { cartId: next.id }, replace: true });
    } catch (err) {
      setBusy(false);
      // Moved again in between: ask once more with the newest figure.
      if (err instanceof ApiError && err.status === 409) void requote.refetch();
      else setFailed(true);
    }
  }

  return (
    <>
      {failed && <p role="alert" className={css({ m: 0, color: "danger", fontWeight: "semibold", fontSize: "sm" })}>{t("booking.requote.error")}</p>}
      <Suspense fallback={null}>
        <PriceChangeDialog change={change} fromCheckout busy={busy} onBack={back} onContinue={() => void accept(change.newPrice)} />
      </Suspense>
    </>
  );
}

const notice = css({ display: "grid", gap: "2", p: "4", borderRadius: "lg", bg: "bg.subtle", borderWidth: "1px", borderColor: "border.strong" });
const linkButton = css({ justifySelf: "start", p: 0, bg: "transparent", color: "primary", fontWeight: "semibold", textDecoration: "underline", textUnderlineOffset: "0.15em", cursor: "pointer" });
