/**
 * The worker's routes stay within what Hono's RegExpRouter supports (issue 28): one pattern with
 * other parameter names at the same place (e.g. `/img/:kind/:seed/:file{.+\.webp}` beside
 * `/img/:kind/:seed/:file`) makes Hono's SmartRouter fall back to the TrieRouter for the whole
 * worker, about 1-2 ms more per request and per in-process API call of a render.
 */
import { describe, expect, it } from "vitest";
import { RegExpRouter } from "hono/router/reg-exp-router";
import { app } from "../../worker/index";

describe("the worker's router", () => {
  it("every route is one the RegExpRouter takes", () => {
    const refused: string[] = [];
    const router = new RegExpRouter<string>();
    for (const route of app.routes) {
      try {
        router.add(route.method, route.path, route.path);
      } catch (error) {
        refused.push(`${route.method} ${route.path}: ${String(error)}`);
      }
    }
    expect(refused).toEqual([]);
    expect(() => router.match("GET", "/search/lyon-c2996944")).not.toThrow();
  });

  it("the SmartRouter settles on the RegExpRouter once a request came", async () => {
    await app.request("http://fr.localhost/healthz");
    expect((app.router as { activeRouter?: { name: string } }).activeRouter?.name).toBe("RegExpRouter");
  });
});
