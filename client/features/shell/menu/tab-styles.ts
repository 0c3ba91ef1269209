/** Styles of the header's menu tabs, shared by the server's plain links and the mega menu's triggers (same look, no shift on swap). */
import { css } from "styled-system/css";

export const tabsList = css({ display: "flex", alignItems: "center", gap: "1", listStyle: "none", m: 0, p: 0 });
export const tabStyle = css({
  display: "inline-flex", alignItems: "center", gap: "1", h: "10", px: "3", borderRadius: "md", fontSize: "sm", fontWeight: "semibold",
  color: "fg", textDecoration: "none", bg: "transparent", borderWidth: 0, cursor: "pointer", whiteSpace: "nowrap", fontFamily: "inherit",
  _hover: { bg: "bg.subtle", color: "primary" },
  "&[data-state=open]": { bg: "primary.subtle", color: "primary" },
});
