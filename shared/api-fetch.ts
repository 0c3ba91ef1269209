/**
 * Typed calls to the storefront API (`/api/*`, the upstream contract behind the worker).
 *
 * `ApiFetch` is fetch-shaped: in the browser it is `fetch`; during SSR the worker passes a function
 * that dispatches to its own `/api` app in-process, so loaders run the same code on both sides.
 */
import * as v from "valibot";

export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

/** Error from an API call: HTTP status (0 for network/validation failures) and message. */
export class ApiError extends Error {
  constructor(public status: number, message: string) {
    super(message);
    this.name = "ApiError";
  }
}

/**
 * Calls `path` and validates the JSON answer with `schema`. Throws ApiError on a non-2xx status,
 * a non-JSON body or a body that does not match the schema.
 */
export async function apiJson<S extends v.GenericSchema>(api: ApiFetch, path: string, schema: S, init?: RequestInit): Promise<v.InferOutput<S>> {
  let res: Response;
  try {
    res = await api(path, init);
  } catch (err) {
    throw new ApiError(0, err instanceof Error ? err.message : "network error");
  }
  let data: unknown;
  try {
    data = await res.json();
  } catch {
    throw new ApiError(res.status, `${path}: answer is not JSON`);
  }
  if (!res.ok) {
    const message = data && typeof data === "object" && "error" in data ? String((data as { error: unknown }).error) : res.statusText;
    throw new ApiError(res.status, message);
  }
  const parsed = v.safeParse(schema, data);
  if (!parsed.success) throw new ApiError(0, `${path}: ${v.summarize(parsed.issues).slice(0, 300)}`);
  return parsed.output;
}

/** POST JSON helper. */
export function postJson(body: unknown): RequestInit {
  return { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) };
}
