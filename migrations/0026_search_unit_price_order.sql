-- The day's lowest and highest unit price of a category (facets.json without location or filter:
-- worker/catalog/facet-totals.ts, the price row; issue 28 goal 6). Without these indexes each bound read
-- every search_hotels row of the day and sorted them (16 ms each at 10x the seeded catalog); with
-- them the walk in price order stops at the first row of the day (under 1 ms).
CREATE INDEX search_hotels_min_unit ON search_hotels(item_category, min_unit_price, valid_until, valid_after);
CREATE INDEX search_hotels_max_unit ON search_hotels(item_category, max_unit_price DESC, valid_until, valid_after);
