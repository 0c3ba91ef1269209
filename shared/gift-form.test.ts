import { describe, expect, it } from "vitest";
import { acceptGiftInput, giftFieldError, giftFormErrors, GIFT_MESSAGE_MAX, GIFT_NAME_MAX, isGiftFormMandatory, isGiftFormValid, readStoredGiftForm } from "./gift-form";

describe("gift form rules (spec 001 §5)", () => {
  it("requires fromName only when the form is mandatory", () => {
    expect(giftFieldError("fromName", "  ", true)).toEqual({ code: "mandatory" });
    expect(giftFieldError("fromName", "", false)).toBeNull();
    expect(giftFieldError("toName", "", true)).toBeNull();
    expect(giftFieldError("message", "", true)).toBeNull();
  });
  it("accepts text only in names", () => {
    expect(giftFieldError("fromName", "Anne-Sophie O’Neil", false)).toBeNull();
    expect(giftFieldError("fromName", "Zoë d'Artagnan", false)).toBeNull();
    expect(giftFieldError("fromName", "R2D2", false)).toEqual({ code: "textOnly" });
    expect(giftFieldError("toName", "a@b", false)).toEqual({ code: "textOnly" });
    expect(giftFieldError("message", "Joyeux 40e anniversaire !", false)).toBeNull();
  });
  it("limits names to 40 and the message to 180 characters", () => {
    expect(giftFieldError("fromName", "a".repeat(GIFT_NAME_MAX), false)).toBeNull();
    expect(giftFieldError("fromName", "a".repeat(GIFT_NAME_MAX + 1), false)).toEqual({ code: "maxLength", max: 40 });
    expect(giftFieldError("message", "x".repeat(GIFT_MESSAGE_MAX), false)).toBeNull();
    expect(giftFieldError("message", "x".repeat(GIFT_MESSAGE_MAX + 1), false)).toEqual({ code: "maxLength", max: 180 });
    // Emoji count as one character each.
    expect(giftFieldError("message", "🎁".repeat(GIFT_MESSAGE_MAX), false)).toBeNull();
  });
  it("refuses typing past the limit and keeps what was typed", () => {
    const full = "x".repeat(180);
    expect(acceptGiftInput("message", full, full + "y")).toEqual({ value: full, refused: true });
    expect(acceptGiftInput("message", "abc", "abcd")).toEqual({ value: "abcd", refused: false });
    // A paste over the limit keeps the part inside it.
    expect(acceptGiftInput("fromName", "Al", "Al" + "b".repeat(50))).toEqual({ value: "Al" + "b".repeat(38), refused: true });
  });
  it("is valid only without errors; mandatory for the physical format", () => {
    expect(isGiftFormMandatory("physical")).toBe(true);
    expect(isGiftFormMandatory("digital")).toBe(false);
    expect(isGiftFormValid({ fromName: "", toName: "", message: "" }, false)).toBe(true);
    expect(isGiftFormValid({ fromName: "", toName: "", message: "" }, true)).toBe(false);
    expect(Object.keys(giftFormErrors({ fromName: "1", toName: "2", message: "" }, false))).toEqual(["fromName", "toName"]);
  });
  it("reads stored forms defensively", () => {
    expect(readStoredGiftForm(null)).toEqual({ fromName: "", toName: "", message: "" });
    expect(readStoredGiftForm("{oops")).toEqual({ fromName: "", toName: "", message: "" });
    expect(readStoredGiftForm(JSON.stringify({ fromName: "Léa", message: 3, toName: "x".repeat(60) }))).toEqual({ fromName: "Léa", toName: "x".repeat(40), message: "" });
  });
});
