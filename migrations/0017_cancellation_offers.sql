-- Cancellation offers (spec 000 §2 results page "cancellation-offers radio list with insurance", §3
-- "Cancellation offer: id, sellPrice, cancellationPolicy"; docs/decisions/053). The catalog's
-- cancellation cover options a shopper chooses from for a stay: the stay's own conditions (no
-- premium) and cancellation insurances sold with it. Rows come from scripts/seed/cancellation-offers.ts.
--   premium_bp         premium in basis points of the stay's sell price (0 = the stay's own conditions)
--   premium_min_cents  smallest premium, cents (the premium is the ceiling of the larger of the two)
--   refund_pct         share of the stay refunded on a covered cancellation (100 = all)
--   deadline_days      the cover ends this many days before check-in (0 = up to the check-in day)
--   any_reason         1 when no reason need be given, 0 when the insurer's listed reasons only
--   insurer            the insurer's name (NULL for the stay's own conditions)
CREATE TABLE cancellation_offers (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  position INTEGER NOT NULL,
  premium_bp INTEGER NOT NULL CHECK (premium_bp >= 0),
  premium_min_cents INTEGER NOT NULL CHECK (premium_min_cents >= 0),
  refund_pct INTEGER NOT NULL CHECK (refund_pct BETWEEN 0 AND 100),
  deadline_days INTEGER NOT NULL CHECK (deadline_days >= 0),
  any_reason INTEGER NOT NULL DEFAULT 0 CHECK (any_reason IN (0, 1)),
  insurer TEXT,
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1))
);

-- The cover chosen with a stay's cart (POST /carts.json `cancellationOfferId`): the offer and its
-- premium, cents, read back as the breakdown's `insurance` line. Carts without one keep NULL and 0.
ALTER TABLE carts ADD COLUMN cancellation_offer_id INTEGER REFERENCES cancellation_offers(id);
ALTER TABLE carts ADD COLUMN insurance_cents INTEGER NOT NULL DEFAULT 0;
