/** Styles the gifting pages share (one look for the setup and the gift card). */
import { css } from "styled-system/css";

export const page = css({ maxW: "6xl", mx: "auto", px: { base: "4", md: "6" }, py: "6" });
export const panel = css({ borderWidth: "1px", borderColor: "border", borderRadius: "xl", p: { base: "4", md: "5" }, m: 0, minW: 0, bg: "bg", display: "grid", gap: "3" });
export const h2 = css({ fontSize: "xl", fontWeight: "bold", m: 0, p: 0, mb: "1" });
export const radioGrid = css({ display: "grid", gap: "3", gridTemplateColumns: { base: "repeat(auto-fit, minmax(8.5rem, 1fr))" } });
export const radioCard = css({
  display: "flex", gap: "2", alignItems: "flex-start", p: "3", borderWidth: "1px", borderColor: "border.strong", borderRadius: "lg", cursor: "pointer",
  "&:has(input:checked)": { borderColor: "primary", bg: "accent.subtle", boxShadow: "0 0 0 1px var(--colors-primary)" },
  "& > span": { display: "grid", gap: "0.5" }, "& input": { mt: "1", accentColor: "var(--colors-primary)" },
});
