/**
 * Customer-care support panel of the stay page (spec 001 §2 "Customer-care mode adds a support
 * panel", §6 "builds a shareable link replacing the customer-care host with the public host, shows
 * price buckets and multi-price formats"). Only on the care host, where the page loads its code.
 *
 * It gives the agent, in one place: the link to send the customer (this page, with its dates,
 * party and flow, on the public site: shared/care-share.ts) with a copy button; the offer's
 * references; the price in the formats customers ask about (total, per night, per person,
 * reference price and promo); in the gifting flow, the voucher's price per bucket and nights
 * (care-buckets.tsx; the buckets of the gifting setup, decision 033). Cents in, euros shown in the
 * market's format.
 */
import { useRouterState } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { css } from "styled-system/css";
import { shareableLink } from "#shared/care-share";
import { formatMoney } from "#shared/money";
import { pricePerNight, pricePerPerson, promoPercent, type StayPriceInputs } from "#shared/pricing";
import { useShop, useT } from "../../../shop/use-shop";
import { CareBuckets } from "./care-buckets";

export interface CarePanelProps {
  packageId: number;
  hotelId: number;
  inputs: StayPriceInputs;
  price: { sellPrice: number; refPrice?: number | null; nights?: number | null };
  nights: number;
}

export function CarePanel(props: CarePanelProps) {
  const t = useT();
  const shop = useShop();
  const pos = shop.market.pointOfSale;
  const location = useRouterState({ select: (s) => s.location.href });
  // The page's full URL exists only in the browser (the hash); the server renders the path's.
  const [href, setHref] = useState<string | null>(null);
  useEffect(() => setHref(window.location.href), [location]);
  const link = href ? shareableLink(href, shop.sites, pos) : "";
  const [copied, setCopied] = useState<"yes" | "no" | null>(null);
  useEffect(() => setCopied(null), [link]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied("yes");
    } catch {
      setCopied("no");
    }
  }

  const { sellPrice, refPrice } = props.price;
  const nights = props.inputs.nights ?? props.price.nights ?? props.nights;
  const people = props.inputs.a + props.inputs.c;
  const promo = promoPercent(sellPrice, refPrice);
  const money = (cents: number) => formatMoney(cents, pos);
  return (
    <aside aria-labelledby="care-panel-title" className={panel} data-testid="care-panel">
      <h2 id="care-panel-title" className={css({ fontSize: "lg", fontWeight: "bold", m: 0 })}>{t("care.panel.title")}</h2>
      <div className={css({ display: "grid", gap: "2" })}>
        <label htmlFor="care-share-link" className={css({ fontWeight: "semibold", fontSize: "sm" })}>{t("care.panel.shareLink")}</label>
        <div className={css({ display: "flex", gap: "2" })}>
          <input id="care-share-link" readOnly value={link} onFocus={(e) => e.currentTarget.select()} className={input} />
          <button type="button" onClick={() => void copy()} disabled={!link} className={button}>{t("care.panel.copy")}</button>
        </div>
        <p role="status" className={copied === "no" ? statusFailed : status}>
          {copied === "yes" ? t("care.panel.copied") : copied === "no" ? t("care.panel.copyFailed") : ""}
        </p>
      </div>
      <dl className={facts}>
        <dt>{t("care.panel.offerId")}</dt><dd>{props.packageId}</dd>
        <dt>{t("care.panel.hotelId")}</dt><dd>{props.hotelId}</dd>
        <dt>{t("care.panel.flow")}</dt><dd>{t(`flow.${props.inputs.flow}.tab`)}</dd>
        <dt>{t("care.panel.total")}</dt><dd>{money(sellPrice)}</dd>
        {nights > 0 && <><dt>{t("care.panel.perNight", { nights })}</dt><dd>{money(pricePerNight(sellPrice, nights))}</dd></>}
        {people > 0 && <><dt>{t("care.panel.perPerson", { people })}</dt><dd>{money(pricePerPerson(sellPrice, people))}</dd></>}
        {refPrice && refPrice > sellPrice ? <><dt>{t("care.panel.refPrice")}</dt><dd>{money(refPrice)} (−{promo} %)</dd></> : null}
      </dl>
      {props.inputs.flow === "gifting" && <CareBuckets packageId={props.packageId} />}
    </aside>
  );
}

const panel = css({ mt: "6", p: "5", borderRadius: "lg", borderWidth: "2px", borderStyle: "dashed", borderColor: "accent", bg: "accent.subtle", display: "grid", gap: "4" });
const status = css({ m: 0, fontSize: "sm", color: "fg.muted", minH: "5" });
const statusFailed = css({ m: 0, fontSize: "sm", color: "danger", minH: "5" });
const input = css({ flex: 1, minW: 0, h: "10", px: "3", borderWidth: "1px", borderColor: "border", borderRadius: "md", bg: "bg", fontSize: "sm" });
const button = css({ h: "10", px: "4", borderRadius: "md", bg: "primary", color: "primary.fg", fontWeight: "semibold", cursor: "pointer", _disabled: { opacity: 0.5, cursor: "not-allowed" } });
const facts = css({ display: "grid", gridTemplateColumns: "auto 1fr", columnGap: "4", rowGap: "1", m: 0, fontSize: "sm", "& dt": { fontWeight: "semibold" }, "& dd": { m: 0, textAlign: "end", fontVariantNumeric: "tabular-nums" } });
