/**
 * POST /analytics/ga/collect/:pos of the embedded catalog (spec 000 §7 analytics beacon;
 * shared/contract/analytics.ts; docs/decisions/042). The embedded default has no analytics store:
 * it checks the point of sale and the body as a real collector would (400 otherwise) and keeps
 * nothing. Answers 204.
 */
import { AnalyticsBeaconSchema, ANALYTICS_MAX_BODY_BYTES } from "../../shared/contract/analytics";
import { isPointOfSale } from "../../shared/markets";
import { CatalogError, readJsonObject, validate } from "./http";

export async function handleAnalyticsCollect(pos: string, request: Request): Promise<void> {
  if (!isPointOfSale(pos)) throw new CatalogError(400, `Unknown point of sale ${pos.slice(0, 20)}`, [{ path: "pos", message: "must be a point of sale such as fr_FR" }]);
  validate(AnalyticsBeaconSchema, await readJsonObject(request, ANALYTICS_MAX_BODY_BYTES), "analytics beacon");
}
