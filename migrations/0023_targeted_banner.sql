-- The targeted banner (spec 001 §3 "Targeted banner", §7 "GET /content/targetedBanner.json | none |
-- banner"; docs/decisions/070): a CMS document of kind 'targetedBanner', one per
-- point of sale and flow, slot ''. Shown between results rows (spec 000 §2 "inline gift or banner
-- blocks between"). SQLite cannot change a CHECK in place: the table is rebuilt, rows kept.

CREATE TABLE cms_documents_v3 (
  kind TEXT NOT NULL CHECK (kind IN ('homepage', 'promoBar', 'boxBlockSerp', 'announcementBanner', 'giftBlock', 'targetedBanner')),
  locale TEXT NOT NULL,
  flow TEXT NOT NULL,
  slot TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('published', 'draft')),
  position INTEGER NOT NULL DEFAULT 0,
  body TEXT NOT NULL CHECK (json_valid(body)),
  PRIMARY KEY (kind, locale, flow, slot, status)
);
INSERT INTO cms_documents_v3 (kind, locale, flow, slot, status, position, body)
  SELECT kind, locale, flow, slot, status, position, body FROM cms_documents;
DROP TABLE cms_documents;
ALTER TABLE cms_documents_v3 RENAME TO cms_documents;
