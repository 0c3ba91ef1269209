/**
 * GET {api}/activities/{id}/images.json: an activity's pictures (spec 001 §7 "GET
 * {api}/activities/{id}/images.json | locale | images"; the activity detail page's gallery).
 *
 * Path: id, the activity-only package of the activity page (digits only; anything else → 400;
 * unknown, or a stay package → 404). Query: locale. Response: the picture URLs in gallery order
 * (at most 5; the same list as the detail's `images`), each with its alternative text in the
 * locale's language.
 */
import * as v from "valibot";
import { LocaleSchema } from "./common";

/** Query of GET activities/{id}/images.json. */
export const ActivityImagesQuerySchema = v.object({ locale: LocaleSchema });
export type ActivityImagesQuery = v.InferOutput<typeof ActivityImagesQuerySchema>;

/** Response: the activity's id and its pictures (URLs under /img/), gallery order. */
export const ActivityImagesResponseSchema = v.object({
  id: v.number(),
  images: v.array(v.object({ url: v.string(), alt: v.string() })),
});
export type ActivityImagesResponse = v.InferOutput<typeof ActivityImagesResponseSchema>;
