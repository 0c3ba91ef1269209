/**
 * Hotel rooms (migrations/0006_rooms.sql; spec 001 §3 Room) and the room each stay package is sold
 * in. Per hotel 1-3 rooms (never more rooms than stay packages, so no room is empty), types on a
 * ladder that suits the hotel's stars, sizes in m², capacity and maxCapacity (guests), bedding,
 * highlighted facilities, a label and a description in es/fr/nl/it, an illustration seed.
 * Stay packages are dealt to the rooms in id order (package k → room k mod n): each package is
 * sold in exactly one room. Deterministic: every draw comes from the given Rng.
 */
import { LANGS, type Labels } from "../data/types";
import type { Rng } from "./prng";
import type { Hotel, Package, Room, RoomPackage, RoomBedding, RoomType } from "./types";

/** Types from the plainest to the finest; a hotel's rooms keep this order on the page. */
export const ROOM_LADDER: readonly RoomType[] = ["double", "twin", "superior", "junior_suite", "family", "suite"];

/** Room types a hotel of `stars` stars sells. */
function typesFor(stars: number): RoomType[] {
  if (stars <= 2) return ["double", "twin", "family"];
  if (stars === 3) return ["double", "twin", "superior", "family"];
  return ["double", "superior", "junior_suite", "family", "suite"];
}

const TYPE_LABELS: Record<RoomType, Labels> = {
  double: { es: "Habitación doble", fr: "Chambre double", nl: "Tweepersoonskamer", it: "Camera doppia" },
  twin: { es: "Habitación con dos camas", fr: "Chambre twin", nl: "Kamer met twee aparte bedden", it: "Camera con letti singoli" },
  superior: { es: "Habitación doble superior", fr: "Chambre double supérieure", nl: "Superior tweepersoonskamer", it: "Camera doppia superior" },
  junior_suite: { es: "Junior suite", fr: "Suite junior", nl: "Juniorsuite", it: "Junior suite" },
  family: { es: "Habitación familiar", fr: "Chambre familiale", nl: "Familiekamer", it: "Camera familiare" },
  suite: { es: "Suite", fr: "Suite", nl: "Suite", it: "Suite" },
};

/** " with a view" by the hotel's environment, appended to the label of rooms with the view facility. */
const VIEW_LABELS: Record<Hotel["environment"], Labels> = {
  seaside: { es: "con vistas al mar", fr: "vue mer", nl: "met zeezicht", it: "vista mare" },
  mountain: { es: "con vistas a la montaña", fr: "vue montagne", nl: "met uitzicht op de bergen", it: "vista montagna" },
  lake: { es: "con vistas al lago", fr: "vue lac", nl: "met uitzicht op het meer", it: "vista lago" },
  countryside: { es: "con vistas al jardín", fr: "vue jardin", nl: "met uitzicht op de tuin", it: "vista giardino" },
  city: { es: "con vistas a la ciudad", fr: "vue ville", nl: "met uitzicht op de stad", it: "vista città" },
};

const BEDDING_PHRASES: Record<RoomBedding, Labels> = {
  double: { es: "una cama de matrimonio", fr: "un lit double", nl: "een tweepersoonsbed", it: "un letto matrimoniale" },
  twin: { es: "dos camas individuales", fr: "deux lits simples", nl: "twee eenpersoonsbedden", it: "due letti singoli" },
  king: { es: "una cama king size", fr: "un grand lit king size", nl: "een kingsize bed", it: "un letto king size" },
  double_sofa: { es: "una cama de matrimonio y un sofá cama", fr: "un lit double et un canapé-lit", nl: "een tweepersoonsbed en een slaapbank", it: "un letto matrimoniale e un divano letto" },
  double_bunk: { es: "una cama de matrimonio y una litera", fr: "un lit double et des lits superposés", nl: "een tweepersoonsbed en een stapelbed", it: "un letto matrimoniale e un letto a castello" },
};

const TYPE_SENTENCES: Record<RoomType, Labels> = {
  double: { es: "Sencilla y cómoda, ideal para una escapada en pareja.", fr: "Simple et confortable, idéale pour un week-end à deux.", nl: "Eenvoudig en comfortabel, ideaal voor een weekend met z'n tweeën.", it: "Semplice e confortevole, ideale per un weekend in due." },
  twin: { es: "Práctica para viajar con amigos.", fr: "Pratique pour partir entre amis.", nl: "Handig voor een weekend met vrienden.", it: "Pratica per partire tra amici." },
  superior: { es: "Más amplia, con ropa de cama de alta gama.", fr: "Plus spacieuse, avec une literie haut de gamme.", nl: "Ruimer, met luxe beddengoed.", it: "Più spaziosa, con biancheria di alta qualità." },
  junior_suite: { es: "Con zona de estar para tomarse su tiempo.", fr: "Un coin salon pour prendre son temps.", nl: "Met een zithoek om rustig aan te doen.", it: "Con un angolo salotto per prendersela comoda." },
  family: { es: "Pensada para familias, con espacio para los niños.", fr: "Pensée pour les familles, avec de la place pour les enfants.", nl: "Gemaakt voor gezinnen, met ruimte voor de kinderen.", it: "Pensata per le famiglie, con spazio per i bambini." },
  suite: { es: "Nuestra habitación más bonita, con salón independiente.", fr: "Notre plus belle chambre, avec un salon séparé.", nl: "Onze mooiste kamer, met een aparte zitkamer.", it: "La nostra camera più bella, con salotto separato." },
};

/** "{size} m² room with {bedding}, for {capacity} guests (up to {max})." */
function sizeSentence(lang: keyof Labels, size: number, bedding: string, capacity: number, max: number): string {
  const more = max > capacity;
  switch (lang) {
    case "es": return `Habitación de ${size} m² con ${bedding}, para ${capacity} personas${more ? ` (hasta ${max})` : ""}.`;
    case "fr": return `Chambre de ${size} m² avec ${bedding}, pour ${capacity} personnes${more ? ` (${max} au maximum)` : ""}.`;
    case "nl": return `Kamer van ${size} m² met ${bedding}, voor ${capacity} personen${more ? ` (maximaal ${max})` : ""}.`;
    case "it": return `Camera di ${size} m² con ${bedding}, per ${capacity} persone${more ? ` (fino a ${max})` : ""}.`;
  }
}

/** Room facility keys (labels: worker/catalog/hotel-detail-labels.ts). */
export const ROOM_FACILITIES = ["view", "balcony", "bathtub", "air_conditioning", "coffee_machine", "minibar", "safe", "desk", "tv", "wifi"] as const;

interface Shape {
  bedding: RoomBedding;
  size: [number, number];
  capacity: number;
  max: number;
}

function shapeOf(type: RoomType, stars: number, rng: Rng): Shape {
  const bigger = stars >= 4 ? 4 : 0;
  switch (type) {
    case "double": return { bedding: stars >= 4 ? "king" : "double", size: [14 + bigger, 20 + bigger], capacity: 2, max: 2 };
    case "twin": return { bedding: "twin", size: [15, 21], capacity: 2, max: 2 };
    case "superior": return rng.chance(0.5) ? { bedding: "king", size: [20, 28], capacity: 2, max: 2 } : { bedding: "double_sofa", size: [22, 30], capacity: 2, max: 3 };
    case "junior_suite": return { bedding: "double_sofa", size: [28, 38], capacity: 2, max: 3 };
    case "family": return { bedding: "double_bunk", size: [26, 36], capacity: 4, max: 5 };
    case "suite": return { bedding: "king", size: [40, 60], capacity: 2, max: 4 };
  }
}

/**
 * Rooms of every hotel and the room of every stay package. Room ids are sequential in hotel order.
 * `packages` may hold activity-only packages: they get no room. Ids from `firstId` (default 1).
 */
export function generateRooms(rng: Rng, hotels: readonly Hotel[], packages: readonly Package[], firstId = 1): { rooms: Room[]; roomPackages: RoomPackage[] } {
  const byHotel = new Map<number, Package[]>();
  for (const p of packages) {
    if (p.itemCategory !== "weekend") continue;
    const list = byHotel.get(p.hotelId);
    if (list) list.push(p);
    else byHotel.set(p.hotelId, [p]);
  }
  const rooms: Room[] = [];
  const roomPackages: RoomPackage[] = [];
  let id = firstId;
  for (const h of hotels) {
    const stays = (byHotel.get(h.id) ?? []).slice().sort((a, b) => a.id - b.id);
    const wanted = rng.weighted([1, 2, 3], (n) => [0, 20, 35, 45][n]!);
    const count = Math.max(1, Math.min(wanted, stays.length));
    const pool = typesFor(h.stars);
    const types = (h.style === "family" && count > 1 ? ["double" as RoomType, "family" as RoomType, ...rng.sample(pool.filter((t) => t !== "double" && t !== "family"), count - 2)] : rng.sample(pool, count))
      .slice(0, count)
      .sort((a, b) => ROOM_LADDER.indexOf(a) - ROOM_LADDER.indexOf(b));
    const hotelRooms = types.map((type, position): Room => {
      const shape = shapeOf(type, h.stars, rng);
      const size = rng.int(shape.size[0], shape.size[1]);
      const facilities = ROOM_FACILITIES.filter((f) => {
        if (f === "wifi" || f === "tv") return true;
        if (f === "view") return h.environment !== "city" ? rng.chance(type === "double" || type === "twin" ? 0.3 : 0.7) : rng.chance(0.2);
        if (f === "bathtub") return type === "suite" || type === "junior_suite" || rng.chance(0.25);
        if (f === "coffee_machine" || f === "minibar" || f === "safe") return h.stars >= 4 || rng.chance(0.3);
        if (f === "air_conditioning") return h.country === "ES" || h.stars >= 4 || rng.chance(0.3);
        return rng.chance(0.35);
      });
      const labels = {} as Labels;
      const descriptions = {} as Labels;
      for (const lang of LANGS) {
        labels[lang] = facilities.includes("view") ? `${TYPE_LABELS[type][lang]} ${VIEW_LABELS[h.environment][lang]}` : TYPE_LABELS[type][lang];
        descriptions[lang] = `${sizeSentence(lang, size, BEDDING_PHRASES[shape.bedding][lang], shape.capacity, shape.max)} ${TYPE_SENTENCES[type][lang]}`;
      }
      return {
        id: id++,
        hotelId: h.id,
        position,
        type,
        bedding: shape.bedding,
        sizeM2: size,
        capacity: shape.capacity,
        maxCapacity: shape.max,
        labels,
        descriptions,
        // Highlighted first: the view, then what sets the room apart; wifi and tv last.
        facilities: [...facilities.filter((f) => f !== "wifi" && f !== "tv"), ...facilities.filter((f) => f === "wifi" || f === "tv")],
        imageSeed: rng.int(1, 2_147_483_646),
      };
    });
    rooms.push(...hotelRooms);
    stays.forEach((p, k) => roomPackages.push({ packageId: p.id, roomId: hotelRooms[k % hotelRooms.length]!.id }));
  }
  return { rooms, roomPackages };
}
