/**
 * Words of the header menu's seed (scripts/seed/cms/menu.ts), one object per language, written by
 * hand: the names of the theme groups (level 2 of Inspirations and Gift ideas) and the pitch of
 * each theme that can be the theme of the week. Theme, region and city names come from the catalog.
 */
import type { Lang } from "../../data/types";

/** Theme groups of the Inspirations panel: key, then the theme slugs it holds (level 3). */
export const THEME_GROUPS = [
  { key: "relax", themes: ["wellness", "romantic", "unusual"] },
  { key: "taste", themes: ["gastronomy", "wine"] },
  { key: "outdoors", themes: ["nature", "seaside", "ski-mountain", "sport-adventure", "cycling", "golf"] },
  { key: "discover", themes: ["culture", "castles", "city-break", "family"] },
] as const;
export type ThemeGroupKey = (typeof THEME_GROUPS)[number]["key"];

/** Themes that take turns as the theme of the week (one per ISO week, in this order). */
export const WEEKLY_THEMES = ["wellness", "gastronomy", "castles", "ski-mountain"] as const;
export type WeeklyTheme = (typeof WEEKLY_THEMES)[number];

export interface MenuCopy {
  groups: Record<ThemeGroupKey, string>;
  /** Gift ideas panel: the groups of gifts (level 2). */
  giftGroups: { byTheme: string; byBudget: string };
  /** Budget links of the gift ideas panel. */
  budgets: { under100: string; under200: string; premium: string };
  weekly: Record<WeeklyTheme, string>;
}

export const MENU_COPY: Record<Lang, MenuCopy> = {
  fr: {
    groups: { relax: "Se détendre", taste: "Se régaler", outdoors: "Prendre l'air", discover: "Découvrir" },
    giftGroups: { byTheme: "Par envie", byBudget: "Par budget" },
    budgets: { under100: "Moins de 100 €", under200: "Moins de 200 €", premium: "Séjours d'exception" },
    weekly: {
      wellness: "Hammam, modelage et peignoir moelleux : deux jours pour ralentir, à deux pas de chez vous.",
      gastronomy: "Une table de chef, une cave bien choisie et une chambre à l'étage : le week-end se savoure.",
      castles: "Dormir sous les moulures d'un château, petit-déjeuner dans le parc : l'hiver version grand siècle.",
      "ski-mountain": "Première trace le matin, fondue le soir : les stations ouvrent, les prix sont encore doux.",
    },
  },
  es: {
    groups: { relax: "Desconectar", taste: "Comer bien", outdoors: "Al aire libre", discover: "Descubrir" },
    giftGroups: { byTheme: "Por temática", byBudget: "Por presupuesto" },
    budgets: { under100: "Menos de 100 €", under200: "Menos de 200 €", premium: "Escapadas de lujo" },
    weekly: {
      wellness: "Circuito termal, masaje y albornoz: dos días para bajar el ritmo muy cerca de casa.",
      gastronomy: "Mesa de chef, una bodega bien elegida y la habitación en el piso de arriba: un fin de semana para saborear.",
      castles: "Dormir entre muros con historia y desayunar en los jardines: el invierno en versión palacio.",
      "ski-mountain": "Primeras huellas por la mañana, chimenea por la noche: abren las estaciones y los precios aún son suaves.",
    },
  },
  nl: {
    groups: { relax: "Ontspannen", taste: "Lekker eten", outdoors: "Naar buiten", discover: "Ontdekken" },
    giftGroups: { byTheme: "Per thema", byBudget: "Per budget" },
    budgets: { under100: "Minder dan € 100", under200: "Minder dan € 200", premium: "Uitzonderlijke verblijven" },
    weekly: {
      wellness: "Hamam, massage en een zachte badjas: twee dagen om te vertragen, vlak bij huis.",
      gastronomy: "Een chef aan tafel, een goed gevulde kelder en je kamer een verdieping hoger: een weekend om van te proeven.",
      castles: "Slapen onder stucplafonds, ontbijten in het kasteelpark: de winter in grootse stijl.",
      "ski-mountain": "'s Ochtends verse sporen, 's avonds fondue: de skigebieden gaan open en de prijzen zijn nog zacht.",
    },
  },
  it: {
    groups: { relax: "Rilassarsi", taste: "Mangiare bene", outdoors: "All'aria aperta", discover: "Scoprire" },
    giftGroups: { byTheme: "Per tema", byBudget: "Per budget" },
    budgets: { under100: "Meno di 100 €", under200: "Meno di 200 €", premium: "Soggiorni d'eccezione" },
    weekly: {
      wellness: "Bagno turco, massaggio e accappatoio morbido: due giorni per rallentare, a due passi da casa.",
      gastronomy: "Una tavola d'autore, una cantina scelta con cura e la camera al piano di sopra: un weekend da gustare.",
      castles: "Dormire tra stucchi e affreschi, colazione nel parco del castello: l'inverno in grande stile.",
      "ski-mountain": "Prima traccia al mattino, fonduta la sera: aprono le piste e i prezzi sono ancora dolci.",
    },
  },
};
