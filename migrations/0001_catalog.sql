-- Embedded catalog schema: the D1 stand-in for the upstream API (DESIGN.md "The upstream and the embedded default").
-- Money columns are integer cents. Dates are 'YYYY-MM-DD' text (Europe/Paris calendar dates, no time).
-- Localised text columns end in _es, _fr, _nl, _it (nl_NL and nl_BE share _nl).

-- Admin areas above a city: country, region, department/province, plus touristic regions and resorts.
CREATE TABLE areas (
  id INTEGER PRIMARY KEY,              -- stable numeric id (countries 1-3, regions 1000+, departments 10000+ ...)
  type TEXT NOT NULL,                  -- 'country' | 'region' | 'department' | 'touristicregion' | 'skiresort' | 'searesort'
  country TEXT NOT NULL,               -- 'ES' | 'FR' | 'BE'
  parent_id INTEGER,                   -- department -> region -> country
  code TEXT,                           -- ISO / INSEE / admin code where the data has one
  slug TEXT NOT NULL,
  label_es TEXT NOT NULL, label_fr TEXT NOT NULL, label_nl TEXT NOT NULL, label_it TEXT NOT NULL,
  latitude REAL, longitude REAL
);
CREATE INDEX areas_type ON areas(type, country);
CREATE INDEX areas_slug ON areas(slug);

-- Populated places (GeoNames cities1000, population >= 10,000, plus ski-resort towns).
CREATE TABLE destinations (
  id INTEGER PRIMARY KEY,              -- GeoNames id
  country TEXT NOT NULL,               -- 'ES' | 'FR' | 'BE' (the spec's destination entry "pos")
  slug TEXT NOT NULL,
  name TEXT NOT NULL,                  -- GeoNames name
  label_es TEXT NOT NULL, label_fr TEXT NOT NULL, label_nl TEXT NOT NULL, label_it TEXT NOT NULL,
  latitude REAL NOT NULL, longitude REAL NOT NULL,
  population INTEGER NOT NULL,
  elevation INTEGER,                   -- metres, when known
  postalcode TEXT,                     -- first postal code (FR from INSEE table)
  insee TEXT,                          -- FR commune code
  department_id INTEGER REFERENCES areas(id),
  region_id INTEGER REFERENCES areas(id),
  country_id INTEGER REFERENCES areas(id),
  is_seaside INTEGER NOT NULL DEFAULT 0,
  is_mountain INTEGER NOT NULL DEFAULT 0,
  is_ski INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX destinations_slug ON destinations(slug);
CREATE INDEX destinations_latlng ON destinations(latitude, longitude);

-- Full-text search over destinations, areas and hotels (names in every language plus aliases such as Bruges, Luik, Séville).
CREATE VIRTUAL TABLE place_search USING fts5(
  names,                               -- every label and alias, space separated
  category UNINDEXED,                  -- 'city' | 'department' | 'region' | 'country' | 'touristicregion' | 'skiresort' | 'searesort' | 'hotel'
  ref_id UNINDEXED,                    -- id in destinations / areas / hotels
  rank_boost UNINDEXED,                -- population or similar, higher first
  tokenize = "unicode61 remove_diacritics 2"
);

CREATE TABLE themes (
  id INTEGER PRIMARY KEY,              -- 39 is the family theme (spec 000 §9)
  slug TEXT NOT NULL,
  flow TEXT NOT NULL DEFAULT 'booking',-- 'booking' | 'activity' (activity theme ids 985-992)
  label_es TEXT NOT NULL, label_fr TEXT NOT NULL, label_nl TEXT NOT NULL, label_it TEXT NOT NULL
);

CREATE TABLE activities (
  id INTEGER PRIMARY KEY,
  theme_id INTEGER REFERENCES themes(id),
  group_name TEXT NOT NULL,            -- activity facet group ('wellness', 'gastronomy', ...)
  label_es TEXT NOT NULL, label_fr TEXT NOT NULL, label_nl TEXT NOT NULL, label_it TEXT NOT NULL,
  duration_minutes INTEGER
);

CREATE TABLE hotels (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL,
  label TEXT NOT NULL,                 -- fictional name, same in every language
  stars INTEGER NOT NULL,              -- 1..5
  destination_id INTEGER NOT NULL REFERENCES destinations(id),
  latitude REAL NOT NULL, longitude REAL NOT NULL,
  address TEXT NOT NULL, postcode TEXT,
  hotel_type TEXT NOT NULL,            -- 'hotel' | 'guesthouse' | 'castle' | 'lodge' | 'resort' | 'apartment'
  environment TEXT NOT NULL,           -- 'city' | 'seaside' | 'mountain' | 'countryside' | 'lake'
  style TEXT NOT NULL,                 -- 'charming' | 'design' | 'family' | 'romantic' | 'luxury' | 'nature'
  pets_allowed INTEGER NOT NULL DEFAULT 0,
  pets_price_cents INTEGER,
  description_es TEXT NOT NULL, description_fr TEXT NOT NULL, description_nl TEXT NOT NULL, description_it TEXT NOT NULL,
  check_in TEXT NOT NULL, check_out TEXT NOT NULL, -- 'HH:mm'
  local_tax_cents INTEGER NOT NULL DEFAULT 0,       -- per person per night
  review_count INTEGER NOT NULL DEFAULT 0,
  review_average REAL,                 -- /10, NULL when no reviews ("New")
  score_welcoming REAL, score_comfort REAL, score_cleanliness REAL,
  score_food REAL, score_localization REAL, score_price_quality_ratio REAL,
  image_seed INTEGER NOT NULL,         -- drives the generated SVG images
  active INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX hotels_latlng ON hotels(latitude, longitude);
CREATE INDEX hotels_destination ON hotels(destination_id);

CREATE TABLE hotel_facilities (
  hotel_id INTEGER NOT NULL REFERENCES hotels(id),
  facility TEXT NOT NULL,              -- 'pool' | 'spa' | 'parking' | 'wifi' | 'restaurant' | 'pets' | ...
  PRIMARY KEY (hotel_id, facility)
) WITHOUT ROWID;
CREATE INDEX hotel_facilities_facility ON hotel_facilities(facility, hotel_id);

-- Stay packages (item_category 'weekend') and activity-only day packages ('activity').
CREATE TABLE packages (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels(id),
  item_category TEXT NOT NULL,         -- 'weekend' | 'activity'
  theme_id INTEGER NOT NULL REFERENCES themes(id),
  slug TEXT NOT NULL,
  label_es TEXT NOT NULL, label_fr TEXT NOT NULL, label_nl TEXT NOT NULL, label_it TEXT NOT NULL,
  nights INTEGER NOT NULL,             -- 0 for activity-only
  includes_breakfast INTEGER NOT NULL DEFAULT 1,
  includes_dinner INTEGER NOT NULL DEFAULT 0,
  sell_price_cents INTEGER NOT NULL,   -- lowest price for 2 adults over the 12 months ("from" price)
  ref_price_cents INTEGER NOT NULL,    -- reference (crossed-out) price for the same
  marketing_label TEXT,                -- optional label key
  last_minute INTEGER NOT NULL DEFAULT 0,
  expiration TEXT,                     -- 'YYYY-MM-DD' when the offer ends
  image_seed INTEGER NOT NULL,
  published INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX packages_hotel ON packages(hotel_id, item_category);
CREATE INDEX packages_category_price ON packages(item_category, sell_price_cents);
CREATE INDEX packages_theme ON packages(theme_id);

CREATE TABLE package_themes (
  package_id INTEGER NOT NULL REFERENCES packages(id),
  theme_id INTEGER NOT NULL REFERENCES themes(id),
  PRIMARY KEY (package_id, theme_id)
) WITHOUT ROWID;
CREATE INDEX package_themes_theme ON package_themes(theme_id, package_id);

CREATE TABLE package_activities (
  package_id INTEGER NOT NULL REFERENCES packages(id),
  activity_id INTEGER NOT NULL REFERENCES activities(id),
  PRIMARY KEY (package_id, activity_id)
) WITHOUT ROWID;
CREATE INDEX package_activities_activity ON package_activities(activity_id, package_id);

-- Rate plans: per package, per date window and weekday mask, the price for 2 adults for the package's nights.
-- Price/availability/minLos of a day = the rate plan covering that check-in day, minus closed days.
CREATE TABLE rate_plans (
  id INTEGER PRIMARY KEY,
  package_id INTEGER NOT NULL REFERENCES packages(id),
  valid_from TEXT NOT NULL,            -- 'YYYY-MM-DD' inclusive
  valid_to TEXT NOT NULL,              -- 'YYYY-MM-DD' inclusive
  weekday_mask INTEGER NOT NULL,       -- bit 0 = Monday ... bit 6 = Sunday (check-in weekday)
  sell_price_cents INTEGER NOT NULL,   -- for 2 adults, whole package
  ref_price_cents INTEGER NOT NULL,
  extra_adult_cents INTEGER NOT NULL,  -- per extra adult
  child_cents INTEGER NOT NULL,        -- per child (babies free)
  min_los INTEGER NOT NULL,            -- minimum nights for a check-in in this plan
  max_los INTEGER NOT NULL,
  rooms INTEGER NOT NULL               -- allotment per day
);
CREATE INDEX rate_plans_package ON rate_plans(package_id, valid_from, valid_to);

-- Stop-sell days (no check-in possible) per package.
CREATE TABLE closed_days (
  package_id INTEGER NOT NULL REFERENCES packages(id),
  day TEXT NOT NULL,
  PRIMARY KEY (package_id, day)
) WITHOUT ROWID;

CREATE TABLE reviews (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels(id),
  locale TEXT NOT NULL,                -- 'fr_FR' | 'es_ES' | 'it_IT' | 'nl_NL'
  customer TEXT NOT NULL,              -- first name + initial, fictional
  type TEXT NOT NULL,                  -- 'couple' | 'family' | 'friends' | 'solo'
  date TEXT NOT NULL,                  -- 'YYYY-MM-DD'
  average REAL NOT NULL,               -- /10
  welcoming REAL NOT NULL, comfort REAL NOT NULL, cleanliness REAL NOT NULL,
  food REAL NOT NULL, localization REAL NOT NULL, price_quality_ratio REAL NOT NULL,
  positive TEXT, negative TEXT
);
CREATE INDEX reviews_hotel ON reviews(hotel_id, date);

-- ADDED by the data pipeline (scripts/data, scripts/seed): membership of destinations in the areas that are
-- not part of the admin chain, i.e. areas of type 'touristicregion' | 'skiresort' | 'searesort' (a destination can
-- belong to several). Country, region and department membership stays in destinations.*_id.
CREATE TABLE destination_areas (
  area_id INTEGER NOT NULL REFERENCES areas(id),
  destination_id INTEGER NOT NULL REFERENCES destinations(id),
  PRIMARY KEY (area_id, destination_id)
) WITHOUT ROWID;
CREATE INDEX destination_areas_destination ON destination_areas(destination_id, area_id);

-- ADDED by the data pipeline: facts about the loaded seed. Keys: 'seed' (PRNG seed), 'today' (first day covered by
-- rate_plans, Europe/Paris), 'until' (last day covered by rate_plans).
CREATE TABLE catalog_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

-- Value vocabularies written by the seed (documentation only):
--   hotel_facilities.facility: 'wifi' 'parking' 'restaurant' 'pool' 'spa' 'air_conditioning' 'garden' 'ev_charging'
--     'accessible' 'bar' 'terrace' 'fitness' 'sauna' 'kids_club' 'beach_access' 'ski_room' 'bike_rental' 'pets'
--     (iff hotels.pets_allowed = 1), and eco facilities prefixed 'eco_' ('eco_solar_energy' 'eco_local_products'
--     'eco_waste_sorting' 'eco_water_saving' 'eco_led_lighting' 'eco_organic_breakfast' 'eco_bulk_amenities'
--     'eco_green_label' 'eco_bike_friendly' 'eco_public_transport').
--   packages.marketing_label: NULL | 'bestseller' | 'new' | 'exclusive' | 'flash_sale' | 'eco'.
--   themes: booking 12 wellness, 15 gastronomy, 18 romantic, 21 nature, 24 wine, 27 sport-adventure, 30 culture,
--     33 ski-mountain, 36 seaside, 39 family, 42 unusual, 45 castles, 48 golf, 51 cycling, 54 city-break;
--     activity 985-992. packages.theme_id is also in package_themes (with 0-3 secondary themes).
--   rate_plans: seasons split at month starts; masks 127 (every day), 48 (Fri+Sat), 79 (Sun-Thu), 126 (not Monday);
--     plans of one package never overlap for a given weekday; rooms 0 = sold out; activity packages have
--     min_los = max_los = 0. packages.sell_price_cents = MIN(rate_plans.sell_price_cents) of the package, and
--     packages.ref_price_cents = the ref price of that cheapest plan.
--   hotels.review_average / score_*: mean of the hotel's reviews rounded half up to one decimal; NULL when
--     review_count = 0. reviews criteria are integers 1-10, reviews.average their mean to one decimal.
