-- CMS documents of the embedded catalog (spec 001 §3 "Homepage CMS", "Promo bar", "Announcement banner",
-- "Gift block per locale", "Box block"; §7 GET /api/cms/*). Written by scripts/seed/cms/ in es, fr, nl, it;
-- read by worker/catalog/cms.ts, which checks every body against shared/contract/cms.ts on the way out.
--
-- One row per document: kind, the locale it is written for, the flow and a slot inside the kind.
--   kind 'homepage'            locale = point of sale (fr_FR), flow = booking | gifting | activity, slot ''
--   kind 'promoBar'            locale = point of sale, flow = the bar's flow, slot = internalCode
--   kind 'boxBlockSerp'        locale = point of sale, flow 'gifting', slot ''
--   kind 'announcementBanner'  locale = CMS locale as the CMS writes it (fr-FR), flow, slot = homePages | searchPages | productPages
--   kind 'giftBlock'           locale = point of sale, flow 'gifting', slot ''
-- position orders rows within a kind and locale (promo bars, gift blocks).

CREATE TABLE cms_documents (
  kind TEXT NOT NULL CHECK (kind IN ('homepage', 'promoBar', 'boxBlockSerp', 'announcementBanner', 'giftBlock')),
  locale TEXT NOT NULL,
  flow TEXT NOT NULL,
  slot TEXT NOT NULL DEFAULT '',
  position INTEGER NOT NULL DEFAULT 0,
  body TEXT NOT NULL CHECK (json_valid(body)),
  PRIMARY KEY (kind, locale, flow, slot)
);
