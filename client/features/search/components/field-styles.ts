/**
 * The search box's text field style (destination, sort), in a module of its own: the sort select
 * renders before interaction, the destination combobox's code only at the first one (issue 13).
 */
import { css } from "styled-system/css";

export const fieldInput = css({
  width: "100%",
  height: "12",
  px: "3",
  borderWidth: "1px",
  // Input outlines need 3:1 against the page (WCAG 1.4.11): border.strong, not the decorative border.
  borderColor: "border.strong",
  borderRadius: "md",
  bg: "bg",
  color: "fg",
  fontSize: "md",
  _placeholder: { color: "fg.muted" },
  "&[aria-invalid=true]": { borderColor: "danger", boxShadow: "0 0 0 1px {colors.danger}" },
});
