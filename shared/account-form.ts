/**
 * The account forms' rules (spec 001 §2 "Account", §5 "Generic: email pattern"; issue 16 "every
 * form: validation messages in the shopper's language, keeps the input, 400 with what was wrong
 * from the API"): sign-in (email, password), booking lookup (booking number, email) and the
 * beneficiary login (gift code). The browser checks on blur and submit, the worker answers 400 with
 * the same field errors. Errors are locale keys, translated where they are shown:
 *   account.error.mandatory     'Mandatory field'
 *   account.error.email         'Email seems incorrect'
 *   account.error.bookingNumber 'Booking number is composed of 8 digits'
 *   account.error.code          'This code does not look like a gift code'
 *   account.error.tooLong       past a field's maximum length
 * Pure: no imports.
 */

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** Longest email (RFC 5321 path limit) and password accepted. */
export const ACCOUNT_MAX = { email: 254, password: 128, code: 40 } as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

const str = (v: unknown) => (typeof v === "string" ? v : "");

function emailError(email: string): string | undefined {
  if (!email) return "account.error.mandatory";
  if (email.length > ACCOUNT_MAX.email) return "account.error.tooLong";
  return EMAIL.test(email) ? undefined : "account.error.email";
}

export interface SigninForm { email: string; password: string }

/** Sign-in: email trimmed, password as typed (1-128 characters). */
export function validateSignin(input: Record<string, unknown>): { value: SigninForm; errors: FieldErrors<keyof SigninForm> } {
  const value = { email: str(input.email).trim(), password: str(input.password) };
  const errors: FieldErrors<keyof SigninForm> = {};
  const e = emailError(value.email);
  if (e) errors.email = e;
  if (!value.password) errors.password = "account.error.mandatory";
  else if (value.password.length > ACCOUNT_MAX.password) errors.password = "account.error.tooLong";
  return { value, errors };
}

export interface LookupForm { bookingNumber: string; email: string }

/** Booking lookup: an 8-digit booking number (spaces ignored) and the booking's email. */
export function validateLookup(input: Record<string, unknown>): { value: LookupForm; errors: FieldErrors<keyof LookupForm> } {
  const value = { bookingNumber: str(input.bookingNumber).replace(/\s+/g, ""), email: str(input.email).trim() };
  const errors: FieldErrors<keyof LookupForm> = {};
  if (!value.bookingNumber) errors.bookingNumber = "account.error.mandatory";
  else if (!/^\d{8}$/.test(value.bookingNumber)) errors.bookingNumber = "account.error.bookingNumber";
  const e = emailError(value.email);
  if (e) errors.email = e;
  return { value, errors };
}

export interface BeneficiaryForm { code: string }

/** Gift code: letters, digits and dashes, 6-40 characters, case-insensitive (kept upper case). */
export function validateBeneficiary(input: Record<string, unknown>): { value: BeneficiaryForm; errors: FieldErrors<keyof BeneficiaryForm> } {
  const value = { code: str(input.code).trim().toUpperCase() };
  const errors: FieldErrors<keyof BeneficiaryForm> = {};
  if (!value.code) errors.code = "account.error.mandatory";
  else if (value.code.length > ACCOUNT_MAX.code) errors.code = "account.error.tooLong";
  else if (!/^[A-Z0-9][A-Z0-9-]{5,}$/.test(value.code)) errors.code = "account.error.code";
  return { value, errors };
}
