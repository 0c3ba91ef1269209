-- A gift recipient's booking (spec 001 §2 "Beneficiary: separate login", §4 price type
-- "beneficiary", §3 Booking price breakdown "giftcards (serialNumber, usedAmount)";
-- docs/decisions/047). A cart booked with a gift code (migration 0011 beneficiary_codes) keeps the
-- code and the part of the stay price the gift pays (cents); the rest, if any, is the supplement
-- left to pay. Written by POST /api/account/beneficiary/carts (worker/catalog/beneficiary-booking.ts),
-- read with every cart (worker/catalog/cart.ts). Carts without a gift keep NULL and 0.
ALTER TABLE carts ADD COLUMN gift_code TEXT;
ALTER TABLE carts ADD COLUMN gift_used_cents INTEGER NOT NULL DEFAULT 0;
