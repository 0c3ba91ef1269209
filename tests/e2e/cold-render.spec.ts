/**
 * The first renders of a fresh worker (decision 083; client/ui/lazy.ts): the page's code-split
 * components (header tools, announcements, results list, pagination, footer; the stay's sections;
 * the home's blocks) render in the page's shell, not as late Suspense segments that the browser
 * reveals after it (they had delayed a cold `/activities` page's first card by 1.8 s, CLS 0.17, and
 * the page micro-cache kept that render for 60 s). Starts its own worker (test port + 200): the
 * shared one is warm. No browser: the HTML says it.
 */
import { expect, test } from "@playwright/test";
import { PORT } from "./http";
import { startServer } from "./server.mjs";

const COLD_PORT = Number(PORT) + 200;
let server: { stop: () => void } | null = null;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startServer(COLD_PORT);
});
test.afterAll(() => server?.stop());

/** The late segments React streamed after the shell (`<div hidden id="S:n">`), by what they begin with. */
function lateSegments(html: string): string[] {
  return [...html.matchAll(/<div hidden id="S:\d+">(.{0,80})/g)].map((m) => m[1]!.replace(/ class="[^"]*"/g, ""));
}

test("a fresh worker's first results, stay, home and activities pages have everything in the shell", async () => {
  // `from` is part of the page cache's key: these renders are never an earlier run's stored page.
  const from = `cold-${Date.now()}`;
  for (const [host, path, inShell] of [
    ["fr.localhost", `/search/nice-c2990440?from=${from}`, 'aria-label="Mon espace"'],
    ["nl.localhost", `/stay/100447?from=${from}`, 'id="room"'],
    ["fr.localhost", `/?from=${from}`, 'data-block="categories"'],
    ["fr.localhost", `/activities?from=${from}`, 'data-testid="promo-bar"'],
  ] as const) {
    const res = await fetch(`http://127.0.0.1:${COLD_PORT}${path}`, { headers: { host: `${host}:${COLD_PORT}` } });
    const html = await res.text();
    expect(res.status, path).toBe(200);
    expect(res.headers.get("x-page-cache"), path).toBe("miss");
    expect(html, path).toContain(inShell);
    expect(lateSegments(html), path).toEqual([]);
  }
});
