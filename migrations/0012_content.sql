-- Static content pages and partner minisites of the embedded catalog (spec 001 §2 "Static content
-- page", §3 Static content and Partner minisite; docs/decisions/035). Written by the seed
-- (scripts/seed/content-pages.ts, scripts/seed/minisites.ts), read by worker/catalog/content*.ts.

-- One row per (point of sale, page): the footer's legal and help pages, privacy for all six markets.
CREATE TABLE content_pages (
  locale TEXT NOT NULL,                -- point of sale: 'es_ES' | 'fr_FR' | 'fr_BE' | 'nl_BE' | 'nl_NL' | 'it_IT'
  page_key TEXT NOT NULL,              -- language-neutral key: 'privacy' | 'terms' | 'legal' | 'cookies'
  slug TEXT NOT NULL,                  -- the id in the page's URL, in the page's language ('confidentialite')
  title TEXT NOT NULL,
  content TEXT NOT NULL,               -- JSON array of { type: 'heading' | 'paragraph', value }
  position INTEGER NOT NULL,           -- footer order
  PRIMARY KEY (locale, slug)
) WITHOUT ROWID;
CREATE INDEX content_pages_key ON content_pages(locale, page_key);

-- The five partner minisites (four with a partner name). Offers: published packages of hotels in
-- `country` with one of `theme_ids`, at most `max_price_cents` for 2 adults.
CREATE TABLE minisites (
  id INTEGER PRIMARY KEY,              -- minisiteId
  url TEXT NOT NULL UNIQUE,            -- minisiteUrl slug
  partner_name TEXT,                   -- optional
  locale TEXT NOT NULL,                -- minisiteLocale (point of sale)
  banner_desktop TEXT NOT NULL,        -- generated illustration URL (/img/...)
  banner_mobile TEXT NOT NULL,
  logo_url TEXT,                       -- optional
  footer TEXT,                         -- optional legal text in the minisite's language
  country TEXT NOT NULL,               -- 'ES' | 'FR' | 'BE'
  theme_ids TEXT NOT NULL,             -- comma separated theme ids
  max_price_cents INTEGER NOT NULL
);
