/**
 * The payment brands the footer shows per market (spec 001 §2 Footer "payment logos per country").
 * The spec does not list them: these are the cards and local schemes a shop in each country takes
 * (Carte Bancaire in France, Bancontact in Belgium, iDEAL in the Netherlands, Bizum in Spain,
 * PayPal where its pay-later is offered, spec 001 §9). Brand names are proper nouns, shown as
 * written badges, not trademark images. Pure.
 */
import type { PointOfSale } from "#shared/markets";

const CARDS = ["Visa", "Mastercard"] as const;

const LOCAL: Record<PointOfSale, readonly string[]> = {
  fr_FR: ["CB", "American Express"],
  fr_BE: ["Bancontact"],
  nl_BE: ["Bancontact"],
  nl_NL: ["iDEAL"],
  es_ES: ["Bizum", "PayPal"],
  it_IT: ["PayPal", "American Express"],
};

/** The brands accepted on `pointOfSale`'s site, its local scheme first. */
export function paymentBrands(pointOfSale: PointOfSale): string[] {
  const local = LOCAL[pointOfSale] ?? [];
  return [...local.slice(0, 1), ...CARDS, ...local.slice(1)];
}
