-- Gifting setup and gift card (spec 001 §2 "Gifting setup", §3 Gift price, Sub-element, Booking price
-- breakdown; §4 gift format and bucket; §9 gifting constants; docs/decisions/033-gifting-setup.md).
-- Catalog tables are written by the seed (scripts/seed/gifts.ts) and read by worker/catalog/gift*.ts;
-- gift_carts is written at run time by POST /gift-carts.json. Money columns are integer cents.

-- The single-voucher price list (spec 001 §3 "priceList (nights, sellPrice, sellPrices,
-- upsellAvailabilityPrice)"): the price of a stay offered as a gift for 2 adults, per number of
-- nights. A package is giftable when it has rows. sellPrices per bucket are derived when read
-- (shared/gift.ts bucketPrices, from the rate plans of the next 6 months' weekends).
CREATE TABLE single_voucher_prices (
  package_id INTEGER NOT NULL REFERENCES packages(id),
  nights INTEGER NOT NULL,
  sell_price_cents INTEGER NOT NULL,
  ref_price_cents INTEGER NOT NULL,
  upsell_availability_cents INTEGER NOT NULL,   -- the availability upsell: every date included
  PRIMARY KEY (package_id, nights)
) WITHOUT ROWID;

-- Custom gift sleeves (spec 001 §3 Sub-element and its categories). The API adds category 2's
-- default standard option priced 0 (it is not stored).
CREATE TABLE gift_sleeve_categories (
  id INTEGER PRIMARY KEY,
  single_selection INTEGER NOT NULL,
  description TEXT NOT NULL,
  name_es TEXT NOT NULL, name_fr TEXT NOT NULL, name_nl TEXT NOT NULL, name_it TEXT NOT NULL
);
CREATE TABLE gift_sleeves (
  id INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL REFERENCES gift_sleeve_categories(id),
  position INTEGER NOT NULL,
  name_es TEXT NOT NULL, name_fr TEXT NOT NULL, name_nl TEXT NOT NULL, name_it TEXT NOT NULL,
  price_cents INTEGER NOT NULL,
  recommended INTEGER NOT NULL DEFAULT 0,        -- recommendedByWed
  color TEXT NOT NULL                            -- main colour of the generated sleeve image
);

-- Shipping of physical gifts per point of sale (0: free) and the international fee per delivery
-- country other than the market's (spec 001 §3 "shippingCosts (amount, internationalShippingFeesPerCountry)").
CREATE TABLE gift_shipping (
  point_of_sale TEXT PRIMARY KEY,
  country TEXT NOT NULL,
  amount_cents INTEGER NOT NULL
);
CREATE TABLE gift_shipping_fees (
  point_of_sale TEXT NOT NULL,
  country TEXT NOT NULL,
  fee_cents INTEGER NOT NULL,
  PRIMARY KEY (point_of_sale, country)
) WITHOUT ROWID;

-- Gift card amounts offered (the same in the six markets; a custom amount within the bounds of
-- shared/gift.ts is accepted too).
CREATE TABLE giftcard_amounts (
  amount_cents INTEGER PRIMARY KEY,
  position INTEGER NOT NULL,
  popular INTEGER NOT NULL DEFAULT 0
);

-- Carts of the gifting hand-off: a single voucher (package, nights, bucket, upsell) or a gift card
-- (amount), with the format, sleeve, delivery country and the customisation form, and the prices
-- agreed at creation. Never seeded; no foreign keys (the seed refills the catalog, carts outlive it).
CREATE TABLE gift_carts (
  id TEXT PRIMARY KEY,                          -- 32 hex digits, random
  created_at TEXT NOT NULL,
  point_of_sale TEXT NOT NULL,
  product TEXT NOT NULL CHECK (product IN ('SINGLEVOUCHER', 'GIFTCARD')),
  package_id INTEGER,                           -- SINGLEVOUCHER
  nights INTEGER,                               -- SINGLEVOUCHER
  bucket INTEGER,                               -- SINGLEVOUCHER: 1 Essential, 2 Serenity, 3 Liberty
  upsell INTEGER NOT NULL DEFAULT 0,            -- 1: the availability upsell was added
  gift_format TEXT NOT NULL CHECK (gift_format IN ('digital', 'physical')),
  sleeve_id INTEGER,                            -- physical: chosen sleeve (0 the standard one)
  delivery_country TEXT,                        -- physical
  from_name TEXT NOT NULL,
  to_name TEXT NOT NULL,
  message TEXT NOT NULL,
  sell_price_cents INTEGER NOT NULL,            -- voucher (bucket) price or gift card amount
  ref_price_cents INTEGER NOT NULL,
  upsell_cents INTEGER NOT NULL,
  sleeve_cents INTEGER NOT NULL,
  shipping_cents INTEGER NOT NULL,
  international_fee_cents INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending_payment' CHECK (status IN ('pending_payment'))
);
