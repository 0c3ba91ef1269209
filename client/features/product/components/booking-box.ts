/**
 * The stay page's booking box, shared by the launcher (booking-launcher.tsx, in the page's first
 * load) and the widgets it loads (stay-booking.tsx, ../beneficiary/beneficiary-booking.tsx): the
 * props they take and one look before and after the widget loads (spec 001 §4; decision 014).
 */
import type { AutoDiscount } from "#shared/auto-discount";
import { css } from "styled-system/css";

/** What the first click asked for; the widget carries it out once loaded. */
export type BookingIntent = "dates" | "travellers" | "book" | null;

export interface BookingLauncherProps {
  packageId: number;
  hotelId: number;
  label: string;
  /** The hotel's name (the tracking events' item_brand). */
  hotel: string;
  /** The sell price the page shows for the hash's dates and party (cents). */
  shownSellPrice: number;
  /** The package's auto discount (detail.autoDiscount): quoted and carted when the shopper is shown it (issue 25 item 4). */
  autoDiscount?: AutoDiscount | null;
  /** The stay's activities (detail.activities): each needs a date before Book (spec 001 §5). */
  activities?: readonly { activityId: number; title: string }[];
}

// Shared with stay-booking.tsx through these exports: one look before and after the widget loads.
export const bookingBox = css({ mt: "4", bg: "bg", borderRadius: "xl", boxShadow: "card", borderWidth: "1px", borderColor: "border", p: "5", display: "grid", gap: "3" });
export const fields = css({ display: "grid", gap: "2" });
export const field = css({
  display: "flex", flexDirection: "column", alignItems: "flex-start", width: "100%", minH: "12", px: "3", py: "2", textAlign: "start", borderWidth: "1px",
  borderColor: "border.strong", borderRadius: "md", bg: "bg", color: "fg", cursor: "pointer", fontWeight: "semibold", _hover: { borderColor: "primary" },
});
export const fieldLabel = css({ fontSize: "xs", fontWeight: "normal", color: "fg.muted" });
export const bookButton = css({
  width: "100%", h: "12", borderRadius: "md", bg: "primary", color: "primary.fg", fontWeight: "bold", fontSize: "md", cursor: "pointer",
  _hover: { bg: "primary.hover" }, _disabled: { bg: "bg.muted", color: "fg.muted", cursor: "progress" },
});
