/**
 * The hotel page's About section (spec 001 §2, §3 Hotel: description, highlightedFacilities,
 * facilities, ecoFacilities, checkInOut, policy, localTax, importantInfos): the description, the
 * highlighted facilities then the others, the eco block from 8 eco facilities (spec 001 §9), and
 * the practical information.
 */
import { css } from "styled-system/css";
import type { HotelDetailResponse } from "#shared/contract/hotel-detail";
import { formatMoney } from "#shared/money";
import { useShop, useT } from "../../../shop/use-shop";

/** Eco facilities from which the eco block shows (spec 001 §9). */
export const ECO_BLOCK_MIN = 8;

export function AboutSection(props: { hotel: HotelDetailResponse }) {
  const t = useT();
  const { market } = useShop();
  const h = props.hotel;
  const highlighted = new Set(h.highlightedFacilities.map((f) => f.key));
  const others = h.facilities.filter((f) => !highlighted.has(f.key));
  return (
    <section aria-labelledby="about-title" className={section}>
      <h2 id="about-title" className={h2}>{t("hotel.about.title")}</h2>
      <p className={css({ lineHeight: "relaxed", maxW: "70ch", mt: 0 })}>{h.description}</p>
      {h.highlightedFacilities.length > 0 && (
        <ul className={chips} aria-label={t("hotel.about.facilities")}>
          {h.highlightedFacilities.map((f) => <li key={f.key} className={`${chip} ${css({ fontWeight: "semibold", bg: "accent.subtle" })}`}>{f.label}</li>)}
          {others.map((f) => <li key={f.key} className={chip}>{f.label}</li>)}
        </ul>
      )}
      {h.ecoFacilities.length >= ECO_BLOCK_MIN && (
        <div className={css({ mt: "4" })}>
          <h3 className={h3}>{t("hotel.about.eco")}</h3>
          <ul className={chips}>{h.ecoFacilities.map((f) => <li key={f.key} className={chip}>{f.label}</li>)}</ul>
        </div>
      )}
      <h3 className={`${h3} ${css({ mt: "6" })}`}>{t("product.practical")}</h3>
      <dl className={css({ display: "grid", gridTemplateColumns: { base: "minmax(0, 1fr)", md: "auto 1fr" }, columnGap: "6", rowGap: { base: "1", md: "2" }, m: 0, overflowWrap: "break-word" })}>
        <dt className={dt}>{t("product.checkInOut")}</dt>
        <dd className={dd}>{t("product.checkInOutValue", { checkin: h.checkInOut.checkin, checkout: h.checkInOut.checkout })}</dd>
        <dt className={dt}>{t("product.address")}</dt>
        <dd className={dd}>{[h.location.address, h.location.postcode, h.location.city].filter(Boolean).join(", ")}</dd>
        <dt className={dt}>{t("product.pets")}</dt>
        <dd className={dd}>{h.policy.petsAllowed ? t("product.petsAllowed") : t("product.petsNotAllowed")}</dd>
        {h.localTax.amount > 0 && (
          <>
            <dt className={dt}>{t("product.quote.localTax")}</dt>
            <dd className={dd}>{t("hotel.about.localTaxValue", { amount: formatMoney(h.localTax.amount, market.pointOfSale) })}</dd>
          </>
        )}
      </dl>
      {h.importantInfos.length > 0 && (
        <>
          <h3 className={`${h3} ${css({ mt: "6" })}`}>{t("hotel.about.important")}</h3>
          <ul className={css({ m: 0, pl: "5", color: "fg.muted", display: "grid", gap: "1" })}>
            {h.importantInfos.map((info) => <li key={info}>{info}</li>)}
          </ul>
        </>
      )}
    </section>
  );
}

const section = css({ py: "8" });
const h2 = css({ fontSize: "2xl", fontWeight: "bold", mb: "4", mt: 0 });
const h3 = css({ fontSize: "lg", fontWeight: "bold", mb: "3", mt: 0 });
const chips = css({ display: "flex", flexWrap: "wrap", gap: "2", listStyle: "none", p: 0, m: 0 });
const chip = css({ fontSize: "sm", px: "3", py: "1", borderRadius: "full", bg: "bg.subtle" });
const dt = css({ fontWeight: "semibold" });
const dd = css({ m: 0, mb: { base: "2", md: 0 }, color: "fg.muted" });
