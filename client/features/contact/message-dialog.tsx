/**
 * The contact form in a modal (spec 001 §2 "message form in a modal", §4 "no reason shows only the
 * reason dropdown; choosing one reveals the form and fills request type and subtype; submit with
 * errors or missing captcha sets an error flag", §5 validation, §8 failure message). A lazy chunk
 * of contact-page.tsx: the shop's dialog frame (shell/dialog-frame.tsx, layout 'panel': Ark UI's
 * focus trap, Escape, outside click, scroll lock, focus back to the button; full screen on phones),
 * the form and the captcha solver.
 *
 * Fields are validated on blur and on submit with the shared schema (shared/contact-form.ts), the
 * same the worker applies: untouched fields show nothing; after blur a field shows its error, or
 * the success state when it is filled and valid. A field past its limit (a 9th booking digit, a paste
 * longer than the field's maximum) shows its message at once and keeps the text as typed (no
 * `maxLength` cutting it silently); the message keeps a characters counter. The email field offers 'You mean @{domain}?' for a
 * near-miss of a common domain. The captcha is solved in the background from the moment the
 * dialog opens (not on the customer-care host, where the worker skips it). Sending posts JSON to
 * /api/contact; success navigates to the contact route with ?ref=contact_thank_you; any failure
 * shows the spec's message and keeps every field as typed (server field errors show on their
 * fields).
 */
import { useRouter } from "@tanstack/react-router";
import { useEffect, useId, useRef, useState, type RefObject } from "react";
import { css } from "styled-system/css";
import { suggestEmailDomain } from "#shared/contact-email";
import {
  bookingIdRequired, contactFieldError, CONTACT_MAX_LENGTH, CONTACT_REASONS, requestTypesOf, validateContactForm,
  type ContactErrors, type ContactField, type ContactFormInput,
} from "#shared/contact-form";
import { useShop, useT } from "../../shop/use-shop";
import { DialogFrame } from "../../ui/dialog-frame";
import { solveContactCaptcha } from "./captcha";

const EMPTY: ContactFormInput = { contact_reason: "", Booking_ID__c: "", name: "", email: "", phone: "", description: "" };
const ORDER: ContactField[] = ["contact_reason", "Booking_ID__c", "name", "email", "phone", "description"];

type Captcha = { state: "solving" } | { state: "ready"; token: string } | { state: "error" } | { state: "skipped" };

export default function MessageDialog(props: { open: boolean; onOpenChange: (open: boolean) => void; returnFocus: RefObject<HTMLElement | null> }) {
  const t = useT();
  const shop = useShop();
  const router = useRouter();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ContactFormInput>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<ContactField, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<ContactErrors>({});
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const [suggestion, setSuggestion] = useState<string | null>(null);
  const [captcha, setCaptcha] = useState<Captcha>(shop.care ? { state: "skipped" } : { state: "solving" });
  const [captchaRound, setCaptchaRound] = useState(0);
  const pendingToken = useRef<Promise<string | null>>(Promise.resolve(null));
  /** Where a captcha widget renders when the provider has one (Turnstile); empty with altcha. */
  const widgetRef = useRef<HTMLDivElement>(null);

  // A fresh proof of work when the dialog opens and after each failed send (a token is used once).
  useEffect(() => {
    if (shop.care) return;
    const abort = new AbortController();
    setCaptcha({ state: "solving" });
    pendingToken.current = solveContactCaptcha(abort.signal, () => widgetRef.current, shop.market.bcp47).then(
      (token) => {
        if (!abort.signal.aborted) setCaptcha({ state: "ready", token });
        return token;
      },
      () => {
        if (!abort.signal.aborted) setCaptcha({ state: "error" });
        return null;
      },
    );
    return () => abort.abort();
  }, [shop.care, shop.market.bcp47, captchaRound]);

  const reason = values.contact_reason;
  const types = requestTypesOf(reason);
  const errorOf = (field: ContactField): string | null => (touched[field] ? (serverErrors[field] ?? contactFieldError(field, values)) : null);

  const set = (field: ContactField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // Past its limit a field says so at once (a 9th booking digit, a paste over a field's maximum),
    // instead of the browser cutting the text silently: no maxLength on the controls.
    if (value.length > fieldLimit(field)) setTouched((s) => ({ ...s, [field]: true }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
    if (field === "email") setSuggestion(null);
  };
  const blur = (field: ContactField) => {
    setTouched((s) => ({ ...s, [field]: true }));
    if (field === "email") setSuggestion(suggestEmailDomain(values.email));
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setFailed(false);
    const result = validateContactForm(values);
    if (!result.ok) {
      setTouched(Object.fromEntries(ORDER.map((f) => [f, true])));
      const first = ORDER.find((f) => result.errors[f]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setSending(true);
    // Still solving: wait for it (a second at most). No token (the challenge failed): the send fails
    // visibly and a new challenge starts.
    const token = captcha.state === "ready" ? captcha.token : captcha.state === "skipped" ? null : await pendingToken.current;
    if (!token && !shop.care) {
      setSending(false);
      setFailed(true);
      setCaptchaRound((n) => n + 1);
      return;
    }
    try {
      const body = { ...values, ...(types ?? {}), ...(token ? { captcha: token } : {}) };
      const res = await fetch("/api/contact", { method: "POST", headers: { "content-type": "application/json", accept: "application/json" }, body: JSON.stringify(body) });
      const data = (await res.json().catch(() => ({}))) as { redirect?: string; fields?: ContactErrors };
      if (res.status === 201 && data.redirect) {
        props.onOpenChange(false);
        await router.navigate({ href: data.redirect });
        return;
      }
      if (data.fields) {
        const { captcha: _captcha, ...fields } = data.fields as ContactErrors & { captcha?: string };
        setServerErrors(fields);
        setTouched((s) => ({ ...s, ...Object.fromEntries(Object.keys(fields).map((f) => [f, true])) }));
      }
      setFailed(true);
    } catch {
      setFailed(true);
    } finally {
      setSending(false);
    }
    if (!shop.care) setCaptchaRound((n) => n + 1);
  };

  const fieldProps = (field: ContactField) => {
    const error = errorOf(field);
    const ok = touched[field] && !error && values[field].trim() !== "";
    return {
      id: `${id}-${field}`,
      name: field,
      value: values[field],
      onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => set(field, e.target.value),
      onBlur: () => blur(field),
      "aria-invalid": error ? true : undefined,
      "aria-describedby": [error ? `${id}-${field}-error` : "", field === "Booking_ID__c" ? `${id}-booking-hint` : "", field === "description" ? `${id}-description-count` : ""].filter(Boolean).join(" ") || undefined,
      "data-state": error ? "error" : ok ? "success" : undefined,
    };
  };
  const errorText = (field: ContactField) => {
    const error = errorOf(field);
    return error ? (
      <p id={`${id}-${field}-error`} className={errorStyle} data-testid={`error-${field}`}>
        {t(error, { max: CONTACT_MAX_LENGTH[field as keyof typeof CONTACT_MAX_LENGTH] })}
      </p>
    ) : null;
  };

  return (
    <DialogFrame
      open={props.open}
      onClose={() => props.onOpenChange(false)}
      returnFocus={() => props.returnFocus.current}
      placement="center"
      layout="panel"
      title={t("contact.formTitle")}
      closeLabel={t("contact.close")}
      testId="contact-dialog"
    >
      <form ref={formRef} noValidate onSubmit={submit} className={css({ display: "grid", gap: "4", px: { base: "4", md: "6" }, py: "5", overflowY: "auto" })}>
        <div className={fieldRoot}>
          <label htmlFor={`${id}-contact_reason`} className={labelStyle}>{t("contact.reason")}</label>
          <select {...fieldProps("contact_reason")} className={control} required>
            <option value="">{t("contact.reasonPlaceholder")}</option>
            {CONTACT_REASONS.map((r) => (
              <option key={r.id} value={r.id}>{t(`contact.reason.${r.id}`)}</option>
            ))}
          </select>
          {errorText("contact_reason")}
        </div>

        {types && (
          <>
            <input type="hidden" name="requestType" value={types.requestType} />
            <input type="hidden" name="requestSubtype" value={types.requestSubtype} />
            <div className={fieldRoot}>
              <label htmlFor={`${id}-Booking_ID__c`} className={labelStyle}>
                {t("contact.bookingId")}{bookingIdRequired(reason) ? "" : ` ${t("contact.optional")}`}
              </label>
              <input {...fieldProps("Booking_ID__c")} className={control} inputMode="numeric" autoComplete="off" required={bookingIdRequired(reason)} />
              <p id={`${id}-booking-hint`} className={hintStyle}>{t("contact.bookingIdHint")}</p>
              {errorText("Booking_ID__c")}
            </div>
            <div className={fieldRoot}>
              <label htmlFor={`${id}-name`} className={labelStyle}>{t("contact.name")}</label>
              <input {...fieldProps("name")} className={control} autoComplete="name" required />
              {errorText("name")}
            </div>
            <div className={css({ display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" } })}>
              <div className={fieldRoot}>
                <label htmlFor={`${id}-email`} className={labelStyle}>{t("contact.email")}</label>
                <input {...fieldProps("email")} type="email" className={control} autoComplete="email" required />
                {errorText("email")}
                {suggestion && (
                  <button
                    type="button"
                    className={suggestionStyle}
                    onClick={() => {
                      set("email", `${values.email.trim().slice(0, values.email.trim().lastIndexOf("@"))}@${suggestion}`);
                      setTouched((s) => ({ ...s, email: true }));
                    }}
                    data-testid="email-suggestion"
                  >
                    {t("contact.emailSuggestion", { domain: suggestion })}
                  </button>
                )}
              </div>
              <div className={fieldRoot}>
                <label htmlFor={`${id}-phone`} className={labelStyle}>{t("contact.phone")}</label>
                <input {...fieldProps("phone")} type="tel" className={control} autoComplete="tel" required />
                {errorText("phone")}
              </div>
            </div>
            <div className={fieldRoot}>
              <label htmlFor={`${id}-description`} className={labelStyle}>{t("contact.description")}</label>
              <textarea {...fieldProps("description")} className={textarea} rows={5} required />
              <p id={`${id}-description-count`} className={counterStyle} data-over={values.description.length > CONTACT_MAX_LENGTH.description || undefined} data-testid="description-count">
                {t("contact.charactersCount", { count: values.description.length, max: CONTACT_MAX_LENGTH.description })}
              </p>
              {errorText("description")}
            </div>

            {captcha.state !== "skipped" && (
              <p className={captchaStyle} role="status" data-state={captcha.state} data-testid="captcha-status">
                <span aria-hidden="true">{captcha.state === "ready" ? "✓" : captcha.state === "error" ? "!" : "…"}</span>
                {t(`contact.captcha.${captcha.state}`)}
              </p>
            )}
            {failed && (
              <p role="alert" className={failure} data-testid="contact-failure">{t("contact.failure")}</p>
            )}
            <button type="submit" className={submitButton} aria-disabled={sending || undefined} data-testid="contact-send">
              {sending ? t("contact.sending") : t("contact.send")}
            </button>
            <p className={hintStyle}>{t("contact.mandatoryNote")}</p>
          </>
        )}
        <div ref={widgetRef} data-testid="captcha-widget" />
      </form>
    </DialogFrame>
  );
}

/** The characters a field takes (spec 001 §5 booking number 8 digits; CONTACT_MAX_LENGTH). */
function fieldLimit(field: ContactField): number {
  if (field === "Booking_ID__c") return 8;
  return field === "contact_reason" ? Infinity : CONTACT_MAX_LENGTH[field];
}

const counterStyle = css({ fontSize: "xs", color: "fg.muted", m: 0, textAlign: "end", "&[data-over=true]": { color: "danger", fontWeight: "semibold" } });
const fieldRoot = css({ display: "flex", flexDirection: "column", gap: "1.5", minW: 0 });
const labelStyle = css({ fontSize: "sm", fontWeight: "semibold", color: "fg" });
const hintStyle = css({ fontSize: "sm", color: "fg.muted", m: 0 });
const errorStyle = css({ fontSize: "sm", fontWeight: "medium", color: "danger", m: 0 });
const control = css({
  w: "full", minW: 0, h: "11", px: "3", fontSize: "md", fontFamily: "body", bg: "bg.surface", color: "fg",
  borderWidth: "1px", borderStyle: "solid", borderColor: "border.strong", borderRadius: "md",
  _focusVisible: { borderColor: "focusRing", outline: "2px solid", outlineColor: "focusRing", outlineOffset: "0" },
  "&[data-state=error]": { borderColor: "danger", borderWidth: "2px" },
  "&[data-state=success]": { borderColor: "success", borderWidth: "2px" },
});
const textarea = css({
  w: "full", minW: 0, minH: "32", p: "3", fontSize: "md", fontFamily: "body", bg: "bg.surface", color: "fg", resize: "vertical",
  borderWidth: "1px", borderStyle: "solid", borderColor: "border.strong", borderRadius: "md",
  _focusVisible: { borderColor: "focusRing", outline: "2px solid", outlineColor: "focusRing", outlineOffset: "0" },
  "&[data-state=error]": { borderColor: "danger", borderWidth: "2px" },
  "&[data-state=success]": { borderColor: "success", borderWidth: "2px" },
});
const suggestionStyle = css({
  alignSelf: "flex-start", p: 0, bg: "transparent", borderWidth: 0, color: "link", fontSize: "sm", fontWeight: "semibold",
  textDecoration: "underline", textUnderlineOffset: "3px", cursor: "pointer", textAlign: "start",
});
const captchaStyle = css({
  display: "flex", gap: "2", alignItems: "center", m: 0, fontSize: "sm", color: "fg.muted",
  "&[data-state=ready]": { color: "success" }, "&[data-state=error]": { color: "danger" },
});
const failure = css({ m: 0, p: "3", borderRadius: "md", bg: "danger.subtle", color: "danger", fontSize: "sm", fontWeight: "medium", borderWidth: "1px", borderColor: "danger" });
const submitButton = css({
  display: "inline-flex", alignItems: "center", justifyContent: "center", w: "full", minH: "12", px: "5", borderRadius: "md", borderWidth: 0,
  bg: "accent", color: "accent.fg", fontWeight: "bold", fontSize: "md", cursor: "pointer", _hover: { bg: "accent.hover" },
  "&[aria-disabled=true]": { opacity: 0.6, cursor: "progress" },
});
