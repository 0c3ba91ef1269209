/**
 * Texts of the activity detail in es/fr/nl/it (spec 001 §2 "Activity detail page": description,
 * program, practical info Getting there, Opening hours, Things to know; §1 "activity voucher 12
 * months"). The embedded catalog's activities are generated and fictional: their descriptions and
 * practical information are written from the package's own facts (its activities, centre, town,
 * facilities, rate plans), deterministically, so every market reads the same offer in its language.
 */
import type { Lang } from "./locale";

type L = Record<Lang, string>;
const fill = (s: string, vars: Record<string, string | number>) => s.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ""));

/** One sentence per activity group ('univers'): what the shopper will do. */
const GROUP_TEXT: Record<string, L> = {
  culture: {
    es: "Una visita guiada para descubrir la historia y los rincones del lugar con un guía local.",
    fr: "Une visite guidée pour découvrir l'histoire et les recoins du lieu avec un guide local.",
    nl: "Een rondleiding met een lokale gids langs de geschiedenis en verborgen hoekjes van de plek.",
    it: "Una visita guidata per scoprire la storia e gli angoli nascosti del luogo con una guida locale.",
  },
  gastronomy: {
    es: "Un momento de cocina y degustación con productos de la región, preparado por un chef.",
    fr: "Un moment de cuisine et de dégustation autour des produits de la région, préparé par un chef.",
    nl: "Koken en proeven met streekproducten, bereid door een chef.",
    it: "Un momento di cucina e degustazione con i prodotti del territorio, preparato da uno chef.",
  },
  leisure: {
    es: "Una actividad de ocio para compartir, en familia o entre amigos.",
    fr: "Une activité de loisirs à partager, en famille ou entre amis.",
    nl: "Een vrijetijdsactiviteit om samen te beleven, met familie of vrienden.",
    it: "Un'attività di svago da condividere, in famiglia o tra amici.",
  },
  nature: {
    es: "Una salida al aire libre para disfrutar de los paisajes de los alrededores.",
    fr: "Une sortie au grand air pour profiter des paysages des environs.",
    nl: "Een uitstap in de buitenlucht om te genieten van het landschap in de omgeving.",
    it: "Un'uscita all'aria aperta per godersi i paesaggi dei dintorni.",
  },
  snow: {
    es: "Una experiencia en la nieve con material y monitor incluidos.",
    fr: "Une expérience sur la neige, matériel et moniteur compris.",
    nl: "Een sneeuwbeleving, materiaal en begeleider inbegrepen.",
    it: "Un'esperienza sulla neve, attrezzatura e istruttore inclusi.",
  },
  sport: {
    es: "Una sesión deportiva supervisada por un profesional, adaptada a tu nivel.",
    fr: "Une séance sportive encadrée par un professionnel, adaptée à votre niveau.",
    nl: "Een sportsessie onder begeleiding van een professional, op jouw niveau.",
    it: "Una sessione sportiva con un professionista, adattata al tuo livello.",
  },
  water: {
    es: "Una actividad acuática con el equipo necesario y las consignas de seguridad.",
    fr: "Une activité nautique avec l'équipement nécessaire et les consignes de sécurité.",
    nl: "Een wateractiviteit met de nodige uitrusting en veiligheidsinstructies.",
    it: "Un'attività acquatica con l'attrezzatura necessaria e le istruzioni di sicurezza.",
  },
  wellness: {
    es: "Un paréntesis de relajación en un espacio de bienestar, con acceso a las instalaciones.",
    fr: "Une parenthèse de détente dans un espace bien-être, avec accès aux installations.",
    nl: "Even helemaal tot rust komen in een wellnessruimte, met toegang tot de faciliteiten.",
    it: "Una pausa di relax in uno spazio benessere, con accesso alle strutture.",
  },
  wine: {
    es: "Una cata comentada de vinos locales con un sumiller.",
    fr: "Une dégustation commentée de vins locaux avec un sommelier.",
    nl: "Een wijnproeverij van lokale wijnen met uitleg van een sommelier.",
    it: "Una degustazione guidata di vini locali con un sommelier.",
  },
  adventure: {
    es: "Una aventura con sensaciones, acompañada por un guía titulado.",
    fr: "Une aventure pleine de sensations, encadrée par un guide diplômé.",
    nl: "Een avontuur vol sensatie, onder begeleiding van een gediplomeerde gids.",
    it: "Un'avventura piena di emozioni, accompagnata da una guida qualificata.",
  },
};

const T = {
  description: {
    es: "{label}: un día en {city} sin noche de hotel. Te espera {center}, que organiza la actividad; solo tienes que elegir cuántas personas participan.",
    fr: "{label} : une journée à {city}, sans nuit d'hôtel. {center} vous accueille et organise l'activité ; il ne vous reste qu'à choisir le nombre de participants.",
    nl: "{label}: een dag in {city}, zonder hotelovernachting. {center} ontvangt je en organiseert de activiteit; je kiest alleen met hoeveel personen je komt.",
    it: "{label}: una giornata a {city}, senza notte in hotel. {center} ti accoglie e organizza l'attività; devi solo scegliere quante persone partecipano.",
  },
  meetAt: {
    es: "Punto de encuentro: {center}, {address}, {place}.",
    fr: "Rendez-vous : {center}, {address}, {place}.",
    nl: "Afspraakpunt: {center}, {address}, {place}.",
    it: "Punto d'incontro: {center}, {address}, {place}.",
  },
  parking: { es: "Aparcamiento gratuito en el lugar.", fr: "Parking gratuit sur place.", nl: "Gratis parkeren ter plaatse.", it: "Parcheggio gratuito in loco." },
  noParking: {
    es: "Sin aparcamiento en el lugar: aparcamientos públicos cerca.",
    fr: "Pas de parking sur place : parkings publics à proximité.",
    nl: "Geen parkeerplaats ter plaatse: openbare parkings in de buurt.",
    it: "Nessun parcheggio in loco: parcheggi pubblici nelle vicinanze.",
  },
  transport: {
    es: "Accesible en transporte público.",
    fr: "Accessible en transports en commun.",
    nl: "Bereikbaar met het openbaar vervoer.",
    it: "Raggiungibile con i mezzi pubblici.",
  },
  accessible: {
    es: "Acceso adaptado para personas con movilidad reducida.",
    fr: "Accès adapté aux personnes à mobilité réduite.",
    nl: "Toegankelijk voor mensen met beperkte mobiliteit.",
    it: "Accesso adatto alle persone con mobilità ridotta.",
  },
  arrive: {
    es: "Llega 15 minutos antes del inicio de la actividad.",
    fr: "Présentez-vous 15 minutes avant le début de l'activité.",
    nl: "Wees 15 minuten voor het begin van de activiteit aanwezig.",
    it: "Presentati 15 minuti prima dell'inizio dell'attività.",
  },
  book: {
    es: "Reserva tu día directamente con el centro, al menos 48 horas antes.",
    fr: "Réservez votre journée directement auprès du centre, au moins 48 heures à l'avance.",
    nl: "Reserveer je dag rechtstreeks bij het centrum, minstens 48 uur vooraf.",
    it: "Prenota la tua giornata direttamente con il centro, almeno 48 ore prima.",
  },
  validity: {
    es: "El bono es válido 12 meses a partir de la compra.",
    fr: "Le bon est valable 12 mois à compter de l'achat.",
    nl: "De bon is 12 maanden geldig vanaf de aankoop.",
    it: "Il buono è valido 12 mesi dall'acquisto.",
  },
  clothes: {
    es: "Lleva ropa y calzado cómodos.",
    fr: "Prévoyez une tenue et des chaussures confortables.",
    nl: "Draag comfortabele kleding en schoenen.",
    it: "Indossa abiti e scarpe comodi.",
  },
  swim: {
    es: "No olvides el bañador y una toalla.",
    fr: "N'oubliez pas votre maillot de bain et une serviette.",
    nl: "Vergeet je zwemkleding en een handdoek niet.",
    it: "Non dimenticare costume e asciugamano.",
  },
  adults: {
    es: "Actividad reservada a mayores de 18 años.",
    fr: "Activité réservée aux plus de 18 ans.",
    nl: "Activiteit voor personen vanaf 18 jaar.",
    it: "Attività riservata ai maggiori di 18 anni.",
  },
  weather: {
    es: "Con mal tiempo, el centro puede proponerte otra fecha.",
    fr: "En cas de mauvais temps, le centre peut vous proposer une autre date.",
    nl: "Bij slecht weer kan het centrum een andere datum voorstellen.",
    it: "In caso di maltempo, il centro può proporti un'altra data.",
  },
} satisfies Record<string, L>;

/** What the shopper will do in an activity of `group` (a generic sentence for an unknown group). */
export function activityGroupText(group: string, lang: Lang): string {
  return (GROUP_TEXT[group] ?? GROUP_TEXT.leisure!)[lang];
}

/** The package's description: what, where, who hosts it. */
export function activityDescription(lang: Lang, vars: { label: string; city: string; center: string }): string {
  return fill(T.description[lang], vars);
}

/** 'Getting there' lines: the meeting point, then parking, transport and access from the centre's facilities. */
export function gettingThere(lang: Lang, v: { center: string; address: string; place: string; facilities: ReadonlySet<string> }): string[] {
  return [
    fill(T.meetAt[lang], { center: v.center, address: v.address, place: v.place }),
    v.facilities.has("parking") ? T.parking[lang] : T.noParking[lang],
    ...(v.facilities.has("eco_public_transport") ? [T.transport[lang]] : []),
    ...(v.facilities.has("accessible") ? [T.accessible[lang]] : []),
  ];
}

/** 'Things to know' lines for the package's activity groups. */
export function thingsToKnow(lang: Lang, groups: readonly string[]): string[] {
  const g = new Set(groups);
  return [
    T.arrive[lang],
    T.book[lang],
    ...(g.has("water") || g.has("wellness") ? [T.swim[lang]] : []),
    ...(g.has("sport") || g.has("nature") || g.has("adventure") || g.has("snow") ? [T.clothes[lang], T.weather[lang]] : []),
    ...(g.has("wine") ? [T.adults[lang]] : []),
    T.validity[lang],
  ];
}

/** 'Must know' lines of one activity of a stay (its group's; no voucher or centre booking lines). */
export function stayMustKnow(lang: Lang, group: string): string[] {
  return [
    T.arrive[lang],
    ...(group === "water" || group === "wellness" ? [T.swim[lang]] : []),
    ...(group === "sport" || group === "nature" || group === "adventure" || group === "snow" ? [T.clothes[lang], T.weather[lang]] : []),
    ...(group === "wine" ? [T.adults[lang]] : []),
  ];
}

/**
 * Opening hours of an activity centre: deterministic from its id (opens 09:00 or 10:00, closes
 * 17:00, 18:00 or 19:00). The open weekdays come from the package's rate plans (activity-detail.ts).
 */
export function openingTimes(centreId: number): { opens: string; closes: string } {
  return { opens: centreId % 2 === 0 ? "09:00" : "10:00", closes: ["17:00", "18:00", "19:00"][centreId % 3]! };
}
