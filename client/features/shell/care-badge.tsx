/**
 * Customer-care badge and sign-out (spec 001 §6 customer care; issue 13 item 18). The sign-out is
 * a plain form POST to /care/logout (same-origin only), which clears the care cookie and shows the
 * login screen; it works before hydration and without JavaScript.
 */
import { css } from "styled-system/css";
import { useT } from "../../shop/use-shop";

export function CareBadge() {
  const t = useT();
  return (
    // On a phone the badge and sign-out take a row of their own under the icons (the main row has no room left at 390 px).
    <span className={css({ display: "inline-flex", alignItems: "center", justifyContent: "flex-end", gap: "2", w: { base: "full", md: "auto" }, pb: { base: "2", md: 0 } })}>
      <span className={css({ bg: "accent", color: "accent.fg", px: "2", py: "1", borderRadius: "sm", whiteSpace: "nowrap" })}>{t("care.badge")}</span>
      <form method="post" action="/care/logout" className={css({ m: 0 })}>
        <button type="submit" className={css({ bg: "transparent", color: "fg", borderWidth: "1px", borderColor: "border", borderRadius: "sm", px: "2", py: "1", font: "inherit", cursor: "pointer", whiteSpace: "nowrap", _hover: { color: "primary", borderColor: "primary" } })}>
          {t("care.signOut")}
        </button>
      </form>
    </span>
  );
}
