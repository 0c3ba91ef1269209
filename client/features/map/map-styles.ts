/**
 * The look both map overlays share (search map, box offers map): a full-screen dialog with a bar
 * (title, tools, round Close), the map stage, a status chip centred on top, an error box with a
 * retry, and the price markers (a label with a small pointer under it; the selected pin inverted).
 */
import { css } from "styled-system/css";

export const overlay = css({ position: "fixed", inset: 0, zIndex: "overlay", bg: "bg", display: "flex", flexDirection: "column" });
export const bar = css({
  flexShrink: 0, display: "flex", alignItems: "center", gap: { base: "2", md: "4" }, px: { base: "3", md: "6" }, py: "2", minH: "16",
  borderBottomWidth: "1px", borderColor: "border", bg: "bg", boxShadow: "card", position: "relative",
  // Above the map's status, markers and controls: the calendar drops down from this bar.
  zIndex: "dropdown",
});
export const iconButton = css({
  flexShrink: 0, ms: "auto", display: "inline-flex", alignItems: "center", justifyContent: "center", w: "11", h: "11", borderRadius: "full", cursor: "pointer",
  color: "fg", bg: "bg.subtle", _hover: { bg: "bg.muted" },
});
export const stage = css({ position: "relative", flex: "1", minH: 0 });
export const canvas = css({ position: "absolute", inset: 0, bg: "#cfe3ea" });
export const topCentre = css({ position: "absolute", top: "3", insetInline: "3", display: "flex", justifyContent: "center", pointerEvents: "none", zIndex: "docked", "& > *": { pointerEvents: "auto" } });
// Narrower than the map on phones: clear of the zoom buttons at the top right.
export const chip = css({
  m: 0, display: "inline-flex", alignItems: "center", justifyContent: "center", flexWrap: "wrap", columnGap: "2", px: "4", py: "2", borderRadius: "full",
  bg: "bg", color: "fg", fontSize: "sm", fontWeight: "semibold", boxShadow: "popover", textAlign: "center", maxW: { base: "calc(100% - 6rem)", md: "none" },
});
export const spinner = css({ width: "4", height: "4", borderRadius: "full", borderWidth: "2px", borderColor: "border", borderTopColor: "primary", animation: "spin 0.8s linear infinite" });
export const errorBox = css({
  position: "absolute", top: "50%", left: "50%", transform: "translate(-50%, -50%)", zIndex: "docked", display: "flex", flexDirection: "column", alignItems: "center",
  gap: "3", px: "6", py: "5", maxW: "calc(100% - 2rem)", bg: "bg", borderRadius: "lg", boxShadow: "modal", textAlign: "center",
});
export const retryButton = css({
  px: "5", h: "10", borderRadius: "md", borderWidth: "2px", borderColor: "primary", color: "primary", bg: "bg", fontWeight: "semibold", cursor: "pointer",
  _hover: { bg: "bg.subtle" },
});
// A price label with a small pointer under it; the selected pin is inverted.
export const markerCss = css({
  position: "relative", display: "inline-flex", alignItems: "center", h: "7", px: "2", mb: "1.5", borderRadius: "full", bg: "bg", color: "fg", fontSize: "xs",
  fontWeight: "bold", whiteSpace: "nowrap", cursor: "pointer", boxShadow: "0 1px 4px rgba(6, 29, 33, 0.35)", borderWidth: "1px", borderColor: "border.strong",
  fontVariantNumeric: "tabular-nums",
  _after: {
    content: '""', position: "absolute", left: "50%", bottom: "-6px", transform: "translateX(-50%)", borderInline: "6px solid transparent",
    borderTop: "6px solid", borderTopColor: "bg",
  },
  _hover: { bg: "primary", color: "primary.fg", borderColor: "primary", zIndex: 2, _after: { borderTopColor: "primary" } },
  _focusVisible: { outline: "3px solid", outlineColor: "primary", outlineOffset: "2px", zIndex: 2 },
  "&[data-selected]": { bg: "primary", color: "primary.fg", borderColor: "primary", zIndex: 3, _after: { borderTopColor: "primary" } },
});

/** The close icon of the bar and of the pin cards. */
export const CLOSE_PATH = "M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6 6.4 5Z";

/** A pin's card: a panel at the bottom of the map (phones: full width), a round close, a call to action. */
export const cardPanel = css({
  position: "absolute", zIndex: "docked", insetInline: { base: "3", md: "auto" }, right: { md: "6" }, bottom: { base: "3", md: "8" }, w: { md: "26rem" },
  bg: "bg", borderRadius: "xl", boxShadow: "modal", p: "3", pr: "10",
});
export const cardClose = css({
  position: "absolute", top: "2", right: "2", display: "inline-flex", alignItems: "center", justifyContent: "center", w: "8", h: "8", borderRadius: "full",
  cursor: "pointer", color: "fg", bg: "bg.subtle", _hover: { bg: "bg.muted" },
});
export const cardLink = css({
  alignSelf: "flex-start", display: "inline-flex", alignItems: "center", h: "9", px: "4", mt: "1", borderRadius: "md", bg: "primary", color: "primary.fg",
  fontWeight: "bold", fontSize: "sm", whiteSpace: "nowrap", textDecoration: "none", _hover: { bg: "primary.hover" },
});
