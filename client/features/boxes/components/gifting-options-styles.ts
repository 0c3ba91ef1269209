/** Styles shared by the server-rendered gifting options and their Ark UI accordion (same look before and after it loads). */
import { css } from "styled-system/css";

export const optionsCss = {
  section: css({ mt: "8" }),
  h2: css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold", m: 0, mb: "3" }),
  root: css({ borderWidth: "1px", borderColor: "border", borderRadius: "lg", overflow: "hidden" }),
  item: css({ borderBottomWidth: "1px", borderColor: "border", "&:last-child": { borderBottomWidth: 0 } }),
  heading: css({ m: 0, fontSize: "md" }),
  trigger: css({
    display: "flex", w: "100%", alignItems: "center", justifyContent: "space-between", gap: "3", px: "4", py: "3.5", bg: "bg.surface",
    fontWeight: "semibold", fontSize: "md", textAlign: "start", cursor: "pointer", color: "fg", _hover: { bg: "bg.subtle" },
  }),
  chevron: css({ transition: "transform 0.2s", "[aria-expanded=true] > &": { transform: "rotate(180deg)" } }),
  current: css({ ml: "2", fontSize: "xs", fontWeight: "semibold", color: "primary", bg: "primary.subtle", px: "2", py: "0.5", borderRadius: "full" }),
  content: css({ px: "4", pb: "4", pt: "1", bg: "bg.surface" }),
};
