/**
 * Footer (spec 001 §2 Footer): contact block with support hours, secured-payment note, the
 * instalment message of the market (spec 001 §9, shared/instalments.ts), link columns, country
 * sites list, the legal links (the market's static pages: shared/content-routes.ts) and the legal line.
 */
import { css } from "styled-system/css";
import { CONTENT_PAGE_KEYS, contentPagePath } from "#shared/content-routes";
import { marketPaymentOptions, paymentRule } from "#shared/instalments";
import type { PointOfSale } from "#shared/markets";
import { formatMoney } from "#shared/money";
import type { Translate } from "#shared/i18n";
import { useShop, useT } from "../../shop/use-shop";
import { shopRatingText } from "./shop-rating";

export function Footer() {
  const t = useT();
  const { market, sites } = useShop();
  return (
    // data-surface="inverse": the design system's dark-band colours, among them a focus ring that shows on the dark footer.
    // content-visibility: the footer is below the first screen on most pages; it is laid out and
    // painted when it nears the viewport, not in the first frame (issue 3 TBT).
    <footer data-surface="inverse" className={css({ bg: "primary.deep", color: "fg", mt: "16", py: "10", contentVisibility: "auto", containIntrinsicSize: "auto 480px" })}>
      <div className={css({ maxW: "7xl", mx: "auto", px: { base: "4", md: "6" }, display: "grid", gap: "8", gridTemplateColumns: { base: "1fr", md: "repeat(3, 1fr)" } })}>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={heading}>{t("footer.contactTitle")}</h2>
          <p className={text}>{t("footer.supportHours")}</p>
          <p className={text}>{t("footer.securePayment")}</p>
        </section>
        <section aria-labelledby="footer-trust">
          <h2 id="footer-trust" className={heading}>{t("footer.trustTitle")}</h2>
          <p className={text}>{t("footer.rating", shopRatingText(market.bcp47))}</p>
          {paymentNotes(t, market.pointOfSale).map((note) => (
            <p key={note} className={text}>{note}</p>
          ))}
        </section>
        <nav aria-labelledby="footer-sites">
          <h2 id="footer-sites" className={heading}>{t("footer.countrySites")}</h2>
          <ul className={css({ listStyle: "none", p: 0, m: 0, display: "grid", gap: "1" })}>
            {sites.map((s) => (
              <li key={s.pointOfSale}>
                {/* Each site's name is written in its own language (WCAG 3.1.2). */}
                <a className={link} href={s.url} hrefLang={s.pointOfSale.replace("_", "-")} lang={s.pointOfSale.replace("_", "-")} aria-current={s.pointOfSale === market.pointOfSale ? "true" : undefined}>
                  {t(`footer.site.${s.pointOfSale}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <nav aria-label={t("content.footerLinks")} className={css({ maxW: "7xl", mx: "auto", px: { base: "4", md: "6" }, mt: "8" })}>
        <ul className={css({ listStyle: "none", p: 0, m: 0, display: "flex", flexWrap: "wrap", gap: "4" })}>
          {CONTENT_PAGE_KEYS.map((key) => (
            <li key={key}><a className={link} href={contentPagePath(market.language, key)}>{t(`content.link.${key}`)}</a></li>
          ))}
        </ul>
      </nav>
      <p className={css({ maxW: "7xl", mx: "auto", px: { base: "4", md: "6" }, mt: "4", fontSize: "xs", opacity: 0.85 })}>{t("footer.legal", { year: 2026 })}</p>
    </footer>
  );
}

const heading = css({ fontSize: "md", fontWeight: "bold", mb: "3", mt: 0 });
const text = css({ fontSize: "sm", m: 0, mb: "2", opacity: 0.92 });
const link = css({ color: "fg", fontSize: "sm", textDecoration: "none", _hover: { textDecoration: "underline" }, "&[aria-current=true]": { fontWeight: "bold" } });

/**
 * The payment lines the market's rules allow (spec 001 §9), with their conditions: 3x/4x as one
 * line, then pay-later, then PayPal pay-later. No line for a market with no option (nl_NL).
 */
function paymentNotes(t: Translate, pointOfSale: PointOfSale): string[] {
  const options = marketPaymentOptions(pointOfSale);
  const money = (cents: number | null) => (cents === null ? "" : formatMoney(cents, pointOfSale));
  const notes: string[] = [];
  if (options.includes("threeTimes") && options.includes("fourTimes")) {
    const three = paymentRule("threeTimes");
    const four = paymentRule("fourTimes");
    const max = Math.min(three.maxTotalCents ?? Infinity, four.maxTotalCents ?? Infinity);
    notes.push(t("footer.payment.split", { min3: money(three.minTotalCents), min4: money(four.minTotalCents), max: money(max), days: Math.max(three.minDaysToArrival, four.minDaysToArrival) }));
  }
  if (options.includes("payLater")) notes.push(t("footer.payment.payLater", { days: paymentRule("payLater").minDaysToArrival }));
  if (options.includes("paypalPayLater")) {
    const paypal = paymentRule("paypalPayLater");
    notes.push(t("footer.payment.paypalPayLater", { min: money(paypal.minTotalCents), max: money(paypal.maxTotalCents) }));
  }
  return notes;
}
