-- Who made each cart (issue 25 item 25): the shop's worker records the visitor id and, when signed
-- in, the account of every cart it hands over (POST /api/carts.json, /api/account/beneficiary/carts),
-- so POST /api/account/trips attaches a cart only to the account or visitor that made it. The
-- worker's own table, beside the accounts (a real upstream knows nothing of the shop's visitors);
-- no foreign key to carts, whose rows may live upstream.
CREATE TABLE cart_owners (
  cart_id TEXT PRIMARY KEY,                 -- 32 hex digits
  visitor_id TEXT NOT NULL,                 -- the vid cookie's UUID
  account_id INTEGER,                       -- accounts.id when signed in, else NULL
  created_at TEXT NOT NULL                  -- ISO instant, UTC
);
