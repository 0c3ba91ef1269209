/**
 * Rate limits count in fixed windows (worker/routes/contact.ts `takeRateLimit`: window start =
 * seconds − seconds mod window). A test that sends a run of requests and expects the limit to
 * trip must not straddle a window's end, or the count starts again mid-run and the last requests
 * pass (a CI run at 04:40 UTC: [404, 404] where [429, 429] was expected).
 */

/** How long (ms) a run of requests may take; a test waits past the window's end when less is left. */
export const RUN_MARGIN_MS = 30_000;

/**
 * Resolves once at least `marginMs` is left in the current window of `windowSeconds` (waits for
 * the next window when less is left). Give the test a timeout above `marginMs`.
 */
export async function awayFromWindowEdge(windowSeconds: number, marginMs = RUN_MARGIN_MS): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await new Promise((r) => setTimeout(r, left + 1_000));
}
