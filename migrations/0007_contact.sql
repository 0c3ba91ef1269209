-- Contact and help (spec 001 §2 "Contact and help page", §3 contact form fields, §7 "POST external
-- customer-relationship intake"; docs/decisions/027-contact-and-captcha.md). Created at run time,
-- never seeded. Written by POST /api/contact (worker/routes/contact.ts).

-- The customer-relationship intake of the embedded default: with CONTACT_INTAKE_URL unset, the
-- messages the contact form sends are stored here (status 'New', like a case the CRM opens).
CREATE TABLE contact_submissions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  created_at TEXT NOT NULL,                 -- ISO instant, UTC
  status TEXT NOT NULL DEFAULT 'New',
  point_of_sale TEXT NOT NULL,              -- fr_FR ...
  country_code TEXT NOT NULL,               -- FR, ES, BE, NL, IT (the market's)
  origin TEXT NOT NULL,                     -- 'web' or 'customer-care'
  ret_url TEXT NOT NULL,                    -- the thank-you URL the visitor went back to
  contact_reason TEXT NOT NULL,
  request_type TEXT NOT NULL,
  request_subtype TEXT NOT NULL,
  booking_id TEXT NOT NULL,                 -- 8 digits, or '' for avv_info
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  description TEXT NOT NULL,
  visitor_id TEXT NOT NULL
);
CREATE INDEX contact_submissions_created ON contact_submissions (created_at);

-- Fixed-window rate limit of contact submissions: one row per key (a hash of the client address,
-- else of the visitor id) and window start (unix seconds); rows older than a day are purged.
CREATE TABLE contact_rate (
  key TEXT NOT NULL,
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (key, window_start)
) WITHOUT ROWID;

-- Captcha solutions already used (the challenge's signature), so one solved challenge sends one
-- message; kept until the challenge expires.
CREATE TABLE contact_captcha_used (
  signature TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL               -- unix seconds
) WITHOUT ROWID;
