/**
 * The native back button of a stay page inside the shop's app wrapper (spec 001 §2 Stay product
 * page "native back button when inside a native app wrapper"; shared/native-app.ts says how the
 * page knows; issue 26). The app's web view has no browser back button: this one goes back when
 * the previous page is the shop's, else (a stay opened from a notification or a shared link) to the
 * home page, never off the site. Shown once mounted (the server renders the same page for every
 * user agent: the page micro-cache does not vary by it); nothing in a browser.
 */
import { css } from "styled-system/css";
import { isNativeAppWrapper } from "#shared/native-app";
import { useMounted, useT } from "../../../shop/use-shop";
import { Icon } from "../../../ui/icons";

export function NativeBack() {
  const t = useT();
  const mounted = useMounted();
  if (!mounted || !isNativeAppWrapper(navigator.userAgent)) return null;
  const onClick = (e: React.MouseEvent<HTMLAnchorElement>) => {
    if (window.history.length > 1 && sameSiteReferrer()) {
      e.preventDefault();
      window.history.back();
    }
  };
  return (
    <a href="/" onClick={onClick} className={button} data-testid="native-back">
      <Icon name="back" />
      {t("header.back")}
    </a>
  );
}

/** Whether the page was reached from a page of this site. */
function sameSiteReferrer(): boolean {
  try {
    return document.referrer !== "" && new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

const button = css({
  display: "inline-flex", alignItems: "center", gap: "1", minH: "11", paddingInlineEnd: "3", mb: "2", fontWeight: "semibold", color: "fg", textDecoration: "none",
  "& svg": { w: "5", h: "5" }, _hover: { color: "primary" },
});
