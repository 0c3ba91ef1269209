/**
 * The gift customisation form (spec 001 §2 "customisation form", §5 "Gift form"): sender
 * (fromName), recipient (toName) and message. Labels read '(optional)' unless the field is
 * required; the message shows 'Max. 180 characters' and a counter. Errors show after the field is
 * left (blur) or a submit was tried; a keystroke past the limit is refused and its error shows for
 * 1 second (use-gift-form.ts).
 */
import { css } from "styled-system/css";
import { giftFieldError, giftFieldMax, giftLength, type GiftFormError, type GiftFormField } from "#shared/gift-form";
import { useT } from "../../../shop/use-shop";
import type { GiftFormState } from "../lib/use-gift-form";

export function GiftForm(props: { form: GiftFormState; mandatory: boolean }) {
  const t = useT();
  const { form } = props;
  const errorText = (e: GiftFormError) =>
    e.code === "maxLength" ? t("gifting.form.error.maxLength", { max: e.max }) : t(e.code === "mandatory" ? "gifting.form.error.mandatory" : "gifting.form.error.textOnly");
  const field = (name: GiftFormField) => {
    const required = name === "fromName" && props.mandatory;
    const shown = form.touched[name] || form.submitted;
    const error: GiftFormError | null =
      form.limitHit === name ? { code: "maxLength", max: giftFieldMax(name) } : shown ? giftFieldError(name, form.values[name], props.mandatory) : null;
    const id = `gift-${name}`;
    const label = t(`gifting.form.${name}`);
    const common = {
      id,
      name,
      value: form.values[name],
      required,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": `${id}-help${error ? ` ${id}-error` : ""}`,
      onChange: (e: { target: { value: string } }) => form.type(name, e.target.value),
      onBlur: () => form.blur(name),
      className: name === "message" ? textarea : input,
    } as const;
    return (
      <div className={row} key={name}>
        <label htmlFor={id} className={labelCss}>
          {required ? label : t("gifting.form.optional", { label })}
        </label>
        {name === "message" ? <textarea rows={4} {...common} /> : <input type="text" autoComplete={name === "fromName" ? "name" : "off"} {...common} />}
        <p id={`${id}-help`} className={help}>
          {name === "message" ? t("gifting.form.messageHelp", { max: giftFieldMax(name) }) : null}
          <span aria-hidden="true" className={counter}>{giftLength(form.values[name])}/{giftFieldMax(name)}</span>
        </p>
        {error && (
          <p id={`${id}-error`} role="alert" className={errorCss} data-testid={`gift-${name}-error`}>
            {errorText(error)}
          </p>
        )}
      </div>
    );
  };
  return (
    <fieldset className={fieldset} data-testid="gift-form">
      <legend className={legend}>{t("gifting.form.title")}</legend>
      {field("toName")}
      {field("fromName")}
      {field("message")}
    </fieldset>
  );
}

const fieldset = css({ borderWidth: 0, p: 0, m: 0, display: "grid", gap: "4", minW: 0 });
const legend = css({ fontSize: "xl", fontWeight: "bold", mb: "3", p: 0 });
const row = css({ display: "grid", gap: "1" });
const labelCss = css({ fontWeight: "semibold", fontSize: "sm" });
const input = css({ h: "11", px: "3", borderWidth: "1px", borderColor: "border.strong", borderRadius: "md", bg: "bg", color: "fg", fontSize: "md", w: "100%", "&[aria-invalid=true]": { borderColor: "danger" }, _focusVisible: { outline: "2px solid", outlineColor: "primary", outlineOffset: "1px" } });
const textarea = css({ p: "3", borderWidth: "1px", borderColor: "border.strong", borderRadius: "md", bg: "bg", color: "fg", fontSize: "md", w: "100%", resize: "vertical", fontFamily: "inherit", "&[aria-invalid=true]": { borderColor: "danger" }, _focusVisible: { outline: "2px solid", outlineColor: "primary", outlineOffset: "1px" } });
const help = css({ display: "flex", justifyContent: "space-between", gap: "2", m: 0, fontSize: "xs", color: "fg.muted" });
const counter = css({ marginInlineStart: "auto", fontVariantNumeric: "tabular-nums" });
const errorCss = css({ m: 0, fontSize: "sm", color: "danger", fontWeight: "semibold" });
