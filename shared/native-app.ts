/**
 * Inside the shop's native app wrapper (spec 001 §2 Stay product page "native back button when
 * inside a native app wrapper"). The spec does not say how the page knows; our reading
 * (docs/decisions/076): the app's web view adds its product token to the user agent,
 * `PaseaApp/<version>` (as app wrappers commonly do), e.g. "… Mobile Safari/537.36 PaseaApp/3.2".
 * Other in-app browsers (social apps) are not our wrapper: they keep their own back controls.
 * Pure; read in the browser only (the page micro-cache does not vary by user agent).
 */

/** Our app's user-agent product token. */
export const NATIVE_APP_TOKEN = "PaseaApp";

/** Whether `userAgent` is our native app's web view: the token followed by '/' and a version. */
export function isNativeAppWrapper(userAgent: string | null | undefined): boolean {
  return typeof userAgent === "string" && new RegExp(`(^|[\\s;(])${NATIVE_APP_TOKEN}/\\d+(\\.\\d+)*(?=$|[\\s;)])`).test(userAgent);
}
