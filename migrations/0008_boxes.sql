-- Gift boxes of the embedded catalog (spec 001 §2 "Box pages", §3 Box, §4 gift format, §7 box calls).
-- Written by the seed (scripts/seed/boxes.ts), read by worker/catalog/boxes*.ts.
--
-- One row per sellable code: a box design is sold as a digital box ('{base}-EBOX') and a physical
-- box ('{base}-PBOX'); the format derives from the code's suffix after the dash (spec 001 §4) and
-- is stored for SQL. Money columns are integer cents. Localised text columns end in _es, _fr, _nl,
-- _it (nl_NL and nl_BE share _nl). `included_*` is newline separated (spec 001 §3 includedContent).
CREATE TABLE boxes (
  code TEXT PRIMARY KEY,               -- 'WE12-EBOX' digital, 'WE12-PBOX' physical
  base TEXT NOT NULL,                  -- 'WE12': the design both formats share
  format TEXT NOT NULL CHECK (format IN ('digital', 'physical')),
  position INTEGER NOT NULL,           -- catalogue order
  slug TEXT NOT NULL,                  -- same in every language (decoration of the path: the code decides)
  title_es TEXT NOT NULL, title_fr TEXT NOT NULL, title_nl TEXT NOT NULL, title_it TEXT NOT NULL,
  description_es TEXT NOT NULL, description_fr TEXT NOT NULL, description_nl TEXT NOT NULL, description_it TEXT NOT NULL,
  included_es TEXT NOT NULL, included_fr TEXT NOT NULL, included_nl TEXT NOT NULL, included_it TEXT NOT NULL,
  value_cents INTEGER NOT NULL,        -- face value: offers priced up to it can be redeemed with the box
  reference_price_cents INTEGER NOT NULL,
  sell_price_cents INTEGER NOT NULL,
  shipping_cents INTEGER,              -- physical boxes: delivery cost (0 free); NULL for digital ones
  nights INTEGER NOT NULL,             -- nights of the stays the box redeems
  image_theme TEXT NOT NULL,           -- illustration kind of the images (shared/illustrations ACTIVITY_KINDS)
  image_seed INTEGER NOT NULL
);
CREATE INDEX boxes_position ON boxes(format, position);

-- searchCriteria.subthemas of a box design: the themes of the stays it redeems.
CREATE TABLE box_subthemes (
  base TEXT NOT NULL,
  theme_id INTEGER NOT NULL REFERENCES themes(id),
  PRIMARY KEY (base, theme_id)
) WITHOUT ROWID;
