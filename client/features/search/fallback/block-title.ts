/**
 * The title of a fallback block: what it relaxed, in the shopper's language (issue 14 "each block
 * says which criterion it relaxed"). "Autour de Lyon (30 km) · Tous les thèmes · À d'autres dates".
 */
import type { Translate } from "#shared/i18n";
import { FALLBACK_RADIUS_KM, type FallbackKey } from "#shared/fallback";

export function blockTitle(t: Translate, key: FallbackKey, distanceKm = FALLBACK_RADIUS_KM): string {
  const parts: string[] = [];
  const place = key.destination.label ?? "";
  if (key.destination.isAround) parts.push(t("fallback.around", { destination: place, km: distanceKm }));
  else if (key.destination.isExpanded) parts.push(t(key.destination.type === "country" ? "fallback.inCountry" : "fallback.inRegion", { destination: place }));
  else if (place) parts.push(place);
  if (key.category.isRemoved) parts.push(t("fallback.anyTheme"));
  if (key.dates.isRemoved) parts.push(t("fallback.otherDates"));
  return parts.join(" · ");
}
