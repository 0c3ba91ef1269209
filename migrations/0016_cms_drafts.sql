-- Draft CMS documents for the editors' preview mode (spec 001 §6 "Draft-mode preview revalidates CMS
-- data"; docs/decisions/049). cms_documents gains a status: 'published' rows are what every visitor
-- gets; a 'draft' row is an edit not yet published, served instead of its published twin (same kind,
-- locale, flow and slot) only to a preview session (worker/middleware/preview.ts), or shown alone
-- when it is a new document. Publishing is replacing the published row with the draft's body and
-- deleting the draft. SQLite cannot change a primary key in place: the table is rebuilt.

CREATE TABLE cms_documents_v2 (
  kind TEXT NOT NULL CHECK (kind IN ('homepage', 'promoBar', 'boxBlockSerp', 'announcementBanner', 'giftBlock')),
  locale TEXT NOT NULL,
  flow TEXT NOT NULL,
  slot TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('published', 'draft')),
  position INTEGER NOT NULL DEFAULT 0,
  body TEXT NOT NULL CHECK (json_valid(body)),
  PRIMARY KEY (kind, locale, flow, slot, status)
);
INSERT INTO cms_documents_v2 (kind, locale, flow, slot, status, position, body)
  SELECT kind, locale, flow, slot, 'published', position, body FROM cms_documents;
DROP TABLE cms_documents;
ALTER TABLE cms_documents_v2 RENAME TO cms_documents;
