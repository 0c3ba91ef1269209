/**
 * /beneficiary/offers (spec 001 §7 beneficiary boxes / single-vouchers offers and facets, §4 price
 * type "beneficiary"): the stays the recipient's code redeems, in pages of 8, with the stars and
 * themes facets as counts. Loaded in the browser with the code's HttpOnly cookie; without a valid
 * code (or once it is used, decision 054), the reason and a link back to the login.
 * The spec's calls for the gift's kind, offers and facets (beneficiary-calls.ts; decision 073).
 * Filters as the spec's calls take them (decision 054): an arrival date (checkinDate: stays
 * bookable that day), one hotel (hotelId, from a card's "Other stays at this hotel"), at most
 * 20 stays per hotel (numberOfPackagesPerHotel) and any price (matchOfferRangePriceWithGiftAmount false).
 */
import { useEffect, useState } from "react";
import { css } from "styled-system/css";
import type { ProductCard } from "#shared/contract/common";
import { formatMoney } from "#shared/money";
import { marketClock } from "#shared/calendar";
import { useShop, useT } from "../../shop/use-shop";
import { Stars } from "../../ui/stars";
import { accountCall, type ApiAnswer } from "./account-api";
import { beneficiaryCallPaths, giftKindOf, type BeneficiaryFilters } from "./beneficiary-calls";
import { AccountFrame } from "./form-field";

interface Answer {
  kind: "box" | "single_voucher"; boxTitle: string | null; voucher: { valueCents: number; nights: number } | null;
  searchDetails: { totalCount: number; page: number; limit: number }; offers: ProductCard[];
  facets: { stars: { value: number; count: number }[]; themes: { id: number; label: string; count: number }[] };
}

/**
 * The recipient's offers and facets: the spec's two calls for the gift's kind (beneficiary-calls.ts)
 * as one answer; without the kind cookie (signed out), the combined call, which says why (401/410).
 */
async function fetchGiftOffers(filters: BeneficiaryFilters): Promise<ApiAnswer<Answer>> {
  const kind = giftKindOf(document.cookie);
  if (!kind) return accountCall<Answer>("/beneficiary/offers");
  const paths = beneficiaryCallPaths(kind, filters);
  const [offers, facets] = await Promise.all([accountCall<Answer>(paths.offers), accountCall<Pick<Answer, "facets">>(paths.facets)]);
  if (!offers.ok) return offers;
  if (!facets.ok) return { ...facets, body: facets.body as Answer & typeof facets.body };
  return { ...offers, body: { ...offers.body, facets: facets.body.facets } };
}

export function BeneficiaryOffersPage() {
  const t = useT();
  const { market } = useShop();
  const [page, setPage] = useState(0);
  const [answer, setAnswer] = useState<Answer | null | undefined>(undefined);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [checkinDate, setCheckinDate] = useState("");
  const [hotel, setHotel] = useState<{ id: number; label: string } | null>(null);
  const [today] = useState(() => marketClock(new Date(), market.timeZone).day);
  useEffect(() => {
    let live = true;
    void fetchGiftOffers({ page, checkinDate, hotelId: hotel?.id }).then((r) => {
      if (!live) return;
      // A refused filter (400) keeps the list shown; a code gone (401/410) says why.
      if (r.status === 400 && answer) return;
      setRefusal(r.ok ? null : r.body.fields?.code ?? null);
      setAnswer(r.ok ? r.body : null);
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page, checkinDate, hotel]);
  if (answer === undefined) return <AccountFrame title={t("account.beneficiary.offersTitle")} wide><p aria-busy="true">{t("account.loading")}</p></AccountFrame>;
  if (answer === null) {
    return (
      <AccountFrame title={t("account.beneficiary.offersTitle")}>
        <p className={css({ m: 0, mb: "4" })} role={refusal ? "alert" : undefined}>{t(refusal ?? "account.beneficiary.noCode")}</p>
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
      <div className={css({ display: "flex", flexWrap: "wrap", gap: "3", alignItems: "flex-end", mb: "4" })} role="group" aria-label={t("account.beneficiary.filters")}>
        <label className={css({ display: "grid", gap: "1", fontSize: "sm", fontWeight: "semibold" })}>
          {t("account.beneficiary.checkinDate")}
          <input
            type="date"
            min={today}
            value={checkinDate}
            onChange={(e) => { setPage(0); setCheckinDate(e.target.value); }}
            className={css({ minH: "11", px: "3", borderRadius: "md", borderWidth: "1px", borderColor: "border.strong", bg: "bg.surface", fontSize: "md" })}
            data-testid="beneficiary-checkin"
          />
        </label>
        {checkinDate ? <button type="button" className={pager} onClick={() => { setPage(0); setCheckinDate(""); }}>{t("account.beneficiary.anyDate")}</button> : null}
        {hotel ? (
          <button type="button" className={pager} onClick={() => { setPage(0); setHotel(null); }} data-testid="beneficiary-hotel-filter">
            {t("account.beneficiary.allHotels", { hotel: hotel.label })}
          </button>
        ) : null}
      </div>
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
                {hotel ? null : (
                  <button type="button" className={hotelButton} onClick={() => { setPage(0); setHotel({ id: o.hotel.id, label: o.hotel.label }); }}>
                    {t("account.beneficiary.sameHotel")}
                  </button>
                )}
                <p className={covered ? includedCss : supplementCss} data-price-type={o.priceType}>
                  {covered ? t("account.beneficiary.included") : t("account.beneficiary.supplement", { price: formatMoney(o.sellPrice - (answer.voucher?.valueCents ?? 0), market.pointOfSale) })}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      {totalCount === 0 ? <p className={css({ m: 0, color: "fg.muted" })} role="status">{t("account.beneficiary.noneFiltered")}</p> : null}
      {totalCount > limit ? (
        <nav aria-label={t("account.beneficiary.pages")} className={css({ display: "flex", gap: "3", justifyContent: "center", mt: "6" })}>
          <button type="button" className={pager} disabled={page === 0} onClick={() => setPage((p) => p - 1)}>{t("account.beneficiary.previous")}</button>
          <button type="button" className={pager} disabled={(page + 1) * limit >= totalCount} onClick={() => setPage((p) => p + 1)}>{t("account.beneficiary.next")}</button>
        </nav>
      ) : null}
    </AccountFrame>
  );
}

// Above the card's full-size link (its ::after covers the card).
const hotelButton = css({ position: "relative", zIndex: 1, alignSelf: "flex-start", p: 0, minH: "6", bg: "transparent", border: 0, color: "link", fontSize: "sm", textDecoration: "underline", textUnderlineOffset: "0.15em", cursor: "pointer" });
const includedCss = css({ m: 0, mt: "auto", fontWeight: "bold", color: "success" });
const supplementCss = css({ m: 0, mt: "auto", fontWeight: "bold", color: "fg" });
const chip = css({ px: "3", py: "1", borderRadius: "full", bg: "bg.subtle", fontSize: "sm" });
const pager = css({ px: "4", minH: "11", borderRadius: "full", borderWidth: "1px", borderColor: "border.strong", bg: "bg.surface", cursor: "pointer", fontWeight: "semibold", _disabled: { opacity: 0.4, cursor: "default" } });
