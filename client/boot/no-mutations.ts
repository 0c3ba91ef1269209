/**
 * The browser's stand-in for TanStack Query's MutationCache (vite.config.ts aliases
 * `@tanstack/query-core/.../mutationCache.js` to this file for the client build only; the worker
 * keeps the real one). The shop never uses mutations (no useMutation: writes are plain fetches),
 * yet QueryClient builds a MutationCache, and with it the Mutation class and its retryer glue,
 * on every page: about 1.3 KB of gzip in the framework chunk (decision 045).
 *
 * Same surface as the methods QueryClient, hydration and the router's SSR integration call: the
 * cache is always empty. `build` (what useMutation and a dehydrated mutation would call) throws,
 * so a future useMutation fails loudly in development instead of silently doing nothing: remove
 * the alias then.
 */
type Listener = (event: unknown) => void;

export class MutationCache {
  config: Record<string, unknown>;
  listeners = new Set<Listener>();
  constructor(config: Record<string, unknown> = {}) {
    this.config = config;
  }
  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
  build(): never {
    throw new Error("MutationCache: mutations are not bundled in the browser (client/boot/no-mutations.ts)");
  }
  add(): void {}
  remove(): void {}
  canRun(): boolean {
    return true;
  }
  runNext(): Promise<void> {
    return Promise.resolve();
  }
  clear(): void {}
  getAll(): never[] {
    return [];
  }
  find(): undefined {
    return undefined;
  }
  findAll(): never[] {
    return [];
  }
  notify(): void {}
  resumePausedMutations(): Promise<void> {
    return Promise.resolve();
  }
}
