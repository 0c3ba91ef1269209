/**
 * The fields of a stay's program activity (spec 001 §3 "Program activity: … whyList, mustKnowList,
 * schedules, how, … menu (dinner)") in es/fr/nl/it. The embedded catalog's activities are
 * generated and fictional: the texts are written from the activity's own facts (its group, whether
 * it is a dinner, the hotel that hosts it), deterministically, as activity-texts.ts does for the
 * activity-only page.
 */
import { activityGroupText, openingTimes, stayMustKnow } from "./activity-texts";
import type { Lang } from "./locale";

type L = Record<Lang, string>;

/**
 * Activities served as the evening's dinner (data/seed/themes.json `dinner: true`; the seed gives a
 * package at most one, and `includes_dinner`). program-activity.node.test.ts keeps the two in step.
 */
export const DINNER_ACTIVITY_IDS: ReadonlySet<number> = new Set([9, 10, 11, 17, 22]);

const HOW: Record<"activity" | "dinner", L> = {
  activity: {
    es: "Reserva tu horario en la recepción del hotel al llegar; el hotel te confirma la hora.",
    fr: "Réservez votre créneau à la réception de l'hôtel à votre arrivée ; l'hôtel vous confirme l'heure.",
    nl: "Reserveer je tijdslot bij aankomst aan de receptie van het hotel; het hotel bevestigt het uur.",
    it: "Prenota il tuo orario alla reception dell'hotel all'arrivo; l'hotel ti conferma l'ora.",
  },
  dinner: {
    es: "Servida en el restaurante del hotel; indica tus alergias al reservar la mesa.",
    fr: "Servi au restaurant de l'hôtel ; signalez vos allergies en réservant la table.",
    nl: "Geserveerd in het restaurant van het hotel; meld je allergieën bij het reserveren van de tafel.",
    it: "Servita nel ristorante dell'hotel; segnala le tue allergie quando prenoti il tavolo.",
  },
};

/** The dinner's three courses (drinks not included). */
const MENU: Record<Lang, string[]> = {
  es: ["Entrante de temporada", "Plato principal del chef", "Postre casero", "Bebidas no incluidas"],
  fr: ["Entrée de saison", "Plat du chef", "Dessert maison", "Boissons non comprises"],
  nl: ["Voorgerecht van het seizoen", "Hoofdgerecht van de chef", "Huisgemaakt dessert", "Dranken niet inbegrepen"],
  it: ["Antipasto di stagione", "Piatto principale dello chef", "Dolce della casa", "Bevande non incluse"],
};

/** A time slot, 'HH:MM' local time of the hotel. */
export interface ActivitySchedule {
  from: string;
  to: string;
}

export interface ProgramActivityFields {
  whyList: string[];
  mustKnowList: string[];
  schedules: ActivitySchedule[];
  how: string;
  /** The dinner's courses; null for an activity that is not a dinner. */
  menu: string[] | null;
}

/** The why, must-know, schedules, how and menu of activity `a` of a stay at hotel `hotelId`. */
export function programActivityFields(a: { id: number; group_name: string }, hotelId: number, lang: Lang): ProgramActivityFields {
  const dinner = DINNER_ACTIVITY_IDS.has(a.id);
  const hours = openingTimes(hotelId + a.id);
  return {
    whyList: [activityGroupText(a.group_name, lang)],
    mustKnowList: stayMustKnow(lang, a.group_name),
    schedules: dinner ? [{ from: "19:30", to: "22:00" }] : [{ from: hours.opens, to: hours.closes }],
    how: HOW[dinner ? "dinner" : "activity"][lang],
    menu: dinner ? MENU[lang] : null,
  };
}
