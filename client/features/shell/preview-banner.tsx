/**
 * The CMS preview banner (spec 001 §6 "Draft-mode preview revalidates CMS data";
 * docs/decisions/049): shown above the header of every page while a content editor's preview
 * session is on (shop.preview), saying that unpublished drafts are shown, with the exit link
 * (`/preview/exit?returnTo=` the current page), a plain link that works before hydration. Its own
 * chunk, loaded only where it shows.
 */
import { useRouterState } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { useT } from "../../shop/use-shop";

export function PreviewBanner() {
  const t = useT();
  const here = useRouterState({ select: (s) => `${s.location.pathname}${s.location.searchStr}` });
  return (
    <aside aria-label={t("preview.label")} data-testid="preview-banner" className={bar}>
      <strong className={badge}>{t("preview.badge")}</strong>
      <span>{t("preview.text")}</span>
      <a href={`/preview/exit?returnTo=${encodeURIComponent(here)}`} rel="nofollow" className={exit}>{t("preview.exit")}</a>
    </aside>
  );
}

const bar = css({
  display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "center", gap: { base: "2", md: "4" }, px: "4", py: "2",
  bg: "accent", color: "accent.fg", fontSize: "sm", textAlign: "center", borderBottomWidth: "1px", borderColor: "border.strong",
});
const badge = css({ bg: "fg", color: "bg", px: "2", py: "0.5", borderRadius: "sm", textTransform: "uppercase", letterSpacing: "wide", fontSize: "xs" });
const exit = css({ color: "accent.fg", fontWeight: "bold", textDecoration: "underline", _hover: { textDecoration: "none" } });
