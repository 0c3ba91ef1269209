/**
 * /beneficiary/login (spec 001 §2 "Account" link, §6 "Beneficiary: separate login"; issue 15 gift
 * recipients; docs/decisions/034): a gift recipient types the code of a box or a single voucher;
 * the worker checks it (unknown 404, expired 410, malformed 400: shown on the field, input kept),
 * keeps it in an HttpOnly cookie and the page goes to the offers the code redeems.
 */
import { useState } from "react";
import { css } from "styled-system/css";
import { validateBeneficiary } from "#shared/account-form";
import { useT } from "../../shop/use-shop";
import { accountCall } from "./account-api";
import { AccountFrame, alertCss, FormField, submitButton } from "./form-field";
import { useAccountForm } from "./use-form";

export function BeneficiaryLoginPage() {
  const t = useT();
  const form = useAccountForm({ code: "" }, validateBeneficiary);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    setFailure(null);
    if (!form.submit()) return;
    setBusy(true);
    const res = await accountCall<{ redirect: string }>("/beneficiary/login", { body: form.values });
    if (res.ok) {
      window.location.assign("/beneficiary/offers");
      return;
    }
    setBusy(false);
    form.setServerErrors(res.body.fields);
    if (!res.body.fields) setFailure(res.status === 429 ? "account.error.tooMany" : "account.error.failed");
  }
  return (
    <AccountFrame title={t("account.beneficiary.title")} intro={t("account.beneficiary.intro")}>
      <form noValidate onSubmit={onSubmit} className={css({ display: "flex", flexDirection: "column", gap: "4" })} data-testid="beneficiary-form">
        <FormField {...form.field("code")} label={t("account.field.code")} autoComplete="off" hint={t("account.beneficiary.hint")} />
        {failure ? <p role="alert" className={alertCss}>{t(failure)}</p> : null}
        <button type="submit" className={submitButton} disabled={busy}>{t("account.beneficiary.submit")}</button>
      </form>
    </AccountFrame>
  );
}
