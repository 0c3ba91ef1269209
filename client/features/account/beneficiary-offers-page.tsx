/**
 * /beneficiary/offers (spec 001 §7 beneficiary boxes / single-vouchers offers and facets, §4 price
 * type "beneficiary"): the stays the recipient's code redeems, in pages of 8, with the stars and
 * themes facets as counts. Loaded in the browser with the code's HttpOnly cookie; without a valid
 * code, a link back to the login.
 */
import { useEffect, useState } from "react";
import { css } from "styled-system/css";
import type { ProductCard } from "#shared/contract/common";
import { formatMoney } from "#shared/money";
import { useShop, useT } from "../../shop/use-shop";
import { Stars } from "../shell/stars";
import { accountCall } from "./account-api";
import { AccountFrame } from "./form-field";

interface Answer {
  code: string; expiresOn: string; kind: "box" | "single_voucher"; boxTitle: string | null; voucher: { valueCents: number; nights: number } | null;
  searchDetails: { totalCount: number; page: number; limit: number }; offers: ProductCard[];
  facets: { stars: { value: number; count: number }[]; themes: { id: number; label: string; count: number }[] };
}

export function BeneficiaryOffersPage() {
  const t = useT();
  const { market } = useShop();
  const [page, setPage] = useState(0);
  const [answer, setAnswer] = useState<Answer | null | undefined>(undefined);
  useEffect(() => {
    void accountCall<Answer>(`/beneficiary/offers?page=${page}&matchOfferRangePriceWithGiftAmount=false`).then((r) => setAnswer(r.ok ? r.body : null));
  }, [page]);
  if (answer === undefined) return <AccountFrame title={t("account.beneficiary.offersTitle")} wide><p aria-busy="true">{t("account.loading")}</p></AccountFrame>;
  if (answer === null) {
    return (
      <AccountFrame title={t("account.beneficiary.offersTitle")}>
        <p className={css({ m: 0, mb: "4" })}>{t("account.beneficiary.noCode")}</p>
        <a href="/beneficiary/login" className={css({ color: "link", fontWeight: "bold" })}>{t("account.beneficiary.title")}</a>
      </AccountFrame>
    );
  }
  const { totalCount, limit } = answer.searchDetails;
  const intro = answer.kind === "box"
    ? t("account.beneficiary.boxIntro", { title: answer.boxTitle ?? "", count: totalCount })
    : t("account.beneficiary.voucherIntro", { value: formatMoney(answer.voucher?.valueCents ?? 0, market.pointOfSale), nights: answer.voucher?.nights ?? 1, count: totalCount });
  return (
    <AccountFrame title={t("account.beneficiary.offersTitle")} intro={intro} wide>
      <div className={css({ display: "flex", flexWrap: "wrap", gap: "2", mb: "5" })} aria-label={t("account.beneficiary.facets")} role="group">
        {answer.facets.stars.map((s) => <span key={`s${s.value}`} className={chip}>{t("account.beneficiary.starsFacet", { stars: s.value, count: s.count })}</span>)}
        {answer.facets.themes.slice(0, 6).map((th) => <span key={`t${th.id}`} className={chip}>{th.label} ({th.count})</span>)}
      </div>
      <ul className={css({ listStyle: "none", m: 0, p: 0, display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", md: "repeat(2, 1fr)", lg: "repeat(4, 1fr)" } })} data-testid="beneficiary-offers">
        {answer.offers.map((o) => {
          const covered = answer.kind === "box" || (answer.voucher !== null && o.sellPrice <= answer.voucher.valueCents);
          return (
            <li key={o.id} className={css({ position: "relative", bg: "bg.surface", borderRadius: "lg", boxShadow: "card", overflow: "hidden", display: "flex", flexDirection: "column" })}>
              <img src={o.imageUrl} alt="" width={640} height={360} loading="lazy" className={css({ w: "full", aspectRatio: "16 / 9", objectFit: "cover", bg: "bg.subtle" })} />
              <div className={css({ p: "3", display: "flex", flexDirection: "column", gap: "1", flex: 1 })}>
                <p className={css({ m: 0, fontSize: "sm", color: "fg.muted", display: "flex", gap: "1", alignItems: "center" })}><span>{o.hotel.label}</span>{o.hotel.stars ? <Stars count={o.hotel.stars} /> : null}</p>
                <h2 className={css({ m: 0, fontSize: "md", fontWeight: "bold" })}>
                  <a href={`/stay/${o.id}`} className={css({ color: "fg", textDecoration: "none", _after: { content: '""', position: "absolute", inset: 0 } })}>{o.label}</a>
                </h2>
                <p className={css({ m: 0, fontSize: "sm", color: "fg.muted" })}>{o.hotel.location.label}</p>
                <p className={covered ? includedCss : supplementCss} data-price-type={o.priceType}>
                  {covered ? t("account.beneficiary.included") : t("account.beneficiary.supplement", { price: formatMoney(o.sellPrice - (answer.voucher?.valueCents ?? 0), market.pointOfSale) })}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      {totalCount > limit ? (
        <nav aria-label={t("account.beneficiary.pages")} className={css({ display: "flex", gap: "3", justifyContent: "center", mt: "6" })}>
          <button type="button" className={pager} disabled={page === 0} onClick={() => setPage((p) => p - 1)}>{t("account.beneficiary.previous")}</button>
          <button type="button" className={pager} disabled={(page + 1) * limit >= totalCount} onClick={() => setPage((p) => p + 1)}>{t("account.beneficiary.next")}</button>
        </nav>
      ) : null}
    </AccountFrame>
  );
}

const includedCss = css({ m: 0, mt: "auto", fontWeight: "bold", color: "success" });
const supplementCss = css({ m: 0, mt: "auto", fontWeight: "bold", color: "fg" });
const chip = css({ px: "3", py: "1", borderRadius: "full", bg: "bg.subtle", fontSize: "sm" });
const pager = css({ px: "4", minH: "11", borderRadius: "full", borderWidth: "1px", borderColor: "border.strong", bg: "bg.surface", cursor: "pointer", fontWeight: "semibold", _disabled: { opacity: 0.4, cursor: "default" } });
