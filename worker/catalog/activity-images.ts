/**
 * GET /activities/:id/images.json: an activity-only package's pictures (spec 001 §7; contract in
 * shared/contract/activity-images.ts). The list is the detail's (activity-detail.ts
 * `activityImages`, one computation), each with the package's label as alternative text.
 *
 * Input: id (digits; otherwise 400) and the query (locale; otherwise 400). Unknown id, or a stay
 * package → 404. One D1 round trip (two statements).
 */
import { ActivityImagesQuerySchema, type ActivityImagesResponse } from "../../shared/contract/activity-images";
import { PackageIdParamSchema } from "../../shared/contract/weekend-detail";
import { activityImages } from "./activity-detail";
import { CatalogError, validate } from "./http";
import { langOf } from "./locale";
import { batch, prepare } from "./sql";

/** Handles a raw images request. */
export async function handleActivityImages(db: D1Database, idParam: string, query: Record<string, string>): Promise<ActivityImagesResponse> {
  const id = validate(PackageIdParamSchema, idParam, "activity id");
  const lang = langOf(validate(ActivityImagesQuerySchema, query, "activity images query").locale);
  const [[row], included] = await batch<[{ label: string; item_category: string; image_seed: number; h_image_seed: number; environment: string }[], { id: number; group_name: string }[]]>(db, [
    prepare(
      db,
      `SELECT p.label_${lang} AS label, p.item_category, p.image_seed, h.image_seed AS h_image_seed, h.environment
       FROM packages p JOIN hotels h ON h.id = p.hotel_id WHERE p.id = ?1`,
      [id],
    ),
    prepare(db, "SELECT a.id, a.group_name FROM package_activities pa JOIN activities a ON a.id = pa.activity_id WHERE pa.package_id = ?1 ORDER BY a.id", [id]),
  ]);
  if (!row || row.item_category !== "activity") throw new CatalogError(404, `Activity ${id} not found`);
  return { id, images: activityImages(row, included).map((url) => ({ url, alt: row.label })) };
}
