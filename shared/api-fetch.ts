/**
 * Typed calls to the storefront API (`/api/*`, the upstream contract behind the worker).
 *
 * `ApiFetch` is fetch-shaped: in the browser it is `fetch`; during SSR the worker passes a function
 * that dispatches to its own `/api` app in-process, so loaders run the same code on both sides.
 *
 * Answers are not validated here: the worker's upstream client checks every 2xx against the
 * contract's schema before it is cached or served (shared/contract/routes.ts), so the browser
 * trusts its own `/api` and carries no schemas (docs/decisions/013).
 */

export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

/**
 * Answers whose JSON value is already parsed: the worker registers the Responses it makes from
 * its isolate's copy of an upstream answer (worker/upstream/memory.ts), with the value parsed
 * once, so a server render does not parse the same answer again (decision 093; the results
 * answer is 357 KB with its map pins). Always empty in the browser. A value read from here is
 * shared by every render of the isolate: readers derive new objects and never change it
 * (worker/upstream/memory.ts `changedValues`, checked after rendering every page type).
 */
export const preparsed = new WeakMap<Response, unknown>();

/** Error from an API call: HTTP status (0 for network failures) and message. */
export class ApiError extends Error {
  constructor(public status: number, message: string) {
    super(message);
    this.name = "ApiError";
  }
}

/**
 * Calls `path` (an `/api/…` contract path) and returns its JSON answer typed as `T`, the
 * contract's response type (`OffersResponse`, …), already checked by the worker. Throws ApiError
 * on a network failure (status 0), a non-JSON body or a non-2xx status (the answer's `error`).
 */
export async function apiJson<T>(api: ApiFetch, path: string, init?: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await api(path, init);
  } catch (err) {
    throw new ApiError(0, err instanceof Error ? err.message : "network error");
  }
  let data: unknown = preparsed.get(res);
  try {
    if (data === undefined) data = await res.json();
  } catch {
    throw new ApiError(res.status, `${path}: answer is not JSON`);
  }
  if (!res.ok) {
    const message = data && typeof data === "object" && "error" in data ? String((data as { error: unknown }).error) : res.statusText;
    throw new ApiError(res.status, message);
  }
  return data as T;
}

/** POST JSON helper. */
export function postJson(body: unknown): RequestInit {
  return { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) };
}
