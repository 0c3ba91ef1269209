/**
 * Hand-written copy of the gift boxes (spec 001 §2 "Box pages", §3 Box): twelve designs, one per
 * booking theme, in es/fr/nl/it. Prices in cents, chosen so the catalogue shows every side of the
 * promo rule (spec 001 §5: shown only above 5 %): 20 %, 15 %, 14 %, 11 %, 10 %, 6 % shown; 5 %,
 * 2 % and 0 % hidden. Pure data; scripts/seed/boxes.ts turns it into rows.
 */
import type { Labels } from "../data/types";
import type { ActivityKind } from "../../shared/illustrations/activity";

export interface BoxDesign {
  /** Two letters of the code's base (digits are drawn by the seed). */
  letters: string;
  slug: string;
  /** searchCriteria.subthemas: theme ids of data/seed/themes.json. */
  subthemas: number[];
  imageTheme: ActivityKind;
  nights: number;
  /** Face value = reference price (cents); offers up to it are redeemable. */
  referencePriceCents: number;
  sellPriceCents: number;
  title: Labels;
  /** The experience, one sentence per language. */
  pitch: Labels;
}

export const BOX_DESIGNS: readonly BoxDesign[] = [
  {
    letters: "WE", slug: "wellness-escape", subthemas: [12], imageTheme: "wellness", nights: 1, referencePriceCents: 24990, sellPriceCents: 19990,
    title: { es: "Escapada bienestar", fr: "Évasion bien-être", nl: "Wellness-uitje", it: "Fuga benessere" },
    pitch: { es: "Una noche para dos con acceso al spa y un momento de calma.", fr: "Une nuit pour deux avec accès au spa et un vrai moment de calme.", nl: "Een nacht voor twee met toegang tot de spa en echte rust.", it: "Una notte per due con accesso alla spa e un momento di vera calma." },
  },
  {
    letters: "GA", slug: "gourmet-table", subthemas: [15], imageTheme: "gastronomy", nights: 1, referencePriceCents: 27990, sellPriceCents: 27990,
    title: { es: "Mesa gourmet", fr: "Table gourmande", nl: "Gastronomische tafel", it: "Tavola gourmet" },
    pitch: { es: "Una noche y una cena de chef para los amantes de la buena cocina.", fr: "Une nuit et un dîner de chef pour les amateurs de bonne cuisine.", nl: "Een nacht en een chef-diner voor wie van lekker eten houdt.", it: "Una notte e una cena d'autore per chi ama la buona cucina." },
  },
  {
    letters: "RO", slug: "romantic-getaway", subthemas: [18], imageTheme: "romantic", nights: 1, referencePriceCents: 25990, sellPriceCents: 24690,
    title: { es: "Escapada romántica", fr: "Parenthèse romantique", nl: "Romantisch weekend", it: "Parentesi romantica" },
    pitch: { es: "Una noche para dos, solo para vosotros.", fr: "Une nuit à deux, rien que pour vous.", nl: "Een nacht met z'n tweeën, helemaal voor jullie.", it: "Una notte in due, solo per voi." },
  },
  {
    letters: "NA", slug: "nature-break", subthemas: [21], imageTheme: "nature", nights: 1, referencePriceCents: 21990, sellPriceCents: 20590,
    title: { es: "Pausa en la naturaleza", fr: "Pause nature", nl: "Natuurpauze", it: "Pausa nella natura" },
    pitch: { es: "Aire libre, paseos y una noche lejos del ruido.", fr: "Grand air, balades et une nuit loin du bruit.", nl: "Buitenlucht, wandelingen en een nacht ver van de drukte.", it: "Aria aperta, passeggiate e una notte lontano dal rumore." },
  },
  {
    letters: "VI", slug: "wine-tasting", subthemas: [24], imageTheme: "wine", nights: 1, referencePriceCents: 29990, sellPriceCents: 26990,
    title: { es: "Catas y viñedos", fr: "Dégustation et vignobles", nl: "Proeverij en wijngaarden", it: "Degustazione e vigneti" },
    pitch: { es: "Una noche entre viñedos con una cata de vinos locales.", fr: "Une nuit au cœur des vignes avec une dégustation de vins locaux.", nl: "Een nacht tussen de wijnranken met een proeverij van streekwijnen.", it: "Una notte tra i vigneti con una degustazione di vini locali." },
  },
  {
    letters: "AV", slug: "adventure", subthemas: [27], imageTheme: "adventure", nights: 1, referencePriceCents: 22990, sellPriceCents: 22990,
    title: { es: "Aventura y deporte", fr: "Aventure et sport", nl: "Avontuur en sport", it: "Avventura e sport" },
    pitch: { es: "Una noche y una actividad para subir la adrenalina.", fr: "Une nuit et une activité pour faire le plein d'adrénaline.", nl: "Een nacht en een activiteit vol adrenaline.", it: "Una notte e un'attività per fare il pieno di adrenalina." },
  },
  {
    letters: "CU", slug: "culture-city", subthemas: [30, 54], imageTheme: "culture", nights: 1, referencePriceCents: 20990, sellPriceCents: 20390,
    title: { es: "Cultura y ciudad", fr: "Culture et ville", nl: "Cultuur en stad", it: "Cultura e città" },
    pitch: { es: "Museos, paseos y una noche en el corazón de la ciudad.", fr: "Musées, flâneries et une nuit au cœur de la ville.", nl: "Musea, slenteren en een nacht in hartje stad.", it: "Musei, passeggiate e una notte nel cuore della città." },
  },
  {
    letters: "SK", slug: "snow-and-peaks", subthemas: [33], imageTheme: "ski", nights: 2, referencePriceCents: 44990, sellPriceCents: 38240,
    title: { es: "Nieve y cumbres", fr: "Neige et sommets", nl: "Sneeuw en bergtoppen", it: "Neve e vette" },
    pitch: { es: "Dos noches en la montaña, con nieve o sin ella.", fr: "Deux nuits à la montagne, avec ou sans neige.", nl: "Twee nachten in de bergen, met of zonder sneeuw.", it: "Due notti in montagna, con o senza neve." },
  },
  {
    letters: "MA", slug: "sea-and-beach", subthemas: [36], imageTheme: "sea", nights: 1, referencePriceCents: 25990, sellPriceCents: 22990,
    title: { es: "Mar y playa", fr: "Mer et plage", nl: "Zee en strand", it: "Mare e spiaggia" },
    pitch: { es: "Una noche frente al mar para respirar a pleno pulmón.", fr: "Une nuit face à la mer pour respirer à pleins poumons.", nl: "Een nacht aan zee om diep adem te halen.", it: "Una notte davanti al mare per respirare a pieni polmoni." },
  },
  {
    letters: "FA", slug: "family-fun", subthemas: [39], imageTheme: "family", nights: 1, referencePriceCents: 29990, sellPriceCents: 26990,
    title: { es: "Diversión en familia", fr: "Bonheur en famille", nl: "Plezier met het gezin", it: "Felicità in famiglia" },
    pitch: { es: "Una noche y actividades para grandes y pequeños.", fr: "Une nuit et des activités pour petits et grands.", nl: "Een nacht en activiteiten voor groot en klein.", it: "Una notte e attività per grandi e piccini." },
  },
  {
    letters: "IN", slug: "unusual-night", subthemas: [42], imageTheme: "nature", nights: 1, referencePriceCents: 26990, sellPriceCents: 26990,
    title: { es: "Noche insólita", fr: "Nuit insolite", nl: "Bijzondere overnachting", it: "Notte insolita" },
    pitch: { es: "Cabaña, burbuja o casa en el árbol: una noche fuera de lo común.", fr: "Cabane, bulle ou maison dans les arbres : une nuit hors du commun.", nl: "Boomhut, bubbel of hut: een nacht die je niet vergeet.", it: "Capanna, bolla o casa sull'albero: una notte fuori dal comune." },
  },
  {
    letters: "CH", slug: "castles-and-manors", subthemas: [45], imageTheme: "culture", nights: 1, referencePriceCents: 34990, sellPriceCents: 29990,
    title: { es: "Castillos y palacios", fr: "Châteaux et demeures", nl: "Kastelen en landhuizen", it: "Castelli e dimore" },
    pitch: { es: "Una noche de cuento en un castillo o una casa señorial.", fr: "Une nuit de conte de fées dans un château ou une belle demeure.", nl: "Een sprookjesnacht in een kasteel of landhuis.", it: "Una notte da favola in un castello o in una dimora storica." },
  },
];

/** Shared sentences of every box, per language ({nights}, {count} filled by the seed). */
export const BOX_TEXT: Record<keyof Labels, {
  stay: (nights: number) => string;
  breakfast: string;
  choice: string;
  validity: string;
  exchange: string;
  description: (pitch: string) => string;
}> = {
  es: {
    stay: (n) => (n === 1 ? "1 noche para 2 personas" : `${n} noches para 2 personas`),
    breakfast: "Desayuno incluido",
    choice: "Una selección de estancias para elegir",
    validity: "Válida 3 años a partir de la compra",
    exchange: "Cambio gratuito e ilimitado",
    description: (pitch) => `${pitch} Quien lo recibe elige el lugar y la fecha entre las estancias de la caja.`,
  },
  fr: {
    stay: (n) => (n === 1 ? "1 nuit pour 2 personnes" : `${n} nuits pour 2 personnes`),
    breakfast: "Petit-déjeuner inclus",
    choice: "Un choix de séjours à réserver",
    validity: "Valable 3 ans à partir de l'achat",
    exchange: "Échange gratuit et illimité",
    description: (pitch) => `${pitch} La personne qui le reçoit choisit le lieu et la date parmi les séjours du coffret.`,
  },
  nl: {
    stay: (n) => (n === 1 ? "1 nacht voor 2 personen" : `${n} nachten voor 2 personen`),
    breakfast: "Ontbijt inbegrepen",
    choice: "Een keuze uit verblijven om te boeken",
    validity: "3 jaar geldig vanaf aankoop",
    exchange: "Gratis en onbeperkt omruilen",
    description: (pitch) => `${pitch} Wie de box krijgt, kiest zelf plaats en datum uit de verblijven van de box.`,
  },
  it: {
    stay: (n) => (n === 1 ? "1 notte per 2 persone" : `${n} notti per 2 persone`),
    breakfast: "Colazione inclusa",
    choice: "Una scelta di soggiorni da prenotare",
    validity: "Valido 3 anni dall'acquisto",
    exchange: "Cambio gratuito e illimitato",
    description: (pitch) => `${pitch} Chi lo riceve sceglie il luogo e la data tra i soggiorni del cofanetto.`,
  },
};
