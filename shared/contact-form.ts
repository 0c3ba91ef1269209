/**
 * The contact form's one schema (spec 001 §3 "Contact form fields", §4 "Contact form", §5 "Contact
 * form" validation rules), used by the message form in the browser (blur and submit) and by the
 * worker's POST /api/contact (400 with the field errors). Pure: valibot only.
 *
 * Fields (the spec's names): contact_reason, Booking_ID__c, name, email, phone, description; the
 * request's requestType and requestSubtype are never trusted from the browser: they follow from
 * the reason (CONTACT_REASONS). Error messages are locale keys (`contact.error.*`), translated
 * where they are shown:
 *   contact.error.mandatory   'Mandatory field'
 *   contact.error.bookingId   'Booking number is composed of 8 digits' (not required for avv_info)
 *   contact.error.email       'Email seems incorrect'
 *   contact.error.textOnly    'Only text is expected' (name: letters, space, apostrophe, hyphen)
 *   contact.error.phone       'Phone number seems incorrect' (digits, space, ( ) + -)
 *   contact.error.tooLong     past a field's maximum length (CONTACT_MAX_LENGTH)
 *   contact.error.reason      no reason or an unknown one
 */
import * as v from "valibot";

/**
 * The reasons of the dropdown, in display order, and the request type and subtype each sets
 * (docs/decisions/027-contact-and-captcha.md). `avv_info` (avant-vente, a question before
 * booking) is the one reason without a booking number.
 */
export const CONTACT_REASONS = [
  { id: "booking_modify", requestType: "Booking", requestSubtype: "Modification" },
  { id: "booking_cancel", requestType: "Booking", requestSubtype: "Cancellation" },
  { id: "invoice", requestType: "Booking", requestSubtype: "Invoice request" },
  { id: "payment", requestType: "Payment", requestSubtype: "Payment issue" },
  { id: "gift_voucher", requestType: "Gift", requestSubtype: "Voucher use" },
  { id: "stay_issue", requestType: "After stay", requestSubtype: "Complaint" },
  { id: "avv_info", requestType: "Information", requestSubtype: "Before booking" },
] as const;

export type ContactReasonId = (typeof CONTACT_REASONS)[number]["id"];
export const CONTACT_REASON_IDS = CONTACT_REASONS.map((r) => r.id) as ContactReasonId[];

/** The reason without a booking number (spec 001 §5). */
export const REASON_WITHOUT_BOOKING = "avv_info" satisfies ContactReasonId;

/** Request type and subtype of a reason, or null for an unknown id. */
export function requestTypesOf(reason: string): { requestType: string; requestSubtype: string } | null {
  const found = CONTACT_REASONS.find((r) => r.id === reason);
  return found ? { requestType: found.requestType, requestSubtype: found.requestSubtype } : null;
}

/** The form's text fields in display order (after the reason). */
export const CONTACT_FIELDS = ["Booking_ID__c", "name", "email", "phone", "description"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number] | "contact_reason";

/** Maximum lengths in characters (the spec gives none: ours, decision 027). */
export const CONTACT_MAX_LENGTH = { name: 80, email: 254, phone: 30, description: 3000 } as const;

/** Letters of any script, spaces, apostrophes (' and ’) and hyphens (spec 001 §5 "Generic: name"). */
const TEXT_ONLY = /^[\p{L}\p{M}][\p{L}\p{M} '’-]*$/u;
/** Digits, spaces, parentheses, plus and minus, with 6 to 20 digits in all. */
const PHONE_CHARS = /^[0-9 ()+-]+$/;
const BOOKING_ID = /^\d{8}$/;

/** A mandatory text of at most `max` characters; a missing key reads as "" (so: 'Mandatory field'). */
const required = (max: number) =>
  v.pipe(v.optional(v.string("contact.error.mandatory"), ""), v.trim(), v.nonEmpty("contact.error.mandatory"), v.maxLength(max, "contact.error.tooLong"));

const FieldsSchema = v.object({
  contact_reason: v.pipe(
    v.optional(v.string("contact.error.reason"), ""),
    v.nonEmpty("contact.error.mandatory"),
    v.check((s) => (CONTACT_REASON_IDS as string[]).includes(s), "contact.error.reason"),
  ),
  Booking_ID__c: v.optional(v.pipe(v.string("contact.error.bookingId"), v.trim()), ""),
  name: v.pipe(required(CONTACT_MAX_LENGTH.name), v.regex(TEXT_ONLY, "contact.error.textOnly")),
  email: v.pipe(required(CONTACT_MAX_LENGTH.email), v.email("contact.error.email")),
  phone: v.pipe(
    required(CONTACT_MAX_LENGTH.phone),
    v.regex(PHONE_CHARS, "contact.error.phone"),
    v.check((s) => {
      const digits = s.replace(/\D/g, "").length;
      return digits >= 6 && digits <= 20;
    }, "contact.error.phone"),
  ),
  description: required(CONTACT_MAX_LENGTH.description),
});

/**
 * The contact form: every field above, the booking number checked against the reason (8 digits,
 * mandatory unless the reason is avv_info, where it may be empty but never malformed). Output adds
 * requestType and requestSubtype from the reason. Input is what the form sends (strings); a
 * `requestType`/`requestSubtype` sent by the browser is ignored.
 */
export const ContactFormSchema = v.pipe(
  FieldsSchema,
  v.forward(
    v.partialCheck([["contact_reason"], ["Booking_ID__c"]], (input) => {
      const id = input.Booking_ID__c ?? "";
      if (id === "") return input.contact_reason === REASON_WITHOUT_BOOKING;
      return BOOKING_ID.test(id);
    }, "contact.error.bookingId"),
    ["Booking_ID__c"],
  ),
  v.transform((form) => ({ ...form, contact_reason: form.contact_reason as ContactReasonId, ...requestTypesOf(form.contact_reason)! })),
);

export type ContactFormInput = Record<ContactField, string>;
export type ContactForm = v.InferOutput<typeof ContactFormSchema>;

/** Field → first error key, for every invalid field (an empty object when the form is valid). */
export type ContactErrors = Partial<Record<ContactField, string>>;

/**
 * Validates the whole form. `{ ok: true, form }` with the trimmed values and the request type and
 * subtype, or `{ ok: false, errors }` with the first error key of each invalid field. Unknown keys
 * of `input` are dropped; a non-object input is an error on every field.
 */
export function validateContactForm(input: unknown): { ok: true; form: ContactForm } | { ok: false; errors: ContactErrors } {
  const result = v.safeParse(ContactFormSchema, input);
  if (result.success) return { ok: true, form: result.output };
  const errors: ContactErrors = {};
  const nested = v.flatten<typeof ContactFormSchema>(result.issues).nested ?? {};
  for (const [key, messages] of Object.entries(nested)) {
    if (messages?.[0]) errors[key as ContactField] = messages[0];
  }
  if (Object.keys(errors).length === 0) for (const f of ["contact_reason", ...CONTACT_FIELDS] as const) errors[f] = "contact.error.mandatory";
  return { ok: false, errors };
}

/** The error key of one field given the whole form's values (blur validation), or null when valid. */
export function contactFieldError(field: ContactField, values: Partial<ContactFormInput>): string | null {
  const result = validateContactForm(values);
  return result.ok ? null : (result.errors[field] ?? null);
}

/** The booking number field is shown and required for every reason but avv_info. */
export function bookingIdRequired(reason: string): boolean {
  return reason !== REASON_WITHOUT_BOOKING;
}
