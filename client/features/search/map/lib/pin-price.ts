/**
 * The price a map pin shows (spec 000 §5 "Rounded prices use ceiling"; §9 activity card price per
 * person): whole units rounded up, per person in the activity flow as the activity cards, in the
 * market's currency format ("279 €", "€ 279").
 */
import type { Flow } from "#shared/criteria";
import { formatListPrice } from "#shared/money";
import type { PointOfSale } from "#shared/markets";
import { pricePerPerson } from "#shared/pricing";

/** `sellPrice` and `adults` as in the offers answer and the criteria; never throws for integer cents. */
export function pinPrice(sellPrice: number, flow: Flow, adults: number, pointOfSale: PointOfSale): string {
  const cents = flow === "activity" ? pricePerPerson(sellPrice, adults) : sellPrice;
  return formatListPrice(cents, pointOfSale);
}
