/**
 * The five partner minisites of the embedded catalog (spec 001 §3 "Partner minisite": minisiteId,
 * minisiteUrl, optional partnerName, minisiteLocale, desktop and mobile banners, optional logo and
 * footer; "Five entries, four with a partner name"; the footer states a minimum price for 2
 * people on a double-room basis, a booking window, a stay window and electronic payments only),
 * as rows of `minisites` (migrations/0012_content.sql). Partners are fictional.
 *
 * The footer's minimum price is the cheapest published stay the minisite really offers (its
 * country, themes and price ceiling over the generated packages), so the text never promises a
 * price the partner's page does not show. Windows are placed after the seed's `today`
 * (booking: 90 days, stays: 180 days), written in the minisite's language.
 */
import { formatMoney } from "../../shared/money";
import { imageUrl } from "../../shared/illustrations/urls";
import type { TableRows } from "./sql";
import type { Catalog } from "./types";

type Locale = "es_ES" | "fr_FR" | "fr_BE" | "nl_NL" | "it_IT";

interface MinisiteSpec {
  id: number;
  url: string;
  partnerName: string | null;
  locale: Locale;
  country: "ES" | "FR" | "BE";
  themeIds: number[];
  maxPriceCents: number;
  env: "city" | "seaside" | "mountain" | "countryside" | "lake";
  logo: boolean;
}

/** The five partners; the fr_BE one has no partner name nor logo (a plain selection page). */
export const MINISITES: readonly MinisiteSpec[] = [
  { id: 501, url: "club-rail-plus", partnerName: "Club Rail Plus", locale: "fr_FR", country: "FR", themeIds: [12, 18, 15], maxPriceCents: 40000, env: "countryside", logo: true },
  { id: 502, url: "socios-mutua-sol", partnerName: "Mutua Sol", locale: "es_ES", country: "ES", themeIds: [36, 12, 30], maxPriceCents: 35000, env: "seaside", logo: true },
  { id: 503, url: "ledenvoordeel-fietsbond", partnerName: "Fietsbond Oranje", locale: "nl_NL", country: "BE", themeIds: [21, 27, 15], maxPriceCents: 40000, env: "lake", logo: true },
  { id: 504, url: "vantaggi-circolo-aurora", partnerName: "Circolo Aurora", locale: "it_IT", country: "FR", themeIds: [24, 15, 30], maxPriceCents: 45000, env: "city", logo: true },
  { id: 505, url: "selection-privee", partnerName: null, locale: "fr_BE", country: "BE", themeIds: [12, 18, 30, 21], maxPriceCents: 40000, env: "mountain", logo: false },
];

function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function longDate(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale.replace("_", "-"), { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}

/** The legal footer in the minisite's language. */
function footerText(spec: MinisiteSpec, minCents: number, today: string): string {
  const price = formatMoney(minCents, spec.locale);
  const [b1, b2, s1, s2] = [today, addDays(today, 90), today, addDays(today, 180)].map((d) => longDate(d, spec.locale));
  const who = spec.partnerName ?? "Pasea";
  switch (spec.locale.slice(0, 2)) {
    case "fr":
      return `Offres réservées aux membres de ${who}. Prix minimum de ${price} pour 2 personnes sur la base d'une chambre double. Réservations du ${b1} au ${b2}, pour des séjours du ${s1} au ${s2}. Seuls les paiements électroniques sont acceptés.`;
    case "es":
      return `Ofertas reservadas a los socios de ${who}. Precio mínimo de ${price} para 2 personas en habitación doble. Reservas del ${b1} al ${b2}, para estancias del ${s1} al ${s2}. Solo se aceptan pagos electrónicos.`;
    case "nl":
      return `Aanbiedingen voor leden van ${who}. Minimumprijs ${price} voor 2 personen op basis van een tweepersoonskamer. Boeken van ${b1} tot ${b2}, voor verblijven van ${s1} tot ${s2}. Alleen elektronische betalingen worden aanvaard.`;
    default:
      return `Offerte riservate ai soci di ${who}. Prezzo minimo di ${price} per 2 persone in camera doppia. Prenotazioni dal ${b1} al ${b2}, per soggiorni dal ${s1} al ${s2}. Sono accettati solo pagamenti elettronici.`;
  }
}

/** Rows of `minisites`; a partner without any offer gets no footer. */
export function minisitesTable(c: Catalog): TableRows {
  const countryOf = new Map(c.destinations.map((d) => [d.id, d.country]));
  const hotelCountry = new Map(c.hotels.filter((h) => h.active).map((h) => [h.id, countryOf.get(h.destinationId)]));
  const rows = MINISITES.map((spec) => {
    const prices = c.packages
      .filter((p) => p.published && p.itemCategory === "weekend" && (p.expiration === null || p.expiration >= c.meta.today) && hotelCountry.get(p.hotelId) === spec.country)
      .filter((p) => p.themeIds.some((t) => spec.themeIds.includes(t)) && p.sellPriceCents <= spec.maxPriceCents)
      .map((p) => p.sellPriceCents);
    // A small test catalog may leave a partner without offers: then no footer (it is optional) rather than a made-up price.
    const min = prices.length ? Math.min(...prices) : null;
    return [
      spec.id, spec.url, spec.partnerName, spec.locale,
      imageUrl("destination", spec.id, "3840x700", { env: spec.env, time: "golden" }),
      imageUrl("destination", spec.id, "750x528", { env: spec.env, time: "golden" }),
      spec.logo ? `/partners/${spec.url}.svg` : null,
      min === null ? null : footerText(spec, min, c.meta.today),
      spec.country, spec.themeIds.join(","), spec.maxPriceCents,
    ];
  });
  return {
    table: "minisites",
    columns: ["id", "url", "partner_name", "locale", "banner_desktop", "banner_mobile", "logo_url", "footer", "country", "theme_ids", "max_price_cents"],
    rows,
  };
}
