/**
 * `lazy`: React.lazy for the shop's code-split components, that does not suspend the server's
 * render once the component's module has loaded (issue 28, LCP and CLS; decision 083).
 *
 * React.lazy suspends the first render of each lazy component in an isolate, even when its module
 * is already in the worker's bundle: on a cold isolate the page's header tools, announcements,
 * results list, footer, the home's blocks and the stay's sections then streamed as late Suspense
 * segments that the browser reveals in batches after the shell (measured: a cold `/activities`
 * painted its first card 1.8 s after its picture had loaded, CLS 0.17 at 4× CPU), and the page
 * micro-cache kept that render for its 60 s.
 *
 * On the server (no `document`), the module starts loading when the caller's module is evaluated (it
 * calls `lazy` at its top level), and once
 * it has, the component renders directly: same HTML, no boundary waiting. In the browser this is
 * React.lazy itself (the chunk loads when first rendered; hydration keeps the server's HTML until
 * then, inside the caller's Suspense boundary). A module that fails to load on the server falls
 * back to React.lazy (its error reaches the caller's boundary as before).
 */
import { createElement, lazy as reactLazy, type ComponentType, type LazyExoticComponent } from "react";

/**
 * Set to false by the workers tests (vitest.workers.config.ts `define`): under Vite's module runner
 * an import is I/O bound to the request that started it, and a module started by one test's request
 * never resolved for the next (the page stream hung: "Stream lifetime exceeded"). Undefined in the
 * worker's bundle (wrangler), where an import is a few microtasks: preload there.
 */
declare const __SERVER_LAZY_PRELOAD__: boolean | undefined;
const preload = typeof __SERVER_LAZY_PRELOAD__ === "undefined" || __SERVER_LAZY_PRELOAD__;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own signature
export function lazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  const Lazy = reactLazy(load);
  if (typeof document !== "undefined" || !preload) return Lazy;
  let loaded: T | null = null;
  load().then(
    (m) => void (loaded = m.default),
    () => undefined,
  );
  // Typed as React.lazy's component so that call sites keep their types; renders `loaded` directly once there.
  const Server = (props: object) => createElement(loaded ?? Lazy, props as never);
  return Server as unknown as LazyExoticComponent<T>;
}
