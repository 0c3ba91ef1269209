-- Carts of the checkout hand-off (spec 001 §4 "Then an add-to-cart event fires and checkout starts";
-- §3 Booking price breakdown). Written by POST /carts.json and read by GET /carts/{id}.json
-- (worker/catalog/cart.ts, shared/contract/cart.ts). Created at run time, never seeded.
--
-- A cart keeps the reservation criteria and the prices agreed at creation (cents): the booking and
-- payment steps show what the shopper accepted, even if the rates move afterwards. No foreign key to
-- packages: the seed empties and refills the catalog tables, carts outlive it (labels are joined
-- when read, and a cart whose package is gone answers 404).
CREATE TABLE carts (
  id TEXT PRIMARY KEY,                      -- 32 hex digits, random
  created_at TEXT NOT NULL,                 -- ISO instant, UTC
  point_of_sale TEXT NOT NULL,              -- fr_FR ...
  package_id INTEGER NOT NULL,
  checkin TEXT NOT NULL,                    -- 'YYYY-MM-DD'
  checkout TEXT NOT NULL,
  nights INTEGER NOT NULL,
  adult INTEGER NOT NULL,
  child INTEGER NOT NULL,
  baby INTEGER NOT NULL,
  sell_price_cents INTEGER NOT NULL,
  ref_price_cents INTEGER NOT NULL,
  local_tax_per_night_cents INTEGER NOT NULL, -- per adult per night, paid at the hotel
  local_tax_cents INTEGER NOT NULL,           -- total for the stay
  status TEXT NOT NULL DEFAULT 'pending_payment' CHECK (status IN ('pending_payment'))
);
