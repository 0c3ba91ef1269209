/**
 * Browser entry: loads this language's messages (an immutable asset preloaded by the page), then
 * hydrates the streamed document with the same router (DESIGN.md "A request, end to end").
 */
import "./app.css";
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { RouterClient } from "@tanstack/react-router/ssr/client";
import type { Messages } from "#shared/i18n";
import { createAppRouter } from "./router";
import { warmIntl } from "./boot/warm-intl";
import { yieldToMain } from "./boot/yield";
import type { ShopContext } from "./shop/context";

function loadMessages(): Promise<Messages> {
  const url = document.querySelector<HTMLMetaElement>('meta[name="pasea-messages"]')?.content;
  if (!url) return Promise.resolve({});
  return fetch(url)
    .then((r) => (r.ok ? (r.json() as Promise<Messages>) : {}))
    .catch(() => ({}));
}

/**
 * Resolves once the router's stream bootstrap (`window.$_TSR`, an inline script early in the
 * body) exists: this async script can run before the parser reaches it when it comes from cache.
 */
function routerStreamReady(): Promise<void> {
  return new Promise((resolve) => {
    const check = () => ((window as { $_TSR?: unknown }).$_TSR || document.readyState === "complete" ? resolve() : setTimeout(check, 5));
    check();
  });
}

// No top-level await: it would make the bundler split shared modules into an extra chunk.

// The Intl warm-up runs in a worker while the messages load (docs/decisions/016).
void Promise.all([loadMessages(), routerStreamReady(), warmIntl(document.documentElement.lang || "en")]).then(async ([messages]) => {
  const shop = { messages } as ShopContext; // the rest is filled by the router's hydrate() from the stream
  const router = createAppRouter({ api: (path, init) => fetch(path, init), shop });
  await yieldToMain();
  // In a transition, hydration is time-sliced (React yields every few ms): at default priority it
  // renders the whole page in one blocking task (~140 ms on a throttled phone for a results page).
  startTransition(() => {
    hydrateRoot(document, <RouterClient router={router} />);
  });
});
