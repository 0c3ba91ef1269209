/**
 * The contact form's schema (spec 001 §5 "Contact form"): every rule, the avv_info exception and
 * the request type and subtype that follow from the reason.
 */
import { describe, expect, it } from "vitest";
import { bookingIdRequired, contactFieldError, CONTACT_REASONS, validateContactForm } from "./contact-form";

const good = { contact_reason: "booking_modify", Booking_ID__c: "12345678", name: "Ana-María O'Neil", email: "ana@example.com", phone: "+34 (91) 123-4567", description: "Could we arrive on Friday instead?" };

describe("validateContactForm", () => {
  it("accepts a complete form, trims it and fills requestType and requestSubtype from the reason", () => {
    const result = validateContactForm({ ...good, name: "  Ana  ", requestType: "Forged", requestSubtype: "Forged" });
    expect(result).toEqual({ ok: true, form: { ...good, name: "Ana", requestType: "Booking", requestSubtype: "Modification" } });
  });

  it("every reason has its own type and subtype", () => {
    for (const reason of CONTACT_REASONS) {
      const result = validateContactForm({ ...good, contact_reason: reason.id });
      expect(result.ok && [result.form.requestType, result.form.requestSubtype]).toEqual([reason.requestType, reason.requestSubtype]);
    }
  });

  it("refuses a missing or unknown reason", () => {
    expect(validateContactForm({ ...good, contact_reason: "" })).toMatchObject({ ok: false, errors: { contact_reason: "contact.error.mandatory" } });
    expect(validateContactForm({ ...good, contact_reason: "refund_now" })).toMatchObject({ ok: false, errors: { contact_reason: "contact.error.reason" } });
  });

  it("wants exactly 8 digits of booking number", () => {
    for (const id of ["1234567", "123456789", "1234567a", "1234 5678", ""]) {
      expect(validateContactForm({ ...good, Booking_ID__c: id })).toEqual({ ok: false, errors: { Booking_ID__c: "contact.error.bookingId" } });
    }
    expect(validateContactForm({ ...good, Booking_ID__c: " 87654321 " }).ok).toBe(true);
  });

  it("does not require the booking number for avv_info, but still refuses a malformed one", () => {
    expect(validateContactForm({ ...good, contact_reason: "avv_info", Booking_ID__c: "" }).ok).toBe(true);
    expect(validateContactForm({ ...good, contact_reason: "avv_info", Booking_ID__c: undefined }).ok).toBe(true);
    expect(validateContactForm({ ...good, contact_reason: "avv_info", Booking_ID__c: "12" })).toMatchObject({ ok: false, errors: { Booking_ID__c: "contact.error.bookingId" } });
    expect(bookingIdRequired("avv_info")).toBe(false);
    expect(bookingIdRequired("invoice")).toBe(true);
  });

  it("makes every other field mandatory, blank counting as empty", () => {
    for (const field of ["name", "email", "phone", "description"] as const) {
      expect(validateContactForm({ ...good, [field]: "   " })).toEqual({ ok: false, errors: { [field]: "contact.error.mandatory" } });
      const { [field]: _, ...without } = good;
      expect(validateContactForm(without)).toEqual({ ok: false, errors: { [field]: "contact.error.mandatory" } });
    }
  });

  it("name is text only: letters of any script, spaces, apostrophes and hyphens", () => {
    for (const name of ["Jean-Luc Picard", "Zoë d'Ornano", "Ólafur Ragnar", "Jan van ’t Hek"]) expect(validateContactForm({ ...good, name }).ok).toBe(true);
    for (const name of ["R2D2", "Ana!", "ana@example.com", "-Ana", "'"]) {
      expect(validateContactForm({ ...good, name })).toEqual({ ok: false, errors: { name: "contact.error.textOnly" } });
    }
  });

  it("email must look valid", () => {
    for (const email of ["a.b+c@mail.example.co.uk", "x_y-z@x-y.fr", "ANA@Example.ES"]) expect(validateContactForm({ ...good, email }).ok).toBe(true);
    for (const email of ["ana", "ana@", "@example.com", "ana@example", "ana example@x.com", "ana@@example.com", "ana@example..com", ".ana@example.com"]) {
      expect(validateContactForm({ ...good, email })).toEqual({ ok: false, errors: { email: "contact.error.email" } });
    }
  });

  it("phone takes digits, spaces, parentheses, plus and minus, with 6 to 20 digits", () => {
    for (const phone of ["0612345678", "+33 6 12 34 56 78", "(020) 123-4567", "+32-2-555-0100"]) expect(validateContactForm({ ...good, phone }).ok).toBe(true);
    for (const phone of ["06.12.34.56.78", "call me", "+33 6 12 34 56 78 ext 2", "12345", "+1 (234)"]) {
      expect(validateContactForm({ ...good, phone })).toEqual({ ok: false, errors: { phone: "contact.error.phone" } });
    }
  });

  it("refuses texts past their maximum length", () => {
    expect(validateContactForm({ ...good, description: "x".repeat(3001) })).toEqual({ ok: false, errors: { description: "contact.error.tooLong" } });
    expect(validateContactForm({ ...good, description: "x".repeat(3000) }).ok).toBe(true);
  });

  it("a non-object is an error on every field", () => {
    for (const input of [null, "form", 42]) {
      const result = validateContactForm(input);
      expect(result.ok).toBe(false);
      expect(!result.ok && Object.keys(result.errors).sort()).toEqual(["Booking_ID__c", "contact_reason", "description", "email", "name", "phone"]);
    }
  });
});

describe("contactFieldError (blur)", () => {
  it("answers for the one field, whatever the others hold", () => {
    const half = { contact_reason: "invoice", name: "Ana", email: "" };
    expect(contactFieldError("name", half)).toBeNull();
    expect(contactFieldError("email", half)).toBe("contact.error.mandatory");
    expect(contactFieldError("Booking_ID__c", { ...half, Booking_ID__c: "123" })).toBe("contact.error.bookingId");
    expect(contactFieldError("phone", { ...good, phone: "abc" })).toBe("contact.error.phone");
  });
});
