-- Search summary: tables DERIVED from the catalog rows (docs/decisions/012-catalog-search-summary.md).
-- Filled at seed time by INSERT ... SELECT over packages, hotels, hotel_facilities and package_activities
-- (worker/catalog/summary-derive.ts, run by scripts/seed/build.ts after the catalog rows); never written by hand.
-- They serve the searches whose result does not depend on the request's dates or party (spec 000 §3, §5):
-- no check-in, no party supplement, no package-level filter (price, activity, theme).
--
-- Days are integers YYYYMMDD (20261122 = '2026-11-22'): 0 = since always, 99991231 = open.
-- A hotel's published packages of a category change only when one expires (packages.expiration), so each
-- hotel has one row per "epoch": the span valid_after < today <= valid_until during which that set is constant.
-- A search on day T reads the rows with valid_after < T AND valid_until >= T: exactly one per hotel that has
-- at least one package that day.

CREATE TABLE search_hotels (
  id INTEGER PRIMARY KEY,
  item_category TEXT NOT NULL,         -- 'weekend' | 'activity'
  hotel_id INTEGER NOT NULL,           -- active hotels only
  valid_after INTEGER NOT NULL,        -- day YYYYMMDD, exclusive
  valid_until INTEGER NOT NULL,        -- day YYYYMMDD, inclusive
  -- copies of the hotel's search columns (hotels.*)
  destination_id INTEGER NOT NULL,
  stars INTEGER NOT NULL,
  score REAL,                          -- hotels.review_average
  reviews INTEGER NOT NULL,            -- hotels.review_count
  latitude REAL NOT NULL, longitude REAL NOT NULL,
  hotel_type TEXT NOT NULL, environment TEXT NOT NULL, style TEXT NOT NULL,
  pets_allowed INTEGER NOT NULL,
  -- the epoch's published packages of the category (prices: packages.sell_price_cents, 2 adults, cents)
  packages INTEGER NOT NULL,           -- how many
  min_pid INTEGER NOT NULL,            -- cheapest (ties: lowest id): main package of priceQuality, priceAsc,
  min_price INTEGER NOT NULL,          --   popularity, distance and svPriceAsc (worker/catalog/ordering.ts)
  min_ref INTEGER NOT NULL,            --   reference price, at least the price
  min_nights INTEGER NOT NULL,
  price_quality REAL NOT NULL,         -- priceQuality sort key of the cheapest package
  promo_pid INTEGER NOT NULL,          -- largest discount: main package of promo
  promo_price INTEGER NOT NULL,
  promo_ref INTEGER NOT NULL,
  promo_nights INTEGER NOT NULL,
  promo_rate REAL NOT NULL,            -- promo sort key, (ref - price) / ref
  max_pid INTEGER NOT NULL,            -- dearest (ties: lowest id): main package of svPriceDesc
  max_price INTEGER NOT NULL,
  max_ref INTEGER NOT NULL,
  max_nights INTEGER NOT NULL,
  price_buckets INTEGER NOT NULL       -- bit i set when a package price falls in PRICE_BUCKETS[i] (worker/catalog/price-buckets.ts)
);
-- One index per hotel order without a location (the page walks it and stops after LIMIT + OFFSET rows);
-- the day columns come last so that rows of other epochs are skipped inside the index.
CREATE INDEX search_hotels_price_quality ON search_hotels(item_category, price_quality DESC, hotel_id, valid_until, valid_after);
CREATE INDEX search_hotels_min_price ON search_hotels(item_category, min_price, hotel_id, valid_until, valid_after);
CREATE INDEX search_hotels_max_price ON search_hotels(item_category, max_price DESC, hotel_id, valid_until, valid_after);
CREATE INDEX search_hotels_popularity ON search_hotels(item_category, reviews DESC, score DESC, hotel_id, valid_until, valid_after);
CREATE INDEX search_hotels_promo ON search_hotels(item_category, promo_rate DESC, promo_price, hotel_id, valid_until, valid_after);
-- Searches with a location (hotel ids from hotels_destination, hotels_latlng).
CREATE INDEX search_hotels_hotel ON search_hotels(hotel_id, item_category, valid_until, valid_after);
-- Counts without location: every hotel-level filter column, so a filtered count reads only this index.
CREATE INDEX search_hotels_filter ON search_hotels(item_category, valid_until, valid_after, stars, score, hotel_type, environment,
  style, pets_allowed, destination_id, hotel_id);

-- facets.json without location or filter, by day: for each facet value, the number of hotels of search_hotels
-- valid on days valid_after < T <= valid_until (one row per value and span with a constant count).
-- facet: 'total' (value NULL) | 'stars' | 'type' | 'environment' | 'style' | 'score' (9, 8, 7: review average >= value)
--        | 'facility' (hotel_facilities.facility without eco_* and 'pets'; 'pets' = hotels.pets_allowed)
--        | 'bucket' (index in PRICE_BUCKETS) | 'tag' (activity id of a package of the hotel).
CREATE TABLE search_facet_totals (
  item_category TEXT NOT NULL,
  valid_after INTEGER NOT NULL,
  valid_until INTEGER NOT NULL,
  facet TEXT NOT NULL,
  value,                               -- no declared type: text or integer as written
  hotels INTEGER NOT NULL
);
CREATE INDEX search_facet_totals_day ON search_facet_totals(item_category, valid_until, valid_after, facet, value, hotels);
