-- Activity gifts (spec 001 §4 "Activity purchase: choose people, click Offer … Continue goes to checkout";
-- docs/decisions/061): a gift cart can hold an activity-only package for a number of people, priced by the
-- activity's one price (worker/catalog/activity-purchase.ts). SQLite cannot widen a CHECK in place: the table
-- is rebuilt with product 'ACTIVITY' allowed and an `adults` column (the people of an activity gift; NULL for
-- the others, a single voucher being for GIFT_ADULTS).
CREATE TABLE gift_carts_new (
  id TEXT PRIMARY KEY,
  created_at TEXT NOT NULL,
  point_of_sale TEXT NOT NULL,
  product TEXT NOT NULL CHECK (product IN ('SINGLEVOUCHER', 'GIFTCARD', 'ACTIVITY')),
  package_id INTEGER,                           -- SINGLEVOUCHER, ACTIVITY
  nights INTEGER,                               -- SINGLEVOUCHER
  bucket INTEGER,                               -- SINGLEVOUCHER: 1 Essential, 2 Serenity, 3 Liberty
  upsell INTEGER NOT NULL DEFAULT 0,
  gift_format TEXT NOT NULL CHECK (gift_format IN ('digital', 'physical')),
  sleeve_id INTEGER,
  delivery_country TEXT,
  from_name TEXT NOT NULL,
  to_name TEXT NOT NULL,
  message TEXT NOT NULL,
  sell_price_cents INTEGER NOT NULL,            -- voucher (bucket) price, activity price for its people, or gift card amount
  ref_price_cents INTEGER NOT NULL,
  upsell_cents INTEGER NOT NULL,
  sleeve_cents INTEGER NOT NULL,
  shipping_cents INTEGER NOT NULL,
  international_fee_cents INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending_payment' CHECK (status IN ('pending_payment')),
  adults INTEGER                                -- ACTIVITY: people the activity is offered for
);
INSERT INTO gift_carts_new (id, created_at, point_of_sale, product, package_id, nights, bucket, upsell, gift_format, sleeve_id,
  delivery_country, from_name, to_name, message, sell_price_cents, ref_price_cents, upsell_cents, sleeve_cents, shipping_cents,
  international_fee_cents, status)
SELECT id, created_at, point_of_sale, product, package_id, nights, bucket, upsell, gift_format, sleeve_id,
  delivery_country, from_name, to_name, message, sell_price_cents, ref_price_cents, upsell_cents, sleeve_cents, shipping_cents,
  international_fee_cents, status FROM gift_carts;
DROP TABLE gift_carts;
ALTER TABLE gift_carts_new RENAME TO gift_carts;
