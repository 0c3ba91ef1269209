/**
 * Ends the current task so the browser can paint and handle input, then resumes: the start-up of
 * a page is cut into tasks short enough not to block (docs/decisions/016, issue 3 TBT).
 * Uses `scheduler.yield()` where the browser has it (the continuation keeps its priority), a
 * zero-delay timer elsewhere. Resolves; never rejects.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
