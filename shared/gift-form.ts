/**
 * Gift customisation form rules (spec 001 §3 "Gift customisation form: fromName, message", §5 "Gift
 * form", §9 "Gift message 180, sender name 40"). Pure: the gifting pages and the catalog's gift
 * cart (worker/catalog/gift-cart.ts) apply the same rules, so a form the page accepts is never
 * refused by the catalog, and a crafted request gets the same errors as a 400.
 *
 * Fields: `fromName` (sender), `toName` (recipient), `message`. Names are text only (letters,
 * spaces, apostrophes, hyphens, dots), at most 40 characters; the message at most 180 characters.
 * When the form is mandatory (decision 033: the physical format, whose printed card names its
 * sender) `fromName` is required; otherwise every field may be empty and its label reads
 * '(optional)'.
 */

/** Largest sender or recipient name, characters (spec 001 §9). */
export const GIFT_NAME_MAX = 40;
/** Largest gift message, characters (spec 001 §9). */
export const GIFT_MESSAGE_MAX = 180;
/** How long the "limited to N characters" error stays after a refused keystroke, ms (spec 001 §5). */
export const GIFT_LIMIT_ERROR_MS = 1000;

export type GiftFormField = "fromName" | "toName" | "message";
export interface GiftFormValues {
  fromName: string;
  toName: string;
  message: string;
}
export const EMPTY_GIFT_FORM: GiftFormValues = { fromName: "", toName: "", message: "" };

/** One error of a field, as a message key with its values (locales: gifting.form.error.*). */
export type GiftFormError = { code: "mandatory" } | { code: "textOnly" } | { code: "maxLength"; max: number };

/** Largest length of each field. */
export function giftFieldMax(field: GiftFormField): number {
  return field === "message" ? GIFT_MESSAGE_MAX : GIFT_NAME_MAX;
}

// Letters of any script, combining marks, spaces, apostrophes (straight and typographic), hyphens, dots.
const TEXT_ONLY = /^[\p{L}\p{M}\s'’.-]*$/u;

/** Counts characters as the shopper sees them (code points, so an emoji is one). */
export function giftLength(value: string): number {
  return [...value].length;
}

/**
 * The error of one field's value, or null. `mandatory`: the form is mandatory (only `fromName`
 * is then required). Order: mandatory, text only, length.
 */
export function giftFieldError(field: GiftFormField, value: string, mandatory: boolean): GiftFormError | null {
  const trimmed = value.trim();
  if (field === "fromName" && mandatory && trimmed === "") return { code: "mandatory" };
  if (field !== "message" && !TEXT_ONLY.test(value)) return { code: "textOnly" };
  const max = giftFieldMax(field);
  if (giftLength(value) > max) return { code: "maxLength", max };
  return null;
}

/** Every field's error (only fields with one). An empty object: the form is valid. */
export function giftFormErrors(values: GiftFormValues, mandatory: boolean): Partial<Record<GiftFormField, GiftFormError>> {
  const out: Partial<Record<GiftFormField, GiftFormError>> = {};
  for (const field of ["fromName", "toName", "message"] as const) {
    const error = giftFieldError(field, values[field], mandatory);
    if (error) out[field] = error;
  }
  return out;
}

/** Whether Continue may proceed (spec 001 §5 "Continue to checkout only if the form is valid"). */
export function isGiftFormValid(values: GiftFormValues, mandatory: boolean): boolean {
  return Object.keys(giftFormErrors(values, mandatory)).length === 0;
}

/**
 * A keystroke on a field (spec 001 §5 "Typing beyond the limit is refused and the error shows 1
 * second"): `next` is what the input would hold. Over the limit the previous value is kept (a
 * paste is cut to the limit instead, so nothing typed inside the limit is lost) and `refused`
 * says the limit error must show for GIFT_LIMIT_ERROR_MS.
 */
export function acceptGiftInput(field: GiftFormField, previous: string, next: string): { value: string; refused: boolean } {
  const max = giftFieldMax(field);
  if (giftLength(next) <= max) return { value: next, refused: false };
  const prevLen = giftLength(previous);
  if (prevLen >= max) return { value: previous, refused: true };
  return { value: [...next].slice(0, max).join(""), refused: true };
}

/** Whether the form is mandatory for a format (decision 033): the physical card is printed with its sender. */
export function isGiftFormMandatory(format: "digital" | "physical"): boolean {
  return format === "physical";
}

/**
 * Reads a stored form (spec 001 §3 "saved in browser storage"): malformed or foreign data is the
 * empty form, over-long values are cut to their limit.
 */
export function readStoredGiftForm(raw: string | null): GiftFormValues {
  if (!raw) return { ...EMPTY_GIFT_FORM };
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== "object") return { ...EMPTY_GIFT_FORM };
    const rec = parsed as Record<string, unknown>;
    const pick = (field: GiftFormField) => (typeof rec[field] === "string" ? [...(rec[field] as string)].slice(0, giftFieldMax(field)).join("") : "");
    return { fromName: pick("fromName"), toName: pick("toName"), message: pick("message") };
  } catch {
    return { ...EMPTY_GIFT_FORM };
  }
}

/** Browser storage key of the form (one form per browser: the last gift being written). */
export const GIFT_FORM_STORAGE_KEY = "giftForm";
