-- The auto discount a cart was made with (issue 25 item 4; shared/auto-discount.ts): the code the
-- shopper was shown (EXTRA10) and the cents it took off the sell price, the booking summary's
-- reduction line (cart breakdown.reductionAmount). NULL / 0: no discount.
ALTER TABLE carts ADD COLUMN auto_discount_code TEXT;
ALTER TABLE carts ADD COLUMN auto_discount_value INTEGER NOT NULL DEFAULT 0;   -- percent
ALTER TABLE carts ADD COLUMN reduction_cents INTEGER NOT NULL DEFAULT 0;
