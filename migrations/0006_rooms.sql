-- Hotel rooms of the hotel page (spec 001 §2 "Hotel page" room cards, §3 Room: label/title, bedding,
-- size m2, type, capacity, maxCapacity, description, highlightedFacilities, images, offers).
-- Generated and seeded with the catalog (scripts/seed/rooms.ts), in es/fr/nl/it.
--
-- A room's offers are the hotel's stay packages sold in it (room_packages: each weekend package is
-- sold in exactly one room of its hotel), priced by the catalog's one pricing code (rate plans,
-- worker/catalog/priced.ts): a room has no price of its own.
CREATE TABLE rooms (
  id INTEGER PRIMARY KEY,
  hotel_id INTEGER NOT NULL REFERENCES hotels(id),
  position INTEGER NOT NULL,           -- order on the hotel page, 0 first
  room_type TEXT NOT NULL,             -- 'double' | 'twin' | 'superior' | 'junior_suite' | 'family' | 'suite'
  bedding TEXT NOT NULL,               -- 'double' | 'twin' | 'king' | 'double_sofa' | 'double_bunk'
  size_m2 INTEGER NOT NULL,            -- floor area, square metres
  capacity INTEGER NOT NULL,           -- guests the room is made for (babies in a cot not counted)
  max_capacity INTEGER NOT NULL,       -- most guests it takes (extra bed or sofa bed)
  label_es TEXT NOT NULL, label_fr TEXT NOT NULL, label_nl TEXT NOT NULL, label_it TEXT NOT NULL,
  description_es TEXT NOT NULL, description_fr TEXT NOT NULL, description_nl TEXT NOT NULL, description_it TEXT NOT NULL,
  facilities TEXT NOT NULL,            -- comma-separated keys of highlighted room facilities ('view,balcony,...')
  image_seed INTEGER NOT NULL          -- drives the generated room illustrations (/img/room/{seed}/...)
);
CREATE INDEX rooms_hotel ON rooms(hotel_id, position);

CREATE TABLE room_packages (
  package_id INTEGER PRIMARY KEY REFERENCES packages(id),
  room_id INTEGER NOT NULL REFERENCES rooms(id)
);
CREATE INDEX room_packages_room ON room_packages(room_id);
