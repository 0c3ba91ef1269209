/**
 * Footer (spec 001 §2 Footer): three link columns, help (contact, booking lookup, gift recipient,
 * gift card), contact (support hours and reply time from the catalog's settings, shop.settings, in
 * the market's language: shared/support-hours.ts; the contact page) and legal (the market's static
 * pages: shared/content-routes.ts, and the cookie preferences link, which opens the consent panel,
 * consent-panel.tsx, decision 077); the shop's rating, the secured-payment
 * note, the payment logos of the country (payment-brands.ts, drawn by payment-mark.tsx) and the instalment message (spec 001
 * §9, shared/instalments.ts); the country sites; the booking legal block (package-travel rights,
 * data protection); the asterisk note and the legal line. Not on simplified pages (client/routes/root.tsx).
 * The home page's CMS switches (spec 001 §3 footer showLegal, showContact; shop/page-chrome.ts) drop
 * the legal parts (legal column, booking legal block, legal line) or the contact column.
 */
import { Suspense, useEffect, useRef, useState } from "react";
import { lazy } from "../../ui/lazy";
import { css } from "styled-system/css";
import { footer as footerRecipe } from "styled-system/recipes";
import { CONTENT_PAGE_KEYS, contentPagePath } from "#shared/content-routes";
import { marketPaymentOptions, paymentRule } from "#shared/instalments";
import type { PointOfSale } from "#shared/markets";
import { formatMoney } from "#shared/money";
import { supportHoursLines } from "#shared/support-hours";
import type { Translate } from "#shared/i18n";
import { useShop, useT } from "../../shop/use-shop";
import { shopRatingText } from "../../shop/shop-rating";
import { paymentBrands } from "./payment-brands";
import { PaymentMark } from "./payment-mark";
import { ACCOUNT_LINKS, helpHref } from "../../shop/links";

const loadConsentPanel = () => import("./consent-panel");
const ConsentPanel = lazy(loadConsentPanel);

export function Footer(props: { showLegal?: boolean; showContact?: boolean }) {
  const showLegal = props.showLegal ?? true;
  const showContact = props.showContact ?? true;
  const t = useT();
  const { market, sites, settings } = useShop();
  // The cookie preferences panel (consent-panel.tsx, decision 077): loaded at the first pointer or
  // focus on its link, opened by it (a click before the footer hydrated is replayed: root.tsx), or
  // on a page opened at `#preferences` (the link's own address, without JS) once the footer
  // hydrates (the visitor's first interaction).
  const [consentOpen, setConsentOpen] = useState(false);
  const [consentMounted, setConsentMounted] = useState(false);
  const consentLink = useRef<HTMLAnchorElement>(null);
  const openConsent = () => {
    setConsentMounted(true);
    setConsentOpen(true);
  };
  useEffect(() => {
    if (window.location.hash !== "#preferences") return;
    setConsentMounted(true);
    setConsentOpen(true);
  }, []);
  return (
    // data-surface="inverse": the design system's dark-band colours, among them a focus ring that shows on the dark footer.
    // content-visibility: the footer is below the first screen on most pages; it is laid out and
    // painted when it nears the viewport, not in the first frame (issue 3 TBT).
    <footer data-surface="inverse" className={css({ bg: "primary.deep", color: "fg", mt: "16", py: "10", contentVisibility: "auto", containIntrinsicSize: "auto 480px" })}>
      <div className={css({ maxW: "7xl", mx: "auto", px: { base: "4", md: "6" }, display: "grid", gap: "8", gridTemplateColumns: { base: "1fr", sm: "repeat(2, 1fr)", lg: "repeat(4, 1fr)" } })}>
        <nav aria-labelledby="footer-help">
          <h2 id="footer-help" className={heading}>{t("footer.helpTitle")}</h2>
          <ul className={list}>
            <li><a className={link} href={helpHref(market.language)}>{t("header.help")}</a></li>
            <li><a className={link} href={ACCOUNT_LINKS.trips}>{t("header.bookingLookup")}</a></li>
            <li><a className={link} href={ACCOUNT_LINKS.beneficiary}>{t("menu.account.beneficiary")}</a></li>
            <li><a className={link} href="/giftcard/customization">{t("header.giftCard")}</a></li>
          </ul>
        </nav>
        {showContact && <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={heading}>{t("footer.contactColumnTitle")}</h2>
          {settings && (
            <>
              <p className={subheading}>{t("footer.supportTitle")}</p>
              <ul className={css({ listStyle: "none", p: 0, m: 0, mb: "2", fontSize: "sm", opacity: 0.92 })}>
                {supportHoursLines(settings.supportHours, market.pointOfSale, t).map((line) => <li key={line}>{line}</li>)}
              </ul>
              <p className={text}>{t("contact.replyText", { hours: settings.replyWithinHours })}</p>
            </>
          )}
          <p className={text}><a className={blockLink} href={helpHref(market.language)}>{t("footer.writeUs")}</a></p>
        </section>}
        {showLegal && <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={heading}>{t("footer.legalTitle")}</h2>
          <ul className={list}>
            {CONTENT_PAGE_KEYS.map((key) => (
              <li key={key}><a className={link} href={contentPagePath(market.language, key)}>{t(`content.link.${key}`)}</a></li>
            ))}
            <li>
              <a
                ref={consentLink}
                className={link}
                href={`${contentPagePath(market.language, "cookies")}#preferences`}
                aria-haspopup="dialog"
                onPointerEnter={() => void loadConsentPanel()}
                onFocus={() => void loadConsentPanel()}
                onClick={(e) => {
                  e.preventDefault();
                  openConsent();
                }}
                data-testid="footer-cookie-preferences"
              >
                {t("footer.cookiePreferences")}
              </a>
            </li>
          </ul>
        </nav>}
        <section aria-labelledby="footer-trust">
          <h2 id="footer-trust" className={heading}>{t("footer.trustTitle")}</h2>
          <p className={text}>{t("footer.rating", shopRatingText(market.bcp47))}</p>
          <p className={text}>{t("footer.securePayment")}</p>
          <ul aria-label={t("footer.paymentMethods")} className={css({ listStyle: "none", p: 0, m: 0, mb: "3", display: "flex", flexWrap: "wrap", gap: "2" })}>
            {paymentBrands(market.pointOfSale).map((brand) => (
              <li key={brand} className={css({ display: "flex", lineHeight: 0 })}><PaymentMark brand={brand} /></li>
            ))}
          </ul>
          {paymentNotes(t, market.pointOfSale).map((note) => (
            <p key={note} className={text}>{note}</p>
          ))}
        </section>
      </div>
      <div className={css({ maxW: "7xl", mx: "auto", px: { base: "4", md: "6" }, mt: "8", display: "grid", gap: "6", gridTemplateColumns: { base: "1fr", lg: "1fr 2fr" } })}>
        <nav aria-labelledby="footer-sites">
          <h2 id="footer-sites" className={heading}>{t("footer.countrySites")}</h2>
          <ul className={css({ listStyle: "none", p: 0, m: 0, display: "flex", flexWrap: "wrap", columnGap: "4", rowGap: "1" })}>
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
        {showLegal && <section aria-labelledby="footer-booking-legal">
          <h2 id="footer-booking-legal" className={heading}>{t("footer.bookingLegal.title")}</h2>
          <p className={text}>{t("footer.bookingLegal.packageTravel")} <a className={inlineLink} href={contentPagePath(market.language, "terms")}>{t("content.link.terms")}</a></p>
          <p className={text}>{t("footer.bookingLegal.dataProtection")} <a className={inlineLink} href={contentPagePath(market.language, "privacy")}>{t("content.link.privacy")}</a></p>
        </section>}
      </div>
      <p className={css({ maxW: "7xl", mx: "auto", px: { base: "4", md: "6" }, mt: "6", mb: 0, fontSize: "xs", opacity: 0.85 })}>{t("footer.asterisk")}</p>
      {showLegal && <p className={css({ maxW: "7xl", mx: "auto", px: { base: "4", md: "6" }, mt: "4", fontSize: "xs", opacity: 0.85 })}>{t("footer.legal", { year: 2026 })}</p>}
      {consentMounted && (
        <Suspense fallback={null}>
          <ConsentPanel open={consentOpen} onClose={() => setConsentOpen(false)} returnFocus={() => consentLink.current} />
        </Suspense>
      )}
    </footer>
  );
}

/** One class per element (client/theme/small-recipes.ts `footer`): 15-20 links on every page. */
const { heading, text, subheading, inlineLink, list, blockLink, link } = footerRecipe();

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
