/**
 * Browser entry (3 KB): loads this language's messages (an immutable asset preloaded by the page)
 * while Intl data warms in a worker and React is evaluated, then loads client/boot/hydrate.tsx,
 * which hydrates the streamed document with the same router (DESIGN.md "A request, end to end";
 * the stages: docs/decisions/016).
 */
import "./app.css";
import type { Messages } from "#shared/i18n";
import { afterLargestPaint } from "./boot/after-largest-paint";
import { warmIntl } from "./boot/warm-intl";
import { yieldToMain } from "./boot/yield";

function loadMessages(): Promise<Messages> {
  const url = document.querySelector<HTMLMetaElement>('meta[name="pasea-messages"]')?.content;
  if (!url) return Promise.resolve({});
  return fetch(url)
    .then((r) => (r.ok ? (r.json() as Promise<Messages>) : {}))
    .catch(() => ({}));
}

/**
 * Resolves once the router's stream bootstrap (`window.$_TSR`, an inline script early in the
 * body) holds the dehydrated router (`$_TSR.router`, a later inline script): this async script can
 * run before the parser reaches either when it comes from cache, and the router's hydrate() reads
 * `$_TSR.router.manifest` (a full page load from a card once failed there with "reading
 * 'manifest'").
 */
function routerStreamReady(): Promise<void> {
  return new Promise((resolve) => {
    const check = () => ((window as { $_TSR?: { router?: unknown } }).$_TSR?.router || document.readyState === "complete" ? resolve() : setTimeout(check, 5));
    check();
  });
}

// No top-level await: it would make the bundler split shared modules into an extra chunk.
// Start-up in stages, each its own task (docs/decisions/016), after the largest picture has
// painted (decision 092: the scripts no longer share the link with it): while the messages load,
// Intl data warms in a worker and React is evaluated; then the router and the page code, then hydration.
void afterLargestPaint()
  .then(() => Promise.all([loadMessages(), routerStreamReady(), warmIntl(document.documentElement.lang || "en"), import("react-dom/client")]))
  .then(async ([messages]) => {
    await yieldToMain();
    const { hydrateApp } = await import("./boot/hydrate");
    await yieldToMain();
    await hydrateApp(messages);
  });
