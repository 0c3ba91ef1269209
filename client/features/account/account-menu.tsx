/**
 * The account menu (spec 001 §2 "Account" links, §4 "Sign out clears the access token and user
 * account cookies", §6): a small panel under the header's account icon with the greeting, the
 * account links (profile, trips, wishlist, gift recipient login) and Sign out. A lazy chunk of
 * header-account-tool.tsx. Escape or a click outside closes it and focus goes back to the icon.
 */
import { useEffect, useRef, type RefObject } from "react";
import { css } from "styled-system/css";
import { userAccountName } from "#shared/account-cookies";
import { useT } from "../../shop/use-shop";
import { ACCOUNT_LINKS } from "../../shop/links";
import { signOut } from "./account-api";

export default function AccountMenu(props: { anchor: RefObject<HTMLAnchorElement | null>; onClose: () => void }) {
  const t = useT();
  const panel = useRef<HTMLDivElement>(null);
  const name = userAccountName(document.cookie) ?? "";
  useEffect(() => {
    panel.current?.querySelector<HTMLElement>("a,button")?.focus();
    const close = () => {
      props.onClose();
      props.anchor.current?.focus();
    };
    const key = (e: KeyboardEvent) => e.key === "Escape" && close();
    const click = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!panel.current?.contains(target) && !props.anchor.current?.contains(target)) props.onClose();
    };
    document.addEventListener("keydown", key);
    document.addEventListener("pointerdown", click);
    return () => {
      document.removeEventListener("keydown", key);
      document.removeEventListener("pointerdown", click);
    };
  }, [props]);
  const links = [
    { href: ACCOUNT_LINKS.profile, key: "account.menu.profile" },
    { href: ACCOUNT_LINKS.trips, key: "account.menu.trips" },
    { href: ACCOUNT_LINKS.wishlist, key: "account.menu.wishlist" },
    { href: ACCOUNT_LINKS.beneficiary, key: "account.menu.beneficiary" },
  ];
  return (
    <div ref={panel} role="menu" aria-label={t("header.account")} data-testid="account-menu" className={css({
      position: "absolute", top: "100%", right: { base: "2", md: "6" }, zIndex: "dropdown", minW: "15rem", bg: "bg.surface", borderRadius: "lg",
      boxShadow: "modal", borderWidth: "1px", borderColor: "border", py: "2", display: "flex", flexDirection: "column",
    })}>
      <p className={css({ m: 0, px: "4", py: "2", fontWeight: "bold" })}>{t("account.menu.hello", { name })}</p>
      {links.map((l) => (
        <a key={l.href} role="menuitem" href={l.href} className={item}>{t(l.key)}</a>
      ))}
      <button type="button" role="menuitem" className={item} onClick={() => void signOut()}>{t("account.signOut")}</button>
    </div>
  );
}

const item = css({
  display: "block", textAlign: "left", w: "full", px: "4", py: "2.5", color: "fg", textDecoration: "none", bg: "transparent", borderWidth: 0,
  cursor: "pointer", fontSize: "md", _hover: { bg: "bg.subtle", color: "primary" }, _focusVisible: { bg: "bg.subtle", outline: "2px solid", outlineColor: "primary", outlineOffset: "-2px" },
});
