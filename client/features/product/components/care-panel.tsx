/**
 * Customer-care support panel of the stay page (spec 001 §2 "Customer-care mode adds a support
 * panel", §6 "builds a shareable link replacing the customer-care host with the public host, shows
 * price buckets and multi-price formats"). Only on the care host, where the page loads its code.
 *
 * It gives the agent, in one place: the link to send the customer (this page, with its dates,
 * party and flow, on the public site: shell/care-share-link.tsx) with a copy button; the offer's
 * references; the price in the formats customers ask about (total, per night, per person,
 * reference price and promo); in the gifting flow, the voucher's price per bucket and nights
 * (care-buckets.tsx; the buckets of the gifting setup, decision 033). Cents in, euros shown in the
 * market's format.
 */
import { css } from "styled-system/css";
import { formatMoney } from "#shared/money";
import { pricePerNight, pricePerPerson, promoPercent, type StayPriceInputs } from "#shared/pricing";
import { useShop, useT } from "../../../shop/use-shop";
import { CareShareLink } from "../../../ui/care-share-link";
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
  const { sellPrice, refPrice } = props.price;
  const nights = props.inputs.nights ?? props.price.nights ?? props.nights;
  const people = props.inputs.a + props.inputs.c;
  const promo = promoPercent(sellPrice, refPrice);
  const money = (cents: number) => formatMoney(cents, pos);
  return (
    <aside aria-labelledby="care-panel-title" className={panel} data-testid="care-panel">
      <h2 id="care-panel-title" className={css({ fontSize: "lg", fontWeight: "bold", m: 0 })}>{t("care.panel.title")}</h2>
      <CareShareLink id="care-share-link" />
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
const facts = css({ display: "grid", gridTemplateColumns: "auto 1fr", columnGap: "4", rowGap: "1", m: 0, fontSize: "sm", "& dt": { fontWeight: "semibold" }, "& dd": { m: 0, textAlign: "end", fontVariantNumeric: "tabular-nums" } });
