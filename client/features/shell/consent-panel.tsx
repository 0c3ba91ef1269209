/**
 * The cookie preferences panel (spec 001 §2 Footer "cookie-preferences link"; issue 26; decision
 * 077): the shop's Ark UI dialog frame (focus trap, Escape, focus back to the footer link) with the
 * three categories of shared/consent.ts: necessary (always on, shown checked and disabled),
 * measurement and experiments (checkboxes holding the stored choice; none stored: both off).
 * 'Refuse all' and 'Accept all' save at once, 'Save my choices' saves the boxes; saving posts to
 * /api/consent (worker/routes/consent.ts), which writes the `consent` cookie, and closes the panel.
 * A failed save says so and keeps the panel open. A lazy chunk of footer.tsx.
 */
import { useId, useState } from "react";
import { css } from "styled-system/css";
import { CONSENT_CATEGORIES, consentFromCookies, NO_CONSENT, type Consent } from "#shared/consent";
import { useT } from "../../shop/use-shop";
import { DialogFrame } from "../../ui/dialog-frame";

export default function ConsentPanel(props: { open: boolean; onClose: () => void; returnFocus: () => HTMLElement | null }) {
  const t = useT();
  const id = useId();
  const [choice, setChoice] = useState<Consent>(() => consentFromCookies(document.cookie) ?? NO_CONSENT);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  const save = async (consent: Consent) => {
    if (saving) return;
    setChoice(consent);
    setSaving(true);
    setFailed(false);
    try {
      const res = await fetch("/api/consent", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(consent) });
      if (!res.ok) throw new Error(`consent answered ${res.status}`);
      props.onClose();
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <DialogFrame
      open={props.open}
      onClose={props.onClose}
      returnFocus={props.returnFocus}
      placement="center"
      size="md"
      title={t("footer.consent.title")}
      description={t("footer.consent.intro")}
      closeLabel={t("footer.consent.close")}
      testId="consent-panel"
    >
      <ul className={css({ listStyle: "none", p: 0, m: 0, display: "grid", gap: "3" })}>
        <li className={row}>
          <input id={`${id}-necessary`} type="checkbox" checked disabled className={box} aria-describedby={`${id}-necessary-text`} />
          <div>
            <label htmlFor={`${id}-necessary`} className={label}>{t("footer.consent.necessary.title")} <span className={always}>({t("footer.consent.alwaysOn")})</span></label>
            <p id={`${id}-necessary-text`} className={text}>{t("footer.consent.necessary.text")}</p>
          </div>
        </li>
        {CONSENT_CATEGORIES.map((category) => (
          <li key={category} className={row}>
            <input
              id={`${id}-${category}`}
              name={category}
              type="checkbox"
              className={box}
              checked={choice[category]}
              onChange={(e) => setChoice((c) => ({ ...c, [category]: e.target.checked }))}
              aria-describedby={`${id}-${category}-text`}
              data-testid={`consent-${category}`}
            />
            <div>
              <label htmlFor={`${id}-${category}`} className={label}>{t(`footer.consent.${category}.title`)}</label>
              <p id={`${id}-${category}-text`} className={text}>{t(`footer.consent.${category}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
      {failed && <p role="alert" className={failure}>{t("footer.consent.failed")}</p>}
      <div className={css({ display: "flex", flexWrap: "wrap", gap: "2", mt: "5" })}>
        <button type="button" className={secondary} aria-disabled={saving || undefined} onClick={() => void save({ measurement: false, experiments: false })} data-testid="consent-refuse">{t("footer.consent.refuseAll")}</button>
        <button type="button" className={secondary} aria-disabled={saving || undefined} onClick={() => void save({ measurement: true, experiments: true })} data-testid="consent-accept">{t("footer.consent.acceptAll")}</button>
        <button type="button" className={primary} aria-disabled={saving || undefined} onClick={() => void save(choice)} data-testid="consent-save">{t("footer.consent.save")}</button>
      </div>
    </DialogFrame>
  );
}

const row = css({ display: "flex", gap: "3", alignItems: "flex-start", p: "3", borderRadius: "md", borderWidth: "1px", borderColor: "border" });
const box = css({ w: "5", h: "5", mt: "0.5", flexShrink: 0, accentColor: "primary", cursor: "pointer", _disabled: { cursor: "not-allowed" } });
const label = css({ fontWeight: "semibold", cursor: "pointer" });
const always = css({ fontWeight: "normal", color: "fg.muted", fontSize: "sm" });
const text = css({ m: 0, mt: "1", fontSize: "sm", color: "fg.muted" });
const failure = css({ m: 0, mt: "3", p: "3", borderRadius: "md", bg: "danger.subtle", color: "danger", fontSize: "sm", fontWeight: "medium" });
const secondary = css({
  display: "inline-flex", alignItems: "center", justifyContent: "center", flex: "1 1 auto", minH: "11", px: "4", borderRadius: "md", fontWeight: "semibold", cursor: "pointer",
  bg: "bg.surface", color: "primary", borderWidth: "1px", borderColor: "primary", _hover: { bg: "primary.subtle" }, "&[aria-disabled=true]": { opacity: 0.6, cursor: "progress" },
});
const primary = css({
  display: "inline-flex", alignItems: "center", justifyContent: "center", flex: "1 1 auto", minH: "11", px: "4", borderRadius: "md", fontWeight: "semibold", cursor: "pointer",
  bg: "accent", color: "accent.fg", borderWidth: 0, _hover: { bg: "accent.hover" }, "&[aria-disabled=true]": { opacity: 0.6, cursor: "progress" },
});
