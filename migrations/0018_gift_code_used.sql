-- A gift code is redeemed once (spec 001 §2 "Beneficiary: separate login", issue 15 "booking a stay
-- with the gift"; docs/decisions/054). When the booking a recipient made with the code is confirmed
-- (POST /api/account/beneficiary/carts/{id}/confirm, worker/catalog/beneficiary-confirm.ts), the
-- code records when and by which cart it was used, and the cart when it was confirmed; a used code
-- is refused at login, for offers, quotes and carts (410 "already been used").
-- Carts keep status 'pending_payment' (its CHECK cannot be altered in place); `confirmed_at` not
-- null is the confirmed state (the cart contract answers status "confirmed").
ALTER TABLE beneficiary_codes ADD COLUMN used_at TEXT;          -- ISO instant, UTC; NULL: not used
ALTER TABLE beneficiary_codes ADD COLUMN used_cart_id TEXT;     -- carts.id of the booking that used it
ALTER TABLE carts ADD COLUMN confirmed_at TEXT;                 -- ISO instant, UTC; NULL: pending
