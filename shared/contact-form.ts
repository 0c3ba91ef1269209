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
/**
 * An address with a local part, "@", and a dotted domain of letters, digits and hyphens (the
 * shape valibot's email() checks; written here because the page's framework chunk already holds
 * v.regex and not v.email, decision 027).
 */
const EMAIL = /^[\w+-]+(?:\.[\w+-]+)*@[\da-z]+(?:[.-][\da-z]+)*\.[a-z]{2,}$/iu;

/** A mandatory text of at most `max` characters; a missing key reads as "" (so: 'Mandatory field'). */
const required = (max: number) =>
  v.pipe(
    v.optional(v.string("contact.error.mandatory"), ""),
    v.transform((s) => s.trim()),
    v.check((s) => s !== "", "contact.error.mandatory"),
    v.maxLength(max, "contact.error.tooLong"),
  );

const FieldsSchema = v.object({
  contact_reason: v.pipe(
    v.optional(v.string("contact.error.reason"), ""),
    v.check((s) => s !== "", "contact.error.mandatory"),
    v.check((s) => (CONTACT_REASON_IDS as string[]).includes(s), "contact.error.reason"),
  ),
  Booking_ID__c: v.pipe(
    v.optional(v.string("contact.error.bookingId"), ""),
    v.transform((s) => s.trim()),
    v.check((s) => s === "" || BOOKING_ID.test(s), "contact.error.bookingId"),
  ),
  name: v.pipe(required(CONTACT_MAX_LENGTH.name), v.regex(TEXT_ONLY, "contact.error.textOnly")),
  email: v.pipe(required(CONTACT_MAX_LENGTH.email), v.regex(EMAIL, "contact.error.email")),
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
 * The contact form: every field above; the booking number, when given, is 8 digits. Output adds
 * requestType and requestSubtype from the reason. Input is what the form sends (strings); a
 * `requestType`/`requestSubtype` sent by the browser is ignored. The one rule across two fields
 * (the booking number is mandatory unless the reason is avv_info) is `bookingIdMissing`, applied
 * with the schema by validateContactForm: a valibot partialCheck would put 0.2 KB more into every
 * page's framework chunk (decision 027).
 */
export const ContactFormSchema = v.pipe(
  FieldsSchema,
  v.transform((form) => ({ ...form, contact_reason: form.contact_reason as ContactReasonId, ...requestTypesOf(form.contact_reason)! })),
);

/** Whether the booking number is missing while the reason (any but avv_info, or none) needs one (spec 001 §5). */
function bookingIdMissing(input: unknown): boolean {
  if (!input || typeof input !== "object") return true;
  const { contact_reason: reason, Booking_ID__c: id } = input as { contact_reason?: unknown; Booking_ID__c?: unknown };
  return reason !== REASON_WITHOUT_BOOKING && (id === undefined || (typeof id === "string" && id.trim() === ""));
}

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
  const missing = bookingIdMissing(input);
  if (result.success && !missing) return { ok: true, form: result.output };
  const errors: ContactErrors = {};
  if (!input || typeof input !== "object") {
    for (const f of ["contact_reason", ...CONTACT_FIELDS] as const) errors[f] = "contact.error.mandatory";
    return { ok: false, errors };
  }
  if (missing) errors.Booking_ID__c = "contact.error.bookingId";
  for (const issue of result.issues ?? []) {
    const key = issue.path?.[0]?.key;
    if (typeof key === "string" && !errors[key as ContactField]) errors[key as ContactField] = issue.message;
  }
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
