/**
 * A function that keeps its identity for the component's life and always calls the latest `fn`
 * given (decision 052): a callback passed to a block hydrated at the first interaction
 * (shell/hydrate-when-visible.tsx) must not be a new function at every render, or the block's
 * gate opens at once. Call it from event handlers, not during render.
 */
import { useCallback, useLayoutEffect, useRef } from "react";

export function useLatestCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const ref = useRef(fn);
  // Layout effect: runs before any event the new render's DOM can receive (not run on the server).
  useLayoutEffect(() => {
    ref.current = fn;
  });
  return useCallback((...args: A) => ref.current(...args), []);
}
