/**
 * The activities' chosen dates of a stay, checked against the catalog (spec 001 §5 "Every activity
 * needs a date", §7 quote-realtime `activitySelectionList`; issue 26 "activity dates kept in the
 * cart"; the rule: shared/activity-selection.ts). Used by quote-realtime.ts and cart.ts.
 */
import { activityDayChoices, activitySelectionErrors, parseActivitySelection, type ActivityDate } from "../../shared/activity-selection";
import { CatalogError } from "./http";
import { all } from "./sql";

/**
 * The dates of `list` ('activityId:YYYY-MM-DD' pairs, already matching the schema) for package
 * `packageId` staying `checkin`..`checkout` ('YYYY-MM-DD'): [] without a list. Throws CatalogError
 * 400 (path activitySelectionList) naming each activity that is not the package's, given twice, or
 * on a day outside the stay.
 */
export async function checkActivityDates(db: D1Database, packageId: number, list: string | undefined, checkin: string, checkout: string): Promise<ActivityDate[]> {
  if (!list) return [];
  const selection = parseActivitySelection(list);
  const rows = await all<{ activity_id: number }>(db, "SELECT activity_id FROM package_activities WHERE package_id = ?1", [packageId]);
  const errors = activitySelectionErrors(selection, rows.map((r) => r.activity_id), activityDayChoices(checkin, checkout));
  if (errors.length) throw new CatalogError(400, `Invalid activitySelectionList: ${errors.join("; ")}`, errors.map((message) => ({ path: "activitySelectionList", message })));
  return selection;
}
