/**
 * Header (spec 001 §2 Header): logo to home, flow links, help (contact), language selector on the
 * Belgian host (Nederlands / Français, language-switch.tsx), customer-care badge and sign-out on
 * the care host (care-badge.tsx).
 */
import { Link } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { logoShapes } from "#shared/illustrations/logo";
import { useShop, useT } from "../../shop/use-shop";
import { CareBadge } from "./care-badge";
import { LanguageSwitch } from "./language-switch";

const LOGO = { __html: logoShapes() };

export function Header() {
  const t = useT();
  const shop = useShop();
  return (
    <header className={css({ bg: "bg", borderBottomWidth: "1px", borderColor: "border", position: "relative", zIndex: "header" })}>
      <div className={css({ maxW: "7xl", mx: "auto", px: { base: "4", md: "6" }, minH: "16", py: { base: "2", md: 0 }, display: "flex", alignItems: "center", justifyContent: "space-between", gap: "4" })}>
        <Link to="/" className={css({ display: "flex", alignItems: "center", gap: "2", color: "primary", textDecoration: "none", fontWeight: "bold", fontSize: "xl" })} aria-label={t("shell.homeLink")}>
          {/* Inline, not <img src="/logo.svg">: an SVG image is a document of its own on the main thread (decision 017). The link carries the name. */}
          <svg viewBox="0 0 254 64" width={127} height={32} aria-hidden="true" focusable="false" className={css({ height: "8", width: "auto", maxWidth: "100%" })} dangerouslySetInnerHTML={LOGO} />
        </Link>
        <nav aria-label={t("shell.mainNav")} className={css({ display: "flex", alignItems: "center", justifyContent: "flex-end", flexWrap: "wrap", columnGap: { base: "3", md: "6" }, rowGap: "1", fontSize: "sm", fontWeight: "semibold" })}>
          <Link to="/search" className={`${navLink} ${css({ display: { base: "none", md: "inline" } })}`}>{t("flow.booking.tab")}</Link>
          <Link to="/search" search={{ flow: "gifting" }} className={navLink}>{t("flow.gifting.tab")}</Link>
          {shop.flags.activityFlow && <Link to="/activities" search={{ flow: "activity" }} className={navLink}>{t("flow.activity.tab")}</Link>}
          {shop.belgianHost && <LanguageSwitch />}
          {shop.care && <CareBadge />}
        </nav>
      </div>
    </header>
  );
}

// Links never break inside (a narrow Belgian header wraps between links, not within one).
const navLink = css({ color: "fg", textDecoration: "none", whiteSpace: "nowrap", _hover: { color: "primary", textDecoration: "underline" } });
