/**
 * One labelled input of the account forms (issue 16 "every form: validation messages in the
 * shopper's language, keeps the input"): the error (a locale key from shared/account-form.ts or
 * the API's `fields`) shows under the input once the field was left or the form submitted, tied
 * to it with aria-describedby and aria-invalid.
 */
import { useId } from "react";
import { css } from "styled-system/css";
import { useT } from "../../shop/use-shop";

export function FormField(props: {
  name: string; label: string; value: string; onChange: (v: string) => void; onBlur: () => void; error?: string;
  type?: string; autoComplete?: string; hint?: string; inputMode?: "numeric" | "email" | "text";
}) {
  const t = useT();
  const id = useId();
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "1.5" })}>
      <label htmlFor={id} className={css({ fontWeight: "semibold", fontSize: "sm" })}>{props.label}</label>
      <input
        id={id} name={props.name} type={props.type ?? "text"} value={props.value} autoComplete={props.autoComplete} inputMode={props.inputMode}
        onChange={(e) => props.onChange(e.target.value)} onBlur={props.onBlur}
        aria-invalid={props.error ? true : undefined} aria-describedby={props.error ? `${id}-error` : props.hint ? `${id}-hint` : undefined}
        className={css({
          minH: "12", px: "3", borderWidth: "1px", borderColor: "border.strong", borderRadius: "md", fontSize: "md", bg: "bg.surface", color: "fg",
          _focusVisible: { outline: "2px solid", outlineColor: "primary", outlineOffset: "1px" }, _invalid: { borderColor: "danger" },
        })}
      />
      {props.error ? (
        <p id={`${id}-error`} className={css({ m: 0, color: "danger", fontSize: "sm" })}>{t(props.error)}</p>
      ) : props.hint ? (
        <p id={`${id}-hint`} className={css({ m: 0, color: "fg.muted", fontSize: "sm" })}>{props.hint}</p>
      ) : null}
    </div>
  );
}

/** Page frame of the account screens: a centred card with a title. */
export function AccountFrame(props: { title: string; intro?: string; wide?: boolean; children: React.ReactNode }) {
  return (
    <div className={css({ maxW: "6xl", mx: "auto", px: { base: "4", md: "6" }, py: { base: "6", md: "12" } })}>
      <section aria-labelledby="account-title" className={props.wide ? wideCss : cardCss}>
        <h1 id="account-title" className={css({ m: 0, fontSize: { base: "2xl", md: "3xl" }, fontWeight: "extrabold", lineHeight: "tight" })}>{props.title}</h1>
        {props.intro ? <p className={css({ m: 0, mt: "2", color: "fg.muted" })}>{props.intro}</p> : null}
        <div className={css({ mt: "6" })}>{props.children}</div>
      </section>
    </div>
  );
}

const cardCss = css({ maxW: "30rem", mx: "auto", bg: "bg.surface", borderRadius: "xl", boxShadow: "card", p: { base: "5", md: "8" } });
const wideCss = css({ mx: "auto" });

export const submitButton = css({
  display: "inline-flex", alignItems: "center", justifyContent: "center", w: "full", minH: "12", px: "5", borderRadius: "full", bg: "primary", color: "white",
  fontWeight: "bold", fontSize: "md", borderWidth: 0, cursor: "pointer", _hover: { bg: "primary.hover" }, _disabled: { opacity: 0.6, cursor: "wait" },
});

export const alertCss = css({ m: 0, p: "3", borderRadius: "md", bg: "danger.subtle", color: "danger", fontSize: "sm" });
