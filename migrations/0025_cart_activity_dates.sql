-- The activities' chosen days of a stay's cart (spec 001 §5 "Every activity needs a date"; issue 26):
-- 'activityId:YYYY-MM-DD' pairs, comma separated, as the shopper chose them before Book
-- (shared/activity-selection.ts); '' when none were sent (an older client, an activity-only cart).
ALTER TABLE carts ADD COLUMN activity_dates TEXT NOT NULL DEFAULT '';
