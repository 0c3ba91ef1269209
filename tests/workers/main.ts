/**
 * Test entry of the worker pool (vitest.workers.config.ts `main`). It forwards to the real worker
 * (worker/index.ts) through a dynamic import, so test files that never call SELF / exports
 * (the catalog's, which call `catalogApp.fetch` in-process like the upstream client does) do not
 * depend on the SSR bundle and its build-time client manifest.
 */
export default {
  async fetch(request: Request, env: unknown, ctx: ExecutionContext): Promise<Response> {
    const mod = await import("../../worker/index");
    return mod.default.fetch(request, env as never, ctx);
  },
};
