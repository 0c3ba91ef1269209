/**
 * The activity's purchase panel (spec 001 §2 "a people chooser and two actions: Offer and Buy for
 * myself", §4 "Activity purchase: choose people, click Offer or Buy for myself (own-use flag),
 * modal opens, Continue goes to checkout", §5 people clamp; spec 000 §9 price per person, promo
 * from 5 %; decision 061).
 *
 * People come from the hash `a` once the page is mounted (the server never sees the hash: it
 * renders the default), clamped to the price table; the stepper writes `a` back (replace, no
 * scroll). The price per person, its reference per person and the promo are the card's figures
 * (shared/activity-price.ts over the table's line); the total is per person × people. Offer and
 * Buy for myself open the purchase modal (purchase-dialog.tsx, loaded on click) with the people
 * kept.
 */
import { useRouterState, useNavigate } from "@tanstack/react-router";
import { Suspense, useState } from "react";
import { lazy } from "../../../ui/lazy";
import { css } from "styled-system/css";
import type { ActivityDetailResponse } from "#shared/contract/activity-detail";
import { formatMoney } from "#shared/money";
import { useMounted, useShop, useT } from "../../../shop/use-shop";
import { clampPeople, hashWithPeople, peopleBounds, peopleFromHash, priceForPeople } from "../lib/people";
import type { PurchaseMode } from "./purchase-dialog";
import { GIFT_VALIDITY_MONTHS } from "#shared/gift";

const PurchaseDialog = lazy(() => import("./purchase-dialog").then((m) => ({ default: m.PurchaseDialog })));

export function PurchasePanel(props: { detail: ActivityDetailResponse }) {
  const t = useT();
  const shop = useShop();
  const navigate = useNavigate();
  const mounted = useMounted();
  const d = props.detail;
  const hash = useRouterState({ select: (s) => s.location.hash });
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const people = mounted ? peopleFromHash(hash, d.prices) : clampPeople(undefined, d.prices);
  const bounds = peopleBounds(d.prices);
  const price = priceForPeople(d.prices, people);
  const [mode, setMode] = useState<PurchaseMode | null>(null);
  const money = (c: number) => formatMoney(c, shop.market.pointOfSale);

  function setPeople(n: number) {
    void navigate({ to: pathname, hash: hashWithPeople(hash, clampPeople(n, d.prices)), replace: true, resetScroll: false });
  }

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
            {price.promoShown && <span className={css({ bg: "promo", color: "promo.fg", fontWeight: "bold", px: "2", py: "0.5", borderRadius: "sm", fontSize: "sm" })} data-figure="promo" data-count={price.promo}>-{price.promo}%</span>}
            <p className={css({ display: "flex", alignItems: "baseline", gap: "2", flexWrap: "wrap", mt: "2", mb: 0 })}>
              <strong className={css({ fontSize: "3xl" })} data-testid="activity-price-per-person" data-figure="perPersonPrice" data-cents={price.perPersonPrice}>{money(price.perPersonPrice)}</strong>
              {price.promoShown && (
                <>
                  <span className={css({ srOnly: true })}>{t("price.refPrice", { price: money(price.perPersonRefPrice) })}</span>
                  <s aria-hidden="true" className={css({ color: "fg.muted" })} data-figure="perPersonRefPrice" data-cents={price.perPersonRefPrice}>{money(price.perPersonRefPrice)}</s>
                </>
              )}
              <span className={css({ color: "fg.muted" })}>{t("activity.perPerson")}</span>
            </p>
            <p className={css({ fontWeight: "semibold", mt: "2", mb: 0 })} data-testid="activity-total" data-figure="total" data-cents={price.total}>{t("activity.total", { count: people, price: money(price.total) })}</p>
            <p className={css({ fontSize: "sm", color: "fg.muted", mt: "1", mb: 0 })}>{t("activity.validity", { months: GIFT_VALIDITY_MONTHS.activity })}</p>
          </div>
          <div className={css({ display: "grid", gap: "3", mt: "5" })}>
            <button type="button" className={primary} onClick={() => setMode("own")} aria-haspopup="dialog" data-testid="activity-buy">{t("activity.buy")}</button>
            <button type="button" className={secondary} onClick={() => setMode("offer")} aria-haspopup="dialog" data-testid="activity-offer">{t("activity.offer")}</button>
          </div>
          {mode && (
            <Suspense fallback={null}>
              {/* Closing resets (spec 001 §4): the modal is unmounted, nothing of it kept. */}
              <PurchaseDialog mode={mode} detail={d} price={price} onClose={() => setMode(null)} />
            </Suspense>
          )}
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
  bg: "bg", cursor: "pointer", fontSize: "md", _hover: { bg: "bg.subtle" },
});
