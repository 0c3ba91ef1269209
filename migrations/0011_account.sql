-- Customer accounts, their wishlists and trips, and gift recipients' codes (spec 001 §2 "Account",
-- "Wishlist drawer", §3 wishlist item, §6 roles; docs/decisions/034-account-and-wishlist.md).
-- Read and written by worker/routes/account*.ts.
--
-- Passwords are stored as "pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>" (WebCrypto PBKDF2,
-- scripts/account/hash-password.mjs). The three accounts below are DEVELOPMENT accounts (fictional
-- people, documented passwords; README "Development accounts"); a production database removes them
-- (DELETE FROM accounts WHERE email LIKE '%@pasea.example').
CREATE TABLE accounts (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  created_at TEXT NOT NULL                 -- ISO instant, UTC
);

-- Development accounts: lea@pasea.example / weekend-lea-2026, marta@pasea.example /
-- weekend-marta-2026, sanne@pasea.example / weekend-sanne-2026.
INSERT INTO accounts (id, email, first_name, last_name, password_hash, created_at) VALUES
  (1, 'lea@pasea.example', 'Léa', 'Martin', 'pbkdf2-sha256$100000$GfbqLRjd7SpMh/+0hIVPnw==$NjG3G2i1jpuEDyjtBxFhuHstzQTr3BDKWkLTAB84Njs=', '2026-01-01T00:00:00Z'),
  (2, 'marta@pasea.example', 'Marta', 'García', 'pbkdf2-sha256$100000$8d5pdrt6JApSI9eiSdEsfw==$PZcCDTNedn3WQ04MYBmNdq+Xxq46iUS/LsK7x8ffVa8=', '2026-01-01T00:00:00Z'),
  (3, 'sanne@pasea.example', 'Sanne', 'de Vries', 'pbkdf2-sha256$100000$yr2Q3/7a8ABI9IrlpqfKDw==$Tjbp+5yd+8eXxbPy1LONpok7yQPaxI6xLPZks6tJSo8=', '2026-01-01T00:00:00Z');

-- A signed-in account's wishlist (anonymous visitors keep theirs in localStorage; merged at
-- sign-in). `item` is the spec's wishlist item as JSON (shared/wishlist.ts), at most 2 KB.
CREATE TABLE account_wishlist (
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('STAY', 'ACTIVITY')),
  item_id INTEGER NOT NULL,
  item TEXT NOT NULL,
  added_at TEXT NOT NULL,
  PRIMARY KEY (account_id, kind, item_id)
) WITHOUT ROWID;

-- Trips: carts (migration 0004) an account booked, with the 8-digit booking number the shopper
-- quotes (booking lookup: booking number + email). No foreign key to carts: carts outlive seeds.
CREATE TABLE account_trips (
  booking_number TEXT PRIMARY KEY CHECK (length(booking_number) = 8),
  account_id INTEGER REFERENCES accounts(id) ON DELETE SET NULL,
  email TEXT NOT NULL COLLATE NOCASE,
  cart_id TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX account_trips_account ON account_trips(account_id);

-- Gift recipients' codes (spec 001 §2 beneficiary login, §7 beneficiary offers). A box code
-- redeems the offers of the digital box at `box_position` in the catalogue (box codes are seeded
-- with generated digits, positions are stable); a single voucher redeems stays of `nights` nights
-- worth up to `value_cents` for 2 adults. DEVELOPMENT codes (README "Development accounts"):
-- PASEA-BOX-2026 (a box), PASEA-SV-2026 (a single voucher), PASEA-OLD-2020 (expired).
CREATE TABLE beneficiary_codes (
  code TEXT PRIMARY KEY COLLATE NOCASE,
  kind TEXT NOT NULL CHECK (kind IN ('box', 'single_voucher')),
  box_position INTEGER,                    -- box: the digital box's catalogue position
  value_cents INTEGER,                     -- single voucher: its value
  nights INTEGER,                          -- single voucher: nights of the stay
  expires_on TEXT NOT NULL                 -- 'YYYY-MM-DD', last valid day (Europe/Paris)
);
INSERT INTO beneficiary_codes (code, kind, box_position, value_cents, nights, expires_on) VALUES
  ('PASEA-BOX-2026', 'box', 0, NULL, NULL, '2099-12-31'),
  ('PASEA-SV-2026', 'single_voucher', NULL, 40000, 1, '2099-12-31'),
  ('PASEA-OLD-2020', 'single_voucher', NULL, 30000, 1, '2020-12-31');
