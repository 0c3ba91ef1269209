/**
 * Customer-care panel of the results page (spec 000 §6: customer-care mode "shows an extra panel
 * ... and enables price buckets"). Only on the care host: the results page imports it there and
 * nowhere else, so shoppers never load it. It gives the agent the link of this search to send the
 * customer (on the public site: shell/care-share-link.tsx), the flow, and how the offers of these
 * criteria spread over the price buckets (from the facets answer the filters also use, so no extra
 * request when the filters have been opened: price-buckets.ts): each offer counted once, in the
 * bucket of its lowest price per night (activity flow: per person), the unit of the budget filter,
 * so without a budget the parts add up to the heading (issue 25 item 11). Cents in, euros shown in
 * the market's format.
 */
import { useQuery } from "@tanstack/react-query";
import { css } from "styled-system/css";
import type { Flow, SearchCriteria } from "#shared/criteria";
import { formatMoney } from "#shared/money";
import { useApi, useShop, useT } from "../../../shop/use-shop";
import { CareShareLink } from "../../../ui/care-share-link";
import { facetsQueryOptions } from "../filters/api/facets";
import { priceBucketRows } from "./price-buckets";

export function CareSearchPanel(props: { criteria: SearchCriteria; flow: Flow }) {
  const t = useT();
  const api = useApi();
  const { market } = useShop();
  const facets = useQuery(facetsQueryOptions(api, market.pointOfSale, props.criteria, props.flow));
  const rows = priceBucketRows(facets.data);
  const money = (cents: number) => formatMoney(cents, market.pointOfSale);
  return (
    <aside aria-labelledby="care-search-title" className={panel} data-testid="care-search-panel">
      <h2 id="care-search-title" className={css({ fontSize: "lg", fontWeight: "bold", m: 0 })}>{t("care.panel.title")}</h2>
      <div className={columns}>
        <div className={css({ display: "grid", gap: "3", alignContent: "start" })}>
          <CareShareLink />
          <dl className={facts}>
            <dt>{t("care.panel.flow")}</dt><dd>{t(`flow.${props.flow}.tab`)}</dd>
          </dl>
        </div>
        <section aria-labelledby="care-search-buckets">
          <h3 id="care-search-buckets" className={css({ fontSize: "md", fontWeight: "semibold", m: 0, mb: "2" })}>{t(props.flow === "activity" ? "care.search.bucketsActivity" : "care.search.buckets")}</h3>
          {facets.isError ? (
            <p className={muted}>{t("care.panel.bucketsError")}</p>
          ) : !facets.data ? (
            <p className={muted}>{t("care.search.bucketsLoading")}</p>
          ) : (
            <dl className={facts} data-testid="care-price-buckets">
              {rows.map((r) => (
                <div key={r.min} className={css({ display: "contents" })}>
                  <dt>{r.max === null ? t("care.search.bucketOpen", { min: money(r.min) }) : t("care.search.bucketRange", { min: money(r.min), max: money(r.max) })}</dt>
                  <dd data-figure="bucketCount" data-count={r.count}>{t("care.search.bucketCount", { count: r.count })}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      </div>
    </aside>
  );
}

const panel = css({ mb: "4", p: "5", borderRadius: "lg", borderWidth: "2px", borderStyle: "dashed", borderColor: "accent", bg: "accent.subtle", display: "grid", gap: "3" });
const columns = css({ display: "grid", gap: "5", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" } });
const muted = css({ m: 0, fontSize: "sm", color: "fg.muted" });
const facts = css({ display: "grid", gridTemplateColumns: "auto 1fr", columnGap: "4", rowGap: "1", m: 0, fontSize: "sm", "& dt": { fontWeight: "semibold" }, "& dd": { m: 0, textAlign: "end", fontVariantNumeric: "tabular-nums" } });
