/**
 * GET /redeem/weekend/:id/packageCheckinPrices.json — a gift recipient's calendar of one stay
 * (spec 001 §7 redeem packageCheckinPrices.json, §5 'Product ID is required';
 * shared/contract/package-checkin-prices.ts; decision 047).
 *
 * The package's bookable check-in days come from the hotel calendar of that package
 * (availabilities.ts, the same rates as the stay page's calendar), for the party; each entry
 * carries its minLos and the price less `giftPrice` (cents, never below 0). An id that is
 * missing ('', 'undefined', 'null') → 400 'Product ID is required'; not digits → 400; unknown → 404.
 * Two D1 round trips.
 */
import { PackageCheckinPricesQuerySchema, PRODUCT_ID_REQUIRED, type PackageCheckinPricesResponse } from "../../shared/contract/package-checkin-prices";
import { PackageIdParamSchema } from "../../shared/contract/weekend-detail";
import { hotelAvailabilities } from "./availabilities";
import { todayIso } from "./dates";
import { CatalogError, validate } from "./http";

/** Handles a raw request; `idParam` is the path segment (may be empty). */
export async function handlePackageCheckinPrices(db: D1Database, idParam: string, query: Record<string, string>, today = todayIso()): Promise<PackageCheckinPricesResponse> {
  if (/^(|undefined|null)$/.test(idParam.trim())) throw new CatalogError(400, PRODUCT_ID_REQUIRED, [{ path: "id", message: PRODUCT_ID_REQUIRED }]);
  const id = validate(PackageIdParamSchema, idParam, "package id");
  const q = validate(PackageCheckinPricesQuerySchema, query, "packageCheckinPrices query");
  const pkg = await db.prepare("SELECT hotel_id FROM packages WHERE id = ?1 AND item_category = 'weekend'").bind(id).first<{ hotel_id: number }>();
  if (!pkg) throw new CatalogError(404, `Package ${id} not found`);
  const calendar = await hotelAvailabilities(
    db,
    pkg.hotel_id,
    { locale: q.locale, month: q.month, length: q.length, adult: q.adult, child: q.child, baby: q.baby, night: q.nights, packageId: id },
    today,
  );
  const entries = Object.values(calendar.days)
    .sort((a, b) => (a.day < b.day ? -1 : 1))
    .map((d) => ({ day: d.day, minLos: d.minLos, displayTotalPrice: Math.max(0, d.amount - q.giftPrice) }));
  return { entries };
}
