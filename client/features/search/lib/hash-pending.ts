/**
 * The loading overlay on a deep link with criteria in the hash (spec 000 §8 loading overlay
 * 'We are looking for the next availabilities...'; issue 13 item 5).
 *
 * The browser never sends the hash, so the server renders the path's results and their count. Until
 * React has hydrated and asked for the hash's results, those figures would be wrong for what the
 * visitor asked. This inline head script runs before the body is parsed and flags the document
 * with `data-hash-pending` when the hash carries criteria; CSS on the server-rendered overlay and
 * heading (components/results-page.tsx) then covers the results and hides the count. The results
 * page removes the flag in a layout effect once it renders the hash's criteria itself. After
 * hydration the script does nothing (the router re-inserts head scripts on client navigations).
 */
export const HASH_PENDING_ATTRIBUTE = "data-hash-pending";

export const HASH_PENDING_SCRIPT = `(function(d){if(!d.dataset.hydrated&&/^#[^#]*=/.test(location.hash))d.setAttribute("${HASH_PENDING_ATTRIBUTE}","")})(document.documentElement)`;

/** Removes the flag (browser only): the page now shows the hash's criteria with its own overlay. */
export function clearHashPending(): void {
  document.documentElement.removeAttribute(HASH_PENDING_ATTRIBUTE);
}
