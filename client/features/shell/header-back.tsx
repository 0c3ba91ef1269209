/**
 * The back arrow of simplified routes (spec 001 §2 Header: "back goes to the hotel or activity page
 * keeping dates, pax and flow; home for some routes; otherwise browser back"; menu/links.ts
 * backTarget). The server renders the target from path and query; the hash (dates, party) exists
 * only in the browser, so the href is completed from window.location before it is followed. With
 * no target, the browser goes back (home without JavaScript or history).
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
    if (window.history.length > 1 && !e.metaKey && !e.ctrlKey) {
      e.preventDefault();
      window.history.back();
    }
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
