-- Issue 16, docs/decisions/055.
--
-- 1. Drafts for the header menus and the static pages (spec 001 §6 "Draft-mode preview revalidates
--    CMS data"; decision 049 gave them to cms_documents only). Same rule as cms_documents: a 'draft'
--    row is served instead of its published twin only to a preview session; a draft without a twin
--    is a new menu or page seen only in preview. Publishing is copying the draft's columns onto the
--    published row and deleting the draft. The primary keys gain status: the tables are rebuilt.
-- 2. The shop's settings per point of sale (spec 001 §10 "Support hours: Mon-Fri 10:00-19:00, Sat
--    10:00-18:00; chat 9 to 6 Mon-Fri; reply within 48h"), read by worker/catalog/settings.ts
--    (GET /cms/settings) and written by the seed (scripts/seed/settings.ts).

CREATE TABLE cms_menus_v2 (
  locale TEXT NOT NULL,
  flow TEXT NOT NULL CHECK (flow IN ('booking', 'gifting', 'activity')),
  status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('published', 'draft')),
  body TEXT NOT NULL CHECK (json_valid(body)),
  PRIMARY KEY (locale, flow, status)
);
INSERT INTO cms_menus_v2 (locale, flow, status, body) SELECT locale, flow, 'published', body FROM cms_menus;
DROP TABLE cms_menus;
ALTER TABLE cms_menus_v2 RENAME TO cms_menus;

CREATE TABLE content_pages_v2 (
  locale TEXT NOT NULL,
  page_key TEXT NOT NULL,
  slug TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('published', 'draft')),
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (locale, slug, status)
) WITHOUT ROWID;
INSERT INTO content_pages_v2 (locale, page_key, slug, status, title, content, position)
  SELECT locale, page_key, slug, 'published', title, content, position FROM content_pages;
DROP TABLE content_pages;
ALTER TABLE content_pages_v2 RENAME TO content_pages;
CREATE INDEX content_pages_key ON content_pages(locale, page_key);

-- One row per (point of sale, setting). Values are JSON (checked by the contract on the way out):
--   support_hours   [{ "from": 1, "to": 5, "open": "10:00", "close": "19:00" }, ...]  ISO weekdays
--                   (1 Monday .. 7 Sunday), wall-clock times in the market's time zone
--   chat_hours      same shape (when the chat is staffed)
--   reply_within_hours  48
CREATE TABLE settings (
  locale TEXT NOT NULL,
  key TEXT NOT NULL,
  value TEXT NOT NULL CHECK (json_valid(value)),
  PRIMARY KEY (locale, key)
) WITHOUT ROWID;
