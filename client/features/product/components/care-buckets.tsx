/**
 * The gift voucher's prices per bucket for customer care (spec 001 §6 "Customer-care: ... shows
 * price buckets and multi-price formats"; §4 "1 Essential, 2 Serenity marked Popular, 3 Liberty";
 * docs/decisions/033 and 042): a table of the voucher's nights (rows) by bucket (columns), each
 * cell the total and the price per night, from the same single-voucher call as the gifting setup.
 * Part of the care panel's chunk: loaded on the care host only. Cents in, the market's money out.
 */
import { useQuery } from "@tanstack/react-query";
import { css } from "styled-system/css";
import { GIFT_BUCKETS } from "#shared/gift";
import { formatMoney } from "#shared/money";
import { pricePerNight } from "#shared/pricing";
import { useApi, useShop, useT } from "../../../shop/use-shop";
import { singleVoucherQueryOptions } from "../../gifting";

export function CareBuckets(props: { packageId: number }) {
  const t = useT();
  const api = useApi();
  const { market } = useShop();
  const query = useQuery(singleVoucherQueryOptions(api, market.pointOfSale, props.packageId));
  const money = (cents: number) => formatMoney(cents, market.pointOfSale);
  if (query.isError) return <p className={css({ m: 0, fontSize: "sm", color: "fg.muted" })}>{t("care.panel.bucketsError")}</p>;
  const rows = query.data?.priceList ?? [];
  if (rows.length === 0) return null;
  return (
    <table className={table} data-testid="care-buckets">
      <caption className={css({ textAlign: "start", fontWeight: "semibold", mb: "2" })}>{t("care.panel.buckets")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("care.panel.nightsColumn")}</th>
          {GIFT_BUCKETS.map((b) => (
            <th key={b.id} scope="col">
              {t(`gifting.bucket.${b.key}`)}
              {b.popular && <span className={popular}>{t("gifting.bucket.popular")}</span>}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.nights}>
            <th scope="row">{t("calendar.nights", { count: row.nights })}</th>
            {GIFT_BUCKETS.map((b) => {
              const total = row.sellPrices[b.id - 1] ?? row.sellPrice;
              return (
                <td key={b.id}>
                  <strong>{money(total)}</strong>
                  <span className={css({ display: "block", color: "fg.muted", fontSize: "xs" })}>{t("care.panel.perNightShort", { price: money(pricePerNight(total, row.nights)) })}</span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const table = css({
  width: "100%", borderCollapse: "collapse", fontSize: "sm", fontVariantNumeric: "tabular-nums",
  "& th, & td": { p: "1.5", borderBottomWidth: "1px", borderColor: "border", textAlign: "end", verticalAlign: "top" },
  "& th:first-child": { textAlign: "start" },
  "& thead th": { fontWeight: "semibold", fontSize: "xs" },
});
const popular = css({ display: "block", color: "promo", fontWeight: "bold", fontSize: "2xs", textTransform: "uppercase" });
