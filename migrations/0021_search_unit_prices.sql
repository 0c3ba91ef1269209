-- The unit prices of the search summary (issue 25 item 8; worker/catalog/unit-price.ts): the budget filter,
-- the facets' price range and their buckets compare the price the cards show per night (per person for
-- activity-only packages, for the summary's party of two), not the stay's total.
-- Filled by worker/catalog/summary-derive.ts with the rest of search_hotels; price_buckets now holds the one
-- bit of the bucket of min_unit_price, so every hotel counts in exactly one bucket.
ALTER TABLE search_hotels ADD COLUMN min_unit_price INTEGER NOT NULL DEFAULT 0;
ALTER TABLE search_hotels ADD COLUMN max_unit_price INTEGER NOT NULL DEFAULT 0;
