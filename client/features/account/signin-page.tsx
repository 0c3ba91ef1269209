/**
 * Sign in, /account/signin?origin= (spec 001 §2 "Account"; issue 16 "sign in with origin (no open
 * redirect)"; docs/decisions/034): email and password, checked on blur and submit with the shared
 * rules; the worker checks them against the accounts in D1, sets the access token and answers
 * where to go: `origin` when it is a path on this site, else home. After sign-in the anonymous
 * wishlist is merged into the account's. Without JavaScript the form posts to the same endpoint
 * and the worker redirects (303). Links to the gift recipient login and to booking lookup.
 */
import { useState } from "react";
import { css } from "styled-system/css";
import { safeOrigin } from "#shared/account-origin";
import { validateSignin } from "#shared/account-form";
import { useT } from "../../shop/use-shop";
import { ACCOUNT_LINKS } from "../../shop/links";
import { mergeWishlistAfterSignin } from "../wishlist";
import { accountCall } from "./account-api";
import { AccountFrame, alertCss, FormField, submitButton } from "./form-field";
import { useAccountForm } from "./use-form";

/** The `origin` of the page's query, made safe (read from the address: the page cache ignores it). */
const originOfPage = () => safeOrigin(new URLSearchParams(window.location.search).get("origin"));

export function SigninPage() {
  const t = useT();
  const form = useAccountForm({ email: "", password: "" }, validateSignin);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setFailure(null);
    if (!form.submit()) return;
    setBusy(true);
    const res = await accountCall<{ redirect: string }>("/signin", { body: { ...form.values, origin: originOfPage() } });
    if (res.ok) {
      await mergeWishlistAfterSignin();
      window.location.assign(safeOrigin(res.body.redirect));
      return;
    }
    setBusy(false);
    form.setServerErrors(res.body.fields);
    if (!res.body.fields) setFailure(res.status === 429 ? "account.error.tooMany" : "account.error.failed");
  }

  return (
    <AccountFrame title={t("account.signin.title")} intro={t("account.signin.intro")}>
      <form method="post" action="/api/account/signin" noValidate onSubmit={onSubmit} className={css({ display: "flex", flexDirection: "column", gap: "4" })} data-testid="signin-form">
        <FormField {...form.field("email")} label={t("account.field.email")} type="email" autoComplete="email" inputMode="email" />
        <FormField {...form.field("password")} label={t("account.field.password")} type="password" autoComplete="current-password" />
        {failure ? <p role="alert" className={alertCss}>{t(failure)}</p> : null}
        <button type="submit" className={submitButton} disabled={busy}>{t("account.signin.submit")}</button>
      </form>
      <ul className={css({ listStyle: "none", p: 0, m: 0, mt: "6", display: "flex", flexDirection: "column", gap: "2", fontSize: "sm" })}>
        <li><a href={ACCOUNT_LINKS.trips} className={linkCss}>{t("account.signin.lookup")}</a></li>
        <li><a href={ACCOUNT_LINKS.beneficiary} className={linkCss}>{t("account.signin.beneficiary")}</a></li>
      </ul>
    </AccountFrame>
  );
}

const linkCss = css({ color: "link", fontWeight: "semibold", _hover: { color: "link.hover" } });
