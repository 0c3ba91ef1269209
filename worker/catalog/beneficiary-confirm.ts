/**
 * A gift recipient's booking is confirmed and the gift code is used (issue 15 "booking a stay with
 * the gift", spec 001 §2 "Beneficiary: separate login", §3 Booking price breakdown giftcards /
 * remainingAmountToPay; migration 0018; docs/decisions/047, 054). Over the embedded catalog's D1.
 *
 * `confirmBeneficiaryCart(db, code, cartId, …)` confirms a cart booked with `code` (POST
 * /beneficiary/carts): the code records the instant and the cart that used it, the cart its
 * confirmation, in one D1 batch (a transaction) that only succeeds while the code is unused, so a
 * code is redeemed once even when two carts race. Who takes the money: with no payment provider
 * (the embedded default takes none, decision 047) the booking is confirmed as it stands; with a
 * provider configured, a cart that leaves something to pay is the provider's to confirm once paid
 * (409 PAYMENT_REQUIRED here). Errors: 400 malformed cart id, 404 unknown cart, 403 a cart of
 * another code or none (NOT_YOUR_CART), 410 the code was used meanwhile (CodeUsedError).
 * Answers the confirmed cart (status "confirmed").
 */
import { CartIdParamSchema, type Cart } from "../../shared/contract/cart";
import type { BeneficiaryCode } from "./account-beneficiary";
import { readCart } from "./cart";
import { todayIso } from "./dates";
import { CatalogError, validate } from "./http";

/** The cart is not one this code booked (answered 403 NOT_YOUR_CART). */
export class NotYourCartError extends Error {
  constructor() {
    super("This booking was not made with your gift code");
  }
}

/** The code was used by another booking first (answered 410). */
export class CodeUsedError extends Error {
  constructor() {
    super("This gift code has already been used");
  }
}

/** Something is left to pay and a payment provider is configured: it confirms once paid (409). */
export class PaymentRequiredError extends Error {
  constructor(readonly remaining: number) {
    super(`${remaining} cents are left to pay through the payment provider`);
  }
}

export async function confirmBeneficiaryCart(
  db: D1Database,
  code: BeneficiaryCode,
  cartIdParam: string,
  locale: string,
  paymentProvider: string | undefined,
  now = new Date(),
  today = todayIso(),
): Promise<Cart> {
  const cartId = validate(CartIdParamSchema, cartIdParam, "cart id");
  const row = await db.prepare("SELECT gift_code FROM carts WHERE id = ?1").bind(cartId).first<{ gift_code: string | null }>();
  if (!row) throw new CatalogError(404, `Cart ${cartId} not found`);
  if (!row.gift_code || row.gift_code.toUpperCase() !== code.code.toUpperCase()) throw new NotYourCartError();
  const cart = await readCart(db, cartId, locale, paymentProvider, today);
  if (cart.payment.takesMoney && cart.breakdown.remainingAmountToPay > 0) throw new PaymentRequiredError(cart.breakdown.remainingAmountToPay);
  const at = now.toISOString();
  const [used] = await db.batch([
    db.prepare("UPDATE beneficiary_codes SET used_at = ?1, used_cart_id = ?2 WHERE code = ?3 AND used_at IS NULL").bind(at, cartId, code.code),
    db.prepare("UPDATE carts SET confirmed_at = ?1 WHERE id = ?2 AND confirmed_at IS NULL AND EXISTS (SELECT 1 FROM beneficiary_codes WHERE code = ?3 AND used_cart_id = ?2)").bind(at, cartId, code.code),
  ]);
  if (!used || used.meta.changes === 0) throw new CodeUsedError();
  return readCart(db, cartId, locale, paymentProvider, today);
}
