-- The header's main menu of the embedded catalog (spec 001 §2 Header "mega panel up to 4 levels",
-- "burger menu on mobile"; shared/contract/menu.ts). Written by scripts/seed/cms/menu.ts in es, fr,
-- nl, it from the seeded themes and destinations; read by worker/catalog/menu.ts (GET /cms/menu),
-- which checks every body against the contract on the way out.
--
-- One row per point of sale (fr_FR) and flow (booking | gifting | activity); a flow without a row
-- is served booking's menu. body is a MenuDocument: { panels: [{ tab, items, themeOfTheWeek? }] }.

CREATE TABLE cms_menus (
  locale TEXT NOT NULL,
  flow TEXT NOT NULL CHECK (flow IN ('booking', 'gifting', 'activity')),
  body TEXT NOT NULL CHECK (json_valid(body)),
  PRIMARY KEY (locale, flow)
);
