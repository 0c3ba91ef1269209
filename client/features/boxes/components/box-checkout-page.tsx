/**
 * The gifting checkout hand-off of a box (spec 001 §2 "Confirming goes to the gifting checkout with
 * search giftFormat and code"): the cart hand-off of stays (POST carts.json) needs a package and
 * dates, which a box has not, so this route says plainly what it received (box, code, format,
 * price and delivery) and that the embedded catalog takes no money (README, PAYMENT_PROVIDER).
 */
import { useQuery } from "@tanstack/react-query";
import { Link, useLoaderData } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { formatMoney } from "#shared/money";
import { useApi, useShop, useT } from "../../../shop/use-shop";
import { boxDetailQueryOptions } from "../api/boxes";
import type { BoxLoaderData } from "../boxes-head";
import { boxPath, boxTotal } from "../lib/box-format";
import { BoxesError } from "./boxes-error";

export function BoxCheckoutPage() {
  const t = useT();
  const api = useApi();
  const { market } = useShop();
  const data = useLoaderData({ strict: false }) as BoxLoaderData;
  const query = useQuery({ ...boxDetailQueryOptions(api, market.pointOfSale, data.code), enabled: data.status === "ok" });
  const box = query.data;
  const money = (c: number) => formatMoney(c, market.pointOfSale);
  return (
    <div className={page} data-testid="box-checkout">
      <h1 className={h1}>{t("boxes.checkoutTitle")}</h1>
      {data.status === "error" ? (
        <BoxesError />
      ) : !box ? (
        <p>
          {t("boxes.checkoutMissing")} <Link to="/boxes" className={link}>{t("boxes.seeAll")}</Link>
        </p>
      ) : (
        <div className={cardCss}>
          {data.physicalRefused && <p className={note} role="status" data-testid="box-checkout-physical-refused">{t("boxes.comingSoon")}</p>}
          <p className={m0} data-testid="box-checkout-received">
            {t("boxes.checkoutReceived", {
              title: box.title,
              label: t(box.format === "digital" ? "boxes.formatDigital" : "boxes.formatPhysical"),
            })}
          </p>
          <dl className={dl}>
            <dt>{t("boxes.checkoutCode")}</dt>
            <dd data-testid="box-checkout-code">{box.code}</dd>
            <dt>{t("boxes.price")}</dt>
            <dd data-figure="sellPrice" data-cents={box.price.sellPrice}>{money(box.price.sellPrice)}</dd>
            {box.shippingCost && (
              <>
                <dt>{t("boxes.formatPhysical")}</dt>
                <dd>{box.shippingCost.amount > 0 ? t("boxes.shipping", { price: money(box.shippingCost.amount) }) : t("boxes.shippingFree")}</dd>
              </>
            )}
            <dt className={total}>{t("boxes.checkoutTotal")}</dt>
            <dd className={total} data-testid="box-checkout-total" data-figure="total" data-cents={boxTotal(box)}>{money(boxTotal(box))}</dd>
          </dl>
          <p className={note}>{t("boxes.checkoutPayment")}</p>
          <a href={boxPath(box.slug, box.code)} className={link}>{t("boxes.checkoutChange")}</a>
        </div>
      )}
    </div>
  );
}

const page = css({ maxW: "3xl", mx: "auto", px: { base: "4", md: "6" }, py: "8" });
const h1 = css({ fontSize: { base: "2xl", md: "3xl" }, fontWeight: "bold", m: 0, mb: "6" });
const cardCss = css({ p: "6", borderWidth: "1px", borderColor: "border", borderRadius: "xl", bg: "bg.surface", display: "flex", flexDirection: "column", gap: "4" });
const m0 = css({ m: 0, fontSize: "lg" });
const dl = css({ display: "grid", gridTemplateColumns: "1fr auto", rowGap: "2", m: 0, "& dd": { m: 0, textAlign: "end" } });
const total = css({ fontWeight: "bold", fontSize: "lg", pt: "2", borderTopWidth: "1px", borderColor: "border" });
const note = css({ m: 0, p: "3", bg: "bg.subtle", borderRadius: "md", fontSize: "sm", color: "fg.muted" });
const link = css({ color: "primary", fontWeight: "semibold", textDecoration: "underline" });
