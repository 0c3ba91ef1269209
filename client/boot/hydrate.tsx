/**
 * Second start-up stage (docs/decisions/016): creates the browser's router over the shop context
 * and hydrates the streamed document with it (DESIGN.md "A request, end to end"). Loaded by the
 * entry with a dynamic import once React is evaluated, so the two halves of the framework code
 * are evaluated in two tasks instead of one.
 */
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { createBrowserHistory } from "@tanstack/react-router";
import { RouterClient } from "@tanstack/react-router/ssr/client";
import type { Messages } from "#shared/i18n";
import { createAppRouter } from "../router";
import type { ShopContext } from "../shop/context";
import { scrollToTopOnNewPage } from "./scroll-on-new-page";
import { yieldToMain } from "./yield";

/** Builds the router (shop context filled by its hydrate() from the stream), then hydrates. */
export async function hydrateApp(messages: Messages): Promise<void> {
  const shop = { messages } as ShopContext;
  // The browser history first, in a task of its own: it stamps history.state with
  // replaceState(), which measured 2–20 ms on top of the router's own 7–15 ms.
  const history = createBrowserHistory();
  await yieldToMain();
  const router = createAppRouter({ api: (path, init) => fetch(path, init), shop, history });
  scrollToTopOnNewPage(router);
  await yieldToMain();
  // In a transition, hydration is time-sliced (React yields every few ms): at default priority it
  // renders the whole page in one blocking task (~140 ms on a throttled phone for a results page).
  startTransition(() => {
    hydrateRoot(document, <RouterClient router={router} />);
  });
}
