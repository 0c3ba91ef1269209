/**
 * /account/settings/profile (spec 001 §2 "Account" links): the signed-in account's name and
 * email, the account links and Sign out (clears the access token and account cookies, §4).
 * Rendered in the browser after mount (the page cache serves the same HTML to everyone); not
 * signed in: a link to sign in that comes back here.
 */
import { useEffect, useState } from "react";
import { css } from "styled-system/css";
import { signinHref } from "#shared/account-origin";
import { useT } from "../../shop/use-shop";
import { ACCOUNT_LINKS } from "../../shop/links";
import { accountCall, signOut } from "./account-api";
import { AccountFrame, submitButton } from "./form-field";

interface Me { email: string; firstName: string; lastName: string }

/** The signed-in account (undefined while loading, null when signed out). */
export function useMe(): Me | null | undefined {
  const [me, setMe] = useState<Me | null | undefined>(undefined);
  useEffect(() => {
    void accountCall<Me>("/me").then((r) => setMe(r.ok ? r.body : null));
  }, []);
  return me;
}

export function SignInPrompt(props: { back: string }) {
  const t = useT();
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "4", alignItems: "flex-start" })} data-testid="signin-prompt">
      <p className={css({ m: 0 })}>{t("account.signedOut")}</p>
      <a href={signinHref(props.back)} className={css({ color: "link", fontWeight: "bold" })}>{t("account.signin.title")}</a>
    </div>
  );
}

export function ProfilePage() {
  const t = useT();
  const me = useMe();
  return (
    <AccountFrame title={t("account.profile.title")}>
      {me === undefined ? <p aria-busy="true" className={css({ color: "fg.muted" })}>{t("account.loading")}</p> : me === null ? <SignInPrompt back={ACCOUNT_LINKS.profile} /> : (
        <div className={css({ display: "flex", flexDirection: "column", gap: "5" })} data-testid="profile">
          <dl className={css({ m: 0, display: "grid", gridTemplateColumns: "auto 1fr", gap: "2 4" })}>
            <dt className={css({ fontWeight: "semibold" })}>{t("account.field.name")}</dt>
            <dd className={css({ m: 0 })}>{me.firstName} {me.lastName}</dd>
            <dt className={css({ fontWeight: "semibold" })}>{t("account.field.email")}</dt>
            <dd className={css({ m: 0, wordBreak: "break-all" })}>{me.email}</dd>
          </dl>
          <nav aria-label={t("header.account")}>
            <ul className={css({ listStyle: "none", m: 0, p: 0, display: "flex", flexDirection: "column", gap: "2" })}>
              <li><a href={ACCOUNT_LINKS.trips} className={css({ color: "link", fontWeight: "semibold" })}>{t("account.menu.trips")}</a></li>
              <li><a href={ACCOUNT_LINKS.wishlist} className={css({ color: "link", fontWeight: "semibold" })}>{t("account.menu.wishlist")}</a></li>
            </ul>
          </nav>
          <button type="button" className={submitButton} onClick={() => void signOut()}>{t("account.signOut")}</button>
        </div>
      )}
    </AccountFrame>
  );
}
