/**
 * A fake upstream API for worker tests (issue 3 "Resilience and security"), and a way to call the
 * worker with settings of the test's choosing.
 *
 * This pool version (@cloudflare/vitest-pool-workers 0.15) has no `fetchMock`, but tests share the
 * isolate with the worker code they import, so the global `fetch` is wrapped once: requests to a
 * host made by `fakeUpstream()` (`*.upstream.test`) are answered here, anything else goes to the
 * real fetch. Each fake gets its own host, so the upstream client's cache keys (which include the
 * upstream URL) never mix between tests. A healthy fake answers from the embedded catalog, so its
 * answers are real contract answers; faults replace them.
 *
 * `callWorker()` runs `worker/index.ts` in-process with `UPSTREAM_API_URL` pointing at a fake and
 * any other setting overridden (e.g. `UPSTREAM_TIMEOUT_MS`), reads the whole body and reports the
 * elapsed time in ms.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { catalogApp } from "../../worker/catalog/app";
import app from "../../worker/index";

/** What the fake does with each call. */
export type Fault =
  | "ok" // the embedded catalog's answer
  | "500" // 500 with an HTML error page
  | "503-json" // 503 with a JSON body
  | "malformed" // 200, content-type JSON, truncated body
  | "off-contract" // 200, valid JSON that does not match the contract's response schema
  | "html" // 200 with an HTML page
  | "network" // fetch rejects (connection reset)
  | "stall" // no answer for 5 s (honours the abort signal)
  | "stall-body" // headers at once, then the body stalls for 5 s
  | "slow"; // the embedded catalog's answer after SLOW_MS (honours the abort signal)

export interface FakeUpstream {
  /** Base URL to put in UPSTREAM_API_URL. */
  readonly url: string;
  /** Calls received so far. */
  calls: number;
  /** Current behaviour; change it between requests. */
  fault: Fault;
  /** Optional rewrite of healthy JSON answers (path without the base, parsed body). */
  rewrite?: (path: string, body: unknown) => unknown;
  /** Every request received, in order: what the storefront sent upstream (upstream-contract.test.ts). */
  requests: UpstreamRequest[];
}

/** One request as the upstream received it: method, path after the base, query, parsed JSON body. */
export interface UpstreamRequest {
  method: string;
  /** Path without the base URL's `/api` and without the query, e.g. `/offers.json`. */
  path: string;
  query: Record<string, string>;
  /** The JSON body of a POST (parsed), else undefined. */
  body: unknown;
}

/** A normal browser user agent: TanStack Router does not stream to bots. */
export const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
/** Delay of the "slow" fault, ms: a healthy upstream that answers late. */
export const SLOW_MS = 1500;
/** The 5 s stall of the issue, ms. */
export const STALL_MS = 5000;

const fakes = new Map<string, FakeUpstream>();
let counter = 0;
let realFetch: typeof fetch | undefined;

/** A new fake upstream on its own host, answering `fault` until told otherwise. */
export function fakeUpstream(fault: Fault = "ok", rewrite?: FakeUpstream["rewrite"]): FakeUpstream {
  install();
  const host = `u${++counter}-${Math.random().toString(36).slice(2, 8)}.upstream.test`;
  const fake: FakeUpstream = { url: `https://${host}/api/`, calls: 0, fault, rewrite, requests: [] };
  fakes.set(host, fake);
  return fake;
}

function install(): void {
  if (realFetch) return;
  realFetch = globalThis.fetch;
  const original = realFetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const fake = fakes.get(new URL(request.url).hostname);
    if (!fake) return original(input, init);
    fake.calls++;
    fake.requests.push(await record(request));
    return await answer(fake, request, init?.signal ?? request.signal);
  }) as typeof fetch;
}

async function record(request: Request): Promise<UpstreamRequest> {
  const url = new URL(request.url);
  let body: unknown;
  if (request.method === "POST") {
    const text = await request.clone().text();
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return { method: request.method, path: url.pathname.replace(/^\/api/, ""), query: Object.fromEntries(url.searchParams), body };
}

function sleep(ms: number, signal?: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(new DOMException("The operation was aborted", "AbortError"));
    });
  });
}

async function answer(fake: FakeUpstream, request: Request, signal?: AbortSignal | null): Promise<Response> {
  const url = new URL(request.url);
  const path = url.pathname.replace(/^\/api/, "");
  switch (fake.fault) {
    case "500":
      return new Response("<html><body><h1>500 Internal Server Error</h1><pre>at Upstream.handle (secret.java:42)</pre></body></html>", { status: 500, headers: { "content-type": "text/html" } });
    case "503-json":
      return Response.json({ error: "maintenance" }, { status: 503 });
    case "malformed":
      return new Response('{"resultsCount": 3, "exactMatch": [{"id": 1, ', { headers: { "content-type": "application/json" } });
    case "off-contract":
      return Response.json({ resultsCount: "many", items: [{ id: "<script>alert(1)</script>" }] });
    case "html":
      return new Response("<!doctype html><title>Login</title><script>alert(1)</script>", { headers: { "content-type": "text/html" } });
    case "network":
      throw new TypeError("Network connection lost.");
    case "stall":
      await sleep(STALL_MS, signal);
      return Response.json({ late: true });
    case "stall-body": {
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(new TextEncoder().encode('{"resultsCount": 3, '));
          try {
            await sleep(STALL_MS, signal);
            controller.enqueue(new TextEncoder().encode('"late": true}'));
          } catch {
            // Aborted: end the body here. (Erroring the stream instead leaves a rejected internal
            // promise that the pool reports as unhandled; the client has given up by then anyway.)
          }
          controller.close();
        },
      });
      return new Response(body, { headers: { "content-type": "application/json" } });
    }
    case "slow":
    case "ok": {
      if (fake.fault === "slow") await sleep(SLOW_MS, signal);
      const ctx = createExecutionContext();
      const res = await catalogApp.fetch(
        new Request(`https://catalog.internal${path}${url.search}`, { method: request.method, headers: request.headers, body: request.method === "POST" ? await request.text() : undefined }),
        env as never,
        ctx,
      );
      await waitOnExecutionContext(ctx);
      if (!fake.rewrite || !res.ok) return res;
      return Response.json(fake.rewrite(path, await res.json()), { status: res.status });
    }
  }
}

export interface WorkerAnswer {
  res: Response;
  text: string;
  /** From the request until the last byte of the body, ms. */
  ms: number;
}

/**
 * Calls the worker in-process with settings overridden (`settings` are wrangler vars such as
 * UPSTREAM_TIMEOUT_MS) and the upstream pointed at `upstream` (null keeps wrangler.toml's, i.e.
 * the embedded catalog). Reads the whole body; waits for background work (cache writes).
 */
export async function callWorker(
  url: string,
  upstream: FakeUpstream | null,
  settings: Record<string, string> = {},
  init: RequestInit & { headers?: Record<string, string> } = {},
): Promise<WorkerAnswer> {
  const ctx = createExecutionContext();
  const bindings = { ...(env as unknown as Record<string, unknown>), ...(upstream ? { UPSTREAM_API_URL: upstream.url } : {}), ...settings };
  const started = Date.now();
  const res = await app.fetch(new Request(url, { redirect: "manual", ...init, headers: { "user-agent": BROWSER_UA, ...(init.headers ?? {}) } }), bindings as never, ctx);
  const text = await res.text();
  const ms = Date.now() - started;
  await waitOnExecutionContext(ctx);
  return { res, text, ms };
}

let stayId: number | undefined;

/** The id of a stay that exists in the embedded catalog (the first card of a default search). */
export async function existingStayId(): Promise<number> {
  if (stayId === undefined) {
    const { text } = await callWorker("http://fr.localhost/api/offers.json", null, {}, { method: "POST", body: "{}" });
    stayId = (JSON.parse(text) as { exactMatch: { mainPackage: { id: number } }[] }).exactMatch[0]!.mainPackage.id;
  }
  return stayId;
}
