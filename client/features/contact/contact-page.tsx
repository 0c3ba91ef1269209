/**
 * The contact and help page (spec 001 §2 "Contact and help page"; §4 "success comes from
 * ref=contact_thank_you"; §6 chat; §9 support and chat hours, reply within 48 h). A lazily loaded
 * route chunk, server-rendered:
 *   help banner (title, text, and the thank-you message after a message was sent),
 *   quick actions: modify booking, cancel booking, invoice request → the customer-account route
 *     with `#r=` set to the booking or invoice code typed above them (or carried in this page's own
 *     `#r=`), shared/contact-routes.ts quickActionHref; the trips page reads it,
 *   five popular questions → the external help centre (HELP_CENTER_URL), else the shop's own
 *     help page (decision 077),
 *   contact card: support hours, the reply promise, "Send us a message" (the form in a modal,
 *     message-dialog.tsx, fetched at the first pointer or focus on the button and shown on click)
 *     and, when the shop offers it, the chat link with its hours.
 */
import { useLoaderData, useSearch } from "@tanstack/react-router";
import { Suspense, useEffect, useRef, useState } from "react";
import { lazy } from "../../ui/lazy";
import { css } from "styled-system/css";
import { CONTACT_THANK_YOU_REF, QUICK_ACTION_IDS, quickActionHref, requestCodeFromHash } from "#shared/contact-routes";
import { ACCOUNT_LINKS } from "../../shop/links";
import { useShop, useT } from "../../shop/use-shop";
import type { ContactLoaderData, ContactSearch } from "./contact-head";
import { POPULAR_QUESTIONS, questionHref } from "./help-links";

const loadDialog = () => import("./message-dialog");
const MessageDialog = lazy(loadDialog);

export function ContactPage() {
  const t = useT();
  const shop = useShop();
  // Support hours as text, written by the loader from the shop's settings (decision 055).
  const data = useLoaderData({ strict: false }) as ContactLoaderData | undefined;
  const supportHours = data?.supportHours ?? null;
  const ref = (useSearch({ strict: false }) as ContactSearch).ref;
  const thanked = ref === CONTACT_THANK_YOU_REF;
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  const chatNow = data?.chatOpen ?? true;
  // The booking or invoice code the quick actions carry in `r` (spec 001 §2): typed here, or given
  // in this page's own hash (a link from a booking e-mail or page).
  const [code, setCode] = useState("");
  const [codeTouched, setCodeTouched] = useState(false);
  useEffect(() => {
    const given = requestCodeFromHash(window.location.hash);
    if (given) setCode(given);
  }, []);
  const cleanCode = code.replace(/\s+/g, "");
  const codeError = cleanCode !== "" && !/^\d{8}$/.test(cleanCode) && (codeTouched || cleanCode.length > 8);
  const chatHours = data?.chatHours ?? null;

  // After the form sends, the page comes back with ref=contact_thank_you: say it where focus goes.
  useEffect(() => {
    if (thanked) thanksRef.current?.focus();
  }, [thanked]);

  return (
    <div className={css({ maxW: "6xl", mx: "auto", px: { base: "4", md: "6" }, py: { base: "6", md: "10" } })}>
      <section aria-labelledby="contact-title" className={banner}>
        <h1 id="contact-title" className={css({ fontSize: { base: "2xl", md: "4xl" }, fontWeight: "extrabold", lineHeight: "tight", m: 0 })}>{t("contact.title")}</h1>
        <p className={css({ fontSize: { base: "md", md: "lg" }, m: 0, mt: "2", maxW: "2xl", opacity: 0.92 })}>{t("contact.intro")}</p>
      </section>

      {thanked && (
        <div ref={thanksRef} tabIndex={-1} role="status" data-testid="contact-thanks" className={thanks}>
          <span aria-hidden="true" className={css({ fontSize: "xl", lineHeight: "none" })}>✓</span>
          <p className={css({ m: 0 })}>{shop.settings ? t("contact.thankYou", { hours: shop.settings.replyWithinHours }) : t("contact.thankYouSoon")}</p>
        </div>
      )}

      <section aria-labelledby="contact-actions" className={css({ mt: "8" })}>
        <h2 id="contact-actions" className={h2}>{t("contact.quickActions")}</h2>
        <div className={css({ display: "flex", flexDirection: "column", gap: "1.5", maxW: "sm", mb: "4" })}>
          <label htmlFor="contact-action-code" className={css({ fontSize: "sm", fontWeight: "semibold" })}>{t("contact.actionCode")} {t("contact.optional")}</label>
          <input
            id="contact-action-code"
            className={codeInput}
            inputMode="numeric"
            autoComplete="off"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            onBlur={() => setCodeTouched(true)}
            aria-invalid={codeError || undefined}
            aria-describedby={codeError ? "contact-action-code-error" : "contact-action-code-hint"}
            data-testid="contact-action-code"
          />
          {codeError
            ? <p id="contact-action-code-error" className={css({ m: 0, fontSize: "sm", fontWeight: "medium", color: "danger" })}>{t("contact.error.bookingId")}</p>
            : <p id="contact-action-code-hint" className={css({ m: 0, fontSize: "sm", color: "fg.muted" })}>{t("contact.actionCodeHint")}</p>}
        </div>
        <ul className={css({ listStyle: "none", p: 0, m: 0, display: "grid", gap: "3", gridTemplateColumns: { base: "1fr", md: "repeat(3, 1fr)" } })}>
          {QUICK_ACTION_IDS.map((action) => (
            <li key={action}>
              <a href={quickActionHref(ACCOUNT_LINKS.trips, action, code)} className={actionCard} data-action={action}>
                <span className={css({ fontWeight: "bold", fontSize: "md" })}>{t(`contact.action.${action}`)}</span>
                <span className={css({ fontSize: "sm", color: "fg.muted" })}>{t(`contact.action.${action}.text`)}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>

      <div className={css({ display: "grid", gap: "8", mt: "10", gridTemplateColumns: { base: "minmax(0, 1fr)", lg: "minmax(0, 3fr) minmax(0, 2fr)" }, alignItems: "start" })}>
        <section aria-labelledby="contact-faq">
          <h2 id="contact-faq" className={h2}>{t("contact.popularQuestions")}</h2>
          <ul className={css({ listStyle: "none", p: 0, m: 0, borderTopWidth: "1px", borderColor: "border" })}>
            {POPULAR_QUESTIONS.map((q) => (
              <li key={q.id} className={css({ borderBottomWidth: "1px", borderColor: "border" })}>
                {shop.helpCenterUrl ? (
                  <a href={questionHref(shop.market.language, q, shop.helpCenterUrl)} target="_blank" rel="noopener" className={faqLink} data-faq={q.id}>
                    <span>{t(`contact.faq.${q.id}`)}</span>
                    <span aria-hidden="true" className={css({ color: "fg.muted", flexShrink: 0 })}>↗</span>
                    <span className={css({ srOnly: true })}>{t("contact.newTab")}</span>
                  </a>
                ) : (
                  <a href={questionHref(shop.market.language, q, undefined)} className={faqLink} data-faq={q.id}>
                    <span>{t(`contact.faq.${q.id}`)}</span>
                  </a>
                )}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="contact-us" className={card}>
          <h2 id="contact-us" className={css({ fontSize: "xl", fontWeight: "bold", m: 0 })}>{t("contact.writeTitle")}</h2>
          <dl className={css({ m: 0, mt: "4", display: "grid", gap: "3", fontSize: "sm" })}>
            {/* From the catalog's settings (docs/decisions/055); nothing when they could not be read. */}
            {shop.settings && supportHours && (
              <>
                <div>
                  <dt className={css({ fontWeight: "semibold" })}>{t("contact.hoursTitle")}</dt>
                  {supportHours.map((line) => (
                    <dd key={line} className={css({ m: 0, color: "fg.muted" })}>{line}</dd>
                  ))}
                </div>
                <div>
                  <dt className={css({ fontWeight: "semibold" })}>{t("contact.replyTitle")}</dt>
                  <dd className={css({ m: 0, color: "fg.muted" })}>{t("contact.replyText", { hours: shop.settings.replyWithinHours })}</dd>
                </div>
              </>
            )}
          </dl>
          <button
            ref={buttonRef}
            type="button"
            className={primaryButton}
            aria-haspopup="dialog"
            aria-expanded={open}
            onPointerEnter={() => void loadDialog()}
            onPointerDown={() => void loadDialog()}
            onFocus={() => void loadDialog()}
            onClick={() => {
              setMounted(true);
              setOpen(true);
            }}
            data-testid="contact-open-form"
          >
            {t("contact.openForm")}
          </button>
          {shop.chatUrl && (
            <div className={css({ mt: "4", pt: "4", borderTopWidth: "1px", borderColor: "border" })}>
              <a href={shop.chatUrl} target="_blank" rel="noopener" className={secondaryButton} aria-disabled={chatNow ? undefined : "true"} data-testid="contact-chat">
                {t("contact.chat")}
              </a>
              {chatHours && <p className={css({ fontSize: "sm", color: "fg.muted", m: 0, mt: "2" })}>{chatNow ? t("contact.chatHours", { hours: chatHours }) : t("contact.chatClosed", { hours: chatHours })}</p>}
            </div>
          )}
        </section>
      </div>

      {mounted && (
        <Suspense fallback={null}>
          <MessageDialog open={open} onOpenChange={setOpen} returnFocus={buttonRef} />
        </Suspense>
      )}
    </div>
  );
}

const banner = css({
  backgroundImage: "linear-gradient(to bottom right, {colors.primary.deep}, {colors.primary})", color: "white",
  borderRadius: "xl", px: { base: "5", md: "10" }, py: { base: "7", md: "10" },
});
const thanks = css({
  display: "flex", gap: "3", alignItems: "center", mt: "4", p: "4", borderRadius: "lg", bg: "success.subtle", color: "success",
  borderWidth: "1px", borderColor: "success", fontWeight: "semibold", outline: "none", _focusVisible: { outline: "3px solid", outlineColor: "focusRing" },
});
const h2 = css({ fontSize: "xl", fontWeight: "bold", mt: 0, mb: "4" });
const actionCard = css({
  display: "flex", flexDirection: "column", gap: "1", h: "full", p: "4", borderRadius: "lg", bg: "bg.surface", borderWidth: "1px", borderColor: "border",
  boxShadow: "card", color: "fg", textDecoration: "none", _hover: { boxShadow: "cardHover", borderColor: "primary" },
});
const codeInput = css({
  w: "full", h: "11", px: "3", fontSize: "md", bg: "bg.surface", color: "fg", borderWidth: "1px", borderColor: "border.strong", borderRadius: "md",
  _focusVisible: { outline: "2px solid", outlineColor: "focusRing" }, "&[aria-invalid=true]": { borderColor: "danger", borderWidth: "2px" },
});
const faqLink = css({
  display: "flex", alignItems: "center", justifyContent: "space-between", gap: "3", minH: "12", py: "3", px: "1",
  color: "link", fontWeight: "semibold", textDecoration: "none", _hover: { textDecoration: "underline", color: "link.hover" },
});
const card = css({ p: { base: "5", md: "6" }, borderRadius: "xl", bg: "bg.surface", borderWidth: "1px", borderColor: "border", boxShadow: "card" });
const primaryButton = css({
  display: "inline-flex", alignItems: "center", justifyContent: "center", w: "full", mt: "5", minH: "12", px: "5", borderRadius: "md", borderWidth: 0,
  bg: "accent", color: "accent.fg", fontWeight: "bold", fontSize: "md", cursor: "pointer", _hover: { bg: "accent.hover" },
});
const secondaryButton = css({
  display: "inline-flex", alignItems: "center", justifyContent: "center", w: "full", minH: "11", px: "5", borderRadius: "md", borderWidth: "1px",
  borderColor: "primary", color: "primary", fontWeight: "semibold", textDecoration: "none", _hover: { bg: "primary.subtle" },
  "&[aria-disabled=true]": { opacity: 0.6, pointerEvents: "none" },
});
