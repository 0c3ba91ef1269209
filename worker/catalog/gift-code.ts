/**
 * A recipient's gift code as a booking shows it (spec 001 §3 Booking price breakdown "giftcards
 * (serialNumber, usedAmount)"; docs/decisions/047): only its last 4 characters, since a cart's
 * address is shareable and the code is worth money. "PASEA-SV-2026" → "•••• 2026".
 */
export function maskCode(code: string): string {
  return `•••• ${code.slice(-4).toUpperCase()}`;
}
