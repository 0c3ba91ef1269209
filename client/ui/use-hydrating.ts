/**
 * `useHydrating()`: true while React hydrates the calling component (and on the server), false in
 * any later render. Hydration reads useSyncExternalStore's server snapshot. A document-wide flag set
 * by the root's effect is not enough: the root commits (and runs its effects) before a lazily loaded
 * component below it hydrates. Used by the hydration gates (hydrate-when-visible.tsx) and the gated
 * queries' readers (client/shop/gated-queries.ts).
 */
import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

export function useHydrating(): boolean {
  return useSyncExternalStore(noSubscription, () => false, () => true);
}
