/**
 * The back arrow of simplified routes (spec 001 §2 Header: "back goes to the hotel or activity page
 * keeping dates, pax and flow; home for some routes; otherwise browser back"; menu/links.ts
 * backTarget). The server renders the target from path and query; the hash (dates, party) exists
 * only in the browser, so the href is completed from window.location before it is followed. With
 * no target, the browser goes back when the previous page is the shop's; otherwise (a booking
 * summary opened in a fresh tab) to the page's own product link (`a[data-back-target]`), else home.
 */
import type { SyntheticEvent } from "react";
import { useRouterState } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { useT } from "../../shop/use-shop";
import { Icon } from "../../ui/icons";
import { backTarget } from "../../shop/links";

export function HeaderBack() {
  const t = useT();
  const location = useRouterState({ select: (s) => ({ pathname: s.location.pathname, search: s.location.searchStr }) });
  const target = backTarget({ ...location, hash: "" });
  const complete = (e: SyntheticEvent<HTMLAnchorElement>) => {
    const href = backTarget(window.location);
    if (href) e.currentTarget.href = href;
  };
  const onClick = (e: React.MouseEvent<HTMLAnchorElement>) => {
    if (target) return complete(e);
    if (e.metaKey || e.ctrlKey) return;
    // Browser back only when the previous page is this site's: a summary opened in a fresh tab (or
    // from another site) would leave the shop. Then the page's own way back, its product
    // (data-back-target, issue 25 item 17), else home (the href).
    if (window.history.length > 1 && sameSiteReferrer()) {
      e.preventDefault();
      window.history.back();
      return;
    }
    const own = document.querySelector<HTMLAnchorElement>("a[data-back-target]")?.href;
    if (own) e.currentTarget.href = own;
  };
  return (
    <a href={target ?? "/"} onPointerDown={complete} onFocus={complete} onClick={onClick} className={iconButton} aria-label={t("header.back")} data-testid="header-back">
      <Icon name="back" />
    </a>
  );
}

const iconButton = css({
  display: "inline-flex", alignItems: "center", justifyContent: "center", w: "10", h: "10", borderRadius: "full", color: "fg", flexShrink: 0,
  _hover: { bg: "bg.subtle", color: "primary" },
});

/** Whether the page was reached from a page of this site (document.referrer of the same origin). */
function sameSiteReferrer(): boolean {
  try {
    return document.referrer !== "" && new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}
