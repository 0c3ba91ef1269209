/**
 * Localised labels for the catalog's stable keys (facilities, hotel types, environments, styles,
 * included items, score and star tiers, cancellation texts). Spec 000 §3 facets, §9 score labels
 * and cancellation texts; spec 001 §3. Keys missing from a table fall back to the key made
 * readable ('air_conditioning' → 'Air conditioning'), so new seed keys never break an answer.
 */
import type { Lang } from "./locale";
import { formatDay } from "../../shared/dates";
import type { PointOfSale } from "../../shared/markets";

type Labels = Record<string, Record<Lang, string>>;

const FACILITIES: Labels = {
  pool: { es: "Piscina", fr: "Piscine", nl: "Zwembad", it: "Piscina" },
  indoor_pool: { es: "Piscina cubierta", fr: "Piscine intérieure", nl: "Binnenzwembad", it: "Piscina coperta" },
  spa: { es: "Spa", fr: "Spa", nl: "Spa", it: "Spa" },
  sauna: { es: "Sauna", fr: "Sauna", nl: "Sauna", it: "Sauna" },
  hammam: { es: "Hammam", fr: "Hammam", nl: "Hammam", it: "Hammam" },
  jacuzzi: { es: "Jacuzzi", fr: "Jacuzzi", nl: "Jacuzzi", it: "Jacuzzi" },
  parking: { es: "Aparcamiento", fr: "Parking", nl: "Parkeren", it: "Parcheggio" },
  wifi: { es: "Wifi gratis", fr: "Wi-Fi gratuit", nl: "Gratis wifi", it: "Wi-Fi gratuito" },
  restaurant: { es: "Restaurante", fr: "Restaurant", nl: "Restaurant", it: "Ristorante" },
  bar: { es: "Bar", fr: "Bar", nl: "Bar", it: "Bar" },
  pets: { es: "Se admiten mascotas", fr: "Animaux acceptés", nl: "Huisdieren toegestaan", it: "Animali ammessi" },
  fitness: { es: "Gimnasio", fr: "Salle de sport", nl: "Fitnessruimte", it: "Palestra" },
  garden: { es: "Jardín", fr: "Jardin", nl: "Tuin", it: "Giardino" },
  terrace: { es: "Terraza", fr: "Terrasse", nl: "Terras", it: "Terrazza" },
  air_conditioning: { es: "Aire acondicionado", fr: "Climatisation", nl: "Airconditioning", it: "Aria condizionata" },
  kids_club: { es: "Club infantil", fr: "Club enfants", nl: "Kinderclub", it: "Mini club" },
  family_rooms: { es: "Habitaciones familiares", fr: "Chambres familiales", nl: "Familiekamers", it: "Camere familiari" },
  ev_charging: { es: "Carga de vehículos eléctricos", fr: "Borne de recharge", nl: "Laadpaal", it: "Ricarica auto elettriche" },
  accessible: { es: "Accesible", fr: "Accessible PMR", nl: "Rolstoeltoegankelijk", it: "Accessibile" },
  beach: { es: "Playa cercana", fr: "Plage à proximité", nl: "Strand dichtbij", it: "Spiaggia vicina" },
  ski: { es: "Acceso a pistas", fr: "Accès aux pistes", nl: "Toegang tot de pistes", it: "Accesso alle piste" },
  room_service: { es: "Servicio de habitaciones", fr: "Service en chambre", nl: "Roomservice", it: "Servizio in camera" },
  reception_24h: { es: "Recepción 24 h", fr: "Réception 24h/24", nl: "Receptie 24/7", it: "Reception 24 ore" },
  bikes: { es: "Bicicletas", fr: "Vélos", nl: "Fietsen", it: "Biciclette" },
  bike_rental: { es: "Alquiler de bicicletas", fr: "Location de vélos", nl: "Fietsverhuur", it: "Noleggio biciclette" },
  beach_access: { es: "Acceso a la playa", fr: "Accès à la plage", nl: "Toegang tot het strand", it: "Accesso alla spiaggia" },
  ski_room: { es: "Guardaesquís", fr: "Local à skis", nl: "Skiruimte", it: "Deposito sci" },
  eco_solar_energy: { es: "Energía solar", fr: "Énergie solaire", nl: "Zonne-energie", it: "Energia solare" },
  eco_local_products: { es: "Productos locales", fr: "Produits locaux", nl: "Lokale producten", it: "Prodotti locali" },
  eco_waste_sorting: { es: "Reciclaje de residuos", fr: "Tri des déchets", nl: "Afvalscheiding", it: "Raccolta differenziata" },
  eco_water_saving: { es: "Ahorro de agua", fr: "Économies d'eau", nl: "Waterbesparing", it: "Risparmio idrico" },
  eco_led_lighting: { es: "Iluminación LED", fr: "Éclairage LED", nl: "Ledverlichting", it: "Illuminazione LED" },
  eco_organic_breakfast: { es: "Desayuno ecológico", fr: "Petit-déjeuner bio", nl: "Biologisch ontbijt", it: "Colazione biologica" },
  eco_bulk_amenities: { es: "Productos de baño a granel", fr: "Produits d'accueil en vrac", nl: "Navulbare verzorgingsproducten", it: "Prodotti da bagno sfusi" },
  eco_green_label: { es: "Etiqueta ecológica", fr: "Label écologique", nl: "Groen keurmerk", it: "Marchio ecologico" },
  eco_bike_friendly: { es: "Amigo de la bici", fr: "Accueil vélo", nl: "Fietsvriendelijk", it: "Amico della bici" },
  eco_public_transport: { es: "Transporte público cercano", fr: "Transports en commun à proximité", nl: "Openbaar vervoer dichtbij", it: "Trasporti pubblici vicini" },
};

/** Eco facilities ('eco_*') are shown apart (spec 001 §3 ecoFacilities) and are not a search facet. */
export const isEcoFacility = (key: string) => key.startsWith("eco_");

const HOTEL_TYPES: Labels = {
  hotel: { es: "Hotel", fr: "Hôtel", nl: "Hotel", it: "Hotel" },
  guesthouse: { es: "Casa de huéspedes", fr: "Maison d'hôtes", nl: "Gastenverblijf", it: "Pensione" },
  castle: { es: "Castillo", fr: "Château", nl: "Kasteel", it: "Castello" },
  lodge: { es: "Lodge", fr: "Lodge", nl: "Lodge", it: "Lodge" },
  resort: { es: "Resort", fr: "Resort", nl: "Resort", it: "Resort" },
  apartment: { es: "Apartamento", fr: "Appartement", nl: "Appartement", it: "Appartamento" },
};

const ENVIRONMENTS: Labels = {
  city: { es: "Ciudad", fr: "Ville", nl: "Stad", it: "Città" },
  seaside: { es: "Mar", fr: "Mer", nl: "Zee", it: "Mare" },
  mountain: { es: "Montaña", fr: "Montagne", nl: "Bergen", it: "Montagna" },
  countryside: { es: "Campo", fr: "Campagne", nl: "Platteland", it: "Campagna" },
  lake: { es: "Lago", fr: "Lac", nl: "Meer", it: "Lago" },
};

const STYLES: Labels = {
  charming: { es: "Con encanto", fr: "De charme", nl: "Sfeervol", it: "Di charme" },
  design: { es: "De diseño", fr: "Design", nl: "Design", it: "Design" },
  family: { es: "Familiar", fr: "Familial", nl: "Gezinsvriendelijk", it: "Per famiglie" },
  romantic: { es: "Romántico", fr: "Romantique", nl: "Romantisch", it: "Romantico" },
  luxury: { es: "Lujo", fr: "Luxe", nl: "Luxe", it: "Lusso" },
  nature: { es: "Naturaleza", fr: "Nature", nl: "Natuur", it: "Natura" },
};

const ACTIVITY_GROUPS: Labels = {
  wellness: { es: "Bienestar", fr: "Bien-être", nl: "Wellness", it: "Benessere" },
  gastronomy: { es: "Gastronomía", fr: "Gastronomie", nl: "Gastronomie", it: "Gastronomia" },
  sport: { es: "Deporte", fr: "Sport", nl: "Sport", it: "Sport" },
  culture: { es: "Cultura", fr: "Culture", nl: "Cultuur", it: "Cultura" },
  nature: { es: "Naturaleza", fr: "Nature", nl: "Natuur", it: "Natura" },
  adventure: { es: "Aventura", fr: "Aventure", nl: "Avontuur", it: "Avventura" },
  family: { es: "En familia", fr: "En famille", nl: "Met het gezin", it: "In famiglia" },
  wine: { es: "Vino", fr: "Vin", nl: "Wijn", it: "Vino" },
  leisure: { es: "Ocio", fr: "Loisirs", nl: "Vrije tijd", it: "Tempo libero" },
  snow: { es: "Nieve", fr: "Neige", nl: "Sneeuw", it: "Neve" },
  water: { es: "Agua", fr: "Nautique", nl: "Water", it: "Acqua" },
};

const TEXT = {
  breakfast: { es: "Desayuno", fr: "Petit-déjeuner", nl: "Ontbijt", it: "Colazione" },
  dinner: { es: "Cena", fr: "Dîner", nl: "Diner", it: "Cena" },
  night: { es: "noche", fr: "nuit", nl: "nacht", it: "notte" },
  nights: { es: "noches", fr: "nuits", nl: "nachten", it: "notti" },
  room: { es: "Habitación doble", fr: "Chambre double", nl: "Tweepersoonskamer", it: "Camera doppia" },
  stars: { es: "estrellas", fr: "étoiles", nl: "sterren", it: "stelle" },
  home: { es: "Inicio", fr: "Accueil", nl: "Home", it: "Home" },
  breakfastDetail: { es: "Desayuno incluido cada mañana", fr: "Petit-déjeuner inclus chaque matin", nl: "Elke ochtend ontbijt inbegrepen", it: "Colazione inclusa ogni mattina" },
  dinnerDetail: { es: "Cena (al menos 2 platos, bebidas no incluidas)", fr: "Dîner (au moins 2 plats, hors boissons)", nl: "Diner (minstens 2 gangen, zonder drankjes)", it: "Cena (almeno 2 portate, bevande escluse)" },
  cancelNoDates: {
    es: "Elige tus fechas para ver las condiciones de cancelación.",
    fr: "Choisissez vos dates pour connaître les conditions d'annulation.",
    nl: "Kies je data om de annuleringsvoorwaarden te zien.",
    it: "Scegli le date per vedere le condizioni di cancellazione.",
  },
  cancelFlexible: {
    es: "Modificación gratuita hasta el {date}. Reembolso parcial: recupera el 80 % del importe de cada noche.",
    fr: "Modification gratuite jusqu'au {date}. Remboursement partiel : récupérez 80 % du montant de chaque nuit.",
    nl: "Gratis wijzigen tot {date}. Gedeeltelijke terugbetaling: 80% van het bedrag van elke nacht.",
    it: "Modifica gratuita fino al {date}. Rimborso parziale: recupera l'80% dell'importo di ogni notte.",
  },
  cancelNcnr: {
    es: "No modificable y no reembolsable.",
    fr: "Non modifiable et non remboursable.",
    nl: "Niet te wijzigen en niet terugbetaalbaar.",
    it: "Non modificabile e non rimborsabile.",
  },
  gift: {
    es: "Cambio de fechas sin coste adicional a través de nuestro servicio de atención al cliente.",
    fr: "Changement de dates sans frais auprès de notre service client.",
    nl: "Data wijzigen zonder extra kosten via onze klantenservice.",
    it: "Cambio date senza costi aggiuntivi tramite il nostro servizio clienti.",
  },
  insurance: {
    es: "Seguro de cancelación: te devolvemos el 100 % de la estancia si cancelas por un motivo cubierto (enfermedad, accidente, fallecimiento, despido) hasta {date}.",
    fr: "Assurance annulation : 100 % du séjour remboursé en cas d'annulation pour un motif couvert (maladie, accident, décès, licenciement) jusqu'au {date}.",
    nl: "Annuleringsverzekering: 100% van het verblijf terug bij annulering om een gedekte reden (ziekte, ongeval, overlijden, ontslag) tot {date}.",
    it: "Assicurazione annullamento: rimborso del 100% del soggiorno in caso di annullamento per un motivo coperto (malattia, incidente, lutto, licenziamento) fino al {date}.",
  },
  insurancePlus: {
    es: "Seguro de cancelación Plus: te devolvemos el 100 % de la estancia sin justificar el motivo hasta {date}.",
    fr: "Assurance annulation Plus : 100 % du séjour remboursé sans justificatif jusqu'au {date}.",
    nl: "Annuleringsverzekering Plus: 100% van het verblijf terug zonder opgave van reden tot {date}.",
    it: "Assicurazione annullamento Plus: rimborso del 100% del soggiorno senza giustificativo fino al {date}.",
  },
  insuranceNoDates: {
    es: "Elige tus fechas para ver la fecha límite de cobertura.",
    fr: "Choisissez vos dates pour connaître la date de fin de couverture.",
    nl: "Kies je data om te zien tot wanneer je gedekt bent.",
    it: "Scegli le date per vedere fino a quando sei coperto.",
  },
  notAvailable: {
    es: "La oferta no se puede reservar con estos criterios",
    fr: "L'offre n'est pas réservable avec ces critères",
    nl: "Het aanbod is niet boekbaar met deze criteria",
    it: "L'offerta non è prenotabile con questi criteri",
  },
  // Rooms left (spec 000 §4 "Rooms-left badge only when 3 or fewer remain"): one room has its own words (issue 25 item 9).
  roomsLeftOne: { es: "¡Solo queda una habitación!", fr: "Plus qu’une chambre !", nl: "Nog maar één kamer vrij!", it: "Solo una camera disponibile!" },
  roomsLeft: { es: "¡Solo quedan {n} habitaciones!", fr: "Plus que {n} chambres !", nl: "Nog maar {n} kamers vrij!", it: "Solo {n} camere disponibili!" },
} satisfies Labels;

/** Score tiers (spec 000 §9): minimum 9, 8, 7 with the label of that score. */
const SCORE_TIERS: Record<9 | 8 | 7, Record<Lang, string>> = {
  9: { es: "Fantástico: 9+", fr: "Fantastique : 9+", nl: "Fantastisch: 9+", it: "Fantastico: 9+" },
  8: { es: "Muy bien: 8+", fr: "Très bien : 8+", nl: "Zeer goed: 8+", it: "Molto buono: 8+" },
  7: { es: "Bien: 7+", fr: "Bien : 7+", nl: "Goed: 7+", it: "Buono: 7+" },
};

function humanise(key: string): string {
  const s = key.replace(/[_-]+/g, " ").trim();
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function pick(table: Labels, key: string, lang: Lang): string {
  return table[key]?.[lang] ?? humanise(key);
}

/** Localised label of a facility key (hotel_facilities.facility). */
export const facilityLabel = (key: string, lang: Lang) => pick(FACILITIES, key, lang);
/** Localised label of a hotel type (hotels.hotel_type). */
export const hotelTypeLabel = (key: string, lang: Lang) => pick(HOTEL_TYPES, key, lang);
/** Localised label of an environment (hotels.environment). */
export const environmentLabel = (key: string, lang: Lang) => pick(ENVIRONMENTS, key, lang);
/** Localised label of a style (hotels.style). */
export const styleLabel = (key: string, lang: Lang) => pick(STYLES, key, lang);
/** Localised label of an activity group (activities.group_name). */
export const activityGroupLabel = (key: string, lang: Lang) => pick(ACTIVITY_GROUPS, key, lang);
/** The activity groups (activities.group_name) that have their own labels in every language. */
export const LABELLED_ACTIVITY_GROUPS: readonly string[] = Object.keys(ACTIVITY_GROUPS);

/** Fixed interface texts; `{date}` / `{n}` placeholders are replaced from `vars`. */
export function text(key: keyof typeof TEXT, lang: Lang, vars: Record<string, string | number> = {}): string {
  return TEXT[key][lang].replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ""));
}

/** '2 nuits', '1 noche' … */
export function nightsLabel(nights: number, lang: Lang): string {
  return `${nights} ${text(nights === 1 ? "night" : "nights", lang)}`;
}

/** '4 étoiles' … */
export function starsLabel(stars: number, lang: Lang): string {
  return `${stars} ${text("stars", lang)}`;
}

/** Label of a minimum-score tier (9, 8 or 7). */
export function scoreTierLabel(tier: 9 | 8 | 7, lang: Lang): string {
  return SCORE_TIERS[tier][lang];
}

/** The point of sale whose date style a language's texts take (the two Belgian ones write dates as their neighbours do). */
const DATE_MARKET: Record<Lang, PointOfSale> = { es: "es_ES", fr: "fr_FR", nl: "nl_NL", it: "it_IT" };

/**
 * Date ('YYYY-MM-DD') as shown in texts: the market's long style, '15 janvier 2027', the way the
 * result card's cancellation label and its dialog write the same deadline (`deadlineText` in
 * client/features/search/cancellation/cancellation-label.ts: one format on every screen).
 */
export function displayDate(iso: string, lang: Lang): string {
  return formatDay(iso, DATE_MARKET[lang], "long");
}
