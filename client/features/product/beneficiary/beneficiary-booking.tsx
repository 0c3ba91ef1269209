/**
 * The stay page's booking widget for a gift recipient (spec 001 §2 "Beneficiary: separate login",
 * §4 price type "beneficiary", §3 Booking price breakdown; decision 047). Loaded on demand by
 * booking-launcher.tsx when the `beneficiary_gift` cookie says a code is signed in. It asks what
 * the code does for this stay; when it redeems it, the ordinary widget (stay-booking.tsx: calendar,
 * travellers, quote, Book checks, price-change dialog) runs with the recipient's calls, so the
 * quote shows the gift's part and the supplement, the calendar shows each day's supplement or
 * "included" (redeem-calendar.ts, decision 054), and Book creates the cart against the gift. A
 * stay the gift does not cover (or a code gone stale) books as usual, with a word and a link back
 * to the gift's stays.
 */
import { useEffect, useMemo, useState } from "react";
import { css } from "styled-system/css";
import { apiJson } from "#shared/api-fetch";
import { formatMoney } from "#shared/money";
import { useApi, useShop, useT } from "../../../shop/use-shop";
import StayBooking from "../components/stay-booking";
import type { BookingIntent, BookingLauncherProps } from "../components/booking-box";
import { beneficiaryCalls, type GiftCoverage } from "./api";

export default function BeneficiaryBooking(props: BookingLauncherProps & { intent: BookingIntent; onIntentDone: () => void }) {
  const t = useT();
  const api = useApi();
  const { market } = useShop();
  // undefined: asking; null: no valid code (signed out elsewhere, expired).
  const [coverage, setCoverage] = useState<GiftCoverage | null | undefined>(undefined);
  // One set of calls per gift: the calendar's source (and its cache) keeps while the widget lives.
  const calls = useMemo(() => (coverage ? beneficiaryCalls(coverage) : null), [coverage]);
  useEffect(() => {
    let live = true;
    apiJson<GiftCoverage>(api, `/api/account/beneficiary/stays/${props.packageId}`).then(
      (c) => live && setCoverage(c),
      () => live && setCoverage(null),
    );
    return () => {
      live = false;
    };
  }, [api, props.packageId]);

  if (coverage === undefined) return <p aria-busy="true" className={note}>{t("account.loading")}</p>;
  if (!coverage || !coverage.covered) {
    return (
      <>
        {coverage && (
          <p className={note} data-testid="gift-not-covered">
            {t("beneficiary.notCovered")} <a href="/beneficiary/offers" className={link}>{t("beneficiary.seeOffers")}</a>
          </p>
        )}
        <StayBooking {...props} />
      </>
    );
  }
  const what = coverage.kind === "box"
    ? t("beneficiary.boxCovers", { title: coverage.boxTitle ?? "", nights: coverage.packageNights })
    : t("beneficiary.voucherCovers", { value: formatMoney(coverage.voucher?.valueCents ?? 0, market.pointOfSale), nights: coverage.voucher?.nights ?? 1 });
  return (
    <>
      <section aria-labelledby="gift-booking-title" className={banner} data-testid="gift-booking">
        <h2 id="gift-booking-title" className={css({ fontSize: "md", fontWeight: "bold", m: 0 })}>
          {t("beneficiary.title", { code: coverage.code })}
        </h2>
        <p className={css({ m: 0, fontSize: "sm" })}>{what}</p>
        <a href="/beneficiary/offers" className={link}>{t("beneficiary.seeOffers")}</a>
      </section>
      <StayBooking {...props} calls={calls!} />
    </>
  );
}

const note = css({ mt: "4", mb: 0, fontSize: "sm", color: "fg.muted" });
const link = css({ color: "primary", fontWeight: "semibold", fontSize: "sm", textDecoration: "underline", textUnderlineOffset: "0.15em" });
const banner = css({ mt: "4", display: "grid", gap: "1", p: "4", borderRadius: "xl", bg: "accent.subtle", borderWidth: "1px", borderColor: "border" });
