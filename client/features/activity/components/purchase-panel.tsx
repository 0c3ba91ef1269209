/**
 * The activity's purchase panel (spec 001 §2 "a people chooser and two actions: Offer and Buy for
 * myself", §4 "Activity purchase", §5 people clamp; spec 000 §9 price per person, promo from 5 %).
 *
 * People come from the hash `a` once the page is mounted (the server never sees the hash: it
 * renders the default), clamped to the price table; the stepper writes `a` back (replace, no
 * scroll). Offer goes to the gifting path of this package (the stay page in the gifting flow: no
 * gifting setup route exists yet). Buy for myself creates a cart through the checkout hand-off
 * (POST carts.json for the table's day and people at the shown total; code loaded on click) and
 * lands on the booking summary; a moved price (409) asks for a reload.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate, useRouter, useRouterState } from "@tanstack/react-router";
import { useState } from "react";
import { css } from "styled-system/css";
import { ApiError } from "#shared/api-fetch";
import type { ActivityDetailResponse } from "#shared/contract/activity-detail";
import { formatMoney } from "#shared/money";
import { isPromoShown } from "#shared/pricing";
import { useApi, useMounted, useShop, useT } from "../../../shop/use-shop";
import { clampPeople, hashWithPeople, peopleBounds, peopleFromHash, priceForPeople } from "../lib/people";
import { loadBooking } from "../../product";

export function PurchasePanel(props: { detail: ActivityDetailResponse }) {
  const t = useT();
  const shop = useShop();
  const api = useApi();
  const router = useRouter();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mounted = useMounted();
  const d = props.detail;
  const hash = useRouterState({ select: (s) => s.location.hash });
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const people = mounted ? peopleFromHash(hash, d.prices) : clampPeople(undefined, d.prices);
  const bounds = peopleBounds(d.prices);
  const price = priceForPeople(d.prices, people);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const money = (c: number) => formatMoney(c, shop.market.pointOfSale);
  const promo = price && isPromoShown(price.promo, "activityOnly") ? price.promo : null;

  function setPeople(n: number) {
    setMessage(null);
    void navigate({ to: pathname, hash: hashWithPeople(hash, clampPeople(n, d.prices)), replace: true, resetScroll: false });
  }

  async function buy() {
    if (!price || !d.bookingDay) return;
    setBusy(true);
    setMessage(null);
    // The tracking code loads with the event (docs/decisions/042), not with the page.
    void import("../../../shop/tracking").then((m) => m.track(shop, m.itemsEvent("add_to_cart", [m.trackItem({ id: d.id, label: d.label, category: "activity", priceCents: price.total })])));
    try {
      const { createCart } = await loadBooking();
      const cart = await createCart(api, { packageId: d.id, checkin: d.bookingDay, nights: 0, a: people, c: 0, b: 0 }, price.total);
      queryClient.setQueryData(["cart", shop.market.pointOfSale, cart.id], cart);
      await router.navigate({ to: "/booking/$cartId", params: { cartId: cart.id } });
    } catch (err) {
      setBusy(false);
      setMessage(t(err instanceof ApiError && err.status === 409 ? "activity.priceChanged" : "activity.buyError"));
    }
  }

  const offerHref = `${d.uri.replace(/^\/activity\//, "/stay/")}?flow=gifting`;
  return (
    <aside aria-labelledby="activity-purchase" className={panel} data-testid="activity-purchase">
      <h2 id="activity-purchase" className={css({ fontSize: "lg", fontWeight: "bold", m: 0 })}>{t("activity.purchaseTitle")}</h2>
      {!price || !bounds ? (
        <p className={css({ mt: "3", color: "fg.muted" })}>{t("activity.unavailable")}</p>
      ) : (
        <>
          <div className={css({ mt: "4" })}>
            <span id="activity-people-label" className={css({ fontWeight: "semibold", display: "block" })}>{t("activity.people")}</span>
            <span className={css({ fontSize: "sm", color: "fg.muted" })}>{t("activity.peopleRange", { min: bounds.min, max: bounds.max })}</span>
            <div role="group" aria-labelledby="activity-people-label" className={css({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: "2", mt: "2", borderWidth: "1px", borderColor: "border", borderRadius: "full", p: "1" })}>
              <button type="button" className={step} aria-label={t("activity.peopleLess")} disabled={people <= bounds.min} onClick={() => setPeople(people - 1)}>−</button>
              <output aria-live="polite" className={css({ flex: 1, textAlign: "center", fontWeight: "semibold" })} data-testid="activity-people">{t("activity.peopleCount", { count: people })}</output>
              <button type="button" className={step} aria-label={t("activity.peopleMore")} disabled={people >= bounds.max} onClick={() => setPeople(people + 1)}>+</button>
            </div>
          </div>
          <div className={css({ mt: "5", pt: "4", borderTopWidth: "1px", borderColor: "border" })}>
            {promo !== null && <span className={css({ bg: "promo", color: "promo.fg", fontWeight: "bold", px: "2", py: "0.5", borderRadius: "sm", fontSize: "sm" })}>-{promo}%</span>}
            <p className={css({ display: "flex", alignItems: "baseline", gap: "2", flexWrap: "wrap", mt: "2", mb: 0 })}>
              <strong className={css({ fontSize: "3xl" })} data-testid="activity-price-per-person">{money(price.perPerson)}</strong>
              <span className={css({ color: "fg.muted" })}>{t("activity.perPerson")}</span>
            </p>
            {promo !== null && price.ref > price.total && (
              <p className={css({ color: "fg.muted", fontSize: "sm", m: 0 })}>
                <span className={css({ srOnly: true })}>{t("price.refPrice", { price: money(price.ref) })}</span>
                <s aria-hidden="true">{money(price.ref)}</s>
              </p>
            )}
            <p className={css({ fontWeight: "semibold", mt: "2", mb: 0 })} data-testid="activity-total">{t("activity.total", { count: people, price: money(price.total) })}</p>
            <p className={css({ fontSize: "sm", color: "fg.muted", mt: "1", mb: 0 })}>{t("activity.validity")}</p>
          </div>
          <div className={css({ display: "grid", gap: "3", mt: "5" })}>
            <button type="button" className={primary} onClick={() => void buy()} disabled={busy} aria-busy={busy}>{busy ? t("activity.buying") : t("activity.buy")}</button>
            <a href={offerHref} className={secondary}>{t("activity.offer")}</a>
          </div>
          {message && <p role="alert" className={css({ mt: "3", color: "danger", fontWeight: "semibold", fontSize: "sm" })}>{message}</p>}
        </>
      )}
    </aside>
  );
}

const panel = css({ bg: "bg", borderRadius: "xl", boxShadow: "card", borderWidth: "1px", borderColor: "border", p: "5" });
const step = css({
  w: "10", h: "10", borderRadius: "full", borderWidth: "1px", borderColor: "border", bg: "bg", color: "fg", fontSize: "xl", cursor: "pointer",
  _hover: { borderColor: "primary" }, _disabled: { opacity: 0.4, cursor: "not-allowed", _hover: { borderColor: "border" } },
});
const primary = css({
  bg: "primary", color: "primary.fg", px: "5", py: "3", borderRadius: "md", fontWeight: "semibold", borderWidth: 0, cursor: "pointer", fontSize: "md",
  _hover: { opacity: 0.92 }, _disabled: { opacity: 0.6, cursor: "progress" },
});
const secondary = css({
  display: "block", textAlign: "center", px: "5", py: "3", borderRadius: "md", fontWeight: "semibold", borderWidth: "1px", borderColor: "primary", color: "primary",
  textDecoration: "none", _hover: { bg: "bg.subtle" },
});
