/**
 * The payment step's confirmation of a booking made with a gift code (issue 15 "booking a stay with
 * the gift"; spec 001 §3 Booking price breakdown giftcards / remainingAmountToPay; decision 054).
 * With no payment provider (the embedded default takes no money, decision 047) the recipient
 * confirms here: POST /api/account/beneficiary/carts/{id}/confirm uses the code once and answers
 * the confirmed cart, which replaces the shown one. A confirmed cart says so; refusals are said in
 * the recipient's language (code already used, signed out, not this code's booking).
 */
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { css } from "styled-system/css";
import { ApiError, apiJson, postJson } from "#shared/api-fetch";
import type { Cart } from "#shared/contract/cart";
import { useApi, useShop, useT } from "../../../shop/use-shop";
import { cartQueryOptions } from "../api/cart";

/** Locale key of a refused confirmation, by HTTP status. */
function refusalKey(status: number): string {
  if (status === 410) return "account.error.codeUsed";
  if (status === 401) return "booking.giftSignedOut";
  if (status === 403) return "booking.giftNotYours";
  return "errors.generic";
}

/** `canConfirm`: the payment step offers the button; the summary only says a confirmed booking is. */
export function GiftConfirm({ cart, canConfirm }: { cart: Cart; canConfirm: boolean }) {
  const t = useT();
  const api = useApi();
  const { market } = useShop();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!cart.gift) return null;
  if (cart.status === "confirmed") {
    return <p role="status" className={done} data-testid="gift-confirmed">{t("booking.giftConfirmed")}</p>;
  }
  // A provider takes what is left to pay and confirms the booking itself.
  if (!canConfirm || (cart.payment.takesMoney && cart.breakdown.remainingAmountToPay > 0)) return null;

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      // The confirm call's POST carries an empty JSON body (the account API's same-origin rule).
      const confirmed = await apiJson<Cart>(api, `/api/account/beneficiary/carts/${encodeURIComponent(cart.id)}/confirm`, postJson({}));
      queryClient.setQueryData(cartQueryOptions(api, market.pointOfSale, cart.id).queryKey, confirmed);
    } catch (err) {
      setError(refusalKey(err instanceof ApiError ? err.status : 0));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={css({ display: "grid", gap: "2" })}>
      <button type="button" className={button} disabled={busy} aria-busy={busy} onClick={() => void confirm()} data-testid="gift-confirm">
        {t("booking.giftConfirm")}
      </button>
      {error ? <p role="alert" className={css({ m: 0, color: "danger", fontWeight: "semibold", fontSize: "sm" })}>{t(error)}</p> : null}
    </div>
  );
}

const button = css({ minH: "12", px: "6", borderRadius: "md", bg: "primary", color: "primary.fg", fontWeight: "bold", border: 0, cursor: "pointer", _hover: { bg: "primary.hover" }, _disabled: { opacity: 0.6, cursor: "progress" } });
const done = css({ m: 0, p: "4", borderRadius: "lg", bg: "accent.subtle", fontWeight: "bold", lineHeight: "relaxed" });
