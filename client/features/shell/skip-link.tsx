/** "Skip to content" link, first in the tab order (WCAG 2.4.1). */
import { css } from "styled-system/css";
import { useT } from "../../shop/use-shop";

export function SkipLink() {
  const t = useT();
  return (
    <a href="#main" className={css({ srOnly: true, _focus: { srOnly: false, position: "fixed", top: "2", left: "2", zIndex: "toast", bg: "bg", color: "fg", p: "3", borderRadius: "md", boxShadow: "popover" } })}>
      {t("shell.skipToContent")}
    </a>
  );
}
